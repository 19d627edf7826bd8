// `npm run bench:stream`: the streaming path measured end to end in Debian's Chromium.
//   - glass-to-glass latency: ffmpeg pushes a generated picture whose frame number is drawn as
//     blocks along its top edge (testPush.ts); ffmpeg's progress lines tell when each frame left
//     it; the page plays the HLS with hls.js and the room's settings, reads the number of every
//     frame it shows, and the difference is the delay from the tool to the screen;
//   - CPU of the ingest per stream: the packager (ffmpeg, remux without re-encoding) and the
//     node process (node-media-server, HLS server), over the measuring window.
// The real ingest, packager and player run; the api's authorisation is answered in-process
// (it is asked once per push and tested in api/test/lives.test.ts).
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { hlsPlaylistPath, LIVE_PLAYER_HLS_CONFIG } from '@matchday/contracts/lives/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/src/browser/chromium';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import { IngestServer } from '../src/ingestServer';
import { FRAME_CODE, startTestPush } from '../src/testPush';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const FPS = 25;
const STREAM_ID = 'bench0001';
const require = createRequire(import.meta.url);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-stream-'));
const rtmpPort = await freePort();
const ingest = new IngestServer({
  api: { publish: async () => ({ streamId: STREAM_ID, recordingId: `rec${STREAM_ID}` }), heartbeat: async () => ({ refused: [] }), unpublish: async () => undefined },
  secret: 'bench-ingest-secret',
  rtmpPort,
  httpPort: 0,
  hlsRoot: path.join(root, 'hls'),
  dataDir: path.join(root, 'store'),
  store: new DirectoryStore(path.join(root, 'storage')),
  spoolRoot: path.join(root, 'spool'),
  log: (message, details) => console.error(`ingest: ${message} ${JSON.stringify(details ?? {})}`),
});
const { httpPort } = await ingest.start();

// The page: hls.js with the room's settings; every frame shown is decoded and timed.
const hlsScript = fs.readFileSync(require.resolve('hls.js/dist/hls.min.js'));
const page = `<!doctype html><html><body style="margin:0;background:#000">
<video id="v" muted playsinline style="width:640px"></video><canvas id="c" width="${FRAME_CODE.bits * FRAME_CODE.block}" height="${FRAME_CODE.height}"></canvas>
<script src="/hls.js"></script><script>
window.shown = [];
const video = document.getElementById('v'), canvas = document.getElementById('c'), context = canvas.getContext('2d', { willReadFrequently: true });
const hls = new Hls(${JSON.stringify(LIVE_PLAYER_HLS_CONFIG)});
hls.loadSource('${hlsPlaylistPath(STREAM_ID)}'); hls.attachMedia(video); hls.on(Hls.Events.MANIFEST_PARSED, () => video.play());
const read = () => {
  context.drawImage(video, 0, 0, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let frame = 0;
  for (let bit = 0; bit < ${FRAME_CODE.bits}; bit += 1) {
    const x = bit * ${FRAME_CODE.block} + ${FRAME_CODE.block / 2}, y = ${FRAME_CODE.height / 2};
    if (pixels[(y * canvas.width + x) * 4] > 128) frame += 2 ** bit;
  }
  window.shown.push([frame, Date.now()]);
};
const onFrame = () => { read(); video.requestVideoFrameCallback(onFrame); };
video.requestVideoFrameCallback(onFrame);
</script></body></html>`;
const pageServer = http.createServer((request, response) => {
  if (request.url === '/') return response.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  if (request.url === '/hls.js') return response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(hlsScript);
  const upstream = http.get({ host: '127.0.0.1', port: httpPort, path: request.url }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.writeHead(502).end());
});
await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
const pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;

// The push, and when each frame left ffmpeg (its progress lines, twice a second).
const push = startTestPush({ target: `rtmp://127.0.0.1:${rtmpPort}/live/bench`, fps: FPS, progress: true });
push.stderr!.setEncoding('utf8').on('data', (text: string) => !text.includes('Fontconfig') && console.error(`push: ${text.trim()}`));
let origin = Infinity; // wall time of frame 0, the earliest consistent estimate
push.stdout!.setEncoding('utf8').on('data', (text: string) => {
  const now = Date.now();
  for (const match of text.matchAll(/^frame=(\d+)$/gm)) origin = Math.min(origin, now - (Number(match[1]) * 1000) / FPS);
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
const tab = await browser.newPage();
tab.on('pageerror', (error) => console.error(`page error: ${error.message}`));
tab.on('console', (message) => message.type() === 'error' && console.error(`page: ${message.text()}`));
await new Promise((resolve) => setTimeout(resolve, 3000)); // the first segments
await tab.goto(pageOrigin);
await tab.waitForFunction(() => (globalThis as unknown as { shown: unknown[] }).shown.length > 10, undefined, { timeout: 30_000 });

const packager = () => fs.readdirSync('/proc').find((pid) => /^\d+$/.test(pid) && fs.existsSync(`/proc/${pid}/cmdline`) && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`${STREAM_ID}`));
const packagerPid = Number(packager());
const startCpu = { packager: cpuSeconds(packagerPid), node: process.cpuUsage(), at: Date.now() };
await tab.evaluate(() => ((globalThis as unknown as { shown: unknown[] }).shown = []));
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const elapsed = (Date.now() - startCpu.at) / 1000;
const packagerCpu = (cpuSeconds(packagerPid) - startCpu.packager) / elapsed;
const nodeUsage = process.cpuUsage(startCpu.node);
const nodeCpu = (nodeUsage.user + nodeUsage.system) / 1e6 / elapsed;
const shown = await tab.evaluate(() => (globalThis as unknown as { shown: [number, number][] }).shown);
const latencies = shown.map(([frame, at]) => at - (origin + (frame * 1000) / FPS)).filter((value) => value > 0 && value < 60_000);

console.log(`glass-to-glass over ${SECONDS} s (${latencies.length} frames shown, ${FPS} fps pushed, 1 s segments):`);
console.log(`  p50 ${Math.round(percentile(latencies, 50))} ms   p95 ${Math.round(percentile(latencies, 95))} ms   max ${Math.round(Math.max(...latencies))} ms`);
console.log(`ingest CPU per stream (share of one core): packager ffmpeg ${(packagerCpu * 100).toFixed(1)} %, node process (RTMP server, HLS server, this bench's page server) ${(nodeCpu * 100).toFixed(1)} %`);

await browser.close();
push.kill('SIGKILL');
await ingest.stop();
pageServer.close();
fs.rmSync(root, { recursive: true, force: true });
process.exit(0);
