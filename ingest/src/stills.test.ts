// Stills under load: a burst of requests for stills of different instants (each a different
// segment, so each its own ffmpeg run) is answered within seconds, each with the still or a 503
// and Retry-After, and never more ffmpeg processes at once than the bound. Real ffmpeg, a real
// recording (one generated segment written under 120 names), the real HLS server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signedThumbnailPath } from '@matchday/contracts/videos/contract';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import { FFMPEG_PATH } from './ffmpeg';
import { createHlsServer } from './hlsServer';
import { STILLS_AT_ONCE } from './stills';

const SECRET = 'test-ingest-secret';
const RECORDING = 'recStillsBurst1';
const SEGMENTS = 120;
const START = Date.parse('2026-03-01T18:00:00.000Z');

let root: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-stills-'));
  // The recording as a directory object store holds it.
  const directory = path.join(root, 'storage', 'rec', RECORDING);
  fs.mkdirSync(directory, { recursive: true });
  const segment = path.join(root, 'segment.ts');
  execFileSync(FFMPEG_PATH, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-t', '1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-f', 'mpegts', segment],
  ]);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:1', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:EVENT'];
  for (let index = 0; index < SEGMENTS; index += 1) {
    const name = `r-${String(index).padStart(5, '0')}.ts`;
    fs.copyFileSync(segment, path.join(directory, name));
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(START + index * 1000).toISOString()}`, '#EXTINF:1.000,', name);
  }
  fs.writeFileSync(path.join(directory, 'index.m3u8'), `${[...lines, '#EXT-X-ENDLIST'].join('\n')}\n`);
  server = createHlsServer(path.join(root, 'hls'), { secret: SECRET, store: new DirectoryStore(path.join(root, 'storage')), workDirectory: path.join(root, 'work') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** ffmpeg processes making a still of this test's recording now (read from /proc). */
function stillRuns(): number {
  let count = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (command.includes(root) && command.includes('-frames:v')) count += 1;
  }
  return count;
}

describe('stills', () => {
  it('are made a few at a time: a burst of 120 for different instants ends within seconds, each a still or a 503 with Retry-After', async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, stillRuns())), 5);
    const started = performance.now();
    try {
      const answers = await Promise.all(
        Array.from({ length: SEGMENTS }, async (_, index) => {
          const answer = await fetch(`http://127.0.0.1:${port}${await signedThumbnailPath(SECRET, RECORDING, START + index * 1000 + 500)}`);
          const bytes = new Uint8Array(await answer.arrayBuffer());
          return { status: answer.status, retryAfter: answer.headers.get('retry-after'), jpeg: bytes[0] === 0xff && bytes[1] === 0xd8 };
        }),
      );
      const elapsed = performance.now() - started;
      most = Math.max(most, stillRuns());
      expect(elapsed).toBeLessThan(10_000);
      const made = answers.filter((answer) => answer.status === 200);
      const busy = answers.filter((answer) => answer.status === 503);
      expect(made.length + busy.length).toBe(SEGMENTS);
      expect(made.length).toBeGreaterThanOrEqual(STILLS_AT_ONCE);
      expect(made.every((answer) => answer.jpeg)).toBe(true);
      expect(busy.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(STILLS_AT_ONCE);
    } finally {
      clearInterval(watch);
    }

    // Asked again once the burst is over, a refused still is made; a made one is in the store by now.
    const again = await fetch(`http://127.0.0.1:${port}${await signedThumbnailPath(SECRET, RECORDING, START + (SEGMENTS - 1) * 1000 + 500)}`);
    expect(again.status).toBe(200);
  });
});
