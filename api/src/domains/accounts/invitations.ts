// A user's invitation record: their code and who joined through it.
import type { InvitationRecord } from '@matchday/contracts/accounts/contract';
import type { Queryable } from '../../db/database';
import { INVITATION_REWARD_COINS } from '../../policy';

export async function invitationRecord(db: Queryable, userId: string): Promise<InvitationRecord> {
  const [user] = await db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [userId]);
  const invitees = await db.query<{ username: string; reward: number; created_at: Date }>(
    'SELECT u.username, i.reward, i.created_at FROM invitations i JOIN users u ON u.id = i.invitee_id WHERE i.inviter_id = $1 ORDER BY i.id DESC',
    [userId],
  );
  return {
    inviteCode: user?.invite_code ?? '',
    reward: INVITATION_REWARD_COINS,
    invitees: invitees.map((row) => ({ username: row.username, reward: Number(row.reward), createdAt: new Date(row.created_at).toISOString() })),
  };
}
