import { TOKEN_STORAGE_KEY, isLoggedIn, sessionStore, setBalance, signIn, signOut } from './sessionStore';

const user = { id: 'u1', username: 'fan', avatarUrl: null, roles: ['user' as const] };

describe('session store', () => {
  it('signing in keeps the token in local storage and holds the user and balance', () => {
    signIn('t-1', user, 120);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t-1');
    expect(sessionStore.getState()).toMatchObject({ token: 't-1', user, balance: 120 });
    expect(isLoggedIn()).toBe(true);
  });

  it('changes the balance only when it changes, so readers are not woken for nothing', () => {
    signIn('t-1', user, 10);
    const balances: (number | null)[] = [];
    const unsubscribe = sessionStore.subscribe((state) => balances.push(state.balance));
    setBalance(10);
    setBalance(7);
    unsubscribe();
    expect(balances).toEqual([7]);
  });

  it('signing out returns to visitor and forgets the token', () => {
    signIn('t-1', user, 10);
    signOut();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState()).toEqual({ token: null, user: null, balance: null });
    expect(isLoggedIn()).toBe(false);
  });
});
