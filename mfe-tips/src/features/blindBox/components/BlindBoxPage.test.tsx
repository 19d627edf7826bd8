import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { sessionStore, signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { aPlan } from '../../../testing/plans';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signOut();
  signIn('token', { id: '5', username: 'fan', roles: ['user'] } as never, 100);
});

describe('the blind box', () => {
  it('shows its price, opens with an idempotency key and shows the plan received', async () => {
    httpCalls.get.mockImplementation(() => answer({ price: 18, available: 3 }));
    httpCalls.post.mockImplementation(() => answer({ plan: aPlan({ unlocked: true, explanation: 'x', title: 'Surprise pick' }), price: 18, balance: 82 }));
    await renderRemotePage(remoteDefinition, '/box');
    expect(await screen.findByTestId('box-price')).toHaveTextContent('18 coins');
    expect(screen.getByTestId('box-available')).toHaveTextContent('3');
    await userEvent.click(screen.getByTestId('open-box'));
    await userEvent.click(await screen.findByTestId('spend-confirm'));
    expect(await screen.findByTestId('box-opened')).toHaveTextContent('Surprise pick');
    expect(sessionStore.getState().balance).toBe(82);
    expect(httpCalls.post).toHaveBeenCalledWith(TIPS_PATHS.blindBox, undefined, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });

  it('asks before opening: Cancel spends nothing; Confirm opens one box and says so in a toast', async () => {
    httpCalls.get.mockImplementation(() => answer({ price: 18, available: 3 }));
    httpCalls.post.mockImplementation(() => answer({ plan: aPlan({ unlocked: true, explanation: 'x', title: 'Surprise pick' }), price: 18, balance: 82 }));
    const toasts: unknown[] = [];
    const subscription = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
    await renderRemotePage(remoteDefinition, '/box');
    await userEvent.click(await screen.findByTestId('open-box'));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(within(dialog).getByTestId('spend-item')).toHaveTextContent('Blind box');
    expect(within(dialog).getByTestId('spend-price')).toHaveTextContent('Price: 18 coins');
    expect(within(dialog).getByTestId('spend-balance-after')).toHaveTextContent('Balance after: 82 coins');
    await userEvent.click(within(dialog).getByTestId('spend-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(httpCalls.post).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);

    await userEvent.click(screen.getByTestId('open-box'));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await userEvent.dblClick(within(dialog).getByTestId('spend-confirm'));
    expect(await screen.findByTestId('box-opened')).toHaveTextContent('Surprise pick');
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ message: 'Paid 18 coins for “Blind box”', severity: 'success' }]);
    expect(sessionStore.getState().balance).toBe(82);
    subscription.unsubscribe();
  });

  it('asks a visitor to log in before opening', async () => {
    signOut();
    httpCalls.get.mockImplementation(() => answer({ price: 18, available: 3 }));
    const logins: unknown[] = [];
    const subscription = eventBus.on('auth.loginRequired').subscribe((event) => logins.push(event));
    await renderRemotePage(remoteDefinition, '/box');
    await userEvent.click(await screen.findByTestId('open-box'));
    expect(logins).toEqual([{ returnTo: '/box' }]);
    expect(httpCalls.post).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('offers a top-up when the coins are short', async () => {
    httpCalls.get.mockImplementation((path: string) => (path === COIN_PATHS.balance ? answer({ balance: 5 }) : answer({ price: 18, available: 3 })));
    httpCalls.post.mockImplementation(() => refusal('Insufficient gold balance'));
    await renderRemotePage(remoteDefinition, '/box');
    await userEvent.click(await screen.findByTestId('open-box'));
    await userEvent.click(await screen.findByTestId('spend-confirm'));
    expect(await screen.findByTestId('box-error')).toHaveTextContent('Insufficient gold balance');
    expect(await screen.findByTestId('top-up-link')).toHaveAttribute('href', '/user/coins');
  });

  it('says so when nothing is on sale, and the balance stays', async () => {
    httpCalls.get.mockImplementation(() => answer({ price: 18, available: 0 }));
    httpCalls.post.mockImplementation(() => refusal('No plan is on sale for you right now; nothing was charged'));
    await renderRemotePage(remoteDefinition, '/box');
    await userEvent.click(await screen.findByTestId('open-box'));
    await userEvent.click(await screen.findByTestId('spend-confirm'));
    expect(await screen.findByTestId('box-error')).toHaveTextContent('nothing was charged');
    expect(sessionStore.getState().balance).toBe(100);
  });
});
