import type { UserNotification } from '@matchday/contracts/sports/contract';
import { channels } from '@matchday/contracts/realtime/protocol';
import type { ChannelEvent } from '@matchday/shared/realtime/realtimeClient';
import { sessionStore, signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { Subject } from 'rxjs';
import { followBalance } from './liveBalance';
import { onStoredTokenChange } from './useLiveSession';

const restore = vi.fn();
vi.mock('./useSessionRestore', () => ({ restoreSession: () => restore() }));

const user = { id: '42', username: 'Lina', avatarUrl: null, roles: ['user' as const] };

describe('live balance', () => {
  beforeEach(() => {
    signOut();
    signIn('t-1', user, 100);
  });

  it('follows the user’s own channel: every balance message updates the session', () => {
    const events = new Subject<ChannelEvent<UserNotification>>();
    const watched: string[] = [];
    const handle = followBalance(user.id, (name: string) => {
      watched.push(name);
      return events.asObservable() as never;
    });
    expect(watched).toEqual([channels.user('42')]);
    events.next({ type: 'message', seq: 1, data: { type: 'balance', balance: 150 }, sentAt: 0 });
    expect(sessionStore.getState().balance).toBe(150);
    events.next({ type: 'message', seq: 2, data: { type: 'notice', message: 'hello' }, sentAt: 0 });
    expect(sessionStore.getState().balance).toBe(150);
    handle.unsubscribe();
    events.next({ type: 'message', seq: 3, data: { type: 'balance', balance: 1 }, sentAt: 0 });
    expect(sessionStore.getState().balance).toBe(150);
  });

  it('reads the balance again when messages were missed for good', async () => {
    const events = new Subject<ChannelEvent<UserNotification>>();
    const refetch = vi.fn(async () => undefined);
    followBalance(user.id, () => events.asObservable() as never, refetch);
    events.next({ type: 'resync' });
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('sessions across tabs', () => {
  beforeEach(() => {
    restore.mockReset();
    signOut();
  });

  it('signing out in another tab signs this one out', () => {
    signIn('t-1', user, 5);
    onStoredTokenChange(null);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, balance: null });
  });

  it('signing in in another tab brings the account here', () => {
    onStoredTokenChange('t-2');
    expect(sessionStore.getState().token).toBe('t-2');
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('the same token changes nothing', () => {
    signIn('t-1', user, 5);
    onStoredTokenChange('t-1');
    expect(sessionStore.getState().user).toEqual(user);
    expect(restore).not.toHaveBeenCalled();
  });
});
