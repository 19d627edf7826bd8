// Replays and highlights: each push is recorded; when a live ends, the part of the recording
// during the live is kept as its replay and the seconds around its match's key events as
// highlights, once however many times the live is ended; the videos list newest first by kind,
// sport and match, with playable clip addresses signed for the ingest over exactly the video's
// instants; a banned streamer's videos are not shown; videos take comments.
import { createHmac } from 'node:crypto';
import type { StreamerChannel } from '@matchday/contracts/lives/contract';
import type { Video, VideoDetail, VideoPage } from '@matchday/contracts/videos/contract';
import { expectKeysetPaging, type PagedList } from './keysetPaging';
import { createMatch } from './tipsFixtures';
import { TEST_INGEST_SECRET, createTestApi, type TestApi } from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ingest = (path: string, body: unknown) =>
  api.call<{ streamId: string; recordingId: string }>('POST', `/api/ingest/${path}`, { body, headers: { 'x-ingest-secret': TEST_INGEST_SECRET } });
const videos = (query = '') => api.call<VideoPage>('GET', `/api/videos${query}`);
/** The ingest's check, written out: HMAC-SHA-256 with the shared secret, the first 128 bits in hex. */
const signature = (text: string) => createHmac('sha256', TEST_INGEST_SECRET).update(text).digest('hex').slice(0, 32);
const clipAddress = (recordingId: string, from: number, to: number) =>
  `/hls/rec/${recordingId}/clip.m3u8?from=${from}&to=${to}&sig=${signature(`clip:${recordingId}:${from}:${to}`)}`;

/** A match event stamped at the test clock's now. */
async function event(matchId: string, seq: number, type: string, minute: number, player: string) {
  await api.db.query(
    `INSERT INTO match_events (match_id, seq, type, phase, minute, side, player, home_score, away_score, created_at)
     VALUES ($1, $2, $3, 'first_half', $4, 'home', $5, 1, 0, $6)`,
    [matchId, seq, type, minute, player, api.clock.now()],
  );
}

/** A streamer pushes, goes live on a match in progress for two minutes with a goal and a corner, and ends. */
async function liveWithAGoal(title: string, sport: 'football' | 'basketball' = 'football') {
  const streamer = await api.withRoles(['streamer']);
  const channel = (await api.call<StreamerChannel>('GET', '/api/channel', { token: streamer.token })).body.data;
  const published = (await ingest('publish', { liveCode: channel.liveCode })).body.data;
  expect(published.recordingId).toMatch(/^[A-Za-z0-9]{8,40}$/);
  const match = await createMatch(api, { startsIn: -600, sport });
  await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [match]);
  api.clock.advance(5);
  expect((await api.call('POST', '/api/channel/live', { token: streamer.token, body: { matchId: Number(match), title } })).body.code).toBe(0);
  const liveStart = api.clock.now().getTime();
  api.clock.advance(60);
  await event(match, 1, 'goal', 23, 'A. Scorer');
  const goalAt = api.clock.now().getTime();
  await event(match, 2, 'corner', 24, 'B. Corner');
  api.clock.advance(60);
  return { streamer, channel, match, recordingId: published.recordingId, liveStart, goalAt };
}

