// Lives and their chat, by the specification's rules: the ingest pushes only with an approved,
// unbanned streamer's live code; a live starts only while pushing, on a match in progress or
// within the hour, with a title; the chat is open only during a live, refuses the muted, the
// banned and non-compliant text, keeps slow mode and a rate limit, and gives the last 50;
// reports, mutes and bans reach customer service and its audit log.
import type { AuditEntry, ChatEvent, ChatMessage, Live, LiveRoom, Report, StreamerChannel } from '@matchday/contracts/lives/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { expectKeysetPaging, readAll, type PagedList } from './keysetPaging';
import { channels } from '@matchday/contracts/realtime/protocol';
import { DISGUISED_ABUSE, HARMLESS_WITH_INVISIBLES } from './disguisedText';
import { createMatch } from './tipsFixtures';
import { ingestCall, liveInProgress, streamerPushing as streamerPushingIn } from './liveFixtures';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi();
  customerService = await api.withRoles(['customer_service']);
});
afterAll(() => api.close());

const ingest = (path: string, body: unknown, secret?: string) => ingestCall(api, path, body, secret);
const channelOf = (token: string) => api.call<StreamerChannel>('GET', '/api/channel', { token });
const startLive = (token: string, body: unknown) => api.call<StreamerChannel>('POST', '/api/channel/live', { token, body });
const say = (roomId: string, token: string, text: string) => api.call<ChatMessage>('POST', `/api/rooms/${roomId}/chat`, { token, body: { text } });
const streamerPushing = () => streamerPushingIn(api);
const live = () => liveInProgress(api);

describe('the ingest and the live code', () => {
  it('lets only an approved streamer push, with the shared secret, and cuts a code that was reset', async () => {
    const fan = await api.signInByCode();
    expect((await api.call('GET', '/api/channel', { token: fan.token })).body.msg).toBe('Not authorised to access this page');
    const { streamer, channel } = await streamerPushing();
    expect(channel.pushAddress).toBe('rtmp://localhost:1935/live');
    expect((await ingest('publish', { liveCode: channel.liveCode }, 'wrong-secret-value')).status).toBe(403);
    expect((await ingest('publish', { liveCode: 'live_nobody' })).status).toBe(403);
    expect((await channelOf(streamer.token)).body.data.pushing).toBe(true);
    expect((await ingest('heartbeat', { liveCodes: [channel.liveCode, 'live_nobody'] })).body.data.refused).toEqual(['live_nobody']);

    const reset = await api.call<StreamerChannel>('POST', '/api/channel/live-code', { token: streamer.token });
    expect(reset.body.data.liveCode).not.toBe(channel.liveCode);
    expect(reset.body.data.pushing).toBe(false);
    expect((await ingest('heartbeat', { liveCodes: [channel.liveCode] })).body.data.refused).toEqual([channel.liveCode]);
  });
});

