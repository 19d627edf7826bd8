// Verification codes by text message through the providers' real SDKs, against local servers
// answering as Twilio's and Alibaba Cloud's documentation says: each phone's country routed to
// its providers in order with the right template and the fan's language; a provider that fails
// handing the message to the next; a throttled number told to try again in a minute; a failure
// costing the fan nothing (they may ask again at once) and translated; the provider called with
// no database connection held, so a provider that does not answer holds up nobody else; Twilio's
// delivery callbacks taken only when signed and Alibaba Cloud's receipts only with the site's
// secret, both shown to customer service; countries not served refused; and the site's hourly
// ceiling against toll fraud, with a warning in the log before it is reached.
import twilio from 'twilio';
import type { SmsDelivery } from '@matchday/contracts/accounts/contract';
import { RoutedSmsSender, smsSettingsFrom } from '../src/sms/smsRouting';
import { DevelopmentSmsSender } from '../src/sms/smsSender';
import { localAlibabaSms, localTwilio } from './providerServers';
import { createTestApi, newAddress, type TestApi } from './testApi';

const AUTH_TOKEN = 'twilio-test-auth-token';
const RECEIPT_TOKEN = 'alibaba-receipt-secret-0123456789';
let api: TestApi;
let twilioServer: Awaited<ReturnType<typeof localTwilio>>;
let alibabaServer: Awaited<ReturnType<typeof localAlibabaSms>>;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
let staffSide: TestApi;
const logLines: string[] = [];

beforeAll(async () => {
  twilioServer = await localTwilio();
  alibabaServer = await localAlibabaSms();
  const settings = smsSettingsFrom({
    MATCHDAY_SMS_COUNTRIES: 'GB,DE,CN',
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: twilioServer.url,
    ALIBABA_CLOUD_ACCESS_KEY_ID: 'LTAI-test',
    ALIBABA_CLOUD_ACCESS_KEY_SECRET: 'alibaba-test-secret',
    ALIBABA_SMS_SIGN_NAME: 'Matchday',
    ALIBABA_SMS_TEMPLATE_CODE: 'SMS_123456789',
    ALIBABA_SMS_ENDPOINT: alibabaServer.url,
    ALIBABA_SMS_RECEIPT_TOKEN: RECEIPT_TOKEN,
    MATCHDAY_PUBLIC_URL: 'http://site.test',
    // Germany through Twilio alone: no other provider takes over there.
    MATCHDAY_SMS_ROUTES: 'DE=twilio',
  });
  api = await createTestApi({
    smsSender: new RoutedSmsSender(settings, {}, (line) => logLines.push(line)),
    twilioAuthToken: AUTH_TOKEN,
    alibabaReceiptToken: RECEIPT_TOKEN,
    rateLimits: { codesSiteWidePerHour: { max: 40 } },
    logLines,
  });
  // Customer service signs in through a second process of the api that has the development inbox.
  staffSide = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: new DevelopmentSmsSender() } });
  customerService = await staffSide.withRoles(['customer_service']);
});
afterAll(async () => {
  await staffSide.close();
  await api.close();
  await twilioServer.close();
  await alibabaServer.close();
});

const askCode = (phone: string, lan = 'en_US') => api.call('POST', '/api/auth/codes', { body: { phone }, headers: { lan }, address: newAddress() });
const deliveries = async (phone: string) => (await api.call<SmsDelivery[]>('GET', `/api/ops/sms?phone=${encodeURIComponent(phone)}`, { token: customerService.token })).body.data;

