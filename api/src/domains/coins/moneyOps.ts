// What customer service watches of the money: the providers' notifications, held ones first (a
// refund or dispute that matched no credited top-up, a payment of the wrong amount) to review with
// a note; and reconciliation, run on a schedule by one api process at a time (and when asked),
// its findings kept for the console until the next run.
import type { PaymentNoticeRecord, PaymentProviderName, ReconciliationReport } from '@matchday/contracts/coins/contract';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import type { PaymentProvider } from '../../payments/paymentProvider';
import { reconcile } from '../../payments/reconcile';
import { audit } from '../moderation/service';

/** How far back each reconciliation looks, and how long one may take before another process may run it. */
export const RECONCILE_DAYS = 3;
const RECONCILE_LEASE_MS = 10 * 60_000;

interface NoticeRow {
  provider: PaymentProviderName;
  event_id: string;
  kind: string;
  outcome: PaymentNoticeRecord['outcome'];
  why: string | null;
  payment_id: string | null;
  top_up_id: string | null;
  received_at: Date;
  reviewed_at: Date | null;
  review_note: string | null;
}

const NOTICE_COLUMNS = 'provider, event_id, kind, outcome, why, payment_id, top_up_id::text AS top_up_id, received_at, reviewed_at, review_note';
const toNotice = (row: NoticeRow): PaymentNoticeRecord => ({
  provider: row.provider,
  eventId: row.event_id,
  kind: row.kind,
  outcome: row.outcome,
  why: row.why,
  paymentId: row.payment_id,
  topUpId: row.top_up_id,
  receivedAt: new Date(row.received_at).toISOString(),
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  reviewNote: row.review_note,
});

const NOTICES_ORDER = new KeysetOrder('coins.notices', [
  { sql: 'received_at', order: 'desc', kind: 'timestamp' },
  { sql: 'event_id', order: 'desc', kind: { text: /^[\w:.-]{1,200}$/ } },
]);

export class MoneyOpsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly providers: readonly PaymentProvider[],
  ) {}

  async notices(outcome: 'held' | 'all', query: PageQuery): Promise<CursorPage<PaymentNoticeRecord>> {
    const position = NOTICES_ORDER.position(query.cursor);
    const params: unknown[] = [];
    const rows = await this.db.query<NoticeRow & KeyedRow>(
      `SELECT ${NOTICE_COLUMNS}${NOTICES_ORDER.select} FROM payment_events
       WHERE ${outcome === 'held' ? "outcome = 'held' AND " : ''}${NOTICES_ORDER.after(position, params)}
       ORDER BY ${NOTICES_ORDER.orderBy} LIMIT ${NOTICES_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = NOTICES_ORDER.page(rows, query.pageSize);
    return { items: page.rows.map(toNotice), next: page.next };
  }

  /** A held notification reviewed by customer service: its note kept, audited. */
  async review(staffId: string, provider: string, eventId: string, note: string): Promise<PaymentNoticeRecord> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<NoticeRow>(
        `UPDATE payment_events SET outcome = 'reviewed', reviewed_by = $3, reviewed_at = $4, review_note = $5
         WHERE provider = $1 AND event_id = $2 AND outcome = 'held' RETURNING ${NOTICE_COLUMNS}`,
        [provider, eventId, staffId, now, note],
      );
      if (!row) throw refuse('api.payments.noticeNotFound', 404);
      await audit(tx, { actorId: staffId, action: 'review_payment_notice', reason: note, details: { provider, eventId }, at: now });
      return toNotice(row);
    });
  }

  /** The providers' books against Matchday's over the last days, kept as the latest findings; null when another process is running it. */
  async reconcile(): Promise<ReconciliationReport | null> {
    const started = this.clock.now();
    const since = new Date(started.getTime() - RECONCILE_DAYS * 86_400_000);
    const ran = await withJobLease(this.db, 'reconciliation', RECONCILE_LEASE_MS, async () => {
      const [run] = await this.db.query<{ id: string }>('INSERT INTO reconciliation_runs (started_at, since) VALUES ($1, $2) RETURNING id::text AS id', [started, since]);
      try {
        const findings = await reconcile(this.db, this.providers, since);
        const [checked] = await this.db.query<{ count: number }>("SELECT count(*)::int AS count FROM top_ups WHERE created_at >= $1 AND provider <> 'development'", [since]);
        await this.db.transaction(async (tx) => {
          for (const finding of findings)
            await tx.query('INSERT INTO reconciliation_findings (run_id, provider, session_id, top_up_id, problem, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
              run!.id,
              finding.provider,
              finding.sessionId,
              finding.topUpId,
              finding.problem,
              finding.detail,
            ]);
          await tx.query('UPDATE reconciliation_runs SET finished_at = $2, checked = $3 WHERE id = $1', [run!.id, this.clock.now(), Number(checked?.count ?? 0)]);
          // The latest run is what counts: older ones go.
          await tx.query('DELETE FROM reconciliation_runs WHERE id < $1', [run!.id]);
        });
      } catch (error) {
        await this.db.query('UPDATE reconciliation_runs SET finished_at = $2, error = $3 WHERE id = $1', [run!.id, this.clock.now(), (error as Error).message.slice(0, 300)]);
      }
      return true;
    });
    return ran ? this.report() : null;
  }

  async report(): Promise<ReconciliationReport> {
    const [run] = await this.db.query<{ id: string; started_at: Date; finished_at: Date | null; since: Date; checked: number; error: string | null }>(
      'SELECT id::text AS id, started_at, finished_at, since, checked, error FROM reconciliation_runs ORDER BY id DESC LIMIT 1',
    );
    if (!run) return { run: null, findings: [] };
    const findings = await this.db.query<{ provider: PaymentProviderName; session_id: string; top_up_id: string | null; problem: ReconciliationReport['findings'][number]['problem']; detail: string }>(
      'SELECT provider, session_id, top_up_id::text AS top_up_id, problem, detail FROM reconciliation_findings WHERE run_id = $1 ORDER BY id',
      [run.id],
    );
    return {
      run: {
        startedAt: new Date(run.started_at).toISOString(),
        finishedAt: run.finished_at ? new Date(run.finished_at).toISOString() : null,
        since: new Date(run.since).toISOString(),
        checked: Number(run.checked),
        error: run.error,
      },
      findings: findings.map((row) => ({ provider: row.provider, sessionId: row.session_id, topUpId: row.top_up_id, problem: row.problem, detail: row.detail })),
    };
  }
}
