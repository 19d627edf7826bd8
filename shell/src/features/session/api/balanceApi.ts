// The shell's read of the balance alone, when the user's channel missed messages for good. Its
// module comes with the live balance (liveBalance.ts), which visitors never load; the HTTP
// client comes with the first read.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { CoinBalance } from '@matchday/shared/api/types';

export async function readBalance(): Promise<CoinBalance> {
  const { http } = await import('@matchday/shared/http/http');
  return (await http.get(API_PATHS.balance, { notifyErrors: false })).data;
}
