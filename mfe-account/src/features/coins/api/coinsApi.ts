// Coins: history, orders and top-up. A top-up carries an idempotency key, so a retried or
// repeated request adds the coins once.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { TopUpResponse } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export const COIN_HISTORY_PATH = API_PATHS.coinHistory;
export const ORDERS_PATH = API_PATHS.orders;

export async function topUp(amount: number, idempotencyKey: string): Promise<TopUpResponse> {
  return (await http.post<TopUpResponse>(API_PATHS.topUps, { amount }, { idempotencyKey, notifyErrors: false })).data;
}