describe('a code', () => {
  it('goes to a UK phone through Twilio, in the fan’s language, and the message id is kept', async () => {
    const answer = await askCode('+447400123123', 'de');
    expect(answer.body).toMatchObject({ code: 0 });
    const request = twilioServer.requests.at(-1)!;
    expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`AC0123456789abcdef0123456789abcdef:${AUTH_TOKEN}`).toString('base64')}`);
    const form = Object.fromEntries(new URLSearchParams(request.body));
    // Twilio is told where to post the delivery status.
    expect(form).toMatchObject({ To: '+447400123123', From: '+15005550006', StatusCallback: 'http://site.test/api/sms/twilio/status' });
    expect(form.Body).toMatch(/Bestätigungscode|Code/);
    expect(form.Body).not.toMatch(/验证码/);
    console.log(`Twilio SDK request: ${request.method} ${request.path}\n${Object.entries(form).map(([key, value]) => `${key}=${key === 'Body' ? value.replace(/\d{6}/, '••••••') : value}`).join('\n')}`);
    const [delivery] = await deliveries('+447400123123');
    expect(delivery).toMatchObject({ provider: 'twilio', messageId: expect.stringMatching(/^SM\w{32}$/), status: 'accepted', used: false });
  });

  it('goes to a mainland China phone through Alibaba Cloud: the approved signature and template, the code its parameter', async () => {
    expect((await askCode('+8613800138000', 'zh_CN')).body.code).toBe(0);
    const query = new URL(alibabaServer.requests.at(-1)!.path, 'http://local').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ Action: 'SendSms', PhoneNumbers: '13800138000', SignName: 'Matchday', TemplateCode: 'SMS_123456789', Version: '2017-05-25', AccessKeyId: 'LTAI-test' });
    expect(JSON.parse(query.get('TemplateParam')!)).toEqual({ code: expect.stringMatching(/^\d{6}$/) });
    expect(query.get('Signature')).toBeTruthy();
    console.log(`Alibaba Cloud SDK request: GET /?${[...query.keys()].join('&')}`);
    expect((await deliveries('+8613800138000'))[0]).toMatchObject({ provider: 'alibaba', messageId: expect.stringMatching(/\^0$/) });
  });

  it('is retried once on a Twilio 5xx; when Twilio fails Alibaba Cloud takes the message; a failure everywhere costs the fan nothing', async () => {
    twilioServer.script.push({ status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } });
    const before = twilioServer.requests.length;
    expect((await askCode('+447400123200')).body.code).toBe(0);
    expect(twilioServer.requests.length - before).toBe(2);

    // Twilio down for a UK number: Alibaba Cloud, next in the UK's order, sends it.
    twilioServer.script.push(
      { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } },
      { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } },
    );
    const alibabaBefore = alibabaServer.requests.length;
    expect((await askCode('+447400123210')).body.code).toBe(0);
    expect(alibabaServer.requests.length - alibabaBefore).toBe(1);
    expect(new URL(alibabaServer.requests.at(-1)!.path, 'http://local').searchParams.get('PhoneNumbers')).toBe('+447400123210');
    expect((await deliveries('+447400123210'))[0]).toMatchObject({ provider: 'alibaba', status: 'accepted' });
    expect(logLines.join('')).toContain('SMS through twilio failed');

    // Germany has Twilio alone: its failure is the fan's "try again", and costs nothing.
    twilioServer.script.push(
      { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } },
      { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } },
    );
    const failed = await askCode('+4915112345601');
    expect(failed.status).toBe(503);
    expect(failed.body.msg).toBe('Verification codes cannot be sent right now');
    // Customer service sees the attempt that was not sent.
    expect(await deliveries('+4915112345601')).toEqual([expect.objectContaining({ provider: null, status: 'failed', error: expect.stringContaining('Twilio 503'), used: false })]);
    // Nothing was spent: the same phone asks again at once (one a minute otherwise) and gets its code.
    expect((await askCode('+4915112345601')).body.code).toBe(0);
    expect(logLines.join('')).toContain('verification code not sent');
  });

  it('to a number the provider throttles is "try again in a minute", in the fan’s language, and costs nothing', async () => {
    alibabaServer.script.push({ status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'r' } });
    const twilioBefore = twilioServer.requests.length;
    const throttled = await askCode('+8613800138090', 'zh_CN');
    expect(throttled.status).toBe(429);
    expect(throttled.body.msg).toBe('该号码暂时无法接收更多短信，请 1 分钟后重试');
    // Not passed to Twilio to get round Alibaba Cloud's throttle.
    expect(twilioServer.requests.length).toBe(twilioBefore);
    expect((await askCode('+8613800138090', 'zh_CN')).body.code).toBe(0);
  });

  it('is sent with no database connection held: a provider that does not answer holds up no other request', async () => {
    const release = twilioServer.hold();
    const asking = askCode('+447400123250');
    await vi.waitFor(() => expect(twilioServer.waiting).toBe(1));
    // While Twilio keeps the fan waiting, the site answers others: reads, the health check, another fan's code from Alibaba Cloud.
    expect((await api.call('GET', '/api/health')).status).toBe(200);
    expect((await api.call('GET', '/api/sports/matches?sport=football')).status).toBe(200);
    expect((await askCode('+8613800138091', 'zh_CN')).body.code).toBe(0);
    expect(twilioServer.waiting).toBe(1);
    release();
    expect((await asking).body.code).toBe(0);
  });

  it('to a number the provider says cannot take it is refused with a translated message', async () => {
    twilioServer.script.push({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } });
    const refused = await askCode('+447400123300', 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Ce numéro ne peut pas recevoir de SMS ; vérifiez-le');
    alibabaServer.script.push({ status: 200, body: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'invalid number', RequestId: 'r' } });
    expect((await askCode('+8613800138001')).body.msg).toBe('This number cannot receive text messages; please check it');
  });

  it('is not sent to a country the operators do not serve', async () => {
    const before = twilioServer.requests.length;
    const refused = await askCode('+12025550123');
    expect(refused.body.msg).toBe('We cannot send codes to numbers in this country yet');
    expect(twilioServer.requests.length).toBe(before);
  });
});

describe("Twilio's delivery callbacks", () => {
  it('are recorded only when signed, and customer service sees why a fan got no code', async () => {
    await askCode('+447400123400');
    const [sent] = await deliveries('+447400123400');
    const url = 'http://site.test/api/sms/twilio/status';
    const params = { MessageSid: sent!.messageId!, MessageStatus: 'undelivered', ErrorCode: '30003', AccountSid: 'AC0123456789abcdef0123456789abcdef' };
    const post = (signature: string) =>
      api.app.inject({ method: 'POST', url: '/api/sms/twilio/status', payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature } });
    expect((await post('forged-signature')).statusCode).toBe(403);
    expect((await post(twilio.getExpectedTwilioSignature('another-token', url, params))).statusCode).toBe(403);
    expect((await deliveries('+447400123400'))[0]!.status).toBe('accepted');
    expect((await post(twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params))).statusCode).toBe(204);
    expect((await deliveries('+447400123400'))[0]).toMatchObject({ status: 'undelivered', error: '30003', statusAt: expect.any(String) });
  });
});

describe("Alibaba Cloud's delivery receipts", () => {
  it('are recorded only with the site’s secret, by our id or Alibaba Cloud’s, and customer service sees them', async () => {
    await askCode('+8613800138100', 'zh_CN');
    await askCode('+8613800138101', 'zh_CN');
    const [first] = await deliveries('+8613800138100');
    const [second] = await deliveries('+8613800138101');
    const outIdOf = (index: number) => new URL(alibabaServer.requests.at(index)!.path, 'http://local').searchParams.get('OutId');
    const receipts = [
      { phone_number: '13800138100', send_time: '2026-12-07 18:20:01', report_time: '2026-12-07 18:20:05', success: true, err_code: 'DELIVERED', err_msg: '用户接收成功', sms_size: '1', biz_id: first!.messageId, out_id: outIdOf(-2) },
      { phone_number: '13800138101', send_time: '2026-12-07 18:20:02', report_time: '2026-12-07 18:21:00', success: false, err_code: 'MK:0001', err_msg: '用户停机', sms_size: '1', biz_id: second!.messageId, out_id: '' },
    ];
    const post = (token: string) => api.app.inject({ method: 'POST', url: `/api/sms/alibaba/receipts?token=${token}`, payload: JSON.stringify(receipts), headers: { 'content-type': 'application/json' } });
    expect((await post('wrong')).statusCode).toBe(403);
    expect((await deliveries('+8613800138100'))[0]!.status).toBe('accepted');
    const kept = await post(RECEIPT_TOKEN);
    expect(kept.json()).toEqual({ code: 0, msg: '成功' });
    expect((await deliveries('+8613800138100'))[0]).toMatchObject({ status: 'delivered', error: null, statusAt: '2026-12-07T10:20:05.000Z' });
    expect((await deliveries('+8613800138101'))[0]).toMatchObject({ status: 'undelivered', error: 'MK:0001' });
  });
});

describe('the hourly ceiling', () => {
  it('stops codes site-wide once reached, and the log warns before', async () => {
    const [{ sent }] = (await api.db.query<{ sent: number }>("SELECT count(*)::int AS sent FROM verification_codes WHERE sms_status IS DISTINCT FROM 'failed'")) as [{ sent: number }];
    for (let index = sent; index < 40; index += 1) expect((await askCode(`+4474001235${String(index).padStart(2, '0')}`)).body.code).toBe(0);
    const refused = await askCode('+447400123599');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many codes are being sent right now; please try again in \d+ minutes$/);
    expect(logLines.join('')).toContain('verification codes near the hourly ceiling');
  });
});
