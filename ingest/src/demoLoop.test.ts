// The demo loop is made once, whole, as playable MPEG-TS segments of its stated length.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import { DEMO_LOOP_RECORDING, parseRecording, recordingKeys } from '@matchday/storage/recordings';
import { DEMO_LOOP, ensureDemoLoop } from './demoLoop';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-loop-test-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('makes the loop once: its segments in the store, then its playlist', async () => {
  const store = new DirectoryStore(root);
  expect(await ensureDemoLoop(store)).toBe(true);
  const loop = parseRecording((await store.get(recordingKeys.playlist(DEMO_LOOP_RECORDING)))!.toString('utf8'));
  expect(loop.ended).toBe(true);
  expect(loop.segments).toHaveLength(DEMO_LOOP.seconds / DEMO_LOOP.segmentSeconds);
  for (const segment of loop.segments) {
    expect(segment.durationMs).toBeCloseTo(DEMO_LOOP.segmentSeconds * 1000, -2);
    const bytes = (await store.get(recordingKeys.file(DEMO_LOOP_RECORDING, segment.name)))!;
    // MPEG-TS: 188-byte packets, each opening with the sync byte.
    expect(bytes.length % 188).toBe(0);
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
  }
  expect(await ensureDemoLoop(store)).toBe(false);
}, 120_000);
