// The websocket endpoint on a listening api, spoken to by raw sockets (the site's own client
// against it: e2e/clientApi): channels, resume after a reconnect, resync when too much was missed,
// private user channels, and a top-up's balance reaching the user's channel.
import type { AddressInfo } from 'node:net';
import type { MatchUpdate, ScoreListUpdate, UserNotification } from '@matchday/contracts/sports/contract';
import { channels, REALTIME_CLOSE, REALTIME_PATH, type ServerMessage } from '@matchday/contracts/realtime/protocol';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import WebSocket from 'ws';
import { HISTORY_SIZE } from '../src/domains/realtime/broker';
import { openRawSocket } from './rawSocket';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let url: string;

beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
});
afterAll(() => api.close());

/** Messages told apart by a number (the match's version), in the shape their channel carries. */
const matchUpdate = (n: number): MatchUpdate => ({ match: matchSummary({ id: 'm1', version: n }), events: [] });
const scoreList = (n: number): ScoreListUpdate => ({ matches: [matchSummary({ id: 'm1', version: n })] });

/** A raw connection that records what the server says. */
const connect = (query = '') => openRawSocket(`${url}${query}`);

const send = (socket: WebSocket, message: object) => socket.send(JSON.stringify(message));
const isType = (type: ServerMessage['type'], channel?: string) => (message: ServerMessage) =>
  message.type === type && (channel === undefined || ('channel' in message && message.channel === channel));

