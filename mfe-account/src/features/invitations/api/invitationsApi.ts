// The invitation record: my code, the reward, and who joined through it.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { InvitationRecord } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';
import { pathOf } from '@matchday/shared/routes/routeTable';

export async function fetchInvitationRecord(): Promise<InvitationRecord> {
  return (await http.get(API_PATHS.invitations, { notifyErrors: false })).data;
}

/** The link a friend opens: the invite landing page with the code. */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}${pathOf('invite')}?code=${encodeURIComponent(code)}`;
}
