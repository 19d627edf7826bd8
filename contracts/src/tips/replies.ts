// What the tips domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { BlindBoxOffer, BlindBoxOpening, ExpertApplication, ExpertFollow, ExpertRecord, ExpertStatus, Plan, PLAN_PATHS, PlanSettings, PublishableMatch, PublishedPlan, PurchaseResponse, RankingEntry, Remark, SettlementOutcome, TIPS_PATHS } from '@matchday/contracts/tips/contract';

export interface TipsReplies {
  GET: {
    [PLAN_PATHS.publishedPlans]: CursorPage<PublishedPlan>;
    [PLAN_PATHS.plans]: CursorPage<Plan>;
    [PLAN_PATHS.plan]: Plan;
    [TIPS_PATHS.settings]: PlanSettings;
    [TIPS_PATHS.blindBox]: BlindBoxOffer;
    [TIPS_PATHS.publishable]: PublishableMatch[];
    [TIPS_PATHS.ranking]: RankingEntry[];
    [TIPS_PATHS.expert]: ExpertRecord;
    [TIPS_PATHS.application]: ExpertStatus;
    [TIPS_PATHS.opsApplications]: CursorPage<ExpertApplication>;
    [TIPS_PATHS.remarks]: CursorPage<Remark>;
  };
  POST: {
    [PLAN_PATHS.purchases]: PurchaseResponse;
    [PLAN_PATHS.purchasesFormerly]: PurchaseResponse;
    [PLAN_PATHS.plans]: Plan;
    [TIPS_PATHS.blindBox]: BlindBoxOpening;
    [TIPS_PATHS.opsVoid]: SettlementOutcome;
    [TIPS_PATHS.application]: ExpertStatus;
    [TIPS_PATHS.opsReview]: ExpertApplication;
    [TIPS_PATHS.remarks]: Remark;
  };
  PUT: {
    [TIPS_PATHS.opsSettings]: PlanSettings;
    [TIPS_PATHS.follow]: ExpertFollow;
  };
  PATCH: Record<never, never>;
  DELETE: {
    [TIPS_PATHS.follow]: ExpertFollow;
  };
}
