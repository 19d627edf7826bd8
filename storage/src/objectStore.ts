// Object storage: where recordings, stills and uploaded images live, so that any ingest and any
// api process serves any of them. Two kinds keep the same contract: a directory (one machine,
// the default of `npm start`) and an S3-compatible store (S3, R2, MinIO; s3rver in tests).
// Keys are relative paths of a few safe characters (`rec/<id>/r-00001.ts`, `media/<id>`): no key
// can name a file outside the store's root, whatever the caller was given.

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface ObjectStore {
  readonly kind: 'directory' | 's3';
  /** Writes an object whole (readers see the old one or the new one, never a part). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes; null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Removes objects; a key that is not there is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

/**
 * The store could not be reached or refused the request (it is down, throttling, or the
 * credentials are wrong): the caller keeps what it has and tries again later.
 */
export class StoreUnavailable extends Error {
  override readonly name = 'StoreUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,7}$/;

/** Refuses a key that is not a plain relative path (`..`, absolute, empty parts, odd characters). */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..' || part.includes('..')))
    throw new Error(`object store: "${key}" is not a key`);
  return key;
}

/** A prefix is a key, or a key followed by `/`, or empty (everything). */
export function checkedPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkedKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Bytes and objects under each top-level prefix (`rec`, `media`, …), for the usage command. */
export function usageByPrefix(objects: readonly StoredObject[]): Map<string, { objects: number; bytes: number }> {
  const usage = new Map<string, { objects: number; bytes: number }>();
  for (const object of objects) {
    const top = object.key.split('/')[0]!;
    const entry = usage.get(top) ?? { objects: 0, bytes: 0 };
    entry.objects += 1;
    entry.bytes += object.size;
    usage.set(top, entry);
  }
  return usage;
}
