// Customer service's reviews as the console calls them: the streamer and expert application
// queues and their review, the plans on sale and voiding one, and the price settings.
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import type { ApplicationReviewRequest } from '@matchday/contracts/tips/schemas';
import { STREAMER_PATHS, type StreamerApplication } from '@matchday/contracts/streamers/contract';
import { type ExpertApplication, type Plan, type PlanSettings, type SettlementOutcome, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;
/** Lists are paged by keyset: the page after `cursor` (null: the first). */
const after = (cursor: string | null) => (cursor ? { cursor } : {});

export const streamerApplications = async (status: StreamerApplication['status'], cursor: string | null): Promise<CursorPage<StreamerApplication>> =>
  (await http.get(STREAMER_PATHS.opsApplications, { ...quiet, params: { status, ...after(cursor) } })).data;
export const reviewStreamerApplication = async (applicationId: string, review: ApplicationReviewRequest): Promise<StreamerApplication> =>
  (await http.post(STREAMER_PATHS.opsReview, review, { ...quiet, path: { applicationId } })).data;

export const applications = async (status: ExpertApplication['status'], cursor: string | null): Promise<CursorPage<ExpertApplication>> =>
  (await http.get(TIPS_PATHS.opsApplications, { ...quiet, params: { status, pageSize: 20, ...after(cursor) } })).data;
export const reviewApplication = async (applicationId: string, review: ApplicationReviewRequest): Promise<ExpertApplication> =>
  (await http.post(TIPS_PATHS.opsReview, review, { ...quiet, path: { applicationId } })).data;

export const plansOnSale = async (cursor: string | null): Promise<CursorPage<Plan>> =>
  (await http.get(PLAN_PATHS.plans, { ...quiet, params: { status: 'on_sale', sort: 'newest', pageSize: 20, ...after(cursor) } })).data;
export const voidPlan = async (planId: string, reason: string): Promise<SettlementOutcome> => (await http.post(TIPS_PATHS.opsVoid, { reason }, { ...quiet, path: { planId } })).data;
export const planSettings = async (): Promise<PlanSettings> => (await http.get(TIPS_PATHS.settings, quiet)).data;
export const saveSettings = async (settings: PlanSettings): Promise<PlanSettings> => (await http.put(TIPS_PATHS.opsSettings, settings, quiet)).data;
