// Which object store a process uses, from its settings. The api and the ingest read the same
// settings, so in one deployment they find the same objects.
//
//   MATCHDAY_S3_BUCKET              set: S3 (or an S3-compatible store); else a directory
//   MATCHDAY_S3_ENDPOINT            R2, MinIO, s3rver: the store's address (AWS S3: unset)
//   MATCHDAY_S3_REGION              default us-east-1 (R2: auto)
//   MATCHDAY_S3_FORCE_PATH_STYLE    on for MinIO and s3rver
//   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (or any source of the AWS SDK's chain)
//   MATCHDAY_STORAGE_DIR            the directory (default: the caller's)
import path from 'node:path';
import { DirectoryStore } from './directoryStore';
import type { ObjectStore } from './objectStore';
import { S3Store } from './s3Store';

export type StorageSettings = { kind: 'directory'; directory: string } | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };

export function storageSettingsFrom(env: NodeJS.ProcessEnv, defaultDirectory: string): StorageSettings {
  const bucket = env.MATCHDAY_S3_BUCKET?.trim();
  if (!bucket) return { kind: 'directory', directory: path.resolve(env.MATCHDAY_STORAGE_DIR?.trim() || defaultDirectory) };
  const endpoint = env.MATCHDAY_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`MATCHDAY_S3_ENDPOINT: "${endpoint}" is not an http(s) address`);
  return { kind: 's3', bucket, region: env.MATCHDAY_S3_REGION?.trim() || 'us-east-1', endpoint, forcePathStyle: env.MATCHDAY_S3_FORCE_PATH_STYLE === 'on' };
}

export function createObjectStore(settings: StorageSettings): ObjectStore {
  return settings.kind === 'directory' ? new DirectoryStore(settings.directory) : new S3Store(settings);
}

/** Where the store is, in words for a log (no secret is part of the settings). */
export function describeStorage(settings: StorageSettings): string {
  return settings.kind === 'directory' ? `directory ${settings.directory}` : `s3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
}
