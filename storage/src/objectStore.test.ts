// Both stores keep the same contract; the S3 one is exercised through the real AWS SDK against a
// local S3-compatible server (s3rver), as production talks to S3, R2 or MinIO.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DirectoryStore } from './directoryStore';
import { startLocalS3, type LocalS3 } from './localS3';
import { checkedKey, StoreUnavailable, usageByPrefix, type ObjectStore } from './objectStore';
import { S3Store } from './s3Store';
import { storageSettingsFrom } from './storageSettings';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-storage-'));
let localS3: LocalS3;

beforeAll(async () => {
  localS3 = await startLocalS3({ directory: path.join(temp, 's3rver') });
});
afterAll(async () => {
  await localS3.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

const stores: [string, () => ObjectStore][] = [
  ['directory', () => new DirectoryStore(path.join(temp, `dir-${Math.random().toString(36).slice(2)}`))],
  ['s3', () => new S3Store(localS3.settings())],
];

describe.each(stores)('%s store', (_kind, make) => {
  let store: ObjectStore;
  let prefix: string;
  beforeEach(() => {
    store = make();
    prefix = `t${Math.random().toString(36).slice(2, 10)}`;
  });

  test('keeps, lists, reads and deletes objects by key', async () => {
    await store.put(`${prefix}/rec/a/r-00001.ts`, Buffer.from('segment one'), 'video/mp2t');
    await store.put(`${prefix}/rec/a/index.m3u8`, Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');
    await store.put(`${prefix}/rec/b/r-00001.ts`, Buffer.from('other'), 'video/mp2t');
    await store.put(`${prefix}/media/x`, Buffer.from('image'), 'image/png');

    expect((await store.get(`${prefix}/rec/a/r-00001.ts`))?.toString()).toBe('segment one');
    expect(await store.get(`${prefix}/rec/a/missing.ts`)).toBeNull();
    const listed = await store.list(`${prefix}/rec/a/`);
    expect(listed.map((object) => object.key)).toEqual([`${prefix}/rec/a/index.m3u8`, `${prefix}/rec/a/r-00001.ts`]);
    expect(listed[1]!.size).toBe('segment one'.length);
    expect(listed[1]!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await store.list(`${prefix}/`)).length).toBe(4);

    // Written again: the new bytes whole.
    await store.put(`${prefix}/rec/a/index.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-ENDLIST\n'), 'application/vnd.apple.mpegurl');
    expect((await store.get(`${prefix}/rec/a/index.m3u8`))?.toString()).toContain('ENDLIST');

    await store.delete([`${prefix}/rec/a/r-00001.ts`, `${prefix}/rec/a/index.m3u8`, `${prefix}/rec/a/never-there.ts`]);
    expect(await store.list(`${prefix}/rec/a/`)).toEqual([]);
    expect(await store.get(`${prefix}/rec/a/r-00001.ts`)).toBeNull();
    const usage = usageByPrefix(await store.list(`${prefix}/`));
    expect(usage.get(prefix)).toEqual({ objects: 2, bytes: 'other'.length + 'image'.length });
  });

  test('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../b', '', 'a/b c'])
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a key/);
    expect(() => checkedKey('rec/abc/r-00001.ts')).not.toThrow();
  });
});

test('an S3 store that cannot be reached is unavailable, not missing', async () => {
  const away = new S3Store({ ...localS3.settings(), endpoint: 'http://127.0.0.1:9', timeoutMs: 1000 });
  await expect(away.get('rec/a/index.m3u8')).rejects.toBeInstanceOf(StoreUnavailable);
  await expect(away.put('rec/a/index.m3u8', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(StoreUnavailable);
});

test('settings: a directory by default, S3 when a bucket is named', () => {
  expect(storageSettingsFrom({}, '/data/storage')).toEqual({ kind: 'directory', directory: '/data/storage' });
  expect(storageSettingsFrom({ MATCHDAY_S3_BUCKET: 'clips', MATCHDAY_S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', MATCHDAY_S3_REGION: 'auto' }, '/d')).toEqual({
    kind: 's3',
    bucket: 'clips',
    region: 'auto',
    endpoint: 'https://acc.r2.cloudflarestorage.com',
    forcePathStyle: false,
  });
  expect(() => storageSettingsFrom({ MATCHDAY_S3_BUCKET: 'b', MATCHDAY_S3_ENDPOINT: 'minio:9000' }, '/d')).toThrow(/not an http/);
});
