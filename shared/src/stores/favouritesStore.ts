// The signed-in user's favourites (starred matches, teams, competitions), kept by the api per
// account. Loaded once the session's user is known, cleared on sign-out. A star changes at once
// and is taken back, with a toast, if the api refuses it; a visitor is asked to log in instead.
// Each change is announced on the bus (`favourites.changed`) and every instance applies the
// changes it hears, so an app holding its own copy of this module stays in step.
import { useMemo } from 'react';
import { createStore, type StoreApi } from 'zustand';
import type { Favourite, FavouriteKind } from '@matchday/contracts/favourites/contract';
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { API_CODE } from '@matchday/contracts/http/envelope';
import { eventBus, type EventBus } from '@matchday/shared/bus/eventBus';
import { isApiError } from '@matchday/shared/http/apiError';
import type { HttpClient } from '@matchday/shared/http/httpClient';
import { i18n } from '@matchday/shared/i18n/i18n';
import { useStoreState } from '@matchday/shared/stores/hydration';
import { sessionStore, type SessionState } from '@matchday/shared/stores/sessionStore';

export type FavouritesStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface FavouritesState {
  /** idle: no session; failed: the list could not be read (stars still work). */
  status: FavouritesStatus;
  /** Newest first. */
  items: Favourite[];
}

/** What a toggle did: the new state, a login prompt for a visitor, or a refusal taken back. */
export type FavouriteToggleResult = 'starred' | 'unstarred' | 'loginRequired' | 'failed';

export interface FavouritesDependencies {
  session: StoreApi<SessionState>;
  bus: EventBus;
  /** The HTTP client, loaded only once a signed-in user needs it (visitors never do). */
  http: () => Promise<Pick<HttpClient, 'get' | 'put' | 'delete'>>;
  translate: (key: string) => string;
  /** Where the login prompt returns to. */
  currentPath: () => string;
  now?: () => Date;
}

export interface Favourites {
  store: StoreApi<FavouritesState>;
  isFavourite(kind: FavouriteKind, id: string): boolean;
  toggle(kind: FavouriteKind, id: string): Promise<FavouriteToggleResult>;
  /** Reads the list again (done by itself when a user signs in). */
  load(): Promise<void>;
  /** Stops following the session and the bus (tests, and instances made for one use). */
  dispose(): void;
}

export const FAILED_KEY = 'favourites.failed';
const EMPTY: FavouritesState = Object.freeze({ status: 'idle', items: [] as Favourite[] }) as FavouritesState;

