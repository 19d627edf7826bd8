// The ingest with real parts: node-media-server takes a push from ffmpeg, the packager writes
// HLS, the HLS server serves it with CDN caching, recordings go to an S3-compatible object store
// (s3rver, through the AWS SDK) and a second ingest serves them. The api's answers are played by a small
// in-memory stand-in here (the api's own rules are tested in api/test/lives.test.ts; the whole
// chain, api included, in e2e/tests/live.spec.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signedClipPath, signedThumbnailPath } from '@matchday/contracts/videos/contract';
import { startLocalS3, type LocalS3 } from '@matchday/storage/localS3';
import { S3Store } from '@matchday/storage/s3Store';
import type { IngestApi } from './apiClient';
import { IngestServer } from './ingestServer';
import { recordingKeys } from '@matchday/storage/recordings';
import { startTestPush } from './testPush';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

class ApiStandIn implements IngestApi {
  allowed = new Map<string, string>();
  unpublished: string[] = [];
  async publish(liveCode: string) {
    const streamId = this.allowed.get(liveCode);
    return streamId ? { streamId, recordingId: `rec${streamId}` } : null;
  }
  async heartbeat(liveCodes: string[]) {
    return { refused: liveCodes.filter((code) => !this.allowed.has(code)) };
  }
  async unpublish(liveCode: string) {
    this.unpublished.push(liveCode);
  }
}

/** Shared with the api, which signs the addresses of the clips and stills it makes public. */
const SECRET = 'test-ingest-secret';
let server: IngestServer;
let api: ApiStandIn;
let rtmp: number;
let http: number;
let root: string;
let localS3: LocalS3;
let store: S3Store;
const pushes: ChildProcess[] = [];

const ingestIn = async (folder: string) =>
  new IngestServer({
    api,
    secret: SECRET,
    rtmpPort: await freePort(),
    httpPort: 0,
    hlsRoot: path.join(root, folder, 'hls'),
    dataDir: path.join(root, folder, 'nms'),
    store,
    spoolRoot: path.join(root, folder, 'spool'),
    heartbeatMs: 300,
    log: process.env.DEBUG_INGEST ? (message, details) => console.error(message, details) : undefined,
  });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-test-'));
  localS3 = await startLocalS3({ directory: path.join(root, 's3') });
  store = new S3Store(localS3.settings());
  api = new ApiStandIn();
  server = await ingestIn('first');
  ({ rtmpPort: rtmp, httpPort: http } = await server.start());
});
afterAll(async () => {
  for (const push of pushes) push.kill('SIGKILL');
  await server.stop();
  store.close();
  await localS3.close().catch(() => undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

/** The recording's playlist as the object store holds it, once the ingest has put all of it there. */
const storedPlaylist = async (recordingId: string) => {
  await server.uploaded();
  return (await store.get(recordingKeys.playlist(recordingId)))?.toString('utf8') ?? '';
};

const push = (liveCode: string, seconds?: number) => {
  const child = startTestPush({ target: `rtmp://127.0.0.1:${rtmp}/live/${liveCode}`, width: 320, height: 180, seconds });
  pushes.push(child);
  return child;
};
const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code))));
const get = (file: string) => fetch(`http://127.0.0.1:${http}${file}`);

