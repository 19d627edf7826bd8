// The tips domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { pageQuerySchema } from '@matchday/contracts/http/paging';
import { SPORTS } from '@matchday/contracts/sports/rules';
import { ALL_PLAN_MARKETS, PLAN_PICKS, type PlanFilter, RANKING_PERIODS, RANKING_SORTS } from '@matchday/contracts/tips/contract';
import { z } from 'zod';

export const purchaseSchema = z.object({ planId: z.number({ error: 'api.planNotFound' }).int().positive('api.planNotFound') });

/** An expert's plan: a pick on an upcoming match, priced within the operators' bounds. */
export const planCreateSchema = z.object({
  matchId: z.number({ error: 'api.tips.matchNotFound' }).int().positive('api.tips.matchNotFound'),
  market: z.enum(ALL_PLAN_MARKETS, { error: 'api.tips.marketUnavailable' }),
  pick: z.enum(PLAN_PICKS, { error: 'api.tips.pickInvalid' }),
  mapNumber: z.number().int().min(1).max(7).optional(),
  title: z.string().trim().min(1, 'api.invalidField').max(120, 'api.invalidField'),
  price: z.number().int().min(0).max(100_000),
  originalPrice: z.number().int().min(0).max(100_000).optional(),
  noWinRefund: z.boolean().default(false),
  explanation: z.string().trim().min(1, 'api.invalidField').max(5000, 'api.invalidField'),
  purchaseDeadline: z.iso.datetime({ offset: true }),
});

export const expertApplicationSchema = z.object({
  intro: z.string().trim().min(10, 'api.tips.introLength').max(500, 'api.tips.introLength'),
  sports: z.array(z.enum(SPORTS)).min(1, 'api.tips.sportsRequired').max(SPORTS.length),
  specialities: z.string().trim().min(1, 'api.tips.specialitiesRequired').max(200, 'api.invalidField'),
});

export const applicationReviewSchema = z
  .object({ decision: z.enum(['approve', 'fail']), reason: z.string().trim().max(200, 'api.invalidField').default('') })
  .refine((review) => review.decision === 'approve' || review.reason.length > 0, { message: 'api.tips.reasonRequired', path: ['reason'] });

export const planSettingsSchema = z
  .object({
    minPrice: z.number().int().min(0).max(100_000),
    maxPrice: z.number().int().min(0).max(100_000),
    firstOrderDiscountPercent: z.number().int().min(0).max(90),
    blindBoxPrice: z.number().int().min(1).max(100_000),
  })
  .refine((settings) => settings.minPrice <= settings.maxPrice, { message: 'api.invalidField', path: ['maxPrice'] });

export const rankingQuerySchema = z.object({
  period: z.enum(RANKING_PERIODS).default(RANKING_PERIODS[0]),
  sort: z.enum(RANKING_SORTS).default(RANKING_SORTS[0]),
});

export const remarkCreateSchema = z.object({
  planId: z.number({ error: 'api.planNotFound' }).int().positive('api.planNotFound'),
  text: z.string().trim().min(1, 'api.tips.remarkLength').max(1000, 'api.tips.remarkLength'),
});

export const voidPlanSchema = z.object({ reason: z.string().trim().min(1, 'api.tips.reasonRequired').max(200, 'api.invalidField') });

export const planListQuerySchema = pageQuerySchema.extend({
  sport: z.enum(SPORTS).optional(),
  /** Only plans that refund if they miss. */
  refund: z.enum(['true', 'false']).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000).optional(),
  market: z.enum(ALL_PLAN_MARKETS).optional(),
  expertId: z.coerce.number().int().positive().optional(),
  matchId: z.coerce.number().int().positive().optional(),
  /** On sale (default), settled, or every plan. */
  status: z.enum(['on_sale', 'settled', 'all']).default('on_sale'),
  sort: z.enum(['recommended', 'newest', 'price']).default('recommended'),
});

export type PlanCreateRequest = z.infer<typeof planCreateSchema>;

export type PlanListQuery = z.infer<typeof planListQuerySchema>;

export type ExpertApplicationRequest = z.infer<typeof expertApplicationSchema>;

export type ApplicationReviewRequest = z.infer<typeof applicationReviewSchema>;

export type PlanSettingsRequest = z.infer<typeof planSettingsSchema>;

// PlanFilter (contract.ts, read by the site without zod) is the list query less its paging.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const filterMatchesQuery: Same<PlanFilter, Partial<Omit<PlanListQuery, 'cursor' | 'pageSize'>>> = true;
void filterMatchesQuery;
