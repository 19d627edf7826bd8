// What a channel carries is the protocol's map (`ChannelPayloads`): the site watches a channel
// by its name alone and gets that channel's payload, and a test fake publishes only what the api
// could. The `@ts-expect-error` lines are the proof: the typecheck (`npm run typecheck`) fails if
// any of them compiles. The runtime half checks that the typed data is what the server sent.
import type { ChatEvent } from '@matchday/contracts/lives/contract';
import type { MatchUpdate, ScoreListUpdate, UserNotification } from '@matchday/contracts/sports/contract';
import { type ChannelName, channels, type PayloadOf, type ServerMessage, SESSIONS_CONTROL_CHANNEL, type SessionsEndedEvent } from '@matchday/contracts/realtime/protocol';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { RealtimeClient, type ChannelEvent, type SocketLike } from '@matchday/shared/realtime/realtimeClient';
import { fakeChannels } from '@matchday/shared/testing/fakeChannels';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import type { Observable } from 'rxjs';

describe('the channel map', () => {
  it('gives every kind of channel its payload', () => {
    expectTypeOf<PayloadOf<ChannelName<'scores'>>>().toEqualTypeOf<ScoreListUpdate>();
    expectTypeOf<PayloadOf<ChannelName<'match'>>>().toEqualTypeOf<MatchUpdate>();
    expectTypeOf<PayloadOf<ChannelName<'chat'>>>().toEqualTypeOf<ChatEvent>();
    expectTypeOf<PayloadOf<ChannelName<'user'>>>().toEqualTypeOf<UserNotification>();
    expectTypeOf<PayloadOf<'chat:21'>>().toEqualTypeOf<ChatEvent>();
    expectTypeOf<PayloadOf<typeof SESSIONS_CONTROL_CHANNEL>>().toEqualTypeOf<SessionsEndedEvent>();
  });

  it('names channels by kind', () => {
    expect([channels.scores('football'), channels.match('7'), channels.chat('21'), channels.user('1')]).toEqual(['scores:football', 'match:7', 'chat:21', 'user:1']);
    expectTypeOf(channels.scores('football')).toEqualTypeOf<ChannelName<'scores'>>();
    expectTypeOf(channels.match('7')).toEqualTypeOf<ChannelName<'match'>>();
    expectTypeOf(channels.chat('21')).toEqualTypeOf<ChannelName<'chat'>>();
    expectTypeOf(channels.user('1')).toEqualTypeOf<ChannelName<'user'>>();
    // @ts-expect-error a match channel is not a chat channel
    const chat: ChannelName<'chat'> = channels.match('21');
    expect(chat).toBe('match:21');
  });
});

describe('watching a channel on the site', () => {
  it('gives the channel’s own payload, with no type chosen where it is watched', () => {
    expectTypeOf(watchChannel(channels.chat('21'))).toEqualTypeOf<Observable<ChannelEvent<ChatEvent>>>();
    expectTypeOf(watchChannel(channels.scores('football'))).toEqualTypeOf<Observable<ChannelEvent<ScoreListUpdate>>>();
    expectTypeOf(watchChannel(channels.match('7'))).toEqualTypeOf<Observable<ChannelEvent<MatchUpdate>>>();
    expectTypeOf(watchChannel(channels.user('1'))).toEqualTypeOf<Observable<ChannelEvent<UserNotification>>>();
  });

  it('refuses a wrong expectation at compile time', () => {
    // @ts-expect-error the payload is the channel's: no type argument picks it
    watchChannel<ChatEvent>(channels.chat('21'));
    // @ts-expect-error a chat channel does not carry score lists
    const scores: Observable<ChannelEvent<ScoreListUpdate>> = watchChannel(channels.chat('21'));
    // @ts-expect-error a name that is no channel
    watchChannel('football');
    // @ts-expect-error the control channel is the api processes' own
    watchChannel(SESSIONS_CONTROL_CHANNEL);
    const subscription = watchChannel(channels.chat('21')).subscribe((event) => {
      // @ts-expect-error chat events carry no match list
      if (event.type === 'message') expect(event.data.matches).toBeUndefined();
    });
    subscription.unsubscribe();
    expect(scores).toBeDefined();
  });

  it('hands on the server’s data as the channel’s payload', () => {
    let socket: SocketLike | null = null;
    const client = new RealtimeClient({
      url: () => 'ws://site/api/ws',
      createSocket: () => {
        socket = { readyState: 0, onopen: null, onmessage: null, onclose: null, onerror: null, send: () => undefined, close: () => undefined };
        return socket;
      },
    });
    const texts: string[] = [];
    const subscription = client.channel(channels.chat('21')).subscribe((event) => {
      // Typed without a cast: `data` is a chat event.
      if (event.type === 'message' && event.data.type === 'message') texts.push(event.data.message.text);
    });
    const server = socket as unknown as SocketLike & { readyState: number };
    server.readyState = 1;
    server.onopen?.({});
    const message = { id: '1', roomId: '21', userId: '5', username: 'fan_5', text: 'What a save', sentAt: '2026-11-24T19:40:00Z', staff: false };
    const frame: ServerMessage = { type: 'message', channel: 'chat:21', seq: 1, data: { type: 'message', message } satisfies ChatEvent, sentAt: 0 };
    server.onmessage?.({ data: JSON.stringify(frame) });
    expect(texts).toEqual(['What a save']);
    subscription.unsubscribe();
    client.dispose();
  });
});

describe('the site’s test fake', () => {
  it('publishes a channel’s own payload only', () => {
    const fake = fakeChannels();
    const seen: MatchUpdate[] = [];
    const subscription = fake.channel(channels.match('7')).subscribe((event) => event.type === 'message' && seen.push(event.data));
    const update: MatchUpdate = { match: matchSummary({ id: '7', version: 2 }), events: [] };
    fake.publish(channels.match('7'), update);
    expect(seen).toEqual([update]);
    // @ts-expect-error a match channel carries match updates, not a score list
    fake.publish(channels.match('8'), { matches: [] });
    // @ts-expect-error a chat channel carries chat events
    fake.publish('chat:21', { type: 'balance', balance: 5 });
    subscription.unsubscribe();
  });
});
