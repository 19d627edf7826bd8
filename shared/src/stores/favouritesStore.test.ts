import { createStore } from 'zustand';
import type { Favourite, FavouritesResponse } from '@matchday/contracts/favourites/contract';
import { createEventBus, type BusMessage } from '@matchday/shared/bus/eventBus';
import { ApiError } from '@matchday/shared/http/apiError';
import { asSent } from '@matchday/shared/testing/mockHttp';
import type { SessionState } from './sessionStore';
import { createFavourites, starredFirst, type FavouritesDependencies } from './favouritesStore';

const user = { id: 'u1', username: 'fan', avatarUrl: null, roles: ['user' as const] };
const star = (kind: Favourite['kind'], id: string, createdAt = '2026-11-20T10:00:00.000Z'): Favourite => ({ kind, id, createdAt });
const listAnswer = (items: Favourite[]) => Promise.resolve({ code: 0 as const, data: { items, limit: 500 } satisfies FavouritesResponse });

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(initial: Favourite[] = []) {
  const session = createStore<SessionState>(() => ({ token: null, user: null, balance: null }));
  const bus = createEventBus();
  const sent: BusMessage[] = [];
  bus.messages$.subscribe((message) => sent.push(message));
  const http = {
    get: vi.fn(() => listAnswer(initial)),
    put: vi.fn(() => Promise.resolve({ code: 0 as const, data: {} })),
    delete: vi.fn(() => Promise.resolve({ code: 0 as const, data: {} })),
  };
  const deps: FavouritesDependencies = {
    session,
    bus,
    // The calls logged as the client sends them (the pattern's placeholders filled in).
    http: async () => ({ get: asSent(http.get, 1), put: asSent(http.put, 2), delete: asSent(http.delete, 1) }) as unknown as Awaited<ReturnType<FavouritesDependencies['http']>>,
    translate: (key) => `text of ${key}`,
    currentPath: () => '/match/42?tab=odds',
    now: () => new Date('2026-11-20T12:00:00.000Z'),
  };
  const favourites = createFavourites(deps);
  const signIn = () => session.setState({ token: 't-1', user });
  const settled = () => vi.waitFor(() => expect(favourites.store.getState().status).not.toBe('loading'));
  return { session, bus, sent, http, deps, favourites, signIn, settled, of: (topic: string) => sent.filter((message) => message.topic === topic).map((message) => message.payload) };
}

