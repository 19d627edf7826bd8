// What the api may publish on a channel is the protocol's map (`ChannelPayloads`): the broker
// and every publish callback the services are given take a channel's own payload only. The
// `@ts-expect-error` lines are the proof: the typecheck (`npm run typecheck`) fails if any of
// them compiles. The runtime half checks that typed messages reach subscribers as published.
import type { ChatEvent } from '@matchday/contracts/lives/contract';
import type { MatchUpdate, ScoreListUpdate, UserNotification } from '@matchday/contracts/sports/contract';
import { type ChannelName, channels, SESSIONS_CONTROL_CHANNEL, type SessionsEndedEvent } from '@matchday/contracts/realtime/protocol';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import type { RealtimeLinks } from '../src/app';
import type { Publish as ChatPublish } from '../src/domains/lives/service';
import { MemoryBroker, type Publish, type RealtimeMessage } from '../src/domains/realtime/broker';
import type { EngineOptions } from '../src/domains/sports/engine/engine';

const scoreList: ScoreListUpdate = { matches: [matchSummary({ id: '7' })] };
const matchUpdate: MatchUpdate = { match: matchSummary({ id: '7', version: 2 }), events: [] };
const chatEvent: ChatEvent = { type: 'slowMode', seconds: 10 };
const balance: UserNotification = { type: 'balance', balance: 150 };
const sessionsEnded: SessionsEndedEvent = { userId: '1', sessionIds: ['s1'], reason: 'signedOut' };

describe('channel payloads on the api', () => {
  it('the broker numbers and hands on each channel’s own payload', async () => {
    const broker = new MemoryBroker();
    const seen: RealtimeMessage[] = [];
    broker.subscribe((message) => seen.push(message));
    await broker.publish(channels.scores('football'), scoreList);
    await broker.publish(channels.match('7'), matchUpdate);
    await broker.publish(channels.chat('21'), chatEvent);
    await broker.publish(channels.user('1'), balance);
    await broker.publish(SESSIONS_CONTROL_CHANNEL, sessionsEnded);
    expect(seen.map(({ channel, seq, data }) => [channel, seq, data])).toEqual([
      ['scores:football', 1, scoreList],
      ['match:7', 1, matchUpdate],
      ['chat:21', 1, chatEvent],
      ['user:1', 1, balance],
      ['#sessions', 1, sessionsEnded],
    ]);
    await broker.close();
  });

  it('the services’ publish callbacks pass each channel’s payload on', () => {
    const published: [string, unknown][] = [];
    const publish: Publish = (channel, data) => void published.push([channel, data]);
    // Each service is given the one callback of the app, narrowed to the channels it speaks on.
    const links: RealtimeLinks = { publish, redact: async () => 0, viewers: async () => 0 };
    const engine: EngineOptions['publish'] = links.publish;
    const lives: ChatPublish = links.publish;
    engine(channels.scores('basketball'), scoreList);
    engine(channels.match('7'), matchUpdate);
    lives(channels.chat('21'), chatEvent);
    expect(published).toEqual([
      ['scores:basketball', scoreList],
      ['match:7', matchUpdate],
      ['chat:21', chatEvent],
    ]);
  });

  it('a payload that does not fit its channel does not compile', () => {
    const broker = new MemoryBroker();
    expectTypeOf(broker.publish<ChannelName<'chat'>>).parameter(1).toEqualTypeOf<ChatEvent>();
    expectTypeOf(broker.publish<ChannelName<'scores'>>).parameter(1).toEqualTypeOf<ScoreListUpdate>();
    expectTypeOf(broker.publish<ChannelName<'match'>>).parameter(1).toEqualTypeOf<MatchUpdate>();
    expectTypeOf(broker.publish<ChannelName<'user'>>).parameter(1).toEqualTypeOf<UserNotification>();
    expectTypeOf(broker.publish<typeof SESSIONS_CONTROL_CHANNEL>).parameter(1).toEqualTypeOf<SessionsEndedEvent>();

    // Compile-time checks: the callbacks do nothing, the broker is thrown away.
    const publish: Publish = () => undefined;
    const engine: EngineOptions['publish'] = () => undefined;
    const lives: ChatPublish = () => undefined;
    // @ts-expect-error a chat channel carries chat events, not a balance
    void broker.publish(channels.chat('21'), balance);
    // @ts-expect-error a score list channel carries score lists, not one match
    void broker.publish(channels.scores('football'), matchUpdate);
    // @ts-expect-error the control channel carries ended sessions only
    void broker.publish(SESSIONS_CONTROL_CHANNEL, chatEvent);
    // @ts-expect-error a chat event lacking its fields
    publish(channels.chat('21'), { type: 'slowMode' });
    // @ts-expect-error a user channel carries the user's notifications
    publish(channels.user('1'), scoreList);
    // @ts-expect-error a name that is no channel
    publish('football', scoreList);
    // @ts-expect-error the engine's match channels carry match updates
    engine(channels.match('7'), scoreList);
    // @ts-expect-error the engine publishes on score and match channels only
    engine(channels.chat('21'), chatEvent);
    // @ts-expect-error the lives publish on chat channels only
    lives(channels.user('1'), balance);
  });
});
