// The page's realtime connection, made on first use: its address from the runtime
// configuration (or the page's own origin), its token from the session, reconnecting at once
// when the network comes back. A session the server ends (signed out elsewhere, expired, frozen,
// cancelled, banned) makes the page a visitor's, as signing out does, without a reload.
import { REALTIME_PATH } from '@matchday/contracts/realtime/protocol';
import { RealtimeClient, type VisitorIdStore, type WatchChannel } from '@matchday/shared/realtime/realtimeClient';
import { getRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { sessionStore, signOut } from '@matchday/shared/stores/sessionStore';

let client: RealtimeClient | null = null;

const VISITOR_ID_KEY = 'matchday.visitor';

/**
 * The visitor id in the browser's storage, shared by the page's tabs so that they count as one
 * viewer. It says nothing about the visitor and the server replaces it daily. A browser that
 * refuses storage keeps none: it counts as its network address.
 */
export const storedVisitorIds: VisitorIdStore = {
  read: () => {
    try {
      return window.localStorage.getItem(VISITOR_ID_KEY);
    } catch {
      return null;
    }
  },
  write: (id) => {
    try {
      window.localStorage.setItem(VISITOR_ID_KEY, id);
    } catch {
      // storage refused (private mode, quota): the address counts instead
    }
  },
};

export function realtimeUrl(): string {
  const configured = getRuntimeConfig().realtimeUrl;
  if (configured) return configured;
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

export function getRealtimeClient(): RealtimeClient {
  if (!client) {
    const created = new RealtimeClient({ url: realtimeUrl, token: sessionStore.getState().token, visitorIds: storedVisitorIds });
    followSession(created);
    if (typeof window !== 'undefined') window.addEventListener('online', () => created.reconnectNow());
    client = created;
  }
  return client;
}

/** The client follows the page's session, and the page follows the sessions the server ends. */
export function followSession(client: RealtimeClient): void {
  sessionStore.subscribe((state) => client.setToken(state.token));
  client.sessionEnded$.subscribe(({ token }) => {
    // Only the session the page still holds: another tab may have signed in meanwhile.
    if (sessionStore.getState().token === token) signOut();
  });
}

/**
 * A channel of the page's connection, named by `channels` of the protocol; its events carry
 * that channel's payload (`watchChannel(channels.chat(room))` gives chat events).
 */
export const watchChannel: WatchChannel = (name) => getRealtimeClient().channel(name);
