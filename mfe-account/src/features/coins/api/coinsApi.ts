// Coins: the history and the orders, a page at a time (the rows after `cursor`, null: the
// first), and top-ups of a package. A top-up carries an idempotency key, so a retried or repeated request adds
// the coins once.
import { API_PATHS } from '@matchday/shared/api/paths';
import { PAYMENT_PATHS, type CheckoutStarted, type CoinShop } from '@matchday/shared/api/payments';
import type { CheckoutRequest } from '@matchday/shared/api/paymentSchemas';
import type { CoinHistoryEntry, CursorPage, Order } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** The packages on sale and who takes each. */
export async function getCoinShop(): Promise<CoinShop> {
  return (await http.get(PAYMENT_PATHS.shop, { notifyErrors: false })).data;
}

/** Starts a top-up: a provider's page to pay on, or (development) paid at once. */
export async function startTopUp(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutStarted> {
  return (await http.post(PAYMENT_PATHS.topUps, request, { idempotencyKey, notifyErrors: false })).data;
}

export async function listCoinHistory(cursor: string | null): Promise<CursorPage<CoinHistoryEntry>> {
  return (await http.get(API_PATHS.coinHistory, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}

export async function listOrders(cursor: string | null): Promise<CursorPage<Order>> {
  return (await http.get(API_PATHS.orders, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}
