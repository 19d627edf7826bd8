// The shell's read of the signed-in user with their balance, for a stored token. Visitors never
// need the HTTP client at start, so it and the api's addresses are loaded with the call.
import type { MeResponse } from '@matchday/contracts/accounts/contract';

/** Refusals are not toasts: an invalid token is handled by the client (3001), the rest is logged. */
export async function readMe(): Promise<MeResponse> {
  const [{ http }, { ACCOUNT_PATHS }] = await Promise.all([import('@matchday/shared/http/http'), import('@matchday/contracts/accounts/contract')]);
  return (await http.get(ACCOUNT_PATHS.me, { notifyErrors: false })).data;
}
