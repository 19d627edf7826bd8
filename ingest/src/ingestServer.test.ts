// The ingest with real parts: node-media-server takes a push from ffmpeg, the packager writes
// HLS, the HLS server serves it with CDN caching. The api's answers are played by a small
// in-memory stand-in here (the api's own rules are tested in api/test/lives.test.ts; the whole
// chain, api included, in e2e/tests/live.spec.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signedClipPath, signedThumbnailPath } from '@matchday/shared/api/videos';
import type { IngestApi } from './apiClient';
import { IngestServer } from './ingestServer';
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
const pushes: ChildProcess[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-test-'));
  api = new ApiStandIn();
  rtmp = await freePort();
  server = new IngestServer({ api, secret: SECRET, rtmpPort: rtmp, httpPort: 0, hlsRoot: path.join(root, 'hls'), dataDir: path.join(root, 'store'), heartbeatMs: 300 });
  http = (await server.start()).httpPort;
});
afterAll(async () => {
  for (const push of pushes) push.kill('SIGKILL');
  await server.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

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
    // The push of the first test is recorded under the id the api gave it.
    const text = fs.readFileSync(path.join(root, 'hls', 'rec', 'recstreamA1', 'index.m3u8'), 'utf8');
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
    const text = fs.readFileSync(path.join(root, 'hls', 'rec', 'recstreamA1', 'index.m3u8'), 'utf8');
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
});
