// The invitation record: my code, the reward, and who joined through it.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { InvitationRecord } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';
import { pathOf } from '@matchday/contracts/routes/routeTable';

export async function fetchInvitationRecord(): Promise<InvitationRecord> {
  return (await http.get(ACCOUNT_PATHS.invitations, { notifyErrors: false })).data;
}

/** The link a friend opens: the invite landing page with the code. */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}${pathOf('invite')}?code=${encodeURIComponent(code)}`;
}
