// The coin ledger: every movement is one balanced transaction (entries summing to zero) with a
// kind, a reason and a reference. User accounts are locked in a fixed order, so concurrent
// movements on one account queue instead of overspending; the database refuses a negative
// user balance and an unbalanced transaction even if this code were wrong. The rules of moving
// coins are written once, as the database's ledger_* functions (migration 036), which the
// functions here call and a plan purchase (one statement, plan_purchase) calls inside the
// database. Only the coins domain names the ledger's tables (api/test/ledgerOwnership.test.ts):
// other domains lock, read and move coins through the functions here.
import type { LedgerKind } from '@matchday/contracts/coins/contract';
import type { Queryable } from '../../db/database';
import { databaseRefusal } from '../../http/envelope';

export type SystemAccount = 'issuance' | 'payments' | 'revenue';

export interface Movement {
  /** A user's coin account, or a system account. */
  account: { userId: string } | { system: SystemAccount };
  amount: number;
}

export interface PostedTransaction {
  transactionId: string;
  /** New balance of every user account that moved. */
  balances: Map<string, number>;
}

export async function ensureUserAccount(tx: Queryable, userId: string): Promise<void> {
  await ensureUserAccounts(tx, [userId]);
}

export async function ensureUserAccounts(tx: Queryable, userIds: readonly string[]): Promise<void> {
  await tx.query('INSERT INTO coin_accounts (user_id) SELECT unnest($1::bigint[]) ON CONFLICT (user_id) DO NOTHING', [userIds]);
}

export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  return (await balancesOf(db, [userId])).get(userId) ?? 0;
}

/** Balances of these users (0 for one without an account). */
export async function balancesOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ user_id: string; balance: number }>('SELECT user_id::text AS user_id, balance FROM coin_accounts WHERE user_id = ANY($1::bigint[])', [
    userIds,
  ]);
  const balances = new Map(rows.map((row) => [row.user_id, Number(row.balance)]));
  return new Map(userIds.map((userId) => [userId, balances.get(userId) ?? 0]));
}

/**
 * Locks users' coin accounts until the transaction ends, creating any that is missing: their
 * coin work (a purchase deciding a first-order discount, a blind box) queues here. Returns their
 * balances, which hold while the lock does. The rule is the database's ledger_lock_accounts
 * (migration 036), which a plan purchase calls too.
 */
export async function lockAccounts(tx: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  const locked = await tx.query<{ user_id: string; balance: number }>('SELECT locked_user_id::text AS user_id, locked_balance AS balance FROM ledger_lock_accounts($1::bigint[])', [
    [...new Set(userIds)],
  ]);
  const balances = new Map(locked.map((row) => [row.user_id, Number(row.balance)]));
  return new Map(userIds.map((userId) => [userId, balances.get(userId)!]));
}

/**
 * A user's balance after a committed movement: the realtime layer forwards it to the user's
 * channel. For movements posted inside the database (plan_purchase).
 */
export function announceBalance(db: Queryable, userId: string, balance: number): void {
  db.events?.emit('balance', userId, balance);
}

export interface LedgerEntry {
  kind: LedgerKind;
  reason: string;
  reference: string;
  createdBy?: string | null;
  at: Date;
  movements: Movement[];
}

export async function post(tx: Queryable, entry: LedgerEntry): Promise<PostedTransaction> {
  const posted = await postMany(tx, [entry]);
  return { transactionId: posted.transactionIds[0]!, balances: posted.balances };
}

/**
 * Posts several balanced transactions at once (a plan's refunds to thousands of buyers) in one
 * statement, each still its own transaction in the ledger. Movements apply in order, and one that
 * would take a user below zero refuses the whole batch. The rules are the database's
 * ledger_post_many (migration 036): every movement of coins, a plan purchase's too, goes through
 * it, so they are written once.
 */
export async function postMany(tx: Queryable, entries: LedgerEntry[]): Promise<{ transactionIds: string[]; balances: Map<string, number> }> {
  if (entries.length === 0) return { transactionIds: [], balances: new Map() };
  const batch = entries.map((entry) => ({
    kind: entry.kind,
    reason: entry.reason,
    reference: entry.reference,
    createdBy: entry.createdBy ?? null,
    at: entry.at.toISOString(),
    movements: entry.movements.map((movement) => ({ ...movement.account, amount: movement.amount })),
  }));
  const [posted] = await tx
    .query<{ transaction_ids: string[]; user_ids: string[]; balances: string[] }>(
      'SELECT transaction_ids::text[] AS transaction_ids, user_ids::text[] AS user_ids, balances::text[] AS balances FROM ledger_post_many($1::jsonb)',
      [JSON.stringify(batch)],
    )
    .catch((error: unknown) => {
      throw databaseRefusal(error);
    });
  const balances = new Map(posted!.user_ids.map((userId, index) => [userId, Number(posted!.balances[index])]));
  // Announced once committed.
  tx.afterCommit?.(() => {
    for (const [userId, balance] of balances) announceBalance(tx, userId, balance);
  });
  return { transactionIds: posted!.transaction_ids, balances };
}
