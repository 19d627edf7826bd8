// The shell's read of the balance alone, when the user's channel missed messages for good. Its
// module comes with the live balance (liveBalance.ts), which visitors never load; the HTTP
// client comes with the first read.
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import type { CoinBalance } from '@matchday/contracts/coins/contract';

export async function readBalance(): Promise<CoinBalance> {
  const { http } = await import('@matchday/shared/http/http');
  return (await http.get(COIN_PATHS.balance, { notifyErrors: false })).data;
}
