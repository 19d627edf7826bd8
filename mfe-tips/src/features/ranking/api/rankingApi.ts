// The tipster ranking's and a tipster's page's calls: the ranking, an expert's record and plans,
// and following them.
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { type ExpertFollow, type ExpertRecord, type Plan, type RankingEntry, type RankingPeriod, rankingRead, type RankingSort, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

/** Reads show their own error states; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function getRanking(period: RankingPeriod, sort: RankingSort): Promise<RankingEntry[]> {
  const { pattern, params } = rankingRead(period, sort);
  return (await http.get(pattern, { ...quiet, params })).data;
}

export async function getExpert(expertId: string): Promise<ExpertRecord> {
  return (await http.get(TIPS_PATHS.expert, { ...quiet, path: { expertId } })).data;
}

/** An expert's plans, newest first, after `cursor` (null: the first page). */
export async function listExpertPlans(expertId: string, cursor: string | null): Promise<CursorPage<Plan>> {
  return (await http.get(PLAN_PATHS.plans, { ...quiet, params: { expertId: Number(expertId), status: 'all', sort: 'newest', pageSize: 20, ...(cursor ? { cursor } : {}) } })).data;
}

export async function setFollowing(expertId: string, following: boolean): Promise<ExpertFollow> {
  const options = { notifyErrors: false, path: { expertId } };
  return (following ? await http.put(TIPS_PATHS.follow, undefined, options) : await http.delete(TIPS_PATHS.follow, options)).data;
}
