import { sessionStore, signOut } from '@matchday/shared/stores/sessionStore';
import { restoreSession } from './useSessionRestore';

const get = vi.fn();
vi.mock('@matchday/shared/http/http', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));

const user = { id: 'u1', username: 'Lina', avatarUrl: null, roles: ['user' as const] };

describe('session restore', () => {
  beforeEach(() => {
    get.mockReset();
    signOut();
  });

  it('asks nothing for a visitor', async () => {
    await restoreSession();
    expect(get).not.toHaveBeenCalled();
  });

  it('brings back the user and balance of a stored token', async () => {
    sessionStore.setState({ token: 't-1' });
    get.mockResolvedValue({ code: 0, data: { user, balance: 88 } });
    await restoreSession();
    expect(get).toHaveBeenCalledWith('/api/users/me', { notifyErrors: false });
    expect(sessionStore.getState()).toMatchObject({ token: 't-1', user, balance: 88 });
  });

  it('keeps the page going when the api cannot answer', async () => {
    sessionStore.setState({ token: 't-1' });
    get.mockRejectedValue(new Error('Network Error'));
    await expect(restoreSession()).resolves.toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ token: 't-1', user: null });
  });

  it('does not sign in a token that was signed out meanwhile', async () => {
    sessionStore.setState({ token: 't-1' });
    get.mockImplementation(async () => {
      signOut();
      return { code: 0, data: { user, balance: 1 } };
    });
    await restoreSession();
    expect(sessionStore.getState().token).toBeNull();
  });
});
