// Whether a plan can still be bought, by the api's rule: not settled, and its purchase deadline
// not passed. A page left open turns it off at the deadline.
import type { Plan } from '@matchday/contracts/tips/contract';
import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later deadline is checked again on the next render. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function planOnSale(plan: Pick<Plan, 'result' | 'purchaseDeadline'>, now: number): boolean {
  return plan.result === 'pending' && new Date(plan.purchaseDeadline).getTime() > now;
}

export function usePlanOnSale(plan: Plan | null): boolean {
  const [, setTick] = useState(0);
  const deadline = plan ? new Date(plan.purchaseDeadline).getTime() : null;
  useEffect(() => {
    if (deadline === null) return;
    const wait = deadline - Date.now();
    if (wait <= 0 || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 1);
    return () => clearTimeout(timer);
  }, [deadline]);
  return plan !== null && planOnSale(plan, Date.now());
}
