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
import type { Page } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const expertStatus = async (): Promise<ExpertStatus> => (await http.get<ExpertStatus>(TIPS_PATHS.application, quiet)).data;
export const applyAsExpert = async (request: ExpertApplicationRequest): Promise<ExpertStatus> =>
  (await http.post<ExpertStatus>(TIPS_PATHS.application, request, quiet)).data;

export const publishableMatches = async (sport: Sport): Promise<PublishableMatch[]> =>
  (await http.get<PublishableMatch[]>(TIPS_PATHS.publishable, { ...quiet, params: { sport } })).data;
export const planSettings = async (): Promise<PlanSettings> => (await http.get<PlanSettings>(TIPS_PATHS.settings, quiet)).data;
export const publishPlan = async (request: PlanCreateRequest): Promise<Plan> => (await http.post<Plan>(API_PATHS.plans, request, quiet)).data;
export const myPlans = async (page: number): Promise<Page<PublishedPlan>> =>
  (await http.get<Page<PublishedPlan>>(API_PATHS.publishedPlans, { ...quiet, params: { page, pageSize: 20 } })).data;

export const writeRemark = async (planId: string, text: string): Promise<Remark> => (await http.post<Remark>(TIPS_PATHS.remarks, { planId: Number(planId), text }, quiet)).data;

export const applications = async (status: ExpertApplication['status'], page: number): Promise<Page<ExpertApplication>> =>
  (await http.get<Page<ExpertApplication>>(TIPS_PATHS.opsApplications, { ...quiet, params: { status, page, pageSize: 20 } })).data;
export const reviewApplication = async (applicationId: string, review: ApplicationReviewRequest): Promise<ExpertApplication> =>
  (await http.post<ExpertApplication>(pathTo(TIPS_PATHS.opsReview, { applicationId }), review, quiet)).data;
export const plansOnSale = async (page: number): Promise<Page<Plan>> =>
  (await http.get<Page<Plan>>(API_PATHS.plans, { ...quiet, params: { status: 'on_sale', sort: 'newest', page, pageSize: 20 } })).data;
export const voidPlan = async (planId: string, reason: string): Promise<SettlementOutcome> =>
  (await http.post<SettlementOutcome>(pathTo(TIPS_PATHS.opsVoid, { planId }), { reason }, quiet)).data;
export const saveSettings = async (settings: PlanSettings): Promise<PlanSettings> => (await http.put<PlanSettings>(TIPS_PATHS.opsSettings, settings, quiet)).data;
