import { eventBus } from '@matchday/shared/bus/eventBus';
import { TOKEN_STORAGE_KEY, isLoggedIn, sessionStore, setBalance, signIn, signOut } from './sessionStore';

const user = { id: 'u1', username: 'fan', avatarUrl: null, roles: ['user' as const] };

describe('session store', () => {
  it('signing in keeps the token in local storage and announces session and balance', () => {
    const topics: string[] = [];
    const subscription = eventBus.messages$.subscribe((message) => topics.push(message.topic));
    signIn('t-1', user, 120);
    subscription.unsubscribe();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t-1');
    expect(sessionStore.getState()).toMatchObject({ token: 't-1', user, balance: 120 });
    expect(isLoggedIn()).toBe(true);
    expect(topics).toEqual(['session.changed', 'coins.balanceChanged']);
  });

  it('announces a balance only when it changes', () => {
    signIn('t-1', user, 10);
    const balances: number[] = [];
    const subscription = eventBus.on('coins.balanceChanged').subscribe(({ balance }) => balances.push(balance));
    setBalance(10);
    setBalance(7);
    subscription.unsubscribe();
    expect(balances).toEqual([7]);
  });

  it('signing out returns to visitor and forgets the token', () => {
    signIn('t-1', user, 10);
    const sessions: unknown[] = [];
    const subscription = eventBus.on('session.changed').subscribe((session) => sessions.push(session));
    signOut();
    subscription.unsubscribe();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState()).toEqual({ token: null, user: null, balance: null });
    expect(isLoggedIn()).toBe(false);
    expect(sessions).toEqual([{ token: null, user: null }]);
  });
});
