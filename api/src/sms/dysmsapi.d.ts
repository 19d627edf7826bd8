// The Alibaba Cloud SMS SDK on the registry ships no types: its client, as alibabaSender.ts uses it.
declare module '@alicloud/dysmsapi-2017-05-25' {
  const DysmsClient: unknown;
  export default DysmsClient;
}
