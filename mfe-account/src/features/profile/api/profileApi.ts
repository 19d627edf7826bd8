// The profile: the account as the user area reads it, edits of username and signature, and the
// avatar image.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { MeResponse, UserProfile } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';

/** The account and the balance; refusals are toasts (the user area shows a retry too). */
export async function readProfile(): Promise<MeResponse> {
  return (await http.get(ACCOUNT_PATHS.me)).data;
}

export async function updateProfile(change: { username?: string; signature?: string }): Promise<UserProfile> {
  return (await http.patch(ACCOUNT_PATHS.me, change, { notifyErrors: false })).data;
}

export async function uploadAvatar(file: File): Promise<UserProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await http.post(ACCOUNT_PATHS.avatar, form, { notifyErrors: false })).data;
}
