// Customer service's moderation as the console calls it: reports, sanctions and the audit log.
import { type AuditEntry, LIVE_PATHS, type Report } from '@matchday/contracts/lives/contract';
import type { SanctionRequest } from '@matchday/contracts/lives/schemas';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;
/** Lists are paged by keyset: the page after `cursor` (null: the first). */
const after = (cursor: string | null) => (cursor ? { cursor } : {});

export const reports = async (status: Report['status'], cursor: string | null): Promise<CursorPage<Report>> =>
  (await http.get(LIVE_PATHS.opsReports, { ...quiet, params: { status, ...after(cursor) } })).data;
export const decideReport = async (reportId: string, decision: 'handled' | 'dismissed'): Promise<void> => {
  await http.post(LIVE_PATHS.opsReport, { decision }, { ...quiet, path: { reportId } });
};
export const sanction = async (request: SanctionRequest): Promise<void> => {
  await http.post(LIVE_PATHS.opsSanctions, request, quiet);
};
export const auditLog = async (cursor: string | null): Promise<CursorPage<AuditEntry>> => (await http.get(LIVE_PATHS.opsAudit, { ...quiet, params: after(cursor) })).data;
