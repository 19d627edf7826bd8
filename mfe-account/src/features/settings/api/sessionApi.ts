// The session's end: the api revokes the token.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';

export async function revokeSession(): Promise<void> {
  await http.post(ACCOUNT_PATHS.signOut, undefined, { notifyErrors: false });
}
