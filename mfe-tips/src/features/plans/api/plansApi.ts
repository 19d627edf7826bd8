// The plans pages' calls. Reads go through the page's HTTP client (not the public reader)
// because what a plan shows depends on who is asking (unlocked, price for this viewer).
import { COIN_PATHS } from '@matchday/contracts/coins/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { type Plan, planRead } from '@matchday/contracts/tips/contract';
import { type PlanFilter, planListRead } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import { http } from '@matchday/shared/http/http';

/** Reads show their own error states; they are not toasts. */
const quiet = { notifyErrors: false } as const;

/** The page of plans after `cursor` (null: the first). */
export async function listPlans(filter: PlanFilter, cursor: string | null): Promise<CursorPage<Plan>> {
  const { pattern, params } = planListRead(filter, cursor);
  return (await http.get(pattern, { ...quiet, params })).data;
}

export async function getPlan(planId: string): Promise<Plan> {
  const { pattern, path } = planRead(planId);
  return (await http.get(pattern, { ...quiet, path })).data;
}

/** Refusals (too few coins, closed) are thrown as ApiError with the api's message. */
export async function purchasePlan(planId: string, idempotencyKey: string): Promise<PurchaseResponse> {
  return (await http.post(PLAN_PATHS.purchases, { planId: Number(planId) }, { idempotencyKey, notifyErrors: false })).data;
}

/** The signed-in fan's coins as the api has them now (after a refusal, the header may be stale). */
export async function readBalance(): Promise<number> {
  return (await http.get(COIN_PATHS.balance, quiet)).data.balance;
}
