// Starts the ingest: RTMP on MATCHDAY_INGEST_RTMP_PORT (1935), HLS on MATCHDAY_INGEST_HTTP_PORT
// (8087), asking the api at MATCHDAY_INGEST_API with the shared secret MATCHDAY_INGEST_SECRET.
// Recordings go to the object store the storage settings name (the api reads the same ones).
// Development content: MATCHDAY_DEMO_PUSH=on pushes the demo streamer's generated picture;
// MATCHDAY_DEMO_LOOP=on (or the push) makes the loop the demo streamer's past lives play.
import path from 'node:path';
import { createObjectStore, describeStorage, storageSettingsFrom } from '@matchday/storage/storageSettings';
import { ingestApi } from './apiClient';
import { ensureDemoLoop } from './demoLoop';
import { runDemoPush } from './demoPush';
import { IngestServer } from './ingestServer';

const env = process.env;
const secret = env.MATCHDAY_INGEST_SECRET;
if (!secret) throw new Error('MATCHDAY_INGEST_SECRET is required: the api trusts the ingest by it, and signs the video addresses with it');
const dataDir = path.resolve(env.MATCHDAY_INGEST_DIR ?? 'ingest-data');
const apiOrigin = env.MATCHDAY_INGEST_API ?? 'http://localhost:8090';
const storage = storageSettingsFrom(env, path.join(dataDir, 'storage'));
const store = createObjectStore(storage);
const server = new IngestServer({
  api: ingestApi(apiOrigin, secret),
  secret,
  rtmpPort: Number(env.MATCHDAY_INGEST_RTMP_PORT ?? 1935),
  httpPort: Number(env.MATCHDAY_INGEST_HTTP_PORT ?? 8087),
  hlsRoot: path.join(dataDir, 'hls'),
  dataDir: path.join(dataDir, 'store'),
  store,
  spoolRoot: path.join(dataDir, 'spool'),
  log: (message, details) => console.log(`[ingest] ${message}${details ? ` ${JSON.stringify(details)}` : ''}`),
});
const ports = await server.start();
console.log(`[ingest] RTMP on :${ports.rtmpPort} (rtmp://<host>:${ports.rtmpPort}/live/<live code>), HLS on :${ports.httpPort}/hls/, recordings in ${describeStorage(storage)}`);

const log = (message: string) => console.log(`[ingest] ${message}`);
const demo = env.MATCHDAY_DEMO_PUSH === 'on';
const stopDemo = demo ? runDemoPush({ apiOrigin, secret, rtmpPort: ports.rtmpPort, log }) : null;
// The loop the demo streamer's past lives play (the api's demo replays wait for it).
if (demo || env.MATCHDAY_DEMO_LOOP === 'on') void ensureDemoLoop(store, log).catch((error: unknown) => log(`demo loop failed: ${error instanceof Error ? error.message : String(error)}`));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  stopDemo?.();
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