describe('starting and ending a live', () => {
  it('needs the push first, a title, and a match in progress or within the hour', async () => {
    const streamer = await api.withRoles(['streamer']);
    const channel = (await channelOf(streamer.token)).body.data;
    const soon = await createMatch(api, { startsIn: 50 * 60 });
    const later = await createMatch(api, { startsIn: 3 * 3600 });
    expect((await startLive(streamer.token, { matchId: Number(soon), title: 'Pre-match' })).body.msg).toBe('Start pushing in your streaming tool first, then start the live');
    await ingest('publish', { liveCode: channel.liveCode });
    expect((await startLive(streamer.token, { matchId: Number(soon), title: '   ' })).body.msg).toBe('Live title can not be empty');
    expect((await startLive(streamer.token, { matchId: Number(later), title: 'Too early' })).body.msg).toBe('Choose a match that is in progress or starts within 1 hour');
    const started = await startLive(streamer.token, { matchId: Number(soon), title: 'Pre-match' });
    expect(started.body.data.live).toMatchObject({ title: 'Pre-match', status: 'live', pushing: true, match: { id: soon } });
    expect(started.body.data.live!.playbackUrl).toMatch(/^\/hls\/\w+\/index\.m3u8$/);
    expect((await startLive(streamer.token, { matchId: Number(soon), title: 'Again' })).body.msg).toBe('You are already live; end that live first');

    expect((await api.call<Live[]>('GET', `/api/lives/match/${soon}`)).body.data.map((one) => one.roomId)).toEqual([streamer.user.id]);
    expect((await api.call<Live[]>('GET', `/api/lives/match/${later}`)).body.data).toEqual([]);
    expect((await api.call<Live[]>('GET', '/api/lives?sport=football')).body.data.some((one) => one.roomId === streamer.user.id)).toBe(true);
    expect((await api.call<Live[]>('GET', '/api/lives?sport=basketball')).body.data.some((one) => one.roomId === streamer.user.id)).toBe(false);

    // The push stops: the room shows it (stream ended) while the live goes on until End live.
    await ingest('unpublish', { liveCode: channel.liveCode });
    const room = await api.call<LiveRoom>('GET', `/api/rooms/${streamer.user.id}`);
    expect(room.body.data.live).toMatchObject({ status: 'live', pushing: false, playbackUrl: null });
    const ended = await api.call<StreamerChannel>('POST', '/api/channel/live/end', { token: streamer.token });
    expect(ended.body.data.live).toBeNull();
    expect((await api.call('POST', '/api/channel/live/end', { token: streamer.token })).body.msg).toBe('You have no live in progress');
  });

  it('announces the live, the push and the end on the room channel', async () => {
    const seen: ChatEvent[] = [];
    const { streamer, channel, match, roomId } = await streamerPushing();
    const stop = api.broker.subscribe((message) => message.channel === channels.chat(roomId) && seen.push(message.data as ChatEvent));
    await startLive(streamer.token, { matchId: Number(match), title: 'Watch along' });
    await ingest('unpublish', { liveCode: channel.liveCode });
    await api.call('POST', '/api/channel/live/end', { token: streamer.token });
    stop();
    await vi.waitFor(() => expect(seen.map((event) => (event.type === 'live' ? (event.live ? `live:${event.live.pushing}` : 'ended') : event.type))).toEqual(['live:true', 'live:false', 'ended']));
  });
});

