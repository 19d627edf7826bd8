import { PAYMENT_PATHS, topUpReturnPath, type TopUpStatus } from '@matchday/contracts/coins/contract';
import { signOut } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { remoteDefinition } from '../../../app/definition';
import { aTopUp, signedInFan, topUpAddress } from '../../../testing/coins';
import { FOLLOW_EVERY_MS, FOLLOW_READS } from '../hooks/useFollowTopUp';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signOut();
});

afterEach(() => {
  vi.useRealTimers();
});

const readsOf = (address: string) => httpCalls.get.mock.calls.filter(([path]) => path === address).length;

/**
 * The return page of top-up `topUpId`, its reads answered by `answerRead` (1 for the first).
 * The page loads on real timers (React reveals lazy parts on a timer); the first answer waits
 * until the clock is the test's, so every later read falls due only when the test says. From
 * there the test reads the page as it is (Testing Library's waits need real timers).
 */
async function returnPage(topUpId: string, answerRead: (read: number) => Promise<unknown>) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  signedInFan({ [topUpAddress(topUpId)]: () => (++reads === 1 ? released.then(() => answerRead(1)) : answerRead(reads)) });
  await renderRemotePage(remoteDefinition, topUpReturnPath(topUpId));
  expect(await screen.findByTestId('top-up-return')).toHaveAttribute('data-status', 'checking');
  expect(screen.getByTestId('top-up-return')).toHaveTextContent('Checking your payment…');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  release();
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The next read of the top-up falls due (the reads are chained on a timer, the answers on promises). */
const nextRead = () => act(() => vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS));

describe('the page a payment provider sends the fan back to', () => {
  it.each<[TopUpStatus, string]>([
    ['paid', 'Paid: 660 coins added'],
    ['failed', 'Payment failed'],
    ['expired', 'Checkout expired'],
    ['refunded', 'Refunded'],
    ['disputed', 'Payment disputed'],
  ])('says how a %s top-up ended, with what was paid, and reads it once', async (status, says) => {
    await returnPage('42', () => answer(aTopUp({ status })));
    expect(screen.getByText(says)).toBeInTheDocument();
    const shown = screen.getByTestId('top-up-return');
    expect(shown).toHaveAttribute('data-status', status);
    expect(within(shown).getByTestId('top-up-return-details')).toHaveTextContent('CN¥48.00 for 660 coins · Alipay');
    await nextRead();
    await nextRead();
    expect(readsOf('/api/coins/top-ups/42')).toBe(1);
  });

  it('follows a pending top-up every 2 seconds until it is paid, then stops and reads the top-ups again', async () => {
    const states: TopUpStatus[] = ['pending', 'pending', 'paid'];
    await returnPage('42', (read) => answer(aTopUp({ status: states[Math.min(read, states.length) - 1]! })));
    expect(screen.getByText('Payment pending…')).toBeInTheDocument();
    expect(readsOf('/api/coins/top-ups/42')).toBe(1);
    const topUpLists = readsOf(PAYMENT_PATHS.topUps);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS - 1));
    expect(readsOf('/api/coins/top-ups/42')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(readsOf('/api/coins/top-ups/42')).toBe(2);
    expect(screen.getByTestId('top-up-return')).toHaveAttribute('data-status', 'pending');
    await nextRead();
    expect(readsOf('/api/coins/top-ups/42')).toBe(3);
    expect(screen.getByTestId('top-up-return')).toHaveAttribute('data-status', 'paid');
    expect(screen.getByTestId('top-up-return')).toHaveTextContent('Paid: 660 coins added');
    expect(readsOf(PAYMENT_PATHS.topUps)).toBe(topUpLists + 1);
    for (let more = 0; more < 5; more += 1) await nextRead();
    expect(readsOf('/api/coins/top-ups/42')).toBe(3);
  });

  it('stops after about two minutes still pending, says so, and follows it again when asked', async () => {
    await returnPage('42', () => answer(aTopUp({ status: 'pending' })));
    expect(screen.getByText('Payment pending…')).toBeInTheDocument();
    for (let read = 1; read < FOLLOW_READS; read += 1) await nextRead();
    expect(readsOf('/api/coins/top-ups/42')).toBe(FOLLOW_READS);
    expect(FOLLOW_READS * FOLLOW_EVERY_MS).toBe(120_000);
    expect(screen.getByTestId('top-up-return')).toHaveTextContent('The payment provider has not confirmed it yet.');
    await nextRead();
    await nextRead();
    expect(readsOf('/api/coins/top-ups/42')).toBe(FOLLOW_READS);
    fireEvent.click(screen.getByTestId('top-up-return-again'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(readsOf('/api/coins/top-ups/42')).toBe(FOLLOW_READS + 1);
    expect(screen.queryByTestId('top-up-return-again')).toBeNull();
  });

  it('shows the api’s refusal of a top-up that is not the fan’s, and follows nothing', async () => {
    await returnPage('99', () => refusal('This top-up does not exist'));
    expect(screen.getByText('This top-up does not exist')).toBeInTheDocument();
    await nextRead();
    expect(readsOf('/api/coins/top-ups/99')).toBe(1);
  });
});
