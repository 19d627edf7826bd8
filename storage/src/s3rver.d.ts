// s3rver is JavaScript without types; the part the local server uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type http from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: http.Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
