// Coins: top-up (history and orders are paged lists of `API_PATHS`). A top-up carries an idempotency key, so a retried or
// repeated request adds the coins once.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { TopUpResponse } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function topUp(amount: number, idempotencyKey: string): Promise<TopUpResponse> {
  return (await http.post<TopUpResponse>(API_PATHS.topUps, { amount }, { idempotencyKey, notifyErrors: false })).data;
}
