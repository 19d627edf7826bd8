// Plans, experts and pages of them as the api answers, for the tips remote's tests.
import type { ExpertSummary, Plan } from '@matchday/contracts/tips/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { planMatch } from '@matchday/shared/testing/tipsFixtures';

export const anExpert = (overrides: Partial<ExpertSummary> = {}): ExpertSummary => ({
  id: '7',
  username: 'Marco Tips',
  picks: 12,
  hitRate: 0.75,
  currentStreak: 3,
  bestStreak: 5,
  demo: false,
  ...overrides,
});

export const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: '41',
  expert: anExpert(),
  title: 'Arsenal hold the line',
  sport: 'football',
  match: planMatch(),
  market: 'handicap',
  selection: null,
  price: 40,
  originalPrice: 80,
  priceForViewer: 40,
  noWinRefund: true,
  purchaseDeadline: '2099-11-24T20:00:00Z',
  publishedAt: '2026-11-24T10:00:00Z',
  result: 'pending',
  settledAt: null,
  sales: 3,
  unlocked: false,
  explanation: null,
  reasons: null,
  ...overrides,
});

/** A page of a keyset-paged list; `next` names the page after it (null: the last). */
export const pageOf = <T,>(items: T[], next: string | null = null): CursorPage<T> => ({ items, next });
