// What the object store keeps: a recording past its retention is trimmed to the segments its
// videos play (their stills kept, the playlist rewritten and still playable), or purged when no
// video plays any of it; stills of no video and images no article uses go after a day; a live
// still open keeps its recording whole; and a month of daily pushes stays within the bound the
// retention sets. Real database, real flows (ingest publish, live, end), a directory store.
import type { StreamerChannel } from '@matchday/contracts/lives/contract';
import type { VideoPage } from '@matchday/contracts/videos/contract';
import { usageByPrefix } from '@matchday/storage/objectStore';
import { parseRecording, recordingKeys } from '@matchday/storage/recordings';
import { mediaKey } from '../src/domains/media/service';
import { StorageRetention } from '../src/storage/retention';
import { picture } from './testImages';
import { createMatch } from './tipsFixtures';
import { TEST_INGEST_SECRET, createTestApi, type TestApi } from './testApi';

const SEGMENT_MS = 2000;
const SEGMENT_BYTES = 1000;
let api: TestApi;
let retention: StorageRetention;
beforeAll(async () => {
  api = await createTestApi();
  retention = new StorageRetention(api.db, api.clock, api.store, { recordingDays: 7 });
});
afterAll(() => api.close());

const ingest = (path: string, body: unknown) =>
  api.call<{ streamId: string; recordingId: string }>('POST', `/api/ingest/${path}`, { body, headers: { 'x-ingest-secret': TEST_INGEST_SECRET } });

