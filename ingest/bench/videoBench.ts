// `npm run bench:video`: what a replay or a highlight costs the ingest when it is played. A real
// push (ffmpeg's test picture, 20 s) is recorded; its playlist is then grown to a three-hour
// recording by repeating its segments (the shape of a long live), and the HLS server is asked
// for clips of it (a 30 s highlight near the end, the whole replay) and for stills, first made
// and then cached, at addresses signed as the api signs them. Prints p50/p95 per kind of request.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signedClipPath, signedThumbnailPath } from '@matchday/contracts/videos/contract';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import { IngestServer } from '../src/ingestServer';
import { readRecording } from '../src/recordings';
import { startTestPush } from '../src/testPush';

const HOURS = 3;
const RUNS = 200;
const SECRET = 'bench-ingest-secret';
const RECORDING = 'benchRecording1';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', () => resolve())));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-bench-video-'));
const rtmpPort = await freePort();
const ingest = new IngestServer({
  api: { publish: async () => ({ streamId: 'benchStream1', recordingId: RECORDING }), heartbeat: async () => ({ refused: [] }), unpublish: async () => undefined },
  secret: SECRET,
  rtmpPort,
  httpPort: 0,
  hlsRoot: path.join(root, 'hls'),
  dataDir: path.join(root, 'store'),
  store: new DirectoryStore(path.join(root, 'storage')),
  spoolRoot: path.join(root, 'spool'),
});
const { httpPort } = await ingest.start();
const get = async (file: string) => {
  const started = performance.now();
  const answer = await fetch(`http://127.0.0.1:${httpPort}${file}`);
  const body = await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${file}: ${answer.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
};

try {
  console.error('recording a 20 s push…');
  await exited(startTestPush({ target: `rtmp://127.0.0.1:${rtmpPort}/live/bench`, width: 640, height: 360, fps: 25, seconds: 20 }));
  // The recording as the object store (a directory here) holds it once its upload is done.
  const directory = path.join(root, 'storage', 'rec', RECORDING);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await ingest.uploaded();
  const recorded = readRecording(directory)!;
  if (recorded.segments.length < 3) throw new Error(`only ${recorded.segments.length} segments were recorded`);

  // Grow the playlist to three hours: the recorded segments again and again, later and later.
  const first = recorded.segments[0]!.startMs;
  const span = recorded.segments.reduce((sum, segment) => sum + segment.durationMs, 0);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:3', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:EVENT'];
  let count = 0;
  for (let offset = 0; offset < HOURS * 3600_000; offset += span)
    for (const segment of recorded.segments) {
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs + offset).toISOString()}`, `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, segment.name);
      count += 1;
    }
  lines.push('#EXT-X-ENDLIST');
  fs.writeFileSync(path.join(directory, 'index.m3u8'), `${lines.join('\n')}\n`);
  const end = first + HOURS * 3600_000;
  const playlistBytes = fs.statSync(path.join(directory, 'index.m3u8')).size;

  // Addresses are signed before the clock starts: signing is the api's work, not the ingest's.
  const measure = async (label: string, file: (run: number) => Promise<string>) => {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const answer = await get(await file(run));
      times.push(answer.ms);
      bytes = answer.bytes;
    }
    console.log(`${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${bytes} bytes)`);
  };
  console.log(`recording: ${count} segments over ${HOURS} h (playlist ${(playlistBytes / 1024).toFixed(0)} KB), ${RUNS} requests each`);
  await measure('highlight clip (30 s, near the end)', (run) => signedClipPath(SECRET, RECORDING, end - 600_000 - run * 1000, end - 570_000 - run * 1000));
  await measure('whole replay clip (3 h)', (run) => signedClipPath(SECRET, RECORDING, first - run, end));
  // Each distinct recorded segment's still is made once by ffmpeg; then it is a file.
  const made: number[] = [];
  for (const segment of recorded.segments) made.push((await get(await signedThumbnailPath(SECRET, RECORDING, segment.startMs + 100))).ms);
  console.log(`${'still, first request (ffmpeg makes it)'.padEnd(44)} p50 ${percentile(made, 50).toFixed(1)} ms  p95 ${percentile(made, 95).toFixed(1)} ms  (${made.length} stills)`);
  await measure('still, cached', (run) => signedThumbnailPath(SECRET, RECORDING, recorded.segments[run % recorded.segments.length]!.startMs + 100));
} finally {
  await ingest.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
