// Development content: the demo streamer's past lives. Once the ingest's loop is in the store,
// the most followed finished match of each past day and sport gets a demo live with a recording
// of the loop over its hours, and its replay and highlights (at the match's own event times), once.
import type { VideoPage } from '@matchday/contracts/videos/contract';
import { DEMO_LOOP_RECORDING, formatRecording, parseRecording, recordingKeys } from '@matchday/storage/recordings';
import { DemoReplays, loopRecording } from '../src/domains/dev/demoReplays';
import { DemoStreamer } from '../src/domains/dev/demoStreamer';
import { createTestApi, type TestApi } from './testApi';
import { createMatch, finishMatch } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const MINUTE = 60_000;
const replays = () => new DemoReplays(api.db, api.clock, api.store, api.services.videos, new DemoStreamer(api.db, api.clock, api.services.lives));

/** A finished match that kicked off `hoursAgo`, with a goal at each of `minutes` (dated when it happened). */
async function pastMatch(hoursAgo: number, minutes: number[]): Promise<string> {
  const id = await createMatch(api, { startsIn: -hoursAgo * 3600 });
  await finishMatch(api, id, minutes.length, 0);
  const kickOff = api.clock.now().getTime() - hoursAgo * 3600_000;
  for (const [index, minute] of minutes.entries())
    await api.db.query(
      `INSERT INTO match_events (match_id, seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, created_at)
       VALUES ($1, $2, 'goal', 'first_half', $3, 0, 'home', 'Scorer', '{}', $4, 0, $5)`,
      [id, index + 1, minute, index + 1, new Date(kickOff + minute * MINUTE)],
    );
  await api.db.query(
    `INSERT INTO match_events (match_id, seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, created_at)
     VALUES ($1, $2, 'full_time', 'full_time', 90, 0, NULL, '', '{}', $3, 0, $4)`,
    [id, minutes.length + 1, minutes.length, new Date(kickOff + 110 * MINUTE)],
  );
  return id;
}

it('turns a loop over and over, marking each turn', () => {
  const loop = [
    { name: 'a.ts', startMs: 0, durationMs: 4000 },
    { name: 'b.ts', startMs: 4000, durationMs: 2000 },
  ];
  const segments = loopRecording(loop, 1000, 14_000);
  expect(segments.map((segment) => segment.name)).toEqual(['a.ts', 'b.ts', 'a.ts', 'b.ts', 'a.ts']);
  expect(segments.map((segment) => segment.startMs)).toEqual([1000, 5000, 7000, 11_000, 13_000]);
  expect(segments.map((segment) => Boolean(segment.discontinuity))).toEqual([false, false, true, false, true]);
});

it('gives the demo streamer past lives with their replays and highlights, once the loop is there, once', async () => {
  const yesterday = await pastMatch(26, [12, 67]);
  const dayBefore = await pastMatch(50, [30]);
  // Kicking off an hour after yesterday's: it would be on air at the same time, and is passed over.
  const sameTime = await pastMatch(25, [20]);
  // Nothing before the ingest has made its loop.
  expect(await replays().write(api.clock.now())).toBe(0);
  for (const name of ['r-00001.ts', 'r-00002.ts', 'r-00003.ts']) await api.store.put(recordingKeys.file(DEMO_LOOP_RECORDING, name), Buffer.from(`segment ${name}`), 'video/mp2t');
  await api.store.put(
    recordingKeys.playlist(DEMO_LOOP_RECORDING),
    Buffer.from(formatRecording({ ended: true, segments: [0, 1, 2].map((index) => ({ name: `r-0000${index + 1}.ts`, startMs: index * 4000, durationMs: 4000 })) })),
    'application/vnd.apple.mpegurl',
  );

  const written = await replays().write(api.clock.now());
  expect(written).toBe(2);
  expect(await replays().write(api.clock.now())).toBe(0);
  // The demo streamer's lives never overlap: one stream at a time.
  const lives = await api.db.query<{ match_id: string; started_at: Date; ended_at: Date }>(
    'SELECT l.match_id::text AS match_id, l.started_at, l.ended_at FROM lives l JOIN users u ON u.id = l.streamer_id WHERE u.demo ORDER BY l.started_at',
  );
  expect(lives.map((live) => live.match_id)).not.toContain(sameTime);
  for (const [index, live] of lives.slice(1).entries()) expect(new Date(live.started_at).getTime()).toBeGreaterThanOrEqual(new Date(lives[index]!.ended_at).getTime());

  const page = (await api.call<VideoPage>('GET', '/api/videos?pageSize=50')).body.data;
  const ofMatch = (id: string) => page.items.filter((video) => video.match.id === id);
  for (const [id, goals] of [
    [yesterday, 2],
    [dayBefore, 1],
  ] as const) {
    const videos = ofMatch(id);
    expect(videos.filter((video) => video.kind === 'replay')).toHaveLength(1);
    const replay = videos.find((video) => video.kind === 'replay')!;
    expect(replay.title).toMatch(/^Demo live: /);
    expect(replay.streamerName).toMatch(/^Demo streamer/);
    // The live: from before kick-off to after the last event.
    expect(replay.durationSeconds).toBeGreaterThan(110 * 60);
    expect(replay.playlistUrl).toContain('/rec/');
    expect(videos.filter((video) => video.kind === 'highlight').map((video) => video.event?.type)).toEqual(Array.from({ length: goals }, () => 'goal'));
  }

  // Its recording plays the loop over the live's whole time, each turn marked, every file there.
  const [recording] = await api.db.query<{ id: string; started_at: Date; ended_at: Date }>(
    `SELECT r.id, r.started_at, r.ended_at FROM recordings r JOIN lives l ON l.streamer_id = r.streamer_id AND l.started_at = r.started_at WHERE l.match_id = $1`,
    [yesterday],
  );
  const played = parseRecording((await api.store.get(recordingKeys.playlist(recording!.id)))!.toString('utf8'));
  expect(played.ended).toBe(true);
  expect(played.segments[0]!.startMs).toBe(new Date(recording!.started_at).getTime());
  const last = played.segments.at(-1)!;
  expect(last.startMs + last.durationMs).toBeGreaterThanOrEqual(new Date(recording!.ended_at).getTime());
  expect(played.segments.filter((segment) => segment.discontinuity)).toHaveLength(Math.ceil(played.segments.length / 3) - 1);
  for (const name of ['r-00001.ts', 'r-00002.ts', 'r-00003.ts']) expect((await api.store.get(recordingKeys.file(recording!.id, name)))?.toString()).toBe(`segment ${name}`);
});
