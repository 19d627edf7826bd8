// Coins: the history and the orders, a page at a time (the rows after `cursor`, null: the
// first), and top-up. A top-up carries an idempotency key, so a retried or repeated request adds
// the coins once.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { CoinHistoryEntry, CursorPage, Order, TopUpResponse } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function topUp(amount: number, idempotencyKey: string): Promise<TopUpResponse> {
  return (await http.post(API_PATHS.topUps, { amount }, { idempotencyKey, notifyErrors: false })).data;
}

export async function listCoinHistory(cursor: string | null): Promise<CursorPage<CoinHistoryEntry>> {
  return (await http.get(API_PATHS.coinHistory, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}

export async function listOrders(cursor: string | null): Promise<CursorPage<Order>> {
  return (await http.get(API_PATHS.orders, { params: cursor ? { cursor } : {}, notifyErrors: false })).data;
}