async function waitFor(condition: () => boolean, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('websocket channels', () => {
  it('delivers a channel’s messages with consecutive numbers to its subscribers only', async () => {
    const client = await connect();
    send(client.socket, { type: 'subscribe', channel: 'match:1' });
    const subscribed = await client.next(isType('subscribed', 'match:1'));
    await api.broker.publish('match:1', matchUpdate(1));
    await api.broker.publish('match:2', matchUpdate(99));
    await api.broker.publish('match:1', matchUpdate(2));
    await client.next((message) => message.type === 'message' && message.seq === (subscribed as { seq: number }).seq + 2);
    const messages = client.received.filter((message) => message.type === 'message');
    expect(messages.map((message) => [message.channel, message.data])).toEqual([
      ['match:1', matchUpdate(1)],
      ['match:1', matchUpdate(2)],
    ]);
    client.socket.close();
  });

  it('answers a subscription while the broker is away (Redis restarting) with a resync from 0, not silence', async () => {
    const history = vi.spyOn(api.broker, 'history').mockRejectedValueOnce(new Error('Connection is closed.'));
    const client = await connect();
    send(client.socket, { type: 'subscribe', channel: 'match:away', since: 41 });
    expect(await client.next(isType('resync', 'match:away'))).toMatchObject({ seq: 0 });
    history.mockRestore();
    // Still followed: what is published next reaches it.
    const published = await api.broker.publish('match:away', matchUpdate(1));
    expect(await client.next((message) => message.type === 'message' && message.channel === 'match:away')).toMatchObject({ seq: published.seq });
    client.socket.close();
  });

  it('sends a number once per connection even when pub/sub hands it on after the replay that held it (two Redis connections)', async () => {
    const client = await connect();
    send(client.socket, { type: 'subscribe', channel: 'match:twice' });
    await client.next(isType('subscribed', 'match:twice'));
    const published = await api.broker.publish('match:twice', matchUpdate(1));
    await client.next((message) => message.type === 'message' && message.seq === published.seq);
    // The same message again, late, as a Redis subscriber delivers one published during a history read.
    for (const listener of (api.broker as unknown as { listeners: Set<(message: typeof published) => void> }).listeners) listener(published);
    const next = await api.broker.publish('match:twice', matchUpdate(2));
    await client.next((message) => message.type === 'message' && message.seq === next.seq);
    expect(client.received.filter((message) => message.type === 'message').map((message) => message.seq)).toEqual([published.seq, next.seq]);
    client.socket.close();
  });

  it('replays what a reconnecting client missed, then carries on live', async () => {
    const first = await connect();
    send(first.socket, { type: 'subscribe', channel: 'scores:football' });
    await first.next(isType('subscribed'));
    const seen = (await api.broker.publish('scores:football', scoreList(0))).seq;
    await first.next((message) => message.type === 'message' && message.seq === seen);
    first.socket.terminate();
    for (const n of [1, 2, 3]) await api.broker.publish('scores:football', scoreList(n));

    const second = await connect();
    send(second.socket, { type: 'subscribe', channel: 'scores:football', since: seen });
    const subscribed = await second.next(isType('subscribed', 'scores:football'));
    expect(subscribed).toMatchObject({ seq: seen + 3 });
    await api.broker.publish('scores:football', scoreList(4));
    await second.next((message) => message.type === 'message' && message.seq === seen + 4);
    expect(second.received.filter((message) => message.type === 'message').map((message) => [message.seq, message.data])).toEqual([
      [seen + 1, scoreList(1)],
      [seen + 2, scoreList(2)],
      [seen + 3, scoreList(3)],
      [seen + 4, scoreList(4)],
    ]);
    second.socket.close();
  });

  it('tells a client to refetch when more was missed than is kept', async () => {
    const last = (await api.broker.publish('scores:basketball', { matches: [] })).seq;
    for (let index = 0; index < HISTORY_SIZE + 5; index += 1) await api.broker.publish('scores:basketball', scoreList(index));
    const client = await connect();
    send(client.socket, { type: 'subscribe', channel: 'scores:basketball', since: last });
    expect(await client.next(isType('resync', 'scores:basketball'))).toMatchObject({ seq: last + HISTORY_SIZE + 5 });
    expect(client.received.filter((message) => message.type === 'message')).toEqual([]);
    client.socket.close();
  });

  it('refuses unknown channels and bad messages, and answers pings', async () => {
    const client = await connect();
    send(client.socket, { type: 'subscribe', channel: 'scores:curling' });
    expect(await client.next(isType('error'))).toMatchObject({ code: 'unknown_channel' });
    client.socket.send('not json');
    await client.next((message) => message.type === 'error' && message.code === 'bad_request');
    send(client.socket, { type: 'ping' });
    await client.next(isType('pong'));
    client.socket.close();
  });
});

describe('user channels', () => {
  it('are only for their owner, who hears about every change of balance', async () => {
    const owner = await api.signInByCode();
    const other = await api.signInByCode();

    const visitor = await connect();
    send(visitor.socket, { type: 'subscribe', channel: channels.user(owner.user.id) });
    expect(await visitor.next(isType('error'))).toMatchObject({ code: 'forbidden' });
    visitor.socket.close();

    // The token in a message; the subscription right after it is handled after it.
    const client = await connect();
    send(client.socket, { type: 'auth', token: owner.token });
    send(client.socket, { type: 'subscribe', channel: channels.user(owner.user.id) });
    send(client.socket, { type: 'subscribe', channel: channels.user(other.user.id) });
    await client.next(isType('subscribed', channels.user(owner.user.id)));
    expect(await client.next(isType('error', channels.user(other.user.id)))).toMatchObject({ code: 'forbidden' });

    const topUp = await api.topUp(owner.token, 150);
    expect(topUp.body.code).toBe(0);
    const notification = await client.next(isType('message', channels.user(owner.user.id)));
    const balance = (await api.call<{ balance: number }>('GET', '/api/coins/balance', { token: owner.token })).body.data.balance;
    expect((notification as { data: UserNotification }).data).toEqual({ type: 'balance', balance });

    // Signing out on the connection closes the private channel.
    send(client.socket, { type: 'auth', token: '' });
    await waitFor(() => client.received.filter((message) => message.type === 'authenticated').length === 3);
    expect(client.received.at(-1)).toEqual({ type: 'authenticated', userId: null, visitor: expect.any(String) });
    // A second connection of the owner's still follows the channel: once it has the next change,
    // the signed-out one would have had it too (a message goes to every follower at once).
    const stillSignedIn = await connect();
    send(stillSignedIn.socket, { type: 'auth', token: owner.token });
    send(stillSignedIn.socket, { type: 'subscribe', channel: channels.user(owner.user.id) });
    await stillSignedIn.next(isType('subscribed', channels.user(owner.user.id)));
    await api.topUp(owner.token, 1);
    await stillSignedIn.next((message) => message.type === 'message' && (message as { data: UserNotification }).data.type === 'balance' && (message as { data: { balance: number } }).data.balance === balance + 1);
    expect(client.received.filter((message) => message.type === 'message')).toHaveLength(1);
    stillSignedIn.socket.close();
    client.socket.close();
  });

  it('refuse the token in the address (it would be written to proxies’ logs), with the reason', async () => {
    const owner = await api.signInByCode();
    const socket = new WebSocket(`${url}?token=${owner.token}`);
    const [code, reason] = await new Promise<[number, string]>((resolve) => socket.once('close', (closeCode, closeReason) => resolve([closeCode, closeReason.toString()])));
    expect(code).toBe(REALTIME_CLOSE.tokenInAddress.code);
    expect(reason).toBe('send the token in an auth message, not in the address');
  });
});
