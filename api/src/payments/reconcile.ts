// Reconciliation: the providers' books against Matchday's since a time, both ways. Payments: paid
// at the provider but not credited (a notification that never arrived), credited but not paid
// there, amounts or currencies that differ, payments Matchday does not know. Refunds and disputes
// (where the provider lists them): refunded or disputed there while the coins were not taken back
// here, taken back here with no refund there, a dispute won there still taken back here. The api
// runs it on a schedule (one process at a time) and keeps the findings for the console;
// `npm run reconcile -- --since <date>` prints them (reconcileCli.ts).
import type { ReconciliationFinding } from '@matchday/contracts/coins/contract';
import type { Queryable } from '../db/database';
import type { PaymentProvider } from './paymentProvider';

export type Mismatch = ReconciliationFinding;

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
    mismatches.push(...(await reversalMismatches(db, provider, since)));
  }
  return mismatches;
}

/** Refunds and disputes at the provider against the top-ups taken back here, both ways. */
async function reversalMismatches(db: Queryable, provider: PaymentProvider, since: Date): Promise<Mismatch[]> {
  if (!provider.listReversals) return [];
  const topUps = await db.query<{ id: string; provider_session_id: string; provider_reference: string; status: string; reversed_coins: number }>(
    `SELECT id::text AS id, provider_session_id, provider_reference, status, reversed_coins FROM top_ups
     WHERE provider = $1 AND created_at >= $2 AND provider_reference IS NOT NULL ORDER BY id`,
    [provider.name, since],
  );
  const reversals = await provider.listReversals(
    since,
    topUps.map((row) => ({ paymentId: row.provider_reference, sessionId: row.provider_session_id })),
  );
  const mismatches: Mismatch[] = [];
  const byPayment = new Map(topUps.map((row) => [row.provider_reference, row]));
  const standing = (paymentId: string, kind: 'refund' | 'dispute') => reversals.filter((reversal) => reversal.paymentId === paymentId && reversal.kind === kind && !reversal.undone);
  for (const reversal of reversals) {
    const topUp = byPayment.get(reversal.paymentId);
    if (!topUp) continue; // another product's, or a payment before `since`: the payments' pass says so
    const finding = (problem: Mismatch['problem'], detail: string) => mismatches.push({ provider: provider.name, sessionId: topUp.provider_session_id, topUpId: topUp.id, problem, detail });
    if (reversal.kind === 'refund' && !reversal.undone && Number(topUp.reversed_coins) === 0)
      finding('refunded there, not taken back here', `${reversal.id}: ${reversal.amount} refunded; top-up is ${topUp.status}`);
    if (reversal.kind === 'dispute' && !reversal.undone && topUp.status !== 'disputed') finding('disputed there, not taken back here', `${reversal.id}; top-up is ${topUp.status}`);
    if (reversal.kind === 'dispute' && reversal.undone && topUp.status === 'disputed') finding('dispute won there, still taken back here', `${reversal.id} won`);
  }
  for (const topUp of topUps) {
    if (topUp.status === 'refunded' && standing(topUp.provider_reference, 'refund').length === 0)
      mismatches.push({ provider: provider.name, sessionId: topUp.provider_session_id, topUpId: topUp.id, problem: 'taken back here, not refunded there', detail: `no refund at ${provider.name}` });
  }
  return mismatches;
}
