// The coin ledger: every movement is one balanced transaction (entries summing to zero) with a
// kind, a reason and a reference. User accounts are locked in a fixed order, so concurrent
// movements on one account queue instead of overspending; the database refuses a negative
// user balance and an unbalanced transaction even if this code were wrong. Only the coins domain
// names the ledger's tables (api/test/ledgerOwnership.test.ts): other domains lock, read and
// move coins through the functions here, or, inside the database, through the ledger_* functions
// of migration 024 (a purchase in one statement), which follow the same rules.
import type { LedgerKind } from '@matchday/shared/api/types';
import type { Queryable } from '../../db/database';
import { refuse } from '../../http/envelope';

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
 * balances, which hold while the lock does.
 */
export async function lockAccounts(tx: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  await ensureUserAccounts(tx, sortedIds(userIds));
  const locked = await lockAccountRows(tx, userIds);
  return new Map(userIds.map((userId) => [userId, locked.get(userId)!.balance]));
}

const sortedIds = (userIds: Iterable<string>): string[] => [...new Set(userIds)].sort((a, b) => Number(a) - Number(b));

/** User accounts locked in id order (every caller the same order, so two never wait on each other in a circle). */
async function lockAccountRows(tx: Queryable, userIds: Iterable<string>): Promise<Map<string, { id: string; balance: number }>> {
  const locked = await tx.query<{ id: string; user_id: string; balance: number }>(
    'SELECT id, user_id, balance FROM coin_accounts WHERE user_id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [sortedIds(userIds)],
  );
  return new Map(locked.map((row) => [String(row.user_id), { id: String(row.id), balance: Number(row.balance) }]));
}

/**
 * A user's balance after a committed movement: the realtime layer forwards it to the user's
 * channel. For movements posted inside the database (ledger_post_user_movement, migration 024).
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
 * Posts several balanced transactions at once (a plan's refunds to thousands of buyers) in a
 * fixed number of statements, each still its own transaction in the ledger. Movements apply in
 * order, and one that would take a user below zero refuses the whole batch.
 */
export async function postMany(tx: Queryable, entries: LedgerEntry[]): Promise<{ transactionIds: string[]; balances: Map<string, number> }> {
  const batch = entries.map((entry) => {
    const movements = entry.movements.filter((movement) => movement.amount !== 0);
    if (movements.length < 2 || movements.reduce((sum, movement) => sum + movement.amount, 0) !== 0)
      throw new Error(`unbalanced ledger transaction: ${JSON.stringify(entry.movements)}`);
    if (movements.some((movement) => !Number.isSafeInteger(movement.amount))) throw new Error('coins are whole numbers');
    return { ...entry, movements };
  });
  if (batch.length === 0) return { transactionIds: [], balances: new Map() };

  const userIds = sortedIds(batch.flatMap((entry) => entry.movements.flatMap((movement) => ('userId' in movement.account ? [movement.account.userId] : []))));
  // Lock the users' accounts; system accounts are not locked (their balance is the sum of their
  // entries), so unrelated users never wait for each other.
  const accounts = await lockAccountRows(tx, userIds);
  for (const userId of userIds) if (!accounts.has(userId)) throw new Error(`user ${userId} has no coin account`);
  // Coins owed after a refund or dispute are repaid before anything more is bought.
  const buyers = sortedIds(batch.filter((entry) => entry.kind === 'purchase').flatMap((entry) => entry.movements.flatMap((movement) => ('userId' in movement.account && movement.amount < 0 ? [movement.account.userId] : []))));
  if (buyers.length > 0 && (await tx.query('SELECT 1 FROM coin_debts WHERE user_id = ANY($1::bigint[]) AND owed > 0 LIMIT 1', [buyers])).length > 0)
    throw refuse('api.payments.coinsOwed', 402);

  // Ids taken first, so each entry knows its transaction without a round trip per transaction.
  const transactionIds = (
    await tx.query<{ id: string }>("SELECT nextval('ledger_transactions_id_seq')::text AS id FROM generate_series(1, $1::int)", [batch.length])
  ).map((row) => row.id);
  await tx.query(
    `INSERT INTO ledger_transactions (id, kind, reason, reference, created_by, created_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::timestamptz[])`,
    [
      transactionIds,
      batch.map((entry) => entry.kind),
      batch.map((entry) => entry.reason),
      batch.map((entry) => entry.reference),
      batch.map((entry) => entry.createdBy ?? null),
      batch.map((entry) => entry.at),
    ],
  );

  const balances = new Map<string, number>();
  const rows: { transactionId: string; accountId: string | null; system: string | null; amount: number; balanceAfter: number | null; at: Date }[] = [];
  batch.forEach((entry, index) => {
    for (const movement of entry.movements) {
      if (!('userId' in movement.account)) {
        rows.push({ transactionId: transactionIds[index]!, accountId: null, system: movement.account.system, amount: movement.amount, balanceAfter: null, at: entry.at });
        continue;
      }
      const userId = movement.account.userId;
      const account = accounts.get(userId)!;
      const next = (balances.get(userId) ?? account.balance) + movement.amount;
      if (next < 0) throw refuse('errors.insufficientGold', 402);
      balances.set(userId, next);
      rows.push({ transactionId: transactionIds[index]!, accountId: account.id, system: null, amount: movement.amount, balanceAfter: next, at: entry.at });
    }
  });
  // All entries in one statement; system accounts are found by name.
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
     SELECT e.transaction_id, coalesce(e.account_id, (SELECT a.id FROM coin_accounts a WHERE a.system_name = e.system_name)), e.amount, e.balance_after, e.created_at
     FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::timestamptz[]) AS e(transaction_id, account_id, system_name, amount, balance_after, created_at)`,
    [
      rows.map((row) => row.transactionId),
      rows.map((row) => row.accountId),
      rows.map((row) => row.system),
      rows.map((row) => row.amount),
      rows.map((row) => row.balanceAfter),
      rows.map((row) => row.at),
    ],
  );
  await tx.query('UPDATE coin_accounts a SET balance = b.balance FROM unnest($1::bigint[], $2::bigint[]) AS b(user_id, balance) WHERE a.user_id = b.user_id', [
    [...balances.keys()],
    [...balances.values()],
  ]);
  // Announced once committed.
  tx.afterCommit?.(() => {
    for (const [userId, balance] of balances) announceBalance(tx, userId, balance);
  });
  return { transactionIds, balances };
}