describe('replays and highlights', () => {
  it('keeps the live as a replay of its recording and cuts a highlight around each key event, once', async () => {
    const { streamer, match, recordingId, liveStart, goalAt } = await liveWithAGoal('Derby replay');
    const ended = await api.call('POST', '/api/channel/live/end', { token: streamer.token });
    expect(ended.body.code).toBe(0);
    const liveEnd = api.clock.now().getTime();

    const page = (await videos(`?matchId=${match}`)).body.data;
    expect(page.items.map((video) => video.kind).sort()).toEqual(['highlight', 'replay']);
    const replay = page.items.find((video) => video.kind === 'replay')!;
    expect(replay).toMatchObject({ title: 'Derby replay', roomId: streamer.user.id, match: { id: match }, event: null, replayId: null, durationSeconds: 120 });
    // The push began five seconds before the live: the clip the api signs starts with the live.
    expect(replay.playlistUrl).toBe(clipAddress(recordingId, liveStart, liveEnd));
    expect(replay.thumbnailUrl).toBe(`/hls/rec/${recordingId}/thumb.jpg?at=${liveStart + 5000}&sig=${signature(`still:${recordingId}:${liveStart + 5000}`)}`);
    const highlight = page.items.find((video) => video.kind === 'highlight')!;
    // Twenty seconds before the goal to ten after; the corner is no highlight.
    expect(highlight).toMatchObject({ replayId: replay.id, durationSeconds: 30, event: { type: 'goal', minute: 23, player: 'A. Scorer', side: 'home' } });
    expect(highlight.playlistUrl).toBe(clipAddress(recordingId, goalAt - 20_000, goalAt + 10_000));

    // Ending again (another process, a ban after the end) keeps nothing more.
    const [live] = await api.db.query<{ id: string }>('SELECT id::text AS id FROM lives WHERE match_id = $1', [match]);
    expect(await api.services.videos.keepReplays(api.db, live!.id)).toBe(0);
    expect((await videos(`?matchId=${match}`)).body.data.items).toHaveLength(2);

    const detail = (await api.call<VideoDetail>('GET', `/api/videos/${highlight.id}`)).body.data;
    expect(detail.video.id).toBe(highlight.id);
    expect(detail.related.map((video) => video.id)).toEqual([replay.id]);
  });

  it('keeps only the part of a live the push was recording, and nothing for a live without a push', async () => {
    const { streamer, channel, match, recordingId, liveStart } = await liveWithAGoal('Cut short');
    await ingest('unpublish', { liveCode: channel.liveCode });
    const pushEnd = api.clock.now().getTime();
    api.clock.advance(300);
    await api.call('POST', '/api/channel/live/end', { token: streamer.token });
    const [replay] = (await videos(`?matchId=${match}&kind=replay`)).body.data.items;
    expect(replay!.playlistUrl).toBe(clipAddress(recordingId, liveStart, pushEnd));

    // A live too short to keep (under three seconds of recording).
    const again = await api.call<StreamerChannel>('GET', '/api/channel', { token: streamer.token });
    await ingest('publish', { liveCode: again.body.data.liveCode });
    const second = await createMatch(api, { startsIn: -600 });
    await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [second]);
    await api.call('POST', '/api/channel/live', { token: streamer.token, body: { matchId: Number(second), title: 'Blink' } });
    api.clock.advance(1);
    await api.call('POST', '/api/channel/live/end', { token: streamer.token });
    expect((await videos(`?matchId=${second}`)).body.data.items).toEqual([]);
  });

  it('lists newest first by kind and sport, pages by keyset, and hides a banned streamer’s videos', async () => {
    const football = await liveWithAGoal('Football one');
    await api.call('POST', '/api/channel/live/end', { token: football.streamer.token });
    const basketball = await liveWithAGoal('Basketball one', 'basketball');
    await api.call('POST', '/api/channel/live/end', { token: basketball.streamer.token });

    const replays = (await videos('?kind=replay&sport=basketball')).body.data.items;
    expect(replays.map((video) => video.title)).toContain('Basketball one');
    expect(replays.every((video) => video.kind === 'replay' && video.match.sport === 'basketball')).toBe(true);
    // Basketball cuts no highlight around a goal (not one of its events).
    expect((await videos(`?matchId=${basketball.match}&kind=highlight`)).body.data.items).toEqual([]);

    const first = (await videos('?pageSize=1')).body.data;
    expect(first.items).toHaveLength(1);
    const second = (await videos(`?pageSize=1&cursor=${first.next}`)).body.data;
    expect(Number(second.items[0]!.id)).toBeLessThan(Number(first.items[0]!.id));
    const all: PagedList<Video> = { read: (cursor, pageSize) => videos(`?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`), key: (video) => video.id };
    await expectKeysetPaging(all, {
      pageSize: 1,
      largestPage: 60,
      between: async () => {
        const more = await liveWithAGoal('Ended while the list is read');
        await api.call('POST', '/api/channel/live/end', { token: more.streamer.token });
      },
    });
    expect((await videos('?kind=movie')).body.code).not.toBe(0);
    expect((await api.call('GET', '/api/videos/999999999')).body.msg).toBe('This video does not exist');

    await api.db.query('UPDATE users SET banned = true WHERE id = $1', [football.streamer.user.id]);
    expect((await videos(`?matchId=${football.match}`)).body.data.items).toEqual([]);
  });

  it('takes comments like any other page', async () => {
    const { streamer, match } = await liveWithAGoal('Talk about it');
    await api.call('POST', '/api/channel/live/end', { token: streamer.token });
    const [video] = (await videos(`?matchId=${match}&kind=replay`)).body.data.items as [Video];
    const fan = await api.signInByCode();
    const posted = await api.call('POST', '/api/comments', { token: fan.token, body: { target: 'video', targetId: video.id, text: 'What a goal' } });
    expect(posted.body.code).toBe(0);
    expect((await api.call('POST', '/api/comments', { token: fan.token, body: { target: 'video', targetId: '999999999', text: 'Nothing' } })).body.code).not.toBe(0);
  });
});