describe('the ingest', () => {
  it('packages an allowed push as HLS, served with CDN caching, and closes the playlist when the push stops', async () => {
    api.allowed.set('live_allowed', 'streamA1');
    const tool = push('live_allowed', 6);
    let playlist = '';
    await vi.waitFor(
      async () => {
        const answer = await get('/hls/streamA1/index.m3u8');
        expect(answer.status).toBe(200);
        playlist = await answer.text();
        expect(playlist.match(/\.ts$/gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
      },
      { timeout: 20_000, interval: 250 },
    );
    const playlistAnswer = await get('/hls/streamA1/index.m3u8');
    expect(playlistAnswer.headers.get('cache-control')).toBe('no-cache');
    expect(playlistAnswer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const segmentAnswer = await get(`/hls/streamA1/${segment}`);
    expect(segmentAnswer.status).toBe(200);
    expect(segmentAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await segmentAnswer.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(server.pushing).toEqual(['live_allowed']);

    await exited(tool);
    await vi.waitFor(async () => expect(await (await get('/hls/streamA1/index.m3u8')).text()).toContain('#EXT-X-ENDLIST'), { timeout: 10_000 });
    await vi.waitFor(() => expect(api.unpublished).toContain('live_allowed'));
    expect(server.pushing).toEqual([]);
    expect((await get('/hls/streamA1/../../store/x')).status).toBe(404);
    expect((await get('/hls/live_allowed/index.m3u8')).status).toBe(404);
  });

  it('records the whole push: clips between two instants and stills are cut from it', async () => {
    // The push of the first test is recorded under the id the api gave it, in the object store.
    const text = await storedPlaylist('recstreamA1');
    expect(fs.existsSync(path.join(root, 'first', 'spool', 'rec', 'recstreamA1'))).toBe(false);
    const stamps = [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].map((found) => Date.parse(found[1]!));
    expect(stamps.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('#EXT-X-ENDLIST');
    // Clips are asked for at addresses signed as the api signs a video's (unsigned ones: the next test).
    const clip = async (from: number, to: number, recording = 'recstreamA1') => get(await signedClipPath(SECRET, recording, from, to));
    const all = await clip(stamps[0]! - 60_000, stamps.at(-1)! + 60_000);
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const whole = await all.text();
    expect(whole).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(whole.match(/\.ts\?sig=[0-9a-f]{32}$/gm)?.length).toBe(stamps.length);
    // Only the segment at the first instant.
    const first = await (await clip(stamps[0]!, stamps[0]! + 1)).text();
    expect(first.match(/^r-\d+\.ts(?=\?)/gm)).toEqual(['r-00000.ts']);
    const segment = await get(`/hls/rec/recstreamA1/${first.split('\n').find((line) => line.startsWith('r-00000.ts?sig='))!}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Outside the recording, reversed or malformed instants: nothing.
    expect((await clip(1000000000000, 1000000001000)).status).toBe(404);
    expect((await clip(stamps[1]!, stamps[0]!)).status).toBe(404);
    expect((await get('/hls/rec/recstreamA1/clip.m3u8?from=x&to=y')).status).toBe(404);
    expect((await clip(1, 2, 'unknownrecording')).status).toBe(404);

    const still = await get(await signedThumbnailPath(SECRET, 'recstreamA1', stamps[0]! + 500));
    expect(still.status).toBe(200);
    expect(still.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await still.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('plays only what the api signed: a made-up or widened clip, a still or a segment outside it, is refused', async () => {
    const text = await storedPlaylist('recstreamA1');
    const stamps = [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].map((found) => Date.parse(found[1]!));
    const durations = [...text.matchAll(/#EXTINF:([\d.]+)/g)].map((found) => Number(found[1]) * 1000);
    expect(stamps.length).toBeGreaterThanOrEqual(2);
    // The live began in the middle of the second segment: the push before it is not public.
    const liveStart = Math.round(stamps[1]! + durations[1]! / 2);
    const liveEnd = Math.round(stamps.at(-1)! + durations.at(-1)!);
    const signed = await signedClipPath(SECRET, 'recstreamA1', liveStart, liveEnd);

    // The video's own clip plays, every segment of it.
    const played = await get(signed);
    const playlist = await played.text();
    expect(played.status, playlist).toBe(200);
    const uris = playlist.split('\n').filter((line) => line.startsWith('r-'));
    expect(uris.map((uri) => uri.split('?')[0])).toEqual(stamps.slice(1).map((_, index) => `r-${String(index + 1).padStart(5, '0')}.ts`));
    for (const uri of uris) expect((await get(`/hls/rec/recstreamA1/${uri}`)).status).toBe(200);

    // The whole recording, unsigned as before; the same signature on wider or other instants, another recording.
    const refused = [
      `/hls/rec/recstreamA1/clip.m3u8?from=1000000000&to=9999999999999`,
      `/hls/rec/recstreamA1/clip.m3u8?from=${stamps[0]}&to=${liveEnd}`,
      signed.replace(`from=${liveStart}`, `from=${stamps[0]}`),
      signed.replace(`to=${liveEnd}`, `to=${liveEnd + 60_000}`),
      signed.replace('/recstreamA1/', '/recstreamB2/'),
      signed.replace(/sig=\w+/, 'sig=0123456789abcdef0123456789abcdef'),
      // Stills: unsigned, or of the push before the live.
      `/hls/rec/recstreamA1/thumb.jpg?at=${stamps[0]! + 500}`,
      (await signedThumbnailPath(SECRET, 'recstreamA1', liveStart)).replace(`at=${liveStart}`, `at=${stamps[0]! + 500}`),
      // The segment before the live, by name: bare, or with the signature of a public one.
      '/hls/rec/recstreamA1/r-00000.ts',
      `/hls/rec/recstreamA1/r-00000.ts?${uris[0]!.split('?')[1]}`,
    ];
    expect((await get('/hls/rec/recstreamA1/clip.m3u8?from=0&to=9999999999999')).status).toBe(404);
    for (const address of refused) {
      const answer = await get(address);
      expect(answer.status, address).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a push whose live code the api does not allow', async () => {
    const tool = push('live_unknown');
    expect(await exited(tool)).not.toBe(0);
    expect(fs.existsSync(path.join(root, 'hls', 'live_unknown'))).toBe(false);
    expect(server.pushing).toEqual([]);
  });

  it('cuts a push the api stops vouching for (a reset code, a banned streamer)', async () => {
    api.allowed.set('live_cut', 'streamB2');
    const tool = push('live_cut');
    await vi.waitFor(async () => expect((await get('/hls/streamB2/index.m3u8')).status).toBe(200), { timeout: 20_000, interval: 250 });
    api.allowed.delete('live_cut');
    expect(await exited(tool)).not.toBe(0);
    await vi.waitFor(() => expect(api.unpublished).toContain('live_cut'));
  });

  it('keeps a recording made while the object store is down and uploads all of it when the store returns', async () => {
    const port = localS3.port;
    await localS3.close();
    api.allowed.set('live_store_down', 'streamC3');
    const tool = push('live_store_down', 7);
    await exited(tool);
    await vi.waitFor(() => expect(api.unpublished).toContain('live_store_down'), { timeout: 10_000 });
    // The live went on meanwhile: the recording waits in the spool.
    const spool = path.join(root, 'first', 'spool', 'rec', 'recstreamC3');
    const waiting = fs.readFileSync(path.join(spool, 'index.m3u8'), 'utf8').split('\n').filter((line) => line.startsWith('r-'));
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    for (const name of waiting) expect(fs.existsSync(path.join(spool, name))).toBe(true);

    localS3 = await startLocalS3({ directory: path.join(root, 's3'), port });
    const text = await storedPlaylist('recstreamC3');
    expect(text).toContain('#EXT-X-ENDLIST');
    const listed = text.split('\n').filter((line) => line.startsWith('r-'));
    expect(listed.length).toBe(waiting.length);
    for (const name of listed) expect((await store.get(recordingKeys.file('recstreamC3', name)))?.byteLength).toBeGreaterThan(1000);
    expect(fs.existsSync(spool)).toBe(false);
  });

  // Last: node-media-server keeps some state per process, so a second one in this process stays the last thing here.
  it('serves a recording from any ingest: a second one plays the first one\'s clips and stills, and finishes a spool left by a killed run', async () => {
    const text = await storedPlaylist('recstreamA1');
    const stamps = [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].map((found) => Date.parse(found[1]!));
    // A spool as an ingest killed mid-push leaves it: segments not uploaded, playlist not closed.
    const left = path.join(root, 'second', 'spool', 'rec', 'recLeftBehind');
    fs.mkdirSync(left, { recursive: true });
    const firstSegment = await store.get(recordingKeys.file('recstreamA1', 'r-00000.ts'));
    fs.writeFileSync(path.join(left, 'r-00000.ts'), firstSegment!);
    fs.writeFileSync(path.join(left, 'index.m3u8'), `#EXTM3U\n#EXT-X-PLAYLIST-TYPE:EVENT\n#EXT-X-PROGRAM-DATE-TIME:${new Date(stamps[0]!).toISOString()}\n#EXTINF:2.000,\nr-00000.ts\n`);

    const second = await ingestIn('second');
    const { httpPort } = await second.start();
    try {
      const fromSecond = (file: string) => fetch(`http://127.0.0.1:${httpPort}${file}`);
      const clip = await fromSecond(await signedClipPath(SECRET, 'recstreamA1', stamps[0]!, stamps.at(-1)! + 1));
      expect(clip.status).toBe(200);
      const uris = (await clip.text()).split('\n').filter((line) => line.startsWith('r-'));
      expect(uris.length).toBe(stamps.length);
      for (const uri of uris) {
        const segment = await fromSecond(`/hls/rec/recstreamA1/${uri}`);
        expect(segment.status).toBe(200);
        expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
      const still = await fromSecond(await signedThumbnailPath(SECRET, 'recstreamA1', stamps.at(-1)! + 100));
      expect(still.status).toBe(200);
      expect(still.headers.get('content-type')).toBe('image/jpeg');

      await second.uploaded();
      const leftPlaylist = (await store.get(recordingKeys.playlist('recLeftBehind')))?.toString('utf8');
      expect(leftPlaylist).toContain('#EXT-X-ENDLIST');
      expect((await store.get(recordingKeys.file('recLeftBehind', 'r-00000.ts')))?.equals(firstSegment!)).toBe(true);
      expect(fs.existsSync(left)).toBe(false);
    } finally {
      await second.stop();
    }
  });
});
