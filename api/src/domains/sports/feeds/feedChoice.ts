// MATCHDAY_FEED: where each sport's matches come from.
//   unset or `engine`            every sport from the built-in engine (development, demos)
//   `none`                        no feed in this process (another runs it)
//   `football:api-sports,basketball:api-sports,esports:pandascore`   per sport
//   `football:api-sports+engine`  a provider and the engine side by side (development only)
// A sport left out of a per-sport list has no feed. Production refuses the engine unless the site
// says it is a demo (MATCHDAY_DEMO_SITE=on): a real site must not show invented matches.
import { type Sport, SPORTS } from '@matchday/contracts/sports/contract';

export const FEED_CHOICES = ['engine', 'api-sports', 'pandascore'] as const;
export type FeedChoice = (typeof FEED_CHOICES)[number];

/** Which sports each provider covers. */
const COVERS: Record<Exclude<FeedChoice, 'engine'>, readonly Sport[]> = { 'api-sports': ['football', 'basketball'], pandascore: ['esports'] };

export type FeedPlan = Record<Sport, FeedChoice[]>;

export interface FeedPlanReading {
  plan: FeedPlan;
  problems: string[];
}

export function feedPlanFrom(value: string | undefined): FeedPlanReading {
  const plan = Object.fromEntries(SPORTS.map((sport) => [sport, [] as FeedChoice[]])) as FeedPlan;
  const problems: string[] = [];
  const text = (value ?? '').trim();
  if (text === '' || text === 'engine') {
    for (const sport of SPORTS) plan[sport] = ['engine'];
    return { plan, problems };
  }
  if (text === 'none') return { plan, problems };
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [sport, choices] = entry.split(':').map((part) => part.trim());
    if (!choices) {
      problems.push(`MATCHDAY_FEED: "${entry}" is not sport:provider (engine, none, or e.g. football:api-sports,esports:pandascore)`);
      continue;
    }
    if (!SPORTS.includes(sport as Sport)) {
      problems.push(`MATCHDAY_FEED: no sport "${sport}" (${SPORTS.join(', ')})`);
      continue;
    }
    for (const choice of choices.split('+').map((part) => part.trim())) {
      if (choice === 'none') continue;
      if (!FEED_CHOICES.includes(choice as FeedChoice)) problems.push(`MATCHDAY_FEED: no provider "${choice}" (${FEED_CHOICES.join(', ')}, none)`);
      else if (choice !== 'engine' && !COVERS[choice as Exclude<FeedChoice, 'engine'>].includes(sport as Sport)) problems.push(`MATCHDAY_FEED: ${choice} has no ${sport}`);
      else if (!plan[sport as Sport].includes(choice as FeedChoice)) plan[sport as Sport].push(choice as FeedChoice);
    }
  }
  return { plan, problems };
}

/** The sports a choice feeds. */
export const sportsFed = (plan: FeedPlan, choice: FeedChoice): Sport[] => SPORTS.filter((sport) => plan[sport].includes(choice));
