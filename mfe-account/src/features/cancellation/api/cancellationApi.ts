// Account cancellation: ask (after reading the warnings) and restore within the cooling-off period.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { UserProfile } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function requestCancellation(): Promise<UserProfile> {
  return (await http.post(API_PATHS.cancellation, { acknowledged: true }, { notifyErrors: false })).data;
}

export async function restoreAccount(): Promise<UserProfile> {
  return (await http.delete(API_PATHS.cancellation, { notifyErrors: false })).data;
}
