// SQL of the feedback domain.
import type { FeedbackRequest } from '@matchday/contracts/feedback/schemas';
import type { Queryable } from '../../db/database';

export async function insertFeedback(db: Queryable, feedback: FeedbackRequest & { userId: string | null; address: string; at: Date }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO feedback (user_id, category, content, contact, submitted_from, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [feedback.userId, feedback.category, feedback.content, feedback.contact, feedback.address, feedback.at],
  );
  return row!.id;
}
