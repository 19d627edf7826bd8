// Account cancellation: ask (after reading the warnings) and restore within the cooling-off period.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';

export async function requestCancellation(): Promise<UserProfile> {
  return (await http.post(ACCOUNT_PATHS.cancellation, { acknowledged: true }, { notifyErrors: false })).data;
}

export async function restoreAccount(): Promise<UserProfile> {
  return (await http.delete(ACCOUNT_PATHS.cancellation, { notifyErrors: false })).data;
}
