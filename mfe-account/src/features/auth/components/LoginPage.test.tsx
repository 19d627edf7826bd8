import { eventBus } from '@matchday/shared/bus/eventBus';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { sessionStore, signOut } from '@matchday/shared/stores/sessionStore';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { answer, httpCalls, mockedHttp, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
void mockedHttp;

const profile = { id: '7', username: 'fan_7', avatarUrl: null, roles: ['user'], phone: '+8613800138000', phoneBound: true, signature: '', passwordSet: false, inviteCode: 'ABCD2345', banned: false, muted: false, status: 'active', deletionDueAt: null };
const signedIn = { token: 'tok', expiresAt: '2026-12-21T00:00:00Z', registered: true, user: profile, balance: 100 };

async function openLogin(address = '/login') {
  await renderRemotePage(remoteDefinition, address);
  return userEvent.setup();
}

describe('log in or register', () => {
  beforeEach(() => {
    resetHttp();
    signOut();
  });

  it('says what is missing: phone, code and consent, and sends nothing', async () => {
    const user = await openLogin();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Phone number can not be blank')).toBeInTheDocument();
    expect(screen.getByText('Verification code must be filled in')).toBeInTheDocument();
    expect(screen.getByText('Please read and accept the user agreement and privacy policy')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });

  it('refuses a phone number not in a standard format, keeping what was typed', async () => {
    const user = await openLogin();
    await user.type(screen.getByTestId('login-phone'), '12345');
    await user.click(screen.getByTestId('login-code-send'));
    expect(await screen.findByText('Phone number is not in a standard format')).toBeInTheDocument();
    expect(screen.getByTestId('login-phone')).toHaveValue('12345');
    expect(httpCalls.post).not.toHaveBeenCalled();
  });

  it('sends a code to the E.164 number and counts down before a resend', async () => {
    httpCalls.post.mockReturnValue(answer({ resendAfterSeconds: 60, expiresInSeconds: 600 }));
    const user = await openLogin();
    await user.type(screen.getByTestId('login-phone'), '138 0013 8000');
    await user.click(screen.getByTestId('login-code-send'));
    expect(httpCalls.post).toHaveBeenCalledWith('/api/auth/codes', { phone: '+8613800138000', purpose: 'sign_in' }, { notifyErrors: false });
    expect(await screen.findByText('Code sent. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(screen.getByTestId('login-code-send')).toBeDisabled();
    expect(screen.getByTestId('login-code-send')).toHaveTextContent(/Resend \((60|59) s\)/);
  });

  it('signs in with a code, says so, and goes back where the user came from', async () => {
    httpCalls.post.mockReturnValue(answer(signedIn));
    const toasts: string[] = [];
    const navigations: string[] = [];
    const subscriptions = [eventBus.on('toast').subscribe((toast) => toasts.push(toast.message)), eventBus.on('navigate').subscribe((request) => navigations.push(request.to))];
    const user = await openLogin('/login?redirect=%2Fuser%2Forders&invite=abcd2345');
    await user.type(screen.getByTestId('login-phone'), '+86 138 0013 8000');
    await user.type(screen.getByTestId('login-code-input'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStore.getState().token).toBe('tok'));
    expect(httpCalls.post).toHaveBeenCalledWith('/api/auth/sign-in', { phone: '+8613800138000', code: '123456', inviteCode: 'ABCD2345' }, { notifyErrors: false });
    expect(sessionStore.getState().balance).toBe(100);
    expect(toasts).toContain('Login successful');
    expect(navigations).toEqual(['/user/orders']);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('shows the server’s message for a wrong code and keeps the form as typed', async () => {
    httpCalls.post.mockImplementation(() => refusal('The verification code is wrong or has expired'));
    const user = await openLogin();
    await user.type(screen.getByTestId('login-phone'), '13800138000');
    await user.type(screen.getByTestId('login-code-input'), '000000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The verification code is wrong or has expired');
    expect(screen.getByTestId('login-code-input')).toHaveValue('000000');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('password mode: "password can not be blank"', async () => {
    const user = await openLogin('/login?mode=password');
    await user.type(screen.getByTestId('login-phone'), '13800138000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Password can not be blank')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });

  it('a double click signs in once', async () => {
    let release: (value: unknown) => void = () => undefined;
    httpCalls.post.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const user = await openLogin('/login?mode=password');
    await user.type(screen.getByTestId('login-phone'), '13800138000');
    await user.type(screen.getByTestId('login-password'), 'goal2026x');
    await user.click(screen.getByRole('checkbox'));
    const submit = screen.getByTestId('login-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(httpCalls.post).toHaveBeenCalledTimes(1));
    release({ code: 0, data: signedIn });
    await waitFor(() => expect(sessionStore.getState().token).toBe('tok'));
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
  });
});
