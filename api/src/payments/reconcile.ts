// Reconciliation: the providers' payments against the top-ups credited in the ledger, since a
// time. Every difference is a line: paid at the provider but not credited (a notification that
// never arrived), credited but not paid there, amounts or currencies that differ, and payments
// Matchday does not know. `npm run reconcile -- --since <date>` prints them (reconcileCli.ts).
import type { Queryable } from '../db/database';
import type { PaymentProvider } from './paymentProvider';

export interface Mismatch {
  provider: string;
  sessionId: string;
  topUpId: string | null;
  problem: 'paid but not credited' | 'credited but not paid' | 'amount differs' | 'unknown to Matchday';
  detail: string;
}

const CREDITED = ['paid', 'refunded', 'disputed'];

export async function reconcile(db: Queryable, providers: readonly PaymentProvider[], since: Date): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const provider of providers) {
    if (provider.name === 'development') continue;
    const topUps = await db.query<{ id: string; provider_session_id: string; status: string; price: number; currency: string }>(
      `SELECT id::text AS id, provider_session_id, status, price, currency FROM top_ups
       WHERE provider = $1 AND created_at >= $2 AND provider_session_id IS NOT NULL ORDER BY id`,
      [provider.name, since],
    );
    const ours = new Map(topUps.map((row) => [row.provider_session_id, row]));
    const theirs = await provider.listPayments(
      since,
      topUps.map((row) => row.provider_session_id),
    );
    const seen = new Set<string>();
    for (const payment of theirs) {
      seen.add(payment.sessionId);
      const topUp = ours.get(payment.sessionId);
      if (!topUp) {
        if (payment.paid) mismatches.push({ provider: provider.name, sessionId: payment.sessionId, topUpId: null, problem: 'unknown to Matchday', detail: `${payment.amount} ${payment.currency} paid` });
        continue;
      }
      const credited = CREDITED.includes(topUp.status);
      if (payment.paid && !credited)
        mismatches.push({ provider: provider.name, sessionId: payment.sessionId, topUpId: topUp.id, problem: 'paid but not credited', detail: `top-up is ${topUp.status}` });
      else if (!payment.paid && credited)
        mismatches.push({ provider: provider.name, sessionId: payment.sessionId, topUpId: topUp.id, problem: 'credited but not paid', detail: `top-up is ${topUp.status}` });
      if (payment.paid && (payment.amount !== Number(topUp.price) || payment.currency !== topUp.currency))
        mismatches.push({
          provider: provider.name,
          sessionId: payment.sessionId,
          topUpId: topUp.id,
          problem: 'amount differs',
          detail: `${payment.amount} ${payment.currency} at ${provider.name}, ${topUp.price} ${topUp.currency} here`,
        });
    }
    for (const topUp of topUps)
      if (!seen.has(topUp.provider_session_id) && CREDITED.includes(topUp.status))
        mismatches.push({ provider: provider.name, sessionId: topUp.provider_session_id, topUpId: topUp.id, problem: 'credited but not paid', detail: `unknown to ${provider.name}` });
  }
  return mismatches;
}
