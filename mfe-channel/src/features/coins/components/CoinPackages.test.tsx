import { type CoinPackage, PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const aPackage = (id: string, coins: number, bonusCoins: number, price: number, currency: string, position: number, active = true): CoinPackage => ({ id, coins, bonusCoins, price, currency, position, active });
// As the api may send them: not in shelf order, one off sale.
const PACKAGES = [aPackage('2', 680, 68, 4800, 'CNY', 2), aPackage('1', 60, 0, 99, 'USD', 1), aPackage('3', 1280, 0, 8800, 'CNY', 3, false)];

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'cs', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
  httpCalls.get.mockImplementation((path: string) => (path === PAYMENT_PATHS.opsPackages ? answer(PACKAGES) : Promise.reject(new Error(`unexpected GET ${path}`))));
});

const packageReads = () => httpCalls.get.mock.calls.filter(([path]) => path === PAYMENT_PATHS.opsPackages).length;

async function openPackages() {
  await renderRemotePage(remoteDefinition, '/ops?tab=coinPackages');
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Coin packages');
  return screen.findAllByTestId('coin-package');
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the coin packages in the console', () => {
  it('lists every package in shelf order: coins, bonus, price, currency, on sale or not, position', async () => {
    const rows = await openPackages();
    expect(rows.map((row) => row.dataset.packageId)).toEqual(['1', '2', '3']);
    expect(cells(rows[1]!).slice(0, 4)).toEqual(['680', '68', 'CN¥48.00', 'CNY']);
    expect(cells(rows[0]!)[2]).toBe('$0.99');
    expect(cells(rows[2]!)[5]).toBe('3');
    expect(within(rows[1]!).getByRole('switch', { name: 'On sale: 680 coins for CN¥48.00' })).toBeChecked();
    expect(within(rows[2]!).getByRole('switch')).not.toBeChecked();
  });

  it('creates a package from the form, showing the price as fans will read it, and reads the list again', async () => {
    httpCalls.post.mockImplementation((_path: string, body: Omit<CoinPackage, 'id'>) => answer({ id: '4', ...body }));
    await openPackages();
    await userEvent.click(screen.getByTestId('coin-package-new'));
    const form = screen.getByTestId('coin-package-form');
    expect(within(form).getByRole('heading')).toHaveTextContent('New coin package');
    await userEvent.type(within(form).getByTestId('coin-package-coins'), '300');
    await userEvent.clear(within(form).getByTestId('coin-package-bonusCoins'));
    await userEvent.type(within(form).getByTestId('coin-package-bonusCoins'), '30');
    await userEvent.type(within(form).getByTestId('coin-package-price'), '2500');
    expect(within(form).getByText("In the currency's smallest unit: cents, fen")).toBeInTheDocument();
    await userEvent.type(within(form).getByTestId('coin-package-currency'), 'cny');
    expect(within(form).getByText('Fans see CN¥25.00')).toBeInTheDocument();
    await userEvent.clear(within(form).getByTestId('coin-package-position'));
    await userEvent.type(within(form).getByTestId('coin-package-position'), '2');
    await userEvent.click(within(form).getByTestId('coin-package-save'));
    expect(await screen.findByTestId('coin-package-notice')).toHaveTextContent('Saved: 300 coins for CN¥25.00, on sale');
    expect(httpCalls.post).toHaveBeenCalledWith(PAYMENT_PATHS.opsPackages, { coins: 300, bonusCoins: 30, price: 2500, currency: 'CNY', active: true, position: 2 }, { notifyErrors: false });
    expect(screen.queryByTestId('coin-package-form')).toBeNull();
    await waitFor(() => expect(packageReads()).toBe(2));
  });

  it('checks the form with the shared rules, in the reader’s words, and sends nothing until it passes', async () => {
    await openPackages();
    await userEvent.click(screen.getByTestId('coin-package-new'));
    const form = screen.getByTestId('coin-package-form');
    await userEvent.type(within(form).getByTestId('coin-package-price'), '4.99');
    await userEvent.type(within(form).getByTestId('coin-package-currency'), 'dollars');
    await userEvent.clear(within(form).getByTestId('coin-package-position'));
    await userEvent.type(within(form).getByTestId('coin-package-position'), '-1');
    await userEvent.click(within(form).getByTestId('coin-package-save'));
    expect(within(form).getByText('Coins must be a whole number from 1 to 1,000,000 (bonus from 0)')).toBeInTheDocument();
    expect(within(form).getByText("The price must be a whole number of the currency's smallest unit (cents, fen), 1 or more")).toBeInTheDocument();
    expect(within(form).getByText('The currency must be a three-letter ISO 4217 code, such as CNY or USD')).toBeInTheDocument();
    expect(within(form).getByText('Position is not valid')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
    // Fixed, it goes; the field typed stays as typed.
    httpCalls.post.mockImplementation((_path: string, body: Omit<CoinPackage, 'id'>) => answer({ id: '4', ...body }));
    await userEvent.type(within(form).getByTestId('coin-package-coins'), '60');
    await userEvent.clear(within(form).getByTestId('coin-package-price'));
    await userEvent.type(within(form).getByTestId('coin-package-price'), '499');
    await userEvent.clear(within(form).getByTestId('coin-package-currency'));
    await userEvent.type(within(form).getByTestId('coin-package-currency'), 'USD');
    await userEvent.clear(within(form).getByTestId('coin-package-position'));
    await userEvent.click(within(form).getByTestId('coin-package-save'));
    await waitFor(() => expect(httpCalls.post).toHaveBeenCalledWith(PAYMENT_PATHS.opsPackages, { coins: 60, bonusCoins: 0, price: 499, currency: 'USD', active: true, position: 0 }, expect.anything()));
  });

  it('edits a package, keeping what was typed when the api refuses', async () => {
    const rows = await openPackages();
    await userEvent.click(within(rows[1]!).getByTestId('coin-package-edit'));
    const form = screen.getByTestId('coin-package-form');
    expect(within(form).getByRole('heading')).toHaveTextContent('Edit the package');
    expect(within(form).getByTestId('coin-package-coins')).toHaveValue('680');
    expect(within(form).getByTestId('coin-package-currency')).toHaveValue('CNY');
    await userEvent.clear(within(form).getByTestId('coin-package-price'));
    await userEvent.type(within(form).getByTestId('coin-package-price'), '5800');
    httpCalls.put.mockImplementationOnce(() => refusal('You may not change this package'));
    await userEvent.click(within(form).getByTestId('coin-package-save'));
    expect(await within(form).findByText('You may not change this package')).toBeInTheDocument();
    expect(within(form).getByTestId('coin-package-price')).toHaveValue('5800');
    httpCalls.put.mockImplementation((_path: string, body: Omit<CoinPackage, 'id'>) => answer({ id: '2', ...body }));
    await userEvent.click(within(form).getByTestId('coin-package-save'));
    expect(await screen.findByTestId('coin-package-notice')).toHaveTextContent('Saved: 680 coins for CN¥58.00, on sale');
    expect(httpCalls.put).toHaveBeenLastCalledWith('/api/ops/coin-packages/2', { coins: 680, bonusCoins: 68, price: 5800, currency: 'CNY', active: true, position: 2 }, { notifyErrors: false });
    await waitFor(() => expect(packageReads()).toBe(2));
  });

  it('takes a package off sale and puts one on sale at a switch', async () => {
    httpCalls.put.mockImplementation((path: string, body: Omit<CoinPackage, 'id'>) => answer({ id: path.split('/').pop()!, ...body }));
    const rows = await openPackages();
    await userEvent.click(within(rows[1]!).getByRole('switch'));
    expect(await screen.findByTestId('coin-package-notice')).toHaveTextContent('Saved: 680 coins for CN¥48.00, off sale');
    expect(httpCalls.put).toHaveBeenCalledWith('/api/ops/coin-packages/2', { coins: 680, bonusCoins: 68, price: 4800, currency: 'CNY', active: false, position: 2 }, { notifyErrors: false });
    await userEvent.click(within(rows[2]!).getByRole('switch'));
    await waitFor(() => expect(httpCalls.put).toHaveBeenLastCalledWith('/api/ops/coin-packages/3', expect.objectContaining({ active: true }), { notifyErrors: false }));
    expect(await screen.findByTestId('coin-package-notice')).toHaveTextContent('Saved: 1,280 coins for CN¥88.00, on sale');
  });

  it('are tabs of customer service’s console, and of no other staff’s', async () => {
    const view = await renderRemotePage(remoteDefinition, '/ops');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toContain('Coin packages');
    expect(tabs).toContain('Coins owed');
    view.unmount();
    signIn('token', { id: '5', username: 'editor', avatarUrl: null, roles: ['user', 'editor'] }, 0);
    await renderRemotePage(remoteDefinition, '/ops?tab=coinPackages');
    expect(screen.queryByRole('tab', { name: 'Coin packages' })).toBeNull();
    expect(screen.queryByTestId('coin-packages')).toBeNull();
    expect(httpCalls.get).not.toHaveBeenCalledWith(PAYMENT_PATHS.opsPackages, expect.anything());
  });
});
