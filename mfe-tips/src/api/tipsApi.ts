// The tips api as the pages call it. Reads go through the page's HTTP client (not the public
// reader) because what a plan shows depends on who is asking (unlocked, price for this viewer).
import { API_PATHS, pathTo } from '@matchday/shared/api/paths';
import type { PlanListQuery } from '@matchday/shared/api/schemas';
import {
  TIPS_PATHS,
  type BlindBoxOpening,
  type ExpertRecord,
  type Plan,
  type PlanSettings,
  type RankingEntry,
  type RankingPeriod,
  type RankingSort,
  type Remark,
} from '@matchday/shared/api/tips';
import type { CursorPage, PurchaseResponse } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** Reads show their own error states; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export type PlanFilter = Partial<Omit<PlanListQuery, 'cursor' | 'pageSize'>>;

/** The page of plans after `cursor` (null: the first). */
export async function listPlans(filter: PlanFilter, cursor: string | null, pageSize = 20): Promise<CursorPage<Plan>> {
  return (await http.get<CursorPage<Plan>>(API_PATHS.plans, { ...quiet, params: { ...filter, pageSize, ...(cursor ? { cursor } : {}) } })).data;
}

export async function getPlan(planId: string): Promise<Plan> {
  return (await http.get<Plan>(pathTo(API_PATHS.plan, { planId }), quiet)).data;
}

/** Refusals (too few coins, closed) are thrown as ApiError with the api's message. */
export async function purchasePlan(planId: string, idempotencyKey: string): Promise<PurchaseResponse> {
  return (await http.post<PurchaseResponse>(API_PATHS.purchases, { planId: Number(planId) }, { idempotencyKey, notifyErrors: false })).data;
}

/** The signed-in fan's coins as the api has them now (after a refusal, the header may be stale). */
export async function getBalance(): Promise<number | null> {
  const { data } = await http.get<{ balance: number }>(API_PATHS.balance, quiet);
  return typeof data?.balance === 'number' ? data.balance : null;
}

export async function getSettings(): Promise<PlanSettings> {
  return (await http.get<PlanSettings>(TIPS_PATHS.settings, quiet)).data;
}

export async function getRanking(period: RankingPeriod, sort: RankingSort): Promise<RankingEntry[]> {
  return (await http.get<RankingEntry[]>(TIPS_PATHS.ranking, { ...quiet, params: { period, sort } })).data;
}

export async function getExpert(expertId: string): Promise<ExpertRecord> {
  return (await http.get<ExpertRecord>(pathTo(TIPS_PATHS.expert, { expertId }), quiet)).data;
}

export async function setFollowing(expertId: string, following: boolean): Promise<{ following: boolean; followers: number }> {
  const path = pathTo(TIPS_PATHS.follow, { expertId });
  return (following ? await http.put<{ following: boolean; followers: number }>(path, undefined, { notifyErrors: false }) : await http.delete<{ following: boolean; followers: number }>(path, { notifyErrors: false })).data;
}

export async function describeBox(): Promise<{ price: number; available: number }> {
  return (await http.get<{ price: number; available: number }>(TIPS_PATHS.blindBox, quiet)).data;
}

export async function openBox(idempotencyKey: string): Promise<BlindBoxOpening> {
  return (await http.post<BlindBoxOpening>(TIPS_PATHS.blindBox, undefined, { idempotencyKey, notifyErrors: false })).data;
}

export async function listRemarks(cursor: string | null, pageSize = 20): Promise<CursorPage<Remark>> {
  return (await http.get<CursorPage<Remark>>(TIPS_PATHS.remarks, { ...quiet, params: { pageSize, ...(cursor ? { cursor } : {}) } })).data;
}
