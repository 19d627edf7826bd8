// The recording format: segments with their wall-clock stamps, and the turns of a generated loop
// (discontinuities) kept through a reading and a writing.
import { formatRecording, parseRecording } from './recordings';

const at = Date.parse('2026-11-20T15:00:00.000Z');

it('reads back what it writes, with each turn of a loop marked as a discontinuity', () => {
  const recording = {
    ended: true,
    segments: [
      { name: 'r-00001.ts', startMs: at, durationMs: 4000 },
      { name: 'r-00002.ts', startMs: at + 4000, durationMs: 4000 },
      { name: 'r-00001.ts', startMs: at + 8000, durationMs: 4000, discontinuity: true as const },
      { name: 'r-00002.ts', startMs: at + 12_000, durationMs: 4000 },
    ],
  };
  const text = formatRecording(recording);
  expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
  expect(text.indexOf('#EXT-X-DISCONTINUITY')).toBeLessThan(text.indexOf('2026-11-20T15:00:08.000Z'));
  expect(text.indexOf('#EXT-X-DISCONTINUITY')).toBeGreaterThan(text.indexOf('2026-11-20T15:00:04.000Z'));
  expect(parseRecording(text)).toEqual(recording);
});

it('writes no discontinuity before the first segment (nothing precedes it)', () => {
  const text = formatRecording({ ended: false, segments: [{ name: 'r-00003.ts', startMs: at, durationMs: 4000, discontinuity: true }] });
  expect(text).not.toContain('#EXT-X-DISCONTINUITY');
});
