// The expert side of tips as the channel calls it: applying, what can be published, publishing,
// and the expert's own plans; customer service's queue, review, voids and price settings.
import { API_PATHS, pathTo } from '@matchday/shared/api/paths';
import type { ApplicationReviewRequest, ExpertApplicationRequest, PlanCreateRequest } from '@matchday/shared/api/schemas';
import type { Sport } from '@matchday/shared/api/sports';
import {
  TIPS_PATHS,
  type ExpertApplication,
  type ExpertStatus,
  type Plan,
  type PlanSettings,
  type PublishableMatch,
  type PublishedPlan,
  type Remark,
  type SettlementOutcome,
} from '@matchday/shared/api/tips';
import type { CursorPage } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;
/** Lists are paged by keyset: the page after `cursor` (null: the first). */
const after = (cursor: string | null) => (cursor ? { cursor } : {});

export const expertStatus = async (): Promise<ExpertStatus> => (await http.get<ExpertStatus>(TIPS_PATHS.application, quiet)).data;
export const applyAsExpert = async (request: ExpertApplicationRequest): Promise<ExpertStatus> =>
  (await http.post<ExpertStatus>(TIPS_PATHS.application, request, quiet)).data;

export const publishableMatches = async (sport: Sport): Promise<PublishableMatch[]> =>
  (await http.get<PublishableMatch[]>(TIPS_PATHS.publishable, { ...quiet, params: { sport } })).data;
export const planSettings = async (): Promise<PlanSettings> => (await http.get<PlanSettings>(TIPS_PATHS.settings, quiet)).data;
export const publishPlan = async (request: PlanCreateRequest): Promise<Plan> => (await http.post<Plan>(API_PATHS.plans, request, quiet)).data;
export const myPlans = async (cursor: string | null): Promise<CursorPage<PublishedPlan>> =>
  (await http.get<CursorPage<PublishedPlan>>(API_PATHS.publishedPlans, { ...quiet, params: { pageSize: 20, ...after(cursor) } })).data;

export const writeRemark = async (planId: string, text: string): Promise<Remark> => (await http.post<Remark>(TIPS_PATHS.remarks, { planId: Number(planId), text }, quiet)).data;

export const applications = async (status: ExpertApplication['status'], cursor: string | null): Promise<CursorPage<ExpertApplication>> =>
  (await http.get<CursorPage<ExpertApplication>>(TIPS_PATHS.opsApplications, { ...quiet, params: { status, pageSize: 20, ...after(cursor) } })).data;
export const reviewApplication = async (applicationId: string, review: ApplicationReviewRequest): Promise<ExpertApplication> =>
  (await http.post<ExpertApplication>(pathTo(TIPS_PATHS.opsReview, { applicationId }), review, quiet)).data;
export const plansOnSale = async (cursor: string | null): Promise<CursorPage<Plan>> =>
  (await http.get<CursorPage<Plan>>(API_PATHS.plans, { ...quiet, params: { status: 'on_sale', sort: 'newest', pageSize: 20, ...after(cursor) } })).data;
export const voidPlan = async (planId: string, reason: string): Promise<SettlementOutcome> =>
  (await http.post<SettlementOutcome>(pathTo(TIPS_PATHS.opsVoid, { planId }), { reason }, quiet)).data;
export const saveSettings = async (settings: PlanSettings): Promise<PlanSettings> => (await http.put<PlanSettings>(TIPS_PATHS.opsSettings, settings, quiet)).data;
