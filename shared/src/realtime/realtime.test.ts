import type { ServerMessage } from '@matchday/contracts/realtime/protocol';
import { followSession } from '@matchday/shared/realtime/realtime';
import { RealtimeClient, type SocketLike } from '@matchday/shared/realtime/realtimeClient';
import { sessionStore, signIn, signOut } from '@matchday/shared/stores/sessionStore';

/** The page's client on a socket the test answers for the server. */
function pageClient() {
  type TestSocket = Omit<SocketLike, 'readyState'> & { readyState: number; deliver: (message: ServerMessage) => void };
  const sockets: TestSocket[] = [];
  const client = new RealtimeClient({
    url: () => 'ws://site/api/ws',
    token: sessionStore.getState().token,
    createSocket: () => {
      const socket = {
        readyState: 0,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        send: () => undefined,
        close: () => undefined,
        deliver(message: ServerMessage) {
          socket.onmessage?.({ data: JSON.stringify(message) });
        },
      } as TestSocket;
      sockets.push(socket);
      return socket;
    },
  });
  followSession(client);
  client.channel('scores:football').subscribe();
  const socket = sockets[0]!;
  socket.readyState = 1;
  socket.onopen?.({});
  return { client, socket };
}

const user = { id: '1', username: 'fan', avatarUrl: null, roles: [] } as unknown as Parameters<typeof signIn>[1];

afterEach(() => signOut());

describe('the page follows the sessions the server ends', () => {
  it('becomes a visitor’s when the server ends its session', () => {
    signIn('token-1', user, 10);
    const { client, socket } = pageClient();
    socket.deliver({ type: 'authenticated', userId: '1' });
    socket.deliver({ type: 'sessionEnded', reason: 'signedOut' });
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, balance: null });
    client.dispose();
  });

  it('keeps a session signed in since the ended one', () => {
    signIn('token-1', user, 10);
    const { client, socket } = pageClient();
    socket.deliver({ type: 'authenticated', userId: '1' });
    // Signed in again before the server's word about the old session arrived.
    signIn('token-2', user, 10);
    socket.deliver({ type: 'sessionEnded', reason: 'signedOut' });
    expect(sessionStore.getState().token).toBe('token-2');
    client.dispose();
  });
});
