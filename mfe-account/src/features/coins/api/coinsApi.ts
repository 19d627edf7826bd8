// Coins: the history and the orders, a page at a time (the rows after `cursor`, null: the
// first), and buying coins: the packages on sale, starting a top-up of one (it carries an
// idempotency key, so a retried or repeated request starts one checkout), and the user's
// top-ups, each followed by the return page until the provider says how it ended.
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { type CheckoutStarted, type CoinShop, PAYMENT_PATHS, type TopUp } from '@matchday/contracts/coins/contract';
import type { CheckoutRequest } from '@matchday/contracts/coins/schemas';
import type { CoinHistoryEntry, Order } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

const quiet = { notifyErrors: false } as const;
const after = (cursor: string | null) => (cursor ? { cursor } : {});

export async function coinShop(): Promise<CoinShop> {
  return (await http.get(PAYMENT_PATHS.shop, quiet)).data;
}

export async function startTopUp(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutStarted> {
  return (await http.post(PAYMENT_PATHS.topUps, request, { ...quiet, idempotencyKey })).data;
}

export async function readTopUp(topUpId: string): Promise<TopUp> {
  return (await http.get(PAYMENT_PATHS.topUp, { ...quiet, path: { topUpId } })).data;
}

export async function listTopUps(cursor: string | null): Promise<CursorPage<TopUp>> {
  return (await http.get(PAYMENT_PATHS.topUps, { ...quiet, params: after(cursor) })).data;
}

export async function listCoinHistory(cursor: string | null): Promise<CursorPage<CoinHistoryEntry>> {
  return (await http.get(COIN_PATHS.coinHistory, { params: after(cursor), notifyErrors: false })).data;
}

export async function listOrders(cursor: string | null): Promise<CursorPage<Order>> {
  return (await http.get(COIN_PATHS.orders, { params: after(cursor), notifyErrors: false })).data;
}
