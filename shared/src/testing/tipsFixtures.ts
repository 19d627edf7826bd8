// Whole answers of the tips api for tests, with only what a test cares about changed.
import type { PlanMatch } from '@matchday/contracts/tips/contract';

/** The match a plan is about (a finished derby unless patched). */
export const planMatch = (patch: Partial<PlanMatch> = {}): PlanMatch => ({
  id: '900',
  sport: 'football',
  discipline: 'football',
  competition: 'Premier League',
  home: 'Arsenal',
  away: 'Chelsea',
  startsAt: '2026-11-24T20:00:00Z',
  status: 'finished',
  homeScore: 0,
  awayScore: 0,
  ...patch,
});
