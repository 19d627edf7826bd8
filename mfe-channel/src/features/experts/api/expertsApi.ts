// The expert side of tips as the channel calls it: applying, what can be published, publishing,
// and the expert's own plans and remarks on them.
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import type { ExpertApplicationRequest, PlanCreateRequest } from '@matchday/contracts/tips/schemas';
import type { Sport } from '@matchday/contracts/sports/contract';
import { type ExpertStatus, type Plan, type PlanSettings, type PublishableMatch, type PublishedPlan, type Remark, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const expertStatus = async (): Promise<ExpertStatus> => (await http.get(TIPS_PATHS.application, quiet)).data;
export const applyAsExpert = async (request: ExpertApplicationRequest): Promise<ExpertStatus> => (await http.post(TIPS_PATHS.application, request, quiet)).data;

export const publishableMatches = async (sport: Sport): Promise<PublishableMatch[]> => (await http.get(TIPS_PATHS.publishable, { ...quiet, params: { sport } })).data;
export const planSettings = async (): Promise<PlanSettings> => (await http.get(TIPS_PATHS.settings, quiet)).data;
export const publishPlan = async (request: PlanCreateRequest): Promise<Plan> => (await http.post(PLAN_PATHS.plans, request, quiet)).data;
/** The expert's plans after `cursor` (null: the first page). */
export const myPlans = async (cursor: string | null): Promise<CursorPage<PublishedPlan>> =>
  (await http.get(PLAN_PATHS.publishedPlans, { ...quiet, params: { pageSize: 20, ...(cursor ? { cursor } : {}) } })).data;

export const writeRemark = async (planId: string, text: string): Promise<Remark> => (await http.post(TIPS_PATHS.remarks, { planId: Number(planId), text }, quiet)).data;
