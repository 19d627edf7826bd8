import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { sessionStore, signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../definition';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { aProfile } from '../../testing/profiles';
import type { UserProfile } from '@matchday/contracts/accounts/contract';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

function signedInAs(profile: UserProfile, balance = 100) {
  signIn('tok', profile, balance);
  httpCalls.get.mockImplementation((path: string) => {
    if (path === ACCOUNT_PATHS.me) return answer({ user: profile, balance });
    if (path === COIN_PATHS.coinHistory || path === COIN_PATHS.orders || path === PLAN_PATHS.publishedPlans)
      return answer({ items: [], next: null });
    if (path === ACCOUNT_PATHS.invitations) return answer({ inviteCode: profile.inviteCode, reward: 50, invitees: [] });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

const toasts: string[] = [];
eventBus.on('toast').subscribe((toast) => toasts.push(toast.message));

beforeEach(() => {
  resetHttp();
  signOut();
  toasts.length = 0;
});

describe('the user area', () => {
  it('overview: name, live balance, "please set a password" while none is set', async () => {
    signedInAs(aProfile());
    await renderRemotePage(remoteDefinition, '/user');
    expect(await screen.findByTestId('overview-username')).toHaveTextContent('fan_7');
    expect(screen.getByTestId('account-balance')).toHaveTextContent('100');
    expect(screen.getByTestId('set-password-prompt')).toHaveTextContent('Please set a password');
    sessionStore.setState({ balance: 150 });
    await waitFor(() => expect(screen.getByTestId('account-balance')).toHaveTextContent('150'));
  });

  it('a frozen account only sees cancellation (with restore) and settings', async () => {
    signedInAs(aProfile({ status: 'frozen', deletionDueAt: '2026-12-06T00:00:00Z' }));
    await renderRemotePage(remoteDefinition, '/user/orders');
    expect(await screen.findByTestId('account-frozen')).toBeInTheDocument();
    expect(screen.getByTestId('restore-account')).toBeInTheDocument();
    expect(httpCalls.get).not.toHaveBeenCalledWith(COIN_PATHS.orders, expect.anything());
  });
});

describe('security centre', () => {
  it('set password: the rules of section 5, and the two entries must match', async () => {
    signedInAs(aProfile());
    await renderRemotePage(remoteDefinition, '/user/security');
    const user = userEvent.setup();
    const form = await screen.findByTestId('password-form');
    await user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('Password can not be blank')).toBeInTheDocument();
    await user.type(within(form).getByTestId('password-new'), 'short1');
    await user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('password-new'));
    await user.type(within(form).getByTestId('password-new'), 'onlyletters');
    await user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('Password must combine letters and digits')).toBeInTheDocument();
    await user.clear(within(form).getByTestId('password-new'));
    await user.type(within(form).getByTestId('password-new'), 'goal2026x');
    await user.type(within(form).getByTestId('password-confirm'), 'goal2026y');
    await user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
    httpCalls.post.mockReturnValue(answer(null));
    await user.clear(within(form).getByTestId('password-confirm'));
    await user.type(within(form).getByTestId('password-confirm'), 'goal2026x');
    await user.click(within(form).getByTestId('password-submit'));
    await waitFor(() => expect(httpCalls.post).toHaveBeenCalledWith(ACCOUNT_PATHS.password, { password: 'goal2026x' }, { notifyErrors: false }));
    await waitFor(() => expect(toasts).toContain('Saved successfully'));
  });

  it('change password: a wrong current password shows the server’s message and keeps the fields', async () => {
    signedInAs(aProfile({ passwordSet: true }));
    httpCalls.put.mockImplementation(() => refusal('The current password is incorrect'));
    await renderRemotePage(remoteDefinition, '/user/security');
    const user = userEvent.setup();
    const form = await screen.findByTestId('password-form');
    await user.type(within(form).getByTestId('password-current'), 'wrong2026x');
    await user.type(within(form).getByTestId('password-new'), 'goal2027x');
    await user.type(within(form).getByTestId('password-confirm'), 'goal2027x');
    await user.click(within(form).getByTestId('password-submit'));
    expect(await within(form).findByTestId('password-error')).toHaveTextContent('The current password is incorrect');
    expect(within(form).getByTestId('password-new')).toHaveValue('goal2027x');
  });

  it('phone binding: a malformed phone is refused before anything is sent', async () => {
    signedInAs(aProfile({ phoneBound: false, phone: null }));
    await renderRemotePage(remoteDefinition, '/user/security');
    const user = userEvent.setup();
    const form = await screen.findByTestId('phone-binding');
    expect(within(form).getByTestId('phone-state')).toHaveTextContent('No phone bound');
    await user.type(within(form).getByTestId('bind-phone'), '+1 555');
    await user.click(within(form).getByTestId('bind-code-send'));
    expect(await within(form).findByText('Phone number is not in a standard format')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });
});

describe('basic info', () => {
  it('a username too short or reserved for staff is refused with the api’s own message; a good one is saved', async () => {
    signedInAs(aProfile());
    await renderRemotePage(remoteDefinition, '/user/profile');
    const user = userEvent.setup();
    const name = await screen.findByTestId('profile-username');
    await user.clear(name);
    await user.type(name, 'x');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Username must be 2 to 20 characters')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Customer Service');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('This username is reserved for staff or the site; please choose another')).toBeInTheDocument();
    expect(httpCalls.patch).not.toHaveBeenCalled();
    httpCalls.patch.mockReturnValue(answer(aProfile({ username: 'Striker', signature: 'Forza' })));
    await user.clear(name);
    await user.type(name, 'Striker');
    await user.type(screen.getByTestId('profile-signature'), 'Forza');
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(httpCalls.patch).toHaveBeenCalledWith(ACCOUNT_PATHS.me, { username: 'Striker', signature: 'Forza' }, { notifyErrors: false }));
    await waitFor(() => expect(sessionStore.getState().user?.username).toBe('Striker'));
    expect(toasts).toContain('Saved successfully');
  });

  it('an avatar that is not an image is refused; an image is previewed before upload', async () => {
    signedInAs(aProfile());
    const createObjectURL = vi.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await renderRemotePage(remoteDefinition, '/user/profile');
    const input = await screen.findByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('The avatar must be a PNG, JPEG or WebP image');
    expect(screen.queryByTestId('avatar-upload')).toBeNull();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByTestId('avatar-upload')).toBeInTheDocument();
    expect(screen.getByTestId('avatar-preview').querySelector('img')).toHaveAttribute('src', 'blob:preview');
  });
});

