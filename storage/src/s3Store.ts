// The object store on S3 or an S3-compatible service (Cloudflare R2, MinIO; s3rver locally and in
// tests), through the AWS SDK. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, a profile, an instance role). A store that cannot be reached, throttles
// or answers 5xx is `StoreUnavailable`, so callers keep what they have and try again.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkedKey, checkedPrefix, StoreUnavailable, type ObjectStore, type StoredObject } from './objectStore';

export interface S3StoreSettings {
  bucket: string;
  region: string;
  /** Another service than AWS S3 (R2, MinIO, s3rver): its address. */
  endpoint?: string;
  /** Buckets addressed by path (`<endpoint>/<bucket>/<key>`), as MinIO and s3rver want. */
  forcePathStyle?: boolean;
  /** Explicit credentials (tests, s3rver); otherwise the SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Milliseconds before a request is given up (the store is then unavailable). */
  timeoutMs?: number;
}

/** S3 deletes at most this many keys in one request. */
const DELETE_BATCH = 1000;

export class S3Store implements ObjectStore {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(private readonly settings: S3StoreSettings) {
    const config: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: R2, MinIO and s3rver do not all take the newer
      // default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // One quick retry inside the SDK; beyond that the caller's own retry (with its backoff) decides.
      maxAttempts: 2,
      requestHandler: { requestTimeout: settings.timeoutMs ?? 10_000, connectionTimeout: Math.min(settings.timeoutMs ?? 10_000, 3000) },
    };
    this.client = new S3Client(config);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.send(() => this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key), Body: body, ContentType: contentType })));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw unavailable(error);
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.send(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: checkedPrefix(prefix), ContinuationToken: token })),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: checkedKey(key) }));
      const answer = await this.send(() => this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch, Quiet: true } })));
      if (answer.Errors && answer.Errors.length > 0) throw new StoreUnavailable(`object store: ${answer.Errors.length} objects not deleted (${answer.Errors[0]?.Code ?? 'unknown'})`);
    }
  }

  close(): void {
    this.client.destroy();
  }

  private async send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw unavailable(error);
    }
  }
}

/** What the SDK threw, as the store's own error: a client error (a bad key, a missing bucket) stays a plain Error. */
function unavailable(error: unknown): Error {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    if (status >= 500 || status === 429 || status === 503 || error.name === 'SlowDown')
      return new StoreUnavailable(`object store: ${error.name} (${status})`, { cause: error });
    return new Error(`object store: ${error.name} (${status}): ${error.message}`, { cause: error });
  }
  // No answer at all: refused, reset, timed out.
  return new StoreUnavailable(`object store: ${error instanceof Error ? error.message || error.name : String(error)}`, { cause: error });
}
