// A local S3-compatible server (s3rver, from the registry) for tests and `npm run start:cluster`:
// it answers S3's REST protocol from a folder, so the store's real SDK code runs against it.
// Production points the same settings at S3, R2 or MinIO instead.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3StoreSettings } from './s3Store';

/** s3rver's fixed credentials (it accepts these only). */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  port: number;
  settings(bucket?: string): S3StoreSettings;
  close(): Promise<void>;
}

export async function startLocalS3(options: { directory: string; port?: number; bucket?: string }): Promise<LocalS3> {
  const bucket = options.bucket ?? 'matchday';
  fs.mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, directory: options.directory, silent: true, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    settings: (name = bucket) => ({ bucket: name, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { ...LOCAL_S3_CREDENTIALS }, timeoutMs: 3000 }),
    // Kept-alive connections of the SDK would hold the close back.
    close: async () => {
      const closed = server.close();
      server.httpServer?.closeAllConnections();
      await closed;
    },
  };
}
