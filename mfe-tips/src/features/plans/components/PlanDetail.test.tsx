import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { planRead } from '@matchday/contracts/tips/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { firstReadKey, provideFirstAnswers } from '@matchday/shared/firstScreen/firstAnswers';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { sessionStore, signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { Subject } from 'rxjs';
import { remoteDefinition } from '../../../app/definition';
import { aPlan } from '../../../testing/plans';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
const matchUpdates = new Subject<{ detail: { match: { status: string; homeScore: number; awayScore: number } } }>();
vi.mock('@matchday/shared/live/liveMatches', () => ({ liveMatch: () => matchUpdates }));
// The comment thread is the site's one (tested with the news articles); here, that it is there.
vi.mock('@matchday/ui/CommentThread', () => ({ CommentThread: ({ target, targetId }: { target: string; targetId: string }) => <div data-testid="comment-thread" data-target={`${target}:${targetId}`} /> }));

const PLAN_PATH = pathTo(PLAN_PATHS.plan, { planId: '41' });
const fan = { id: '5', username: 'fan_5', roles: ['user'] } as never;

beforeEach(() => {
  resetHttp();
  signOut();
});

describe('a plan', () => {
  it("draws a visitor the plan the shell's server read as a visitor, without asking; a signed-in fan's is read for them", async () => {
    provideFirstAnswers({ [firstReadKey(planRead('41'))]: aPlan({ title: 'Embedded for a visitor' }) });
    httpCalls.get.mockImplementation(() => answer(aPlan({ title: 'Read for this fan' })));
    try {
      await renderRemotePage(remoteDefinition, '/plan?id=41');
      expect(await screen.findByTestId('plan-detail')).toHaveTextContent('Embedded for a visitor');
      expect(httpCalls.get).not.toHaveBeenCalled();
      cleanup();
      signIn('t-1', fan, 100);
      await renderRemotePage(remoteDefinition, '/plan?id=41');
      expect(await screen.findByTestId('plan-detail')).toHaveTextContent('Read for this fan');
    } finally {
      provideFirstAnswers({});
    }
  });

  it("words what the match's data said at publication, in the reader's language, once the plan is unlocked", async () => {
    const reasons = [
      { kind: 'form', side: 'home', wins: 4, draws: 1, losses: 0 },
      { kind: 'headToHead', homeWins: 1, draws: 0, awayWins: 2 },
      { kind: 'oddsMove', from: 2.4, to: 2.1 },
      { kind: 'injuries', side: 'away', count: 2 },
      { kind: 'price', odds: 2.1, impliedPercent: 48 },
    ] as const;
    const unlocked = aPlan({ unlocked: true, explanation: 'Their press wins the midfield.', selection: { pick: 'home', line: null, mapNumber: null, odds: 2.1 }, reasons: [...reasons] });
    httpCalls.get.mockImplementation(() => answer(unlocked));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    const lines = within(await screen.findByTestId('plan-reasons')).getAllByRole('listitem').map((item) => item.textContent);
    const { home, away } = unlocked.match;
    expect(lines).toEqual([
      `${home}, last matches — won: 4, drawn: 1, lost: 0`,
      `Earlier meetings — ${home} won: 1, drawn: 0, ${away} won: 2`,
      'The price shortened from 2.40 to 2.10: the market moved towards this pick',
      `${away} — players out or doubtful: 2`,
      'At 2.10, the market gives this pick a 48% chance',
    ]);
    cleanup();
    await renderRemotePage(remoteDefinition, '/plan?id=41', 'zh_CN');
    expect(within(await screen.findByTestId('plan-reasons')).getAllByRole('listitem')[2]).toHaveTextContent('赔率从 2.40 降至 2.10');
    // Locked, nothing of it shows.
    cleanup();
    httpCalls.get.mockImplementation(() => answer(aPlan()));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    await screen.findByTestId('buy-plan');
    expect(screen.queryByTestId('plan-reasons')).toBeNull();
  });

  it('hides the pick and explanation until unlocked, shows the first-order price, and asks a visitor to log in', async () => {
    httpCalls.get.mockImplementation(() => answer(aPlan({ priceForViewer: 20 })));
    const logins: unknown[] = [];
    const subscription = eventBus.on('auth.loginRequired').subscribe((event) => logins.push(event));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    expect(await screen.findByTestId('first-order')).toHaveTextContent('First-order discount: 20 instead of 40 coins');
    expect(screen.queryByTestId('plan-selection')).toBeNull();
    expect(screen.queryByTestId('plan-explanation')).toBeNull();
    expect(screen.getByTestId('comment-thread')).toHaveAttribute('data-target', 'plan:41');
    await userEvent.click(screen.getByTestId('buy-plan'));
    expect(logins).toEqual([{ returnTo: '/plan?id=41' }]);
    expect(httpCalls.post).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('refuses a fan with too few coins with the api’s message and a way to top up', async () => {
    signIn('token', fan, 100);
    httpCalls.get.mockImplementation((path: string) => (path === COIN_PATHS.balance ? answer({ balance: 10 }) : answer(aPlan())));
    httpCalls.post.mockImplementation(() => refusal('Insufficient gold balance'));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    expect(await screen.findByTestId('detail-price')).toHaveTextContent('40 coins');
    await userEvent.click(screen.getByTestId('buy-plan'));
    await userEvent.click(await screen.findByTestId('spend-confirm'));
    expect(await screen.findByTestId('purchase-error')).toHaveTextContent('Insufficient gold balance');
    // The header's balance was stale: the api's is read again, and the way to top up shows.
    expect(await screen.findByTestId('top-up-link')).toHaveAttribute('href', '/user/coins');
    expect(sessionStore.getState().balance).toBe(10);
    expect(screen.queryByTestId('plan-selection')).toBeNull();
  });

  it('shows a settled plan’s pick and result without selling it', async () => {
    httpCalls.get.mockImplementation(() => answer(aPlan({ result: 'hit', market: 'total', selection: { pick: 'over', line: 2.5, mapNumber: null, odds: 1.9 } })));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    expect(await screen.findByTestId('plan-result')).toHaveAttribute('data-result', 'hit');
    expect(screen.getByTestId('plan-selection')).toHaveTextContent('Over 2.5 @ 1.90');
    expect(screen.queryByTestId('buy-plan')).toBeNull();
  });

  it('buys once per key, updates the balance, then shows the pick and the explanation', async () => {
    signIn('token', fan, 100);
    let unlocked = false;
    httpCalls.get.mockImplementation((path: string) =>
      path === PLAN_PATH
        ? answer(
            unlocked
              ? aPlan({ unlocked: true, selection: { pick: 'home', line: -0.5, mapNumber: null, odds: 1.95 }, explanation: 'Their press wins the midfield.' })
              : aPlan(),
          )
        : Promise.reject(new Error(path)),
    );
    httpCalls.post.mockImplementation(() => {
      unlocked = true;
      return answer({ orderId: 'plan-1', planId: '41', price: 40, balance: 60 });
    });
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    await userEvent.click(await screen.findByTestId('buy-plan'));
    await userEvent.click(await screen.findByTestId('spend-confirm'));
    expect(await screen.findByTestId('plan-explanation')).toHaveTextContent('Their press wins the midfield.');
    expect(screen.getByTestId('plan-selection')).toHaveTextContent('Arsenal -0.5 @ 1.95');
    expect(sessionStore.getState().balance).toBe(60);
    expect(httpCalls.post).toHaveBeenCalledWith(PLAN_PATHS.purchases, { planId: 41 }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });

  it('asks before spending: what is bought, the price this fan pays with the discount, the balance after; Cancel spends nothing', async () => {
    signIn('token', fan, 100);
    httpCalls.get.mockImplementation(() => answer(aPlan({ priceForViewer: 20 })));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    await userEvent.click(await screen.findByTestId('buy-plan'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(within(dialog).getByTestId('spend-item')).toHaveTextContent('Arsenal hold the line');
    expect(within(dialog).getByTestId('spend-price')).toHaveTextContent('Price: 20 coins');
    expect(within(dialog).getByTestId('spend-discount')).toHaveTextContent('First-order discount: 20 instead of 40 coins');
    expect(within(dialog).getByTestId('spend-balance-after')).toHaveTextContent('Balance after: 80 coins');
    await userEvent.click(within(dialog).getByTestId('spend-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(httpCalls.post).not.toHaveBeenCalled();
    expect(sessionStore.getState().balance).toBe(100);
    expect(screen.queryByTestId('plan-explanation')).toBeNull();
  });

  it('spends once however often Confirm is clicked, then says so in a toast and updates the header’s balance', async () => {
    signIn('token', fan, 100);
    let unlocked = false;
    httpCalls.get.mockImplementation(() => answer(unlocked ? aPlan({ unlocked: true, explanation: 'Their press wins the midfield.' }) : aPlan()));
    let settle!: () => void;
    httpCalls.post.mockImplementation(
      () =>
        new Promise((resolve) => {
          settle = () => {
            unlocked = true;
            resolve({ code: 0, data: { orderId: 'plan-1', planId: '41', price: 40, balance: 60 } });
          };
        }),
    );
    const toasts: unknown[] = [];
    const subscription = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    await userEvent.click(await screen.findByTestId('buy-plan'));
    const confirm = await screen.findByTestId('spend-confirm');
    await userEvent.dblClick(confirm);
    fireEvent.click(confirm);
    expect(confirm).toBeDisabled();
    await act(async () => settle());
    expect(await screen.findByTestId('plan-explanation')).toHaveTextContent('Their press wins the midfield.');
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ message: 'Paid 40 coins for “Arsenal hold the line”', severity: 'success' }]);
    expect(sessionStore.getState().balance).toBe(60);
    subscription.unsubscribe();
  });

  it('sends the same idempotency key again after a request that got no answer, and a new one after an answer', async () => {
    signIn('token', fan, 100);
    httpCalls.get.mockImplementation(() => answer(aPlan()));
    httpCalls.post
      .mockImplementationOnce(() => Promise.reject(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED)))
      .mockImplementationOnce(() => refusal('This plan is no longer on sale'))
      .mockImplementationOnce(() => refusal('This plan is no longer on sale'));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    for (const expected of ['Request failed', 'This plan is no longer on sale', 'This plan is no longer on sale']) {
      await userEvent.click(await screen.findByTestId('buy-plan'));
      await userEvent.click(await screen.findByTestId('spend-confirm'));
      expect(await screen.findByTestId('purchase-error')).toHaveTextContent(expected);
    }
    const keys = httpCalls.post.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says the coins are short before spending, with the way to top up, and offers no Confirm', async () => {
    signIn('token', fan, 10);
    httpCalls.get.mockImplementation(() => answer(aPlan()));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    await userEvent.click(await screen.findByTestId('buy-plan'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(within(dialog).getByTestId('spend-short')).toHaveTextContent('Insufficient gold balance');
    expect(within(dialog).getByTestId('top-up-link')).toHaveAttribute('href', '/user/coins');
    expect(within(dialog).queryByTestId('spend-confirm')).toBeNull();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });

  it('says a plan past its purchase deadline is off sale, with no price and no buy button', async () => {
    signIn('token', fan, 100);
    httpCalls.get.mockImplementation(() => answer(aPlan({ purchaseDeadline: '2020-01-01T12:00:00Z' })));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    expect(await screen.findByTestId('plan-off-sale')).toHaveTextContent('No longer on sale');
    expect(screen.queryByTestId('buy-plan')).toBeNull();
    expect(screen.queryByTestId('detail-price')).toBeNull();
    expect(screen.queryByTestId('first-order')).toBeNull();
  });

  it('follows the match live, then reads the result once the match is over', async () => {
    signIn('token', fan, 100);
    let settled = false;
    const live = aPlan({ unlocked: true, explanation: 'x', selection: { pick: 'home', line: null, mapNumber: null, odds: 2.1 }, market: 'result' });
    live.match = { ...live.match, status: 'live', homeScore: 0, awayScore: 0 };
    httpCalls.get.mockImplementation(() => answer(settled ? { ...live, result: 'miss', match: { ...live.match, status: 'finished', awayScore: 1 } } : live));
    await renderRemotePage(remoteDefinition, '/plan?id=41');
    expect(await screen.findByTestId('plan-match-score')).toHaveTextContent('0 - 0');
    matchUpdates.next({ detail: { match: { status: 'live', homeScore: 0, awayScore: 1 } } });
    await waitFor(() => expect(screen.getByTestId('plan-match-score')).toHaveTextContent('0 - 1'));
    settled = true;
    matchUpdates.next({ detail: { match: { status: 'finished', homeScore: 0, awayScore: 1 } } });
    expect(await screen.findByTestId('plan-result', {}, { timeout: 7000 })).toHaveAttribute('data-result', 'miss');
  }, 10_000);

  it('says a plan that does not exist was not found, with the api’s reason and a way back', async () => {
    httpCalls.get.mockImplementation(() => refusal('This plan does not exist'));
    await renderRemotePage(remoteDefinition, '/plan?id=404');
    const state = await screen.findByTestId('item-not-found');
    expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent('This plan could not be found');
    expect(state).toHaveTextContent('This plan does not exist');
    expect(within(state).getByRole('link', { name: 'All plans' })).toHaveAttribute('href', '/plan');
  });
});