/** Writes what the ingest would have uploaded: segments from `fromMs` to `toMs`, and the playlist. */
async function record(recordingId: string, fromMs: number, toMs: number, segmentMs = SEGMENT_MS): Promise<string[]> {
  const segments = [];
  for (let at = fromMs, index = 0; at < toMs; at += segmentMs, index += 1) {
    const name = `r-${String(index).padStart(5, '0')}.ts`;
    await api.store.put(recordingKeys.file(recordingId, name), Buffer.alloc(SEGMENT_BYTES, index % 251), 'video/mp2t');
    segments.push({ name, startMs: at, durationMs: segmentMs });
  }
  const playlist = [
    '#EXTM3U',
    ...segments.flatMap((segment) => [`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`, `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, segment.name]),
    '#EXT-X-ENDLIST',
  ];
  await api.store.put(recordingKeys.playlist(recordingId), Buffer.from(`${playlist.join('\n')}\n`), 'application/vnd.apple.mpegurl');
  return segments.map((segment) => segment.name);
}

/** A streamer's push of `minutes`, live on a match for its middle `liveMinutes` (0: no live), then ended. */
async function push(minutes: number, liveMinutes: number, segmentMs = SEGMENT_MS) {
  const streamer = await api.withRoles(['streamer']);
  const channel = (await api.call<StreamerChannel>('GET', '/api/channel', { token: streamer.token })).body.data;
  const { recordingId } = (await ingest('publish', { liveCode: channel.liveCode })).body.data;
  const pushStart = api.clock.now().getTime();
  const before = ((minutes - liveMinutes) / 2) * 60;
  let live: { from: number; to: number } | null = null;
  if (liveMinutes > 0) {
    const match = await createMatch(api, { startsIn: -600 });
    await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [match]);
    api.clock.advance(before);
    // The ingest vouches for the push every few seconds; the live needs one that is going on.
    await ingest('heartbeat', { liveCodes: [channel.liveCode] });
    expect((await api.call('POST', '/api/channel/live', { token: streamer.token, body: { matchId: Number(match), title: 'Kept' } })).body.code).toBe(0);
    const from = api.clock.now().getTime();
    api.clock.advance(liveMinutes * 60);
    expect((await api.call('POST', '/api/channel/live/end', { token: streamer.token })).body.code).toBe(0);
    live = { from, to: api.clock.now().getTime() };
    api.clock.advance(before);
  } else api.clock.advance(minutes * 60);
  const pushEnd = api.clock.now().getTime();
  await ingest('unpublish', { liveCode: channel.liveCode });
  const names = await record(recordingId, pushStart, pushEnd, segmentMs);
  return { recordingId, names, live, streamer };
}

const keys = async (recordingId: string) => (await api.store.list(recordingKeys.prefix(recordingId))).map((object) => object.key.split('/').pop()!);

describe('storage retention', () => {
  it('trims a recording to what its replay plays, purges one no video plays, and keeps both whole within the retention', async () => {
    const kept = await push(30, 10);
    const unplayed = await push(10, 0);
    // A still of the replay's first segment, and one of the push before the live (no video shows it).
    const replaySegment = parseRecording((await api.store.get(recordingKeys.playlist(kept.recordingId)))!.toString()).segments.find(
      (segment) => segment.startMs + segment.durationMs > kept.live!.from,
    )!;
    await api.store.put(recordingKeys.file(kept.recordingId, replaySegment.name.replace('.ts', '.jpg')), Buffer.from('jpeg'), 'image/jpeg');
    await api.store.put(recordingKeys.file(kept.recordingId, 'r-00000.jpg'), Buffer.from('jpeg'), 'image/jpeg');

    // Within the retention (and the stray still younger than a day as this clock counts): nothing goes.
    api.clock.advance(60 * 60);
    const early = await retention.sweep();
    expect(early).toMatchObject({ purged: 0, trimmed: 0, segmentsDeleted: 0 });
    expect(await keys(kept.recordingId)).toHaveLength(kept.names.length + 3);

    api.clock.advance(8 * 24 * 60 * 60);
    const swept = await retention.sweep();
    expect(swept.purged).toBeGreaterThanOrEqual(1);
    expect(swept.trimmed).toBeGreaterThanOrEqual(1);
    expect(await api.store.list(recordingKeys.prefix(unplayed.recordingId))).toEqual([]);

    // The replay's ten minutes (and the segments straddling its ends) stay, with its still; the rest went.
    const trimmed = parseRecording((await api.store.get(recordingKeys.playlist(kept.recordingId)))!.toString());
    expect(trimmed.ended).toBe(true);
    expect(trimmed.segments.length).toBeGreaterThanOrEqual(300);
    expect(trimmed.segments.length).toBeLessThanOrEqual(302);
    expect(trimmed.segments[0]!.startMs).toBeLessThanOrEqual(kept.live!.from);
    expect(trimmed.segments.at(-1)!.startMs + SEGMENT_MS).toBeGreaterThanOrEqual(kept.live!.to);
    const left = await keys(kept.recordingId);
    expect(left.filter((name) => name.endsWith('.ts')).sort()).toEqual(trimmed.segments.map((segment) => segment.name).sort());
    expect(left).toContain(replaySegment.name.replace('.ts', '.jpg'));
    expect(left).not.toContain('r-00000.jpg');
    // The replay is still listed and its clip's instants are all in the trimmed playlist.
    const replays = (await api.call<VideoPage>('GET', `/api/videos?kind=replay`)).body.data.items;
    expect(replays.some((video) => video.playlistUrl.includes(kept.recordingId))).toBe(true);

    // A second sweep (another process, the next hour) changes nothing.
    expect(await retention.sweep()).toMatchObject({ purged: 0, trimmed: 0, segmentsDeleted: 0, stillsDeleted: 0, bytesFreed: 0 });
  });

  it('keeps the recording of a live still open, whatever its age', async () => {
    const streamer = await api.withRoles(['streamer']);
    const channel = (await api.call<StreamerChannel>('GET', '/api/channel', { token: streamer.token })).body.data;
    const { recordingId } = (await ingest('publish', { liveCode: channel.liveCode })).body.data;
    const match = await createMatch(api, { startsIn: -600 });
    await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [match]);
    expect((await api.call('POST', '/api/channel/live', { token: streamer.token, body: { matchId: Number(match), title: 'Open' } })).body.code).toBe(0);
    const from = api.clock.now().getTime();
    api.clock.advance(120);
    await ingest('unpublish', { liveCode: channel.liveCode });
    await record(recordingId, from, api.clock.now().getTime());
    api.clock.advance(10 * 24 * 60 * 60);
    await retention.sweep();
    expect((await keys(recordingId)).length).toBe(61);
    await api.call('POST', '/api/channel/live/end', { token: streamer.token });
  });

  it('removes uploaded images no article uses after a day, and keeps a cover and an image in a body', async () => {
    const png = await picture('png');
    const [unused, cover, inBody] = await Promise.all([0, 1, 2].map(() => api.services.media.upload(null, 'image/png', png)));
    for (const image of [unused!, cover!, inBody!]) expect(await api.store.get(mediaKey(image.id))).not.toBeNull();
    await api.db.query(
      "INSERT INTO articles (kind, sport, title, cover_url, body_html, status, published_at) VALUES ('editorial', 'football', 'Pictures', $1, $2, 'draft', NULL)",
      [cover!.url, `<p>Before</p><img src="${inBody!.url}"><p>After</p>`],
    );
    expect((await api.call('GET', unused!.url)).status).toBe(200);
    await retention.sweep();
    expect(await api.store.get(mediaKey(unused!.id))).not.toBeNull();

    api.clock.advance(25 * 60 * 60);
    const swept = await retention.sweep();
    expect(swept.imagesDeleted).toBe(1);
    expect(await api.store.get(mediaKey(unused!.id))).toBeNull();
    expect((await api.call('GET', unused!.url)).status).toBe(404);
    for (const image of [cover!, inBody!]) expect((await api.call('GET', image.url)).status).toBe(200);
  });

  it('stays within its bound: twenty days of daily two-hour pushes with a 30-minute live each keeps at most the retention\'s days whole', async () => {
    // Minute-long segments here: the sizes scale, the writes stay few.
    const segmentMs = 60_000;
    const dailyBytes = ((120 * 60 * 1000) / segmentMs) * SEGMENT_BYTES;
    const replayBytes = ((30 * 60 * 1000) / segmentMs + 2) * SEGMENT_BYTES;
    // What the tests above left in the store is not this test's.
    const recordedBytes = async () => usageByPrefix(await api.store.list('rec/')).get('rec')?.bytes ?? 0;
    const before = await recordedBytes();
    let most = 0;
    const sizes: number[] = [];
    for (let day = 0; day < 20; day += 1) {
      await push(120, 30, segmentMs);
      api.clock.advance(22 * 60 * 60);
      await retention.sweep();
      const recorded = (await recordedBytes()) - before;
      sizes.push(recorded);
      most = Math.max(most, recorded);
    }
    // Whole: the last 7 days (8 at the edge of a sweep); trimmed: a replay a day for the rest.
    const bound = 8 * dailyBytes + 12 * replayBytes;
    console.log(`storage over 20 days: most ${(most / 1e6).toFixed(2)} MB, last ${(sizes.at(-1)! / 1e6).toFixed(2)} MB, bound ${(bound / 1e6).toFixed(2)} MB, without retention ${((20 * dailyBytes) / 1e6).toFixed(2)} MB`);
    expect(most).toBeLessThanOrEqual(bound);
    // It levels off: the last week grows by the replays alone, not by whole pushes.
    expect(sizes.at(-1)! - sizes.at(-8)!).toBeLessThanOrEqual(8 * replayBytes + dailyBytes);
  }, 120_000);
});
