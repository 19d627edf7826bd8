// Password and phone binding.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { CodeSentResponse, MeResponse, UserProfile } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';

/** The account read again once the password changed (it tells whether one is set). */
export async function readProfile(): Promise<MeResponse> {
  return (await http.get(ACCOUNT_PATHS.me)).data;
}

export async function setFirstPassword(password: string): Promise<void> {
  await http.post(ACCOUNT_PATHS.password, { password }, { notifyErrors: false });
}

export async function changePassword(currentPassword: string, password: string): Promise<void> {
  await http.put(ACCOUNT_PATHS.password, { currentPassword, password }, { notifyErrors: false });
}

export async function requestBindingCode(phone: string): Promise<CodeSentResponse> {
  return (await http.post(ACCOUNT_PATHS.codes, { phone, purpose: 'bind_phone' }, { notifyErrors: false })).data;
}

export async function bindPhone(phone: string, code: string): Promise<UserProfile> {
  return (await http.put(ACCOUNT_PATHS.phone, { phone, code }, { notifyErrors: false })).data;
}
