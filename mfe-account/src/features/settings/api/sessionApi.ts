// The session's end: the api revokes the token.
import { API_PATHS } from '@matchday/shared/api/paths';
import { http } from '@matchday/shared/http/http';

export async function revokeSession(): Promise<void> {
  await http.post(API_PATHS.signOut, undefined, { notifyErrors: false });
}
