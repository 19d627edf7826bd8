// The ingest with real parts: node-media-server takes a push from ffmpeg, the packager writes
// HLS, the HLS server serves it with CDN caching. The api's answers are played by a small
// in-memory stand-in here (the api's own rules are tested in api/test/lives.test.ts; the whole
// chain, api included, in e2e/tests/live.spec.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
  server = new IngestServer({ api, rtmpPort: rtmp, httpPort: 0, hlsRoot: path.join(root, 'hls'), dataDir: path.join(root, 'store'), heartbeatMs: 300 });
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
    const all = await get(`/hls/rec/recstreamA1/clip.m3u8?from=${stamps[0]! - 60_000}&to=${stamps.at(-1)! + 60_000}`);
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const whole = await all.text();
    expect(whole).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(whole.match(/\.ts$/gm)?.length).toBe(stamps.length);
    // Only the segment at the first instant.
    const first = await (await get(`/hls/rec/recstreamA1/clip.m3u8?from=${stamps[0]!}&to=${stamps[0]! + 1}`)).text();
    expect(first.match(/^r-\d+\.ts$/gm)).toEqual(['r-00000.ts']);
    const segment = await get('/hls/rec/recstreamA1/r-00000.ts');
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Outside the recording, reversed or malformed instants: nothing.
    expect((await get(`/hls/rec/recstreamA1/clip.m3u8?from=1000000000000&to=1000000001000`)).status).toBe(404);
    expect((await get(`/hls/rec/recstreamA1/clip.m3u8?from=${stamps[1]}&to=${stamps[0]}`)).status).toBe(404);
    expect((await get('/hls/rec/recstreamA1/clip.m3u8?from=x&to=y')).status).toBe(404);
    expect((await get('/hls/rec/unknownrecording/clip.m3u8?from=1&to=2')).status).toBe(404);

    const still = await get(`/hls/rec/recstreamA1/thumb.jpg?at=${stamps[0]! + 500}`);
    expect(still.status).toBe(200);
    expect(still.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await still.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
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
