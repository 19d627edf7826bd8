// Customer service and coins for money as the console calls it: the coin packages (every one,
// on sale or not; a new one; a change), the accounts that owe coins after a refund or dispute,
// the providers' held notifications, a top-up looked up and refunded, and reconciliation.
import { type CoinDebt, type CoinPackage, type OpsTopUp, PAYMENT_PATHS, type PaymentNoticeRecord, type ReconciliationReport, type RefundRecord } from '@matchday/contracts/coins/contract';
import type { CoinPackageRequest, RefundRequestBody } from '@matchday/contracts/coins/schemas';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const coinPackages = async (): Promise<CoinPackage[]> => (await http.get(PAYMENT_PATHS.opsPackages, quiet)).data;
export const createCoinPackage = async (request: CoinPackageRequest): Promise<CoinPackage> => (await http.post(PAYMENT_PATHS.opsPackages, request, quiet)).data;
export const updateCoinPackage = async (packageId: string, request: CoinPackageRequest): Promise<CoinPackage> =>
  (await http.put(PAYMENT_PATHS.opsPackage, request, { ...quiet, path: { packageId } })).data;
/** Largest debt first, a page at a time (the page after `cursor`, null: the first). */
export const coinDebts = async (cursor: string | null): Promise<CursorPage<CoinDebt>> =>
  (await http.get(PAYMENT_PATHS.opsDebts, { ...quiet, params: cursor ? { cursor } : {} })).data;

/** The providers' notifications, held ones (to review) or every one, newest first, a page at a time. */
export const paymentNotices = async (outcome: 'held' | 'all', cursor: string | null): Promise<CursorPage<PaymentNoticeRecord>> =>
  (await http.get(PAYMENT_PATHS.opsNotices, { ...quiet, params: cursor ? { outcome, cursor } : { outcome } })).data;
export const reviewPaymentNotice = async (notice: Pick<PaymentNoticeRecord, 'provider' | 'eventId'>, note: string): Promise<PaymentNoticeRecord> =>
  (await http.post(PAYMENT_PATHS.opsNoticeReview, { note }, { ...quiet, path: { provider: notice.provider, eventId: notice.eventId } })).data;
export const opsTopUp = async (topUpId: string): Promise<OpsTopUp> => (await http.get(PAYMENT_PATHS.opsTopUp, { ...quiet, path: { topUpId } })).data;
/** Money back for a top-up, once per key: a retry after no answer sends the same key and refunds once. */
export const refundTopUp = async (topUpId: string, request: RefundRequestBody, idempotencyKey: string): Promise<RefundRecord> =>
  (await http.post(PAYMENT_PATHS.opsRefunds, request, { ...quiet, path: { topUpId }, idempotencyKey })).data;
export const reconciliation = async (): Promise<ReconciliationReport> => (await http.get(PAYMENT_PATHS.opsReconciliation, quiet)).data;
export const runReconciliation = async (): Promise<ReconciliationReport> => (await http.post(PAYMENT_PATHS.opsReconciliation, {}, quiet)).data;