describe('the chat room', () => {
  it('is not open without a live; a visitor reads but must sign in to speak', async () => {
    const { roomId } = await streamerPushing();
    const fan = await api.signInByCode();
    expect((await say(roomId, fan.token, 'hello')).body.msg).toBe('Chat room not open yet');
    expect((await api.call('GET', `/api/rooms/${roomId}/chat`)).body.msg).toBe('Chat room not open yet');
  });

  it('delivers a message to the room and keeps the last 50 for newcomers, as text', async () => {
    const { roomId } = await live();
    const seen: ChatEvent[] = [];
    const stop = api.broker.subscribe((message) => message.channel === channels.chat(roomId) && seen.push(message.data as ChatEvent));
    const visitorRead = await api.call('POST', `/api/rooms/${roomId}/chat`, { body: { text: 'hi' } });
    expect(visitorRead.body.code).toBe(3001);
    const fans = await Promise.all(Array.from({ length: 12 }, () => api.signInByCode()));
    const markup = '<img src=x onerror=alert(1)>';
    expect((await say(roomId, fans[0]!.token, markup)).body.data.text).toBe(markup);
    for (let index = 0; index < 55; index += 1) expect((await say(roomId, fans[(index % 11) + 1]!.token, `message ${index}`)).body.code).toBe(0);
    stop();
    const history = (await api.call<ChatMessage[]>('GET', `/api/rooms/${roomId}/chat`)).body.data;
    expect(history).toHaveLength(50);
    expect(history.at(-1)!.text).toBe('message 54');
    expect(history[0]!.text).toBe('message 5');
    expect(seen.filter((event) => event.type === 'message')).toHaveLength(56);
  });

  it('refuses non-compliant text, the muted and the banned; keeps slow mode and the rate limit', async () => {
    const { streamer, roomId } = await live();
    const fan = await api.signInByCode();
    expect((await say(roomId, fan.token, 'what a shit referee')).body.msg).toBe('Content non-compliant');
    expect((await say(roomId, fan.token, '裁判傻逼')).body.msg).toBe('Content non-compliant');
    expect((await say(roomId, fan.token, '')).body.msg).toBe('Please enter a message');
    expect((await say(roomId, fan.token, 'x'.repeat(201))).body.msg).toBe('A message can be at most 200 characters');

    // The rate limit: five messages in ten seconds.
    for (let index = 0; index < 5; index += 1) expect((await say(roomId, fan.token, `go ${index}`)).body.code).toBe(0);
    expect((await say(roomId, fan.token, 'one more')).body.msg).toBe('You are sending messages too fast; wait a moment');
    api.clock.advance(11);

    // Slow mode, set by the streamer.
    expect((await api.call('PUT', '/api/channel/settings', { token: streamer.token, body: { slowModeSeconds: 10 } })).body.code).toBe(0);
    expect((await api.call('PUT', '/api/channel/settings', { token: streamer.token, body: { slowModeSeconds: 8 } })).status).toBe(400);
    expect((await say(roomId, fan.token, 'first')).body.code).toBe(0);
    expect((await say(roomId, fan.token, 'second')).body.msg).toBe('Slow mode is on: you can speak again in 10 s');
    expect((await say(roomId, streamer.token, 'the streamer is not slowed')).body.data.staff).toBe(true);
    api.clock.advance(11);
    expect((await say(roomId, fan.token, 'second')).body.code).toBe(0);

    // Muted in this room by the streamer, for ten minutes.
    const other = await api.signInByCode();
    expect((await api.call('POST', `/api/rooms/${roomId}/mutes`, { token: other.token, body: { userId: fan.user.id, minutes: 10, reason: 'spam' } })).body.msg).toBe(
      'Not authorised to access this page',
    );
    expect((await api.call('POST', `/api/rooms/${roomId}/mutes`, { token: streamer.token, body: { userId: fan.user.id, minutes: 10, reason: '' } })).body.msg).toBe('Please give a reason');
    expect((await api.call('POST', `/api/rooms/${roomId}/mutes`, { token: streamer.token, body: { userId: fan.user.id, minutes: 10, reason: 'Spamming links' } })).body.code).toBe(0);
    api.clock.advance(11);
    expect((await say(roomId, fan.token, 'let me speak')).body.msg).toBe('You have been banned from speaking');
    api.clock.advance(10 * 60);
    expect((await say(roomId, fan.token, 'back again')).body.code).toBe(0);

    // Muted everywhere by customer service (the account flag).
    await api.call('PUT', `/api/ops/users/${other.user.id}/flags`, { token: customerService.token, body: { muted: true } });
    expect((await say(roomId, other.token, 'hello')).body.msg).toBe('You have been banned from speaking');
  });

  it('refuses abuse disguised with invisible characters and full-width forms; keeps accepted text as typed', async () => {
    const { roomId } = await live();
    const fan = await api.signInByCode();
    for (const text of DISGUISED_ABUSE) expect((await say(roomId, fan.token, text)).body.msg, JSON.stringify(text)).toBe('Content non-compliant');
    const accepted = await say(roomId, fan.token, HARMLESS_WITH_INVISIBLES);
    expect(accepted.body.data.text).toBe(HARMLESS_WITH_INVISIBLES);
    expect((await api.call<ChatMessage[]>('GET', `/api/rooms/${roomId}/chat`)).body.data.at(-1)!.text).toBe(HARMLESS_WITH_INVISIBLES);
  });

  it('lets the streamer and customer service delete; a report reaches the console and is handled once; all in the audit log', async () => {
    const { streamer, roomId } = await live();
    const fan = await api.signInByCode();
    const reporter = await api.signInByCode();
    const message = (await say(roomId, fan.token, 'buy followers at example.test')).body.data;
    expect((await api.call('POST', `/api/rooms/${roomId}/chat/${message.id}/report`, { token: reporter.token, body: { reason: 'spam' } })).body.code).toBe(0);
    expect((await api.call('POST', `/api/rooms/${roomId}/chat/${message.id}/report`, { token: reporter.token, body: { reason: 'spam' } })).body.code).toBe(0);
    expect((await api.call('POST', `/api/rooms/${roomId}/chat/${message.id}/report`, { token: reporter.token, body: { reason: 'nonsense' } })).body.msg).toBe(
      'Please choose a reason for the report',
    );
    expect((await api.call('POST', `/api/rooms/${roomId}/report`, { token: reporter.token, body: { reason: 'illegal' } })).body.code).toBe(0);
    expect((await api.call('GET', '/api/ops/reports', { token: reporter.token })).body.msg).toBe('Not authorised to access this page');
    const reports = (await api.call<CursorPage<Report>>('GET', '/api/ops/reports?status=open', { token: customerService.token })).body.data.items;
    const aboutMessage = reports.filter((report) => report.kind === 'chat_message' && report.subject === message.text);
    expect(aboutMessage).toHaveLength(1);
    expect(reports.some((report) => report.kind === 'streamer' && report.targetUserId === roomId)).toBe(true);

    expect((await api.call('DELETE', `/api/rooms/${roomId}/chat/${message.id}`, { token: reporter.token })).body.msg).toBe('Not authorised to access this page');
    expect((await api.call('DELETE', `/api/rooms/${roomId}/chat/${message.id}`, { token: streamer.token })).body.code).toBe(0);
    expect((await api.call<ChatMessage[]>('GET', `/api/rooms/${roomId}/chat`)).body.data.some((one) => one.id === message.id)).toBe(false);
    expect((await api.call(`POST`, `/api/ops/reports/${aboutMessage[0]!.id}`, { token: customerService.token, body: { decision: 'handled' } })).body.code).toBe(0);
    expect((await api.call(`POST`, `/api/ops/reports/${aboutMessage[0]!.id}`, { token: customerService.token, body: { decision: 'dismissed' } })).body.msg).toBe(
      'This report has already been handled',
    );
    const log = (await api.call<CursorPage<AuditEntry>>('GET', '/api/ops/audit', { token: customerService.token })).body.data.items;
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['chat.delete', 'report.handled']));
  });

  it('cuts a live when customer service bans its streamer from broadcasting, and refuses the next start and push', async () => {
    const { streamer, channel, match, roomId } = await live();
    const sanction = { userId: streamer.user.id, kind: 'broadcast_ban', minutes: 60, reason: 'Showed another platform’s logo' };
    expect((await api.call('POST', '/api/ops/sanctions', { token: streamer.token, body: sanction })).body.msg).toBe('Not authorised to access this page');
    expect((await api.call('POST', '/api/ops/sanctions', { token: customerService.token, body: sanction })).body.code).toBe(0);
    expect((await api.call<LiveRoom>('GET', `/api/rooms/${roomId}`)).body.data.live).toBeNull();
    const [ended] = await api.db.query<{ end_reason: string }>('SELECT end_reason FROM lives WHERE streamer_id = $1', [roomId]);
    expect(ended!.end_reason).toBe('banned');
    expect((await ingest('heartbeat', { liveCodes: [channel.liveCode] })).body.data.refused).toEqual([channel.liveCode]);
    expect((await ingest('publish', { liveCode: channel.liveCode })).status).toBe(403);
    expect((await startLive(streamer.token, { matchId: Number(match), title: 'Back' })).body.msg).toBe('You are banned');
    expect((await channelOf(streamer.token)).body.data.broadcastBan).not.toBeNull();
    const log = (await api.call<CursorPage<AuditEntry>>('GET', '/api/ops/audit', { token: customerService.token })).body.data.items;
    expect(log.find((entry) => entry.action === 'user.broadcast_ban' && entry.targetUserId === roomId)).toMatchObject({ reason: sanction.reason, details: { minutes: 60 } });
    api.clock.advance(61 * 60);
    expect((await ingest('publish', { liveCode: channel.liveCode })).body.code).toBe(0);
  });

  it('signs a banned user out; a timed ban is lifted when it is over', async () => {
    const fan = await api.signInByCode();
    expect((await api.call('POST', '/api/ops/sanctions', { token: customerService.token, body: { userId: fan.user.id, kind: 'ban', minutes: 30, reason: 'Abuse' } })).body.code).toBe(0);
    expect((await api.call('GET', '/api/users/me', { token: fan.token })).body.code).toBe(3001);
    expect(await api.services.moderation.liftExpiredBans()).toBe(0);
    api.clock.advance(31 * 60);
    expect(await api.services.moderation.liftExpiredBans()).toBeGreaterThanOrEqual(1);
    const [user] = await api.db.query<{ banned: boolean }>('SELECT banned FROM users WHERE id = $1', [fan.user.id]);
    expect(user!.banned).toBe(false);
  });

  it('follows a streamer', async () => {
    const { roomId, streamer } = await live();
    const fan = await api.signInByCode();
    expect((await api.call<LiveRoom>('PUT', `/api/rooms/${roomId}/follow`, { token: fan.token })).body.data).toMatchObject({ following: true, followers: 1 });
    expect((await api.call<LiveRoom>('GET', `/api/rooms/${roomId}`, { token: fan.token })).body.data.following).toBe(true);
    expect((await api.call('PUT', `/api/rooms/${roomId}/follow`, { token: streamer.token })).body.msg).toBe('You cannot follow yourself');
    expect((await api.call<LiveRoom>('DELETE', `/api/rooms/${roomId}/follow`, { token: fan.token })).body.data).toMatchObject({ following: false, followers: 0 });
  });
});

