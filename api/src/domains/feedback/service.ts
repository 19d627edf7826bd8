// Feedback: stored for customer service, limited per address so a script cannot flood it.
import type { FeedbackRequest } from '@matchday/contracts/feedback/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { RateLimiter } from '../../limits/rateLimiter';
import { insertFeedback } from './queries';

export class FeedbackService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  async submit(feedback: FeedbackRequest, from: { userId: string | null; address: string }): Promise<{ id: string }> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await this.limiter.take(tx, [{ rule: 'feedbackPerAddress', key: from.address }], now);
      return { id: await insertFeedback(tx, { ...feedback, userId: from.userId, address: from.address, at: now }) };
    });
  }
}