describe('favourites store', () => {
  it('loads the list once the signed-in user is known, and forgets it on sign-out', async () => {
    const { favourites, session, http, signIn, settled } = setup([star('match', '7', '2026-11-19T00:00:00.000Z'), star('team', '3', '2026-11-20T00:00:00.000Z')]);
    session.setState({ token: 't-1' }); // a stored token, user not restored yet: nothing to load
    expect(http.get).not.toHaveBeenCalled();
    signIn();
    await settled();
    expect(http.get).toHaveBeenCalledWith('/api/favourites', { notifyErrors: false });
    expect(favourites.store.getState()).toEqual({ status: 'ready', items: [star('team', '3', '2026-11-20T00:00:00.000Z'), star('match', '7', '2026-11-19T00:00:00.000Z')] });
    expect(favourites.isFavourite('match', '7')).toBe(true);
    expect(favourites.isFavourite('team', '7')).toBe(false);
    session.setState({ token: null, user: null });
    expect(favourites.store.getState()).toEqual({ status: 'idle', items: [] });
    expect(favourites.isFavourite('match', '7')).toBe(false);
  });

  it('a visitor who toggles is asked to log in, back to this page, and the api is not called', async () => {
    const { favourites, http, of } = setup();
    expect(await favourites.toggle('match', '42')).toBe('loginRequired');
    expect(of('auth.loginRequired')).toEqual([{ returnTo: '/match/42?tab=odds' }]);
    expect(http.put).not.toHaveBeenCalled();
    expect(favourites.isFavourite('match', '42')).toBe(false);
  });

  it('stars at once, then saves, then announces the change', async () => {
    const { favourites, http, signIn, settled, of } = setup();
    signIn();
    await settled();
    const saving = deferred<{ code: 0; data: object }>();
    http.put.mockReturnValueOnce(saving.promise);
    const result = favourites.toggle('match', '42');
    expect(favourites.isFavourite('match', '42')).toBe(true); // before the api answers
    expect(of('favourites.changed')).toEqual([]);
    saving.resolve({ code: 0, data: {} });
    expect(await result).toBe('starred');
    expect(http.put).toHaveBeenCalledWith('/api/favourites/match/42', undefined, { notifyErrors: false });
    expect(of('favourites.changed')).toEqual([{ kind: 'match', id: '42', starred: true }]);
    expect(favourites.store.getState().items).toEqual([star('match', '42', '2026-11-20T12:00:00.000Z')]);

    expect(await favourites.toggle('match', '42')).toBe('unstarred');
    expect(http.delete).toHaveBeenCalledWith('/api/favourites/match/42', { notifyErrors: false });
    expect(favourites.isFavourite('match', '42')).toBe(false);
    expect(of('favourites.changed')).toEqual([
      { kind: 'match', id: '42', starred: true },
      { kind: 'match', id: '42', starred: false },
    ]);
  });

  it('takes a refused star back and shows the api’s message', async () => {
    const { favourites, http, signIn, settled, of } = setup();
    signIn();
    await settled();
    http.put.mockReturnValueOnce(Promise.reject(new ApiError(3000, 'You can keep at most 500 favourites; remove some first')));
    expect(await favourites.toggle('team', '9')).toBe('failed');
    expect(favourites.isFavourite('team', '9')).toBe(false);
    expect(of('toast')).toEqual([{ message: 'You can keep at most 500 favourites; remove some first', severity: 'error' }]);
    expect(of('favourites.changed')).toEqual([]);
  });

  it('puts an unstar that did not reach the api back in its place, with a translated toast', async () => {
    const older = star('match', '1', '2026-11-18T00:00:00.000Z');
    const newer = star('match', '2', '2026-11-19T00:00:00.000Z');
    const { favourites, http, signIn, settled, of } = setup([newer, older]);
    signIn();
    await settled();
    http.delete.mockReturnValueOnce(Promise.reject(new Error('Network Error')));
    const result = favourites.toggle('match', '1');
    expect(favourites.isFavourite('match', '1')).toBe(false);
    expect(await result).toBe('failed');
    expect(favourites.store.getState().items).toEqual([newer, older]);
    expect(of('toast')).toEqual([{ message: 'text of favourites.failed', severity: 'error' }]);
  });

  it('says nothing when the token was refused (the HTTP client signs out and reloads)', async () => {
    const { favourites, http, signIn, settled, of } = setup();
    signIn();
    await settled();
    http.put.mockReturnValueOnce(Promise.reject(new ApiError(3001, 'Please log in')));
    expect(await favourites.toggle('match', '5')).toBe('failed');
    expect(of('toast')).toEqual([]);
  });

  it('a second click while the first is being saved is the same click', async () => {
    const { favourites, http, signIn, settled } = setup();
    signIn();
    await settled();
    const first = favourites.toggle('competition', '4');
    const second = favourites.toggle('competition', '4');
    expect(await Promise.all([first, second])).toEqual(['starred', 'starred']);
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(http.delete).not.toHaveBeenCalled();
    expect(favourites.isFavourite('competition', '4')).toBe(true);
  });

  it('a star given while the list is being read survives an answer that predates it', async () => {
    const { favourites, http, signIn } = setup();
    const reading = deferred<{ code: 0; data: FavouritesResponse }>();
    http.get.mockReturnValueOnce(reading.promise);
    signIn();
    await vi.waitFor(() => expect(http.get).toHaveBeenCalled());
    expect(await favourites.toggle('team', '8')).toBe('starred');
    reading.resolve({ code: 0, data: { items: [star('match', '1')], limit: 500 } });
    await vi.waitFor(() => expect(favourites.store.getState().status).toBe('ready'));
    expect(favourites.store.getState().items.map((item) => `${item.kind}:${item.id}`)).toEqual(['team:8', 'match:1']);
  });

  it('an answer that arrives after sign-out is dropped', async () => {
    const { favourites, http, session, signIn } = setup();
    const reading = deferred<{ code: 0; data: FavouritesResponse }>();
    http.get.mockReturnValueOnce(reading.promise);
    signIn();
    await vi.waitFor(() => expect(http.get).toHaveBeenCalled());
    session.setState({ token: null, user: null });
    reading.resolve({ code: 0, data: { items: [star('match', '1')], limit: 500 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(favourites.store.getState()).toEqual({ status: 'idle', items: [] });
  });

  it('a list that cannot be read is marked failed; starring still works', async () => {
    const { favourites, http, signIn, settled } = setup();
    http.get.mockReturnValueOnce(Promise.reject(new Error('Network Error')));
    signIn();
    await settled();
    expect(favourites.store.getState().status).toBe('failed');
    expect(await favourites.toggle('match', '3')).toBe('starred');
  });

  it('a change saved by another copy of the store reaches this one through the bus', async () => {
    const one = setup();
    one.signIn();
    await one.settled();
    // A second instance (another app's copy) on the same page: the same bus and session.
    const other = createFavourites({ ...one.deps, http: async () => ({ ...one.http, get: () => listAnswer([]) }) as never });
    await vi.waitFor(() => expect(other.store.getState().status).toBe('ready'));
    expect(await one.favourites.toggle('team', '11')).toBe('starred');
    expect(other.isFavourite('team', '11')).toBe(true);
    expect(await other.toggle('team', '11')).toBe('unstarred');
    expect(one.favourites.isFavourite('team', '11')).toBe(false);
    other.dispose();
    expect(await one.favourites.toggle('team', '12')).toBe('starred');
    expect(other.isFavourite('team', '12')).toBe(false);
  });

  it('ignores announced changes while nobody is signed in', () => {
    const { favourites, bus } = setup();
    bus.emit('favourites.changed', { kind: 'match', id: '1', starred: true });
    expect(favourites.isFavourite('match', '1')).toBe(false);
  });
});

describe('starredFirst', () => {
  it('moves the starred things of that kind to the front, each group keeping its order', () => {
    const state = { status: 'ready' as const, items: [star('match', 'c'), star('team', 'a'), star('match', 'b')] };
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    expect(starredFirst(rows, 'match', (row) => row.id, state).map((row) => row.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});
