// The providers' feeds MATCHDAY_FEED asks for, each with its settings from the environment.
import type { Clock } from '../../../clock';
import type { Queryable } from '../../../db/database';
import { sportsFed, type FeedPlan } from './feedChoice';
import type { FeedSource } from './feedSource';

export function feedSources(plan: FeedPlan, env: NodeJS.ProcessEnv, db: Queryable, clock: Clock): FeedSource[] {
  const sources: FeedSource[] = [];
  void env;
  void db;
  void clock;
  if (sportsFed(plan, 'api-sports').length > 0 || sportsFed(plan, 'pandascore').length > 0) throw new Error('provider feeds are being wired');
  return sources;
}