const keyOf = (kind: FavouriteKind, id: string) => `${kind}:${id}`;
const newestFirst = (items: Favourite[]) => [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

function withStar(items: Favourite[], favourite: Favourite, starred: boolean): Favourite[] {
  const others = items.filter((item) => item.kind !== favourite.kind || item.id !== favourite.id);
  return starred ? newestFirst([favourite, ...others]) : others;
}

export function createFavourites(deps: FavouritesDependencies): Favourites {
  const now = deps.now ?? (() => new Date());
  const store = createStore<FavouritesState>(() => EMPTY);
  const inFlight = new Map<string, Promise<FavouriteToggleResult>>();
  // Changes made while the list is being read: the answer may predate them, so they win.
  let changedDuringLoad = new Map<string, { favourite: Favourite; starred: boolean }>();
  let loadGeneration = 0;

  const find = (kind: FavouriteKind, id: string) => store.getState().items.find((item) => item.kind === kind && item.id === id);
  const isFavourite = (kind: FavouriteKind, id: string) => find(kind, id) !== undefined;

  function setStar(favourite: Favourite, starred: boolean): void {
    if (store.getState().status === 'loading') changedDuringLoad.set(keyOf(favourite.kind, favourite.id), { favourite, starred });
    if (isFavourite(favourite.kind, favourite.id) === starred) return;
    store.setState({ items: withStar(store.getState().items, favourite, starred) });
  }

  function clear(): void {
    loadGeneration += 1; // an answer still on its way is for the previous user
    changedDuringLoad = new Map();
    store.setState(EMPTY, true);
  }

  async function load(): Promise<void> {
    if (!deps.session.getState().token) return clear();
    const generation = ++loadGeneration;
    changedDuringLoad = new Map();
    store.setState({ status: 'loading' });
    try {
      const client = await deps.http();
      const { data } = await client.get(FAVOURITES_PATHS.list, { notifyErrors: false });
      if (generation !== loadGeneration) return;
      let items = newestFirst(data.items);
      for (const { favourite, starred } of changedDuringLoad.values()) items = withStar(items, favourite, starred);
      store.setState({ status: 'ready', items });
    } catch {
      // The client has logged it; a 3001 signs out by itself. Stars made meanwhile are kept.
      if (generation === loadGeneration) store.setState({ status: 'failed' });
    }
  }

  async function send(favourite: Favourite, starred: boolean, token: string): Promise<FavouriteToggleResult> {
    const { kind, id } = favourite;
    try {
      const client = await deps.http();
      // The toast below is the one message: the client's own is turned off.
      const options = { notifyErrors: false, path: { kind, id } };
      if (starred) await client.put(FAVOURITES_PATHS.item, undefined, options);
      else await client.delete(FAVOURITES_PATHS.item, options);
      deps.bus.emit('favourites.changed', { kind, id, starred });
      return starred ? 'starred' : 'unstarred';
    } catch (error) {
      if (deps.session.getState().token === token) setStar(favourite, !starred);
      // An invalid token signs out and reloads the page (the HTTP client): nothing to say.
      if (!(isApiError(error) && error.code === API_CODE.invalidToken)) {
        const message = isApiError(error) && error.code === API_CODE.userError ? error.message : deps.translate(FAILED_KEY);
        deps.bus.emit('toast', { message, severity: 'error' });
      }
      return 'failed';
    }
  }

  function toggle(kind: FavouriteKind, id: string): Promise<FavouriteToggleResult> {
    const { token } = deps.session.getState();
    if (!token) {
      deps.bus.emit('auth.loginRequired', { returnTo: deps.currentPath() });
      return Promise.resolve('loginRequired');
    }
    const key = keyOf(kind, id);
    // A second click while the first is on its way is the same click.
    const pending = inFlight.get(key);
    if (pending) return pending;
    const previous = find(kind, id);
    const starred = previous === undefined;
    const favourite = previous ?? { kind, id, createdAt: now().toISOString() };
    setStar(favourite, starred);
    const work = send(favourite, starred, token).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  const stopSession = deps.session.subscribe((session, before) => {
    if (session.token === null) {
      if (before.token !== null) clear();
    } else if (session.user && (session.user.id !== before.user?.id || session.token !== before.token)) void load();
  });
  // Changes from every instance, this one's included (applying its own again changes nothing).
  const changes = deps.bus.on('favourites.changed').subscribe(({ kind, id, starred }) => {
    if (!deps.session.getState().token) return;
    setStar(find(kind, id) ?? { kind, id, createdAt: now().toISOString() }, starred);
  });
  const { token, user } = deps.session.getState();
  if (token && user) void load();

  return {
    store,
    isFavourite,
    toggle,
    load,
    dispose() {
      stopSession();
      changes.unsubscribe();
      clear();
    },
  };
}

/** The page's favourites, on the page's session, bus and HTTP client. */
export const favourites: Favourites = createFavourites({
  session: sessionStore,
  bus: eventBus,
  http: async () => (await import('@matchday/shared/http/http')).http,
  translate: (key) => i18n.t(key),
  currentPath: () => (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`),
});

export const favouritesStore = favourites.store;
export const isFavourite = favourites.isFavourite;
export const toggleFavourite = favourites.toggle;

/** `items` with the starred ones first, each group in its own order (lists show stars first). */
export function starredFirst<T>(items: readonly T[], kind: FavouriteKind, idOf: (item: T) => string, state: FavouritesState = favouritesStore.getState()): T[] {
  const starred = new Set(state.items.filter((item) => item.kind === kind).map((item) => item.id));
  return [...items.filter((item) => starred.has(idOf(item))), ...items.filter((item) => !starred.has(idOf(item)))];
}

export interface UseFavourites extends FavouritesState {
  isFavourite(kind: FavouriteKind, id: string): boolean;
  toggle(kind: FavouriteKind, id: string): Promise<FavouriteToggleResult>;
  /** The starred ids of one kind, newest first. */
  ids(kind: FavouriteKind): string[];
  /** `items` with the starred ones of `kind` first (see `starredFirst`). */
  starredFirst<T>(items: readonly T[], kind: FavouriteKind, idOf: (item: T) => string): T[];
}

/** The page's favourites for a component; a static frame renders as a visitor. */
export function useFavourites(): UseFavourites {
  const state = useStoreState(favouritesStore, (current) => current, () => EMPTY);
  return useMemo(() => {
    const keys = new Set(state.items.map((item) => keyOf(item.kind, item.id)));
    return {
      ...state,
      isFavourite: (kind, id) => keys.has(keyOf(kind, id)),
      toggle: favourites.toggle,
      ids: (kind) => state.items.filter((item) => item.kind === kind).map((item) => item.id),
      starredFirst: (items, kind, idOf) => starredFirst(items, kind, idOf, state),
    };
  }, [state]);
}

/** Whether one thing is starred; re-renders only when that changes. */
export function useIsFavourite(kind: FavouriteKind, id: string): boolean {
  return useStoreState(
    favouritesStore,
    (state) => state.items.some((item) => item.kind === kind && item.id === id),
    () => EMPTY,
  );
}
