// Programmes (lives scheduled on coming matches, shown to fans in advance) and the streamer's
// data board (viewers sampled during a live, watch time, chat, new followers).
import type { ChannelStats, Programme, StreamerChannel } from '@matchday/contracts/lives/contract';
import { createMatch } from './tipsFixtures';
import { TEST_INGEST_SECRET, createTestApi, type TestApi } from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('programmes', () => {
  it('schedules a live on a coming match, shows it to everyone, refuses a match that started or is scheduled twice, and cancels it', async () => {
    const streamer = await api.withRoles(['streamer']);
    const coming = await createMatch(api, { startsIn: 5 * 3600 });
    const started = await createMatch(api, { startsIn: -600 });
    const schedule = (matchId: string, title = 'Derby preview') => api.call<Programme[]>('POST', '/api/channel/programmes', { token: streamer.token, body: { matchId: Number(matchId), title } });
    expect((await schedule(coming, ' ')).body.msg).toBe('Live title can not be empty');
    expect((await schedule(started)).body.msg).toBe('Choose a coming match, within the next 14 days');
    const mine = await schedule(coming);
    expect(mine.body.data).toMatchObject([{ title: 'Derby preview', roomId: streamer.user.id, match: { id: coming } }]);
    expect((await schedule(coming)).body.msg).toBe('You have already scheduled a live on this match');
    const everyone = await api.call<Programme[]>('GET', '/api/programmes?sport=football');
    expect(everyone.body.data.some((programme) => programme.id === mine.body.data[0]!.id)).toBe(true);
    expect((await api.call<Programme[]>('GET', '/api/programmes?sport=esports')).body.data.some((programme) => programme.roomId === streamer.user.id)).toBe(false);
    const fan = await api.signInByCode();
    expect((await api.call('POST', '/api/channel/programmes', { token: fan.token, body: { matchId: Number(coming), title: 'x' } })).body.msg).toBe('Not authorised to access this page');
    expect((await api.call<Programme[]>('DELETE', `/api/channel/programmes/${mine.body.data[0]!.id}`, { token: streamer.token })).body.data).toEqual([]);
  });
});

describe('the data board', () => {
  it('adds up the viewers sampled during a live, its chat and the follows it brought', async () => {
    const streamer = await api.withRoles(['streamer']);
    const channel = (await api.call<StreamerChannel>('GET', '/api/channel', { token: streamer.token })).body.data;
    await api.call('POST', '/api/ingest/publish', { body: { liveCode: channel.liveCode }, headers: { 'x-ingest-secret': TEST_INGEST_SECRET } });
    const match = await createMatch(api, { startsIn: 600 });
    expect((await api.call('POST', '/api/channel/live', { token: streamer.token, body: { matchId: Number(match), title: 'Board test' } })).body.code).toBe(0);
    const fan = await api.signInByCode();
    await api.call('PUT', `/api/rooms/${streamer.user.id}/follow`, { token: fan.token });
    await api.call('POST', `/api/rooms/${streamer.user.id}/chat`, { token: fan.token, body: { text: 'Hello from the board test' } });
    // No websocket listens in this test: the samples count 0 viewers; two samples, 30 s apart.
    expect(await api.services.programmes.sampleViewers()).toBeGreaterThanOrEqual(1);
    api.clock.advance(30);
    await api.services.programmes.sampleViewers();
    const board = (await api.call<ChannelStats>('GET', '/api/channel/stats', { token: streamer.token })).body.data;
    expect(board.lives[0]).toMatchObject({ title: 'Board test', chatMessages: 1, newFollowers: 1, peakViewers: 0, averageViewers: 0, watchMinutes: 0 });
    expect(board.lives[0]!.samples).toHaveLength(2);
    expect(board.overall).toMatchObject({ lives: 1, chatMessages: 1, followers: 1, newFollowers: 1 });
  });
});
