// The coin ledger: every movement is one balanced transaction (entries summing to zero) with a
// kind, a reason and a reference. User accounts are locked in a fixed order, so concurrent
// movements on one account queue instead of overspending; the database refuses a negative
// user balance and an unbalanced transaction even if this code were wrong.
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
  await tx.query('INSERT INTO coin_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
}

export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ balance: number }>('SELECT balance FROM coin_accounts WHERE user_id = $1', [userId]);
  return Number(row?.balance ?? 0);
}

export async function post(
  tx: Queryable,
  entry: {
    kind: LedgerKind;
    reason: string;
    reference: string;
    createdBy?: string | null;
    at: Date;
    movements: Movement[];
  },
): Promise<PostedTransaction> {
  const movements = entry.movements.filter((movement) => movement.amount !== 0);
  if (movements.length < 2 || movements.reduce((sum, movement) => sum + movement.amount, 0) !== 0)
    throw new Error(`unbalanced ledger transaction: ${JSON.stringify(entry.movements)}`);
  if (movements.some((movement) => !Number.isSafeInteger(movement.amount))) throw new Error('coins are whole numbers');

  const userIds = [...new Set(movements.flatMap((movement) => ('userId' in movement.account ? [movement.account.userId] : [])))].sort(
    (a, b) => Number(a) - Number(b),
  );
  // Lock the users' accounts in id order; system accounts are not locked (their balance is the
  // sum of their entries), so unrelated users never wait for each other.
  const locked = await tx.query<{ id: string; user_id: string; balance: number }>(
    'SELECT id, user_id, balance FROM coin_accounts WHERE user_id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [userIds],
  );
  const accounts = new Map(locked.map((row) => [String(row.user_id), { id: String(row.id), balance: Number(row.balance) }]));
  for (const userId of userIds) if (!accounts.has(userId)) throw new Error(`user ${userId} has no coin account`);

  const balances = new Map<string, number>();
  for (const movement of movements)
    if ('userId' in movement.account) {
      const account = accounts.get(movement.account.userId)!;
      const next = (balances.get(movement.account.userId) ?? account.balance) + movement.amount;
      if (next < 0) throw refuse('errors.insufficientGold', 402);
      balances.set(movement.account.userId, next);
    }

  const [transaction] = await tx.query<{ id: string }>(
    'INSERT INTO ledger_transactions (kind, reason, reference, created_by, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [entry.kind, entry.reason, entry.reference, entry.createdBy ?? null, entry.at],
  );
  const transactionId = String(transaction!.id);
  const running = new Map(userIds.map((userId) => [userId, accounts.get(userId)!.balance]));
  const rows = movements.map((movement) => {
    if ('userId' in movement.account) {
      const userId = movement.account.userId;
      const balanceAfter = running.get(userId)! + movement.amount;
      running.set(userId, balanceAfter);
      return { accountId: accounts.get(userId)!.id, system: null, amount: movement.amount, balanceAfter };
    }
    return { accountId: null, system: movement.account.system, amount: movement.amount, balanceAfter: null };
  });
  // All entries in one statement; system accounts are found by name.
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
     SELECT $1, coalesce(e.account_id, (SELECT a.id FROM coin_accounts a WHERE a.system_name = e.system_name)), e.amount, e.balance_after, $6
     FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[]) AS e(account_id, system_name, amount, balance_after)`,
    [
      transactionId,
      rows.map((row) => row.accountId),
      rows.map((row) => row.system),
      rows.map((row) => row.amount),
      rows.map((row) => row.balanceAfter),
      entry.at,
    ],
  );
  for (const [userId, balance] of balances)
    await tx.query('UPDATE coin_accounts SET balance = $2 WHERE user_id = $1', [userId, balance]);
  // Announced once committed; the realtime layer forwards it to the user's channel.
  tx.afterCommit?.(() => {
    for (const [userId, balance] of balances) tx.events?.emit('balance', userId, balance);
  });
  return { transactionId, balances };
}
