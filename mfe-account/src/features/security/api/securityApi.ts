// Password and phone binding.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { CodeSentResponse, MeResponse, UserProfile } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** The account read again once the password changed (it tells whether one is set). */
export async function readProfile(): Promise<MeResponse> {
  return (await http.get(API_PATHS.me)).data;
}

export async function setFirstPassword(password: string): Promise<void> {
  await http.post(API_PATHS.password, { password }, { notifyErrors: false });
}

export async function changePassword(currentPassword: string, password: string): Promise<void> {
  await http.put(API_PATHS.password, { currentPassword, password }, { notifyErrors: false });
}

export async function requestBindingCode(phone: string): Promise<CodeSentResponse> {
  return (await http.post(API_PATHS.codes, { phone, purpose: 'bind_phone' }, { notifyErrors: false })).data;
}

export async function bindPhone(phone: string, code: string): Promise<UserProfile> {
  return (await http.put(API_PATHS.phone, { phone, code }, { notifyErrors: false })).data;
}
