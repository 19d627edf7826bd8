import { PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { PHONE_QUERY } from '@matchday/contracts/routes/routeTable';
import { sessionStore, signOut } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { leaveSiteFor } from '../../../lib/leaveSite';
import { aShopPackage, aTopUp, signedInFan } from '../../../testing/coins';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
// Leaving for the provider's page is a full page load, which the test DOM cannot do: the test sees where to.
vi.mock('../../../lib/leaveSite', () => ({ leaveSiteFor: vi.fn() }));

const SHOP = {
  closed: false,
  packages: [aShopPackage('1', 60, 99, 'USD', ['stripe']), aShopPackage('2', 600, 4800, 'CNY', ['stripe', 'alipay'], 60)],
};

const toasts: string[] = [];
eventBus.on('toast').subscribe((toast) => toasts.push(toast.message));

beforeEach(() => {
  resetHttp();
  signOut();
  toasts.length = 0;
  vi.mocked(leaveSiteFor).mockReset();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

/** The coins page with the top-up dialog open on `shop`. */
async function openDialog(shop: unknown) {
  signedInFan({ [PAYMENT_PATHS.shop]: () => answer(shop) });
  await renderRemotePage(remoteDefinition, '/user/coins');
  await userEvent.click(await screen.findByTestId('top-up-open'));
  return screen.findByRole('dialog', { name: 'Top up' });
}

const packageButton = (dialog: HTMLElement, coins: number) => within(dialog).getAllByTestId('top-up-package').find((button) => button.dataset.coins === String(coins))!;

describe('the top-up dialog', () => {
  it('shows the packages on sale with their real price and bonus, and the one way to pay a package has', async () => {
    const dialog = await openDialog(SHOP);
    await within(dialog).findAllByTestId('top-up-package');
    expect(packageButton(dialog, 60)).toHaveTextContent('60 coins');
    expect(packageButton(dialog, 60)).toHaveTextContent('$0.99');
    expect(within(packageButton(dialog, 60)).queryByTestId('top-up-bonus')).toBeNull();
    expect(packageButton(dialog, 600)).toHaveTextContent('600 coins');
    expect(within(packageButton(dialog, 600)).getByTestId('top-up-bonus')).toHaveTextContent('+60 bonus');
    expect(within(packageButton(dialog, 600)).getByTestId('top-up-price')).toHaveTextContent('CN¥48.00');
    // The first package is chosen; only a card takes it, so there is nothing to choose.
    expect(packageButton(dialog, 60)).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('top-up-provider')).toHaveTextContent('Paying with Card');
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    expect(within(dialog).getByTestId('top-up-pay')).toHaveTextContent('Pay $0.99');
  });

  it('lets the fan choose how to pay when several providers take the package, and sends them to the provider’s page', async () => {
    const dialog = await openDialog(SHOP);
    await userEvent.click(await waitFor(() => packageButton(dialog, 600)));
    expect(within(dialog).getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Alipay' }));
    expect(within(dialog).getByTestId('top-up-pay')).toHaveTextContent('Pay CN¥48.00');
    const checkout = 'https://openapi.alipay.com/gateway.do?out_trade_no=42';
    httpCalls.post.mockReturnValue(answer({ topUp: aTopUp(), redirectUrl: checkout, balance: null }));
    await userEvent.click(within(dialog).getByTestId('top-up-pay'));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(checkout));
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    expect(httpCalls.post).toHaveBeenCalledWith(PAYMENT_PATHS.topUps, { packageId: 2, provider: 'alipay', device: 'desktop' }, { notifyErrors: false, idempotencyKey: expect.any(String) });
    // Nothing is credited here: the provider's word does that, and the return page follows it.
    expect(sessionStore.getState().balance).toBe(100);
    expect(within(dialog).getByTestId('top-up-pay')).toHaveTextContent('Taking you to the payment page…');
    expect(within(dialog).getByTestId('top-up-pay')).toBeDisabled();
  });

  it('asks for the phone’s page on a phone', async () => {
    window.matchMedia = vi.fn((query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const dialog = await openDialog({ closed: false, packages: [aShopPackage('2', 600, 4800, 'CNY', ['alipay'], 60)] });
    httpCalls.post.mockReturnValue(answer({ topUp: aTopUp(), redirectUrl: 'https://openapi.alipay.com/gateway.do?wap=1', balance: null }));
    await userEvent.click(await within(dialog).findByTestId('top-up-pay'));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('https://openapi.alipay.com/gateway.do?wap=1'));
    expect(httpCalls.post).toHaveBeenCalledWith(PAYMENT_PATHS.topUps, { packageId: 2, provider: 'alipay', device: 'phone' }, expect.anything());
  });

  it('retries a request that got no answer with the same idempotency key; another package is another request', async () => {
    const dialog = await openDialog(SHOP);
    httpCalls.post.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    await userEvent.click(await within(dialog).findByTestId('top-up-pay'));
    expect(await within(dialog).findByText('Request failed')).toBeInTheDocument();
    httpCalls.post.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    await userEvent.click(within(dialog).getByTestId('top-up-pay'));
    await waitFor(() => expect(httpCalls.post).toHaveBeenCalledTimes(2));
    const keys = () => httpCalls.post.mock.calls.map((call) => (call[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys()[1]).toBe(keys()[0]);
    await userEvent.click(packageButton(dialog, 600));
    httpCalls.post.mockImplementationOnce(() => refusal('Settle the coins you owe before buying more'));
    await userEvent.click(within(dialog).getByTestId('top-up-pay'));
    expect(await within(dialog).findByText('Settle the coins you owe before buying more')).toBeInTheDocument();
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('development: the top-up is paid at once, the balance set and a toast shown', async () => {
    const dialog = await openDialog({ closed: false, packages: [aShopPackage('3', 60, 600, 'CNY', ['development'], 6)] });
    expect(await within(dialog).findByTestId('top-up-provider')).toHaveTextContent('Paying with Instant (development)');
    httpCalls.post.mockReturnValue(answer({ topUp: aTopUp({ id: '43', coins: 60, bonusCoins: 6, provider: 'development', status: 'paid', paidAt: '2026-11-25T20:00:01Z' }), redirectUrl: null, balance: 166 }));
    await userEvent.click(within(dialog).getByTestId('top-up-pay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(httpCalls.post).toHaveBeenCalledWith(PAYMENT_PATHS.topUps, { packageId: 3, provider: 'development', device: 'desktop' }, expect.anything());
    expect(sessionStore.getState().balance).toBe(166);
    expect(screen.getByTestId('account-balance')).toHaveTextContent('166');
    expect(toasts).toContain('66 coins added');
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('says so when coins cannot be bought on this site', async () => {
    const dialog = await openDialog({ closed: true, packages: [] });
    expect(await within(dialog).findByTestId('top-up-closed')).toHaveTextContent('Coins cannot be bought right now. Please try again later.');
    expect(within(dialog).queryByTestId('top-up-pay')).toBeNull();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });
});