describe('account cancellation', () => {
  it('the warnings must be confirmed before the request can be made', async () => {
    signedInAs(aProfile());
    httpCalls.post.mockReturnValue(answer(aProfile({ status: 'frozen', deletionDueAt: '2026-12-06T00:00:00Z' })));
    await renderRemotePage(remoteDefinition, '/user/cancellation');
    const user = userEvent.setup();
    const request = await screen.findByTestId('cancellation-request');
    expect(request).toBeDisabled();
    await user.click(screen.getByTestId('cancellation-acknowledge').querySelector('input')!);
    await user.click(request);
    await user.click(await screen.findByTestId('cancellation-confirm'));
    await waitFor(() => expect(httpCalls.post).toHaveBeenCalledWith(ACCOUNT_PATHS.cancellation, { acknowledged: true }, { notifyErrors: false }));
    expect(await screen.findByTestId('account-frozen')).toBeInTheDocument();
  });
});

describe('my posts', () => {
  it('lists the comments the user wrote, where, and which were deleted', async () => {
    const profile = aProfile();
    signIn('tok', profile, 100);
    httpCalls.get.mockImplementation((path: string) => {
      if (path === ACCOUNT_PATHS.me) return answer({ user: profile, balance: 100 });
      if (path === '/api/users/me/comments')
        return answer({
          items: [
            { id: '9', target: 'article', targetId: '5', parentId: null, userId: profile.id, username: profile.username, text: '<b>Great</b> report', createdAt: '2026-11-25T20:00:00Z', likes: 2, liked: false, replies: 0, deleted: false },
            { id: '8', target: 'plan', targetId: '3', parentId: '7', userId: profile.id, username: profile.username, text: 'Taken back', createdAt: '2026-11-25T19:00:00Z', likes: 0, liked: false, replies: 0, deleted: true },
          ],
          next: null,
        });
      return Promise.reject(new Error(`unexpected GET ${path}`));
    });
    await renderRemotePage(remoteDefinition, '/user/posts');
    const posts = await screen.findAllByTestId('my-post');
    expect(posts[0]).toHaveTextContent('<b>Great</b> report');
    expect(within(posts[0]!).getByRole('link', { name: 'on a news article' })).toHaveAttribute('href', '/news?id=5');
    expect(posts[1]).toHaveTextContent('a reply');
    expect(posts[1]).toHaveTextContent('Deleted');
  });
});

describe('coin history', () => {
  const entry = (id: number, amount: number) => ({ id: String(id), kind: 'top_up', reason: 'top-up', reference: `r${id}`, amount, balanceAfter: 100 + amount, createdAt: '2026-11-25T20:00:00Z' });

  it('reads newest first a page at a time with "Load more", and again from the first page when the balance changes', async () => {
    const profile = aProfile();
    signIn('tok', profile, 100);
    httpCalls.get.mockImplementation((path: string, options?: { params?: { cursor?: string } }) => {
      if (path === ACCOUNT_PATHS.me) return answer({ user: profile, balance: sessionStore.getState().balance });
      if (path === COIN_PATHS.coinHistory)
        return options?.params?.cursor === 'after-2' ? answer({ items: [entry(1, 10)], next: null }) : answer({ items: [entry(3, 30), entry(2, 20)], next: 'after-2' });
      return Promise.reject(new Error(`unexpected GET ${path}`));
    });
    await renderRemotePage(remoteDefinition, '/user/coins');
    const history = await screen.findByTestId('coin-history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(httpCalls.get).toHaveBeenLastCalledWith(COIN_PATHS.coinHistory, { params: { cursor: 'after-2' }, notifyErrors: false });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('No more')).toBeInTheDocument();

    sessionStore.setState({ balance: 140 });
    await waitFor(() => expect(httpCalls.get).toHaveBeenLastCalledWith(COIN_PATHS.coinHistory, { params: {}, notifyErrors: false }));
    await waitFor(() => expect(within(screen.getByTestId('coin-history')).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
