// Coins for money as the api answers it, and a signed-in fan on the user area whose reads a test
// answers, for component tests.
import type { CoinShop, PaymentProviderName, TopUp } from '@matchday/contracts/coins/contract';
import { PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls } from '@matchday/shared/testing/mockHttp';
import { aProfile } from './profiles';

export function aTopUp(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: '42',
    packageId: '2',
    coins: 600,
    bonusCoins: 60,
    price: 4800,
    currency: 'CNY',
    provider: 'alipay',
    status: 'pending',
    createdAt: '2026-11-25T20:00:00Z',
    paidAt: null,
    expiresAt: '2026-11-25T20:30:00Z',
    ...overrides,
  };
}

export function aShopPackage(id: string, coins: number, price: number, currency: string, providers: PaymentProviderName[], bonusCoins = 0): CoinShop['packages'][number] {
  return { id, coins, bonusCoins, price, currency, active: true, position: Number(id), providers };
}

type Read = (params: Record<string, string> | undefined) => unknown;

/**
 * Signs in fan_7 (balance 100) and answers the user area's own reads (profile, empty lists);
 * `reads` answers the addresses a test is about (filled in: `/api/coins/top-ups/42`).
 */
export function signedInFan(reads: Record<string, Read> = {}): void {
  const profile = aProfile();
  signIn('tok', profile, 100);
  const empty = { items: [], next: null };
  httpCalls.get.mockImplementation((path: string, options?: { params?: Record<string, string> }) => {
    const read = reads[path];
    if (read) return Promise.resolve(read(options?.params));
    if (path === ACCOUNT_PATHS.me) return answer({ user: profile, balance: 100 });
    if (path === COIN_PATHS.coinHistory || path === PAYMENT_PATHS.topUps) return answer(empty);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

/** The address of one top-up, as the client asks for it. */
export const topUpAddress = (topUpId: string) => pathTo(PAYMENT_PATHS.topUp, { topUpId });