describe("customer service's lists, paged by keyset", () => {
  const paged = <T extends { id: string }>(path: string): PagedList<T> => ({
    read: (cursor, pageSize) =>
      api.call<CursorPage<T>>('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token: customerService.token }),
    key: (item) => item.id,
  });
  const reportStreamer = async (reason: 'spam' | 'illegal' = 'spam') => {
    const [streamer, reporter] = [await api.withRoles(['streamer']), await api.signInByCode()];
    await channelOf(streamer.token); // the room exists once its channel does
    expect((await api.call('POST', `/api/rooms/${streamer.user.id}/report`, { token: reporter.token, body: { reason } })).body.code).toBe(0);
  };
  const mute = async () => {
    const fan = await api.signInByCode();
    await api.call('POST', '/api/ops/sanctions', { token: customerService.token, body: { userId: fan.user.id, kind: 'mute', minutes: 10, reason: 'Flooding' } });
  };

  beforeAll(async () => {
    customerService = await api.withRoles(['customer_service']);
  });

  it('reports: open ones first, newest first, one status at a time as the console reads them', async () => {
    for (let index = 0; index < 8; index += 1) await reportStreamer();
    const open = await readAll(paged<Report>('/api/ops/reports?status=open'));
    for (const report of open.slice(0, 2)) await api.call('POST', `/api/ops/reports/${report.id}`, { token: customerService.token, body: { decision: 'dismissed' } });
    const all = await readAll(paged<Report>('/api/ops/reports'));
    const firstDecided = all.findIndex((report) => report.status !== 'open');
    expect(firstDecided).toBeGreaterThan(0);
    expect(all.slice(firstDecided).every((report) => report.status !== 'open')).toBe(true);
    await expectKeysetPaging(paged<Report>('/api/ops/reports'), { pageSize: 3, between: () => reportStreamer('illegal') });
    const stillOpen = await readAll(paged<Report>('/api/ops/reports?status=open'));
    await expectKeysetPaging(paged<Report>('/api/ops/reports?status=open'), {
      pageSize: 2,
      between: async () => {
        await reportStreamer();
        const handled = stillOpen.at(-1)!;
        await api.call('POST', `/api/ops/reports/${handled.id}`, { token: customerService.token, body: { decision: 'handled' } });
        return [handled.id];
      },
    });
  });

  it('the audit log: newest first', async () => {
    for (let index = 0; index < 7; index += 1) await mute();
    const log = paged<AuditEntry>('/api/ops/audit');
    const first = (await log.read(null, 3)).body.data.items;
    expect(first.map((entry) => Number(entry.id))).toEqual(first.map((entry) => Number(entry.id)).sort((a, b) => b - a));
    await expectKeysetPaging(log, { pageSize: 3, between: mute, foreignCursor: (await paged<Report>('/api/ops/reports').read(null, 1)).body.data.next! });
  });
});
