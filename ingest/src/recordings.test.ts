// Clips of a recording keep the turns of a generated loop, so a player restarts its timeline there.
import { clipPlaylist } from './recordings';

const at = Date.parse('2026-11-20T15:00:00.000Z');
const loop = {
  ended: true,
  segments: [0, 1, 2, 3, 4, 5].map((index) => ({
    name: `r-0000${(index % 2) + 1}.ts`,
    startMs: at + index * 4000,
    durationMs: 4000,
    ...(index > 0 && index % 2 === 0 ? { discontinuity: true as const } : {}),
  })),
};

it('marks each turn of the loop inside the clip, and none at its start', () => {
  const clip = clipPlaylist(loop, at + 5000, at + 17_000, (name) => `${name}?sig=x`)!;
  expect(clip.complete).toBe(true);
  const lines = clip.playlist.split('\n');
  const uris = lines.filter((line) => line.endsWith('?sig=x'));
  expect(uris).toEqual(['r-00002.ts?sig=x', 'r-00001.ts?sig=x', 'r-00002.ts?sig=x', 'r-00001.ts?sig=x']);
  // Turns before the 3rd and 5th segments of the recording; the clip starts on the 2nd.
  expect(lines.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(2);
  expect(lines[lines.indexOf('#EXT-X-DISCONTINUITY') + 1]).toBe('#EXT-X-PROGRAM-DATE-TIME:2026-11-20T15:00:08.000Z');
  // A clip starting on a turn needs no mark before its first segment.
  expect(clipPlaylist(loop, at + 8000, at + 12_000)!.playlist).not.toContain('#EXT-X-DISCONTINUITY');
});
