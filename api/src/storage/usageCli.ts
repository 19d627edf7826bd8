// npm run storage:usage [-- --sweep]
// Prints what the object store holds (objects and bytes per kind: recordings, uploaded images),
// the recordings by state, and the retention in force; `--sweep` applies the retention now
// (storage/retention.ts) and prints what it freed. Reads the api's settings (storage, and the
// database: DATABASE_URL, or the embedded folder while the api is stopped).
import { parseArgs } from 'node:util';
import { usageByPrefix } from '@matchday/storage/objectStore';
import { createObjectStore, describeStorage } from '@matchday/storage/storageSettings';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { StorageRetention } from './retention';

const { values } = parseArgs({ options: { sweep: { type: 'boolean', default: false } } });
const config = loadConfig();
const db = createDatabase({ DATABASE_URL: config.databaseUrl }, config.dataDir);
await migrate(db);
const store = createObjectStore(config.storage);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  if (values.sweep) {
    const report = await new StorageRetention(db, systemClock, store, { recordingDays: config.recordingRetentionDays }).sweep();
    console.log(
      `swept: ${report.purged} recordings purged, ${report.trimmed} trimmed, ${report.segmentsDeleted} segments, ` +
        `${report.stillsDeleted} stills and ${report.imagesDeleted} images deleted, ${megabytes(report.bytesFreed)} freed`,
    );
  }
  const usage = usageByPrefix(await store.list(''));
  console.log(`object store: ${describeStorage(config.storage)}`);
  const names: Record<string, string> = { rec: 'recordings (segments, playlists, stills)', media: 'uploaded images' };
  let total = 0;
  for (const [prefix, entry] of [...usage].sort()) {
    total += entry.bytes;
    console.log(`  ${prefix.padEnd(6)} ${String(entry.objects).padStart(8)} objects  ${megabytes(entry.bytes).padStart(12)}  ${names[prefix] ?? ''}`);
  }
  console.log(`  total  ${megabytes(total).padStart(30)}`);
  const [states] = await db.query<{ recording: number; whole: number; trimmed: number; purged: number }>(
    `SELECT count(*) FILTER (WHERE ended_at IS NULL)::int AS recording,
            count(*) FILTER (WHERE ended_at IS NOT NULL AND trimmed_at IS NULL AND purged_at IS NULL)::int AS whole,
            count(*) FILTER (WHERE trimmed_at IS NOT NULL)::int AS trimmed,
            count(*) FILTER (WHERE purged_at IS NOT NULL)::int AS purged
     FROM recordings`,
  );
  console.log(
    `recordings: ${states?.recording ?? 0} being recorded, ${states?.whole ?? 0} kept whole, ${states?.trimmed ?? 0} trimmed to their videos, ${states?.purged ?? 0} purged`,
  );
  console.log(`retention: recordings ${config.recordingRetentionDays} day(s) after they end (MATCHDAY_RECORDING_RETENTION_DAYS); stills and images nothing uses, 1 day`);
} finally {
  await db.close();
}
