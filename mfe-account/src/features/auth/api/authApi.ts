// Sign-in requests. Refusals are shown next to the form (not as toasts), so the form passes
// `notifyErrors: false` and reads the server's message from the error.
// The HTTP client is loaded with the first request (the phone field asks for it early): a first
// visit to the sign-in page shows the form without it.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { CodeSentResponse, SignInResponse } from '@matchday/contracts/accounts/contract';

const client = async () => (await import('@matchday/shared/http/http')).http;

export async function requestSignInCode(phone: string): Promise<CodeSentResponse> {
  return (await (await client()).post(ACCOUNT_PATHS.codes, { phone, purpose: 'sign_in' }, { notifyErrors: false })).data;
}

export async function signInWithCode(request: { phone: string; code: string; inviteCode?: string }): Promise<SignInResponse> {
  return (await (await client()).post(ACCOUNT_PATHS.signIn, request, { notifyErrors: false })).data;
}

export async function signInWithPassword(request: { phone: string; password: string }): Promise<SignInResponse> {
  return (await (await client()).post(ACCOUNT_PATHS.signIn, request, { notifyErrors: false })).data;
}
