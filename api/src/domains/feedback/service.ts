// Feedback: stored for customer service, limited per address so a script cannot flood it.
import type { FeedbackRequest } from '@matchday/shared/api/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { FEEDBACK_PER_ADDRESS_PER_HOUR } from '../../policy';
import { insertFeedback, recentFeedbackCount } from './queries';

export class FeedbackService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async submit(feedback: FeedbackRequest, from: { userId: string | null; address: string }): Promise<{ id: string }> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // One address at a time, so two requests cannot both pass the count.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`feedback:${from.address}`]);
      const since = new Date(now.getTime() - 3600_000);
      if ((await recentFeedbackCount(tx, from.address, since)) >= FEEDBACK_PER_ADDRESS_PER_HOUR) throw refuse('api.addressLimit', 429);
      return { id: await insertFeedback(tx, { ...feedback, userId: from.userId, address: from.address, at: now }) };
    });
  }
}
