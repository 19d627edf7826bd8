// A fan unlocks a plan with coins in one statement: plan_purchase() (migration 024) claims the
// Idempotency-Key, share-locks the plan, locks the buyer's coin account, decides the first-order
// discount, moves the coins through the ledger's own function and records the purchase, all in
// one transaction inside the database. One round trip, and no lock held while the api and the
// database talk: the same rules as before at a fraction of the cost (docs/architecture.md).
import { DEFAULT_PLAN_SETTINGS } from '@matchday/contracts/tips/contract';
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import { statementWithRetries, type Database } from '../../db/database';
import { databaseRefusal } from '../../http/envelope';
import { requestHash } from '../../http/idempotency';
import { announceBalance } from '../coins/ledger';

export interface PurchaseRequest {
  userId: string;
  planId: string;
  /** The request's Idempotency-Key. */
  key: string;
  at: Date;
}

/** The idempotency scope of a purchase: the same key with another plan is refused. */
const SCOPE = 'purchase';

/**
 * Unlocks a plan at most once per user, never below a zero balance; a retry with the same key
 * answers as the first time and moves nothing.
 */
export async function purchasePlan(db: Database, request: PurchaseRequest): Promise<PurchaseResponse> {
  const { userId, planId, key, at } = request;
  const rows = await statementWithRetries<{ response: PurchaseResponse; moved: boolean }>(
    db,
    'SELECT response, moved FROM plan_purchase($1, $2, $3, $4, $5, $6)',
    [userId, planId, key, requestHash(SCOPE, { planId }), at, DEFAULT_PLAN_SETTINGS.firstOrderDiscountPercent],
    { prepared: true },
  ).catch((error: unknown) => {
    throw databaseRefusal(error);
  });
  const { response, moved } = rows[0]!;
  // The statement has committed: the buyer's other screens hear of the new balance.
  if (moved) announceBalance(db, userId, response.balance);
  return response;
}
