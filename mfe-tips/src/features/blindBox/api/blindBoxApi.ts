// The blind box's calls: what a box holds for this viewer, opening one (coins move: an
// idempotency key), and the balance read again after a refusal.
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { type BlindBoxOffer, type BlindBoxOpening, blindBoxRead, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { http } from '@matchday/shared/http/http';

/** Reads show their own error states; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function describeBox(): Promise<BlindBoxOffer> {
  return (await http.get(blindBoxRead().pattern, quiet)).data;
}

export async function openBox(idempotencyKey: string): Promise<BlindBoxOpening> {
  return (await http.post(TIPS_PATHS.blindBox, undefined, { idempotencyKey, notifyErrors: false })).data;
}

/** The signed-in fan's coins as the api has them now (after a refusal, the header may be stale). */
export async function readBalance(): Promise<number> {
  return (await http.get(COIN_PATHS.balance, quiet)).data.balance;
}
