// A sport is one record: how it is played and scored, written once for the api and the site.
// `Sport` is the record's keys, so adding a sport is adding an entry here, and every record
// keyed by sport (the site's views, the api's simulators and odds) fails to compile until it
// has the new sport too. How a sport looks (words, icons, drawings) is the site's, not here.
import { BASKETBALL_QUARTERS } from '@matchday/contracts/constants';

/** European (1X2, or two-way where no draw), Asian handicap, total goals/points/maps, and esports round markets. */
export const ODDS_MARKETS = ['european', 'handicap', 'total', 'rounds_over', 'first_to_5_rounds', 'first_to_10_rounds'] as const;
export type OddsMarket = (typeof ODDS_MARKETS)[number];

/**
 * How a live match's clock reads (`MatchSummary.clock`) and how `PeriodScore.period` labels
 * its periods:
 * - `minute`: the minute played, with stoppage time beside it (45+2'); periods of their own
 *   names (`1H`, `2H`), then one extra period (`ET`);
 * - `countdown`: the period and the seconds left in it; numbered periods (`Q1`…`Q4`, played in
 *   the phases `q1`…`q4`), then numbered extra ones (`OT1`, `OT2`…, in the phase `overtime`);
 * - `mapTime`: the map being played (the phase `map_<n>`) and the seconds played on it; each
 *   period is a map, labelled with the map's name.
 */
export type ClockRules =
  | { reads: 'minute'; periods: readonly string[]; extraPeriod: string }
  | { reads: 'countdown'; periods: number; prefix: string; phasePrefix: string; extraPrefix: string; extraPhase: string }
  | { reads: 'mapTime' };

export interface SportRules {
  /** Disciplines played under the sport (esports: each game). */
  disciplines: readonly string[];
  /** `MatchSummary.phase` values, in playing order (esports adds `map_<n>` while map n is played). */
  phases: readonly string[];
  /** Phases in which the clock stands still (the site shows a word instead of the time). */
  pauses: readonly string[];
  /** Events that mark a pause, whatever phase they carry (the half-time score is half-time). */
  eventPhases: Readonly<Record<string, string>>;
  clock: ClockRules;
  /** Whether a match can end level (a three-way market, a drawn column in tables). */
  draw: boolean;
  /** Every event label of the sport (specification, section 3); `GENERAL_EVENT_TYPES` come on top. */
  eventTypes: readonly string[];
  /** Events that put points or a goal on the board (shown stronger). */
  scoringEvents: readonly string[];
  /** Events a fan looks for first (the overview and the key events tab). */
  keyEvents: readonly string[];
  /** Events a highlight is cut around: the most telling moments, not every point. */
  highlightEvents: readonly string[];
  /** Odds markets quoted on its matches (esports round markets only for round-based games). */
  oddsMarkets: readonly OddsMarket[];
  /** Markets an expert's plan may pick in. */
  planMarkets: readonly string[];
}

export const SPORT_RULES = {
  football: {
    disciplines: ['football'],
    phases: ['scheduled', 'first_half', 'half_time', 'second_half', 'extra_time', 'penalties', 'full_time'],
    pauses: ['half_time', 'penalties'],
    eventPhases: { half_time_score: 'half_time', penalty_shootout: 'penalties' },
    clock: { reads: 'minute', periods: ['1H', '2H'], extraPeriod: 'ET' },
    draw: true,
    eventTypes: [
      'goal', 'own_goal', 'penalty', 'penalty_missed', 'penalty_shootout', 'yellow_card', 'red_card', 'second_yellow', 'offside',
      'substitution', 'corner', 'free_kick', 'goal_kick', 'shot_on_target', 'shot_off_target', 'dangerous_attack', 'possession',
      'half_time_score', 'stoppage_time', 'var_decision',
    ],
    scoringEvents: ['goal', 'own_goal', 'penalty'],
    keyEvents: ['goal', 'own_goal', 'penalty', 'penalty_missed', 'red_card', 'second_yellow', 'yellow_card', 'substitution', 'var_decision', 'half_time_score', 'penalty_shootout'],
    highlightEvents: ['goal', 'own_goal', 'penalty', 'penalty_missed', 'red_card', 'second_yellow'],
    oddsMarkets: ['european', 'handicap', 'total'],
    planMarkets: ['result', 'handicap', 'total'],
  },
  basketball: {
    disciplines: ['basketball'],
    phases: ['scheduled', 'q1', 'q2', 'q3', 'q4', 'break', 'overtime', 'full_time'],
    pauses: ['break'],
    eventPhases: {},
    clock: { reads: 'countdown', periods: BASKETBALL_QUARTERS, prefix: 'Q', phasePrefix: 'q', extraPrefix: 'OT', extraPhase: 'overtime' },
    draw: false,
    eventTypes: ['quarter_start', 'quarter_end', 'overtime', 'two_point', 'three_point', 'free_throw', 'rebound', 'assist', 'steal', 'block', 'foul', 'turnover', 'timeout'],
    scoringEvents: ['two_point', 'three_point', 'free_throw'],
    keyEvents: ['quarter_end', 'overtime'],
    highlightEvents: ['three_point', 'overtime'],
    oddsMarkets: ['european', 'handicap', 'total'],
    planMarkets: ['winner', 'handicap', 'total'],
  },
  esports: {
    disciplines: ['lol', 'cs2', 'dota2', 'valorant'],
    phases: ['scheduled', 'between_maps', 'full_time'],
    pauses: ['between_maps'],
    eventPhases: {},
    clock: { reads: 'mapTime' },
    draw: false,
    eventTypes: ['map_start', 'map_won', 'round_won', 'kill', 'first_blood', 'first_tower', 'first_dragon', 'baron', 'overlord', 'first_to_five', 'first_to_ten'],
    scoringEvents: [],
    keyEvents: ['map_won', 'baron', 'overlord', 'first_blood'],
    highlightEvents: ['first_blood', 'baron', 'map_won'],
    oddsMarkets: ['european', 'handicap', 'total', 'rounds_over', 'first_to_5_rounds', 'first_to_10_rounds'],
    planMarkets: ['match_winner', 'map_winner', 'rounds_over', 'first_to_5_rounds', 'first_to_10_rounds'],
  },
} as const satisfies Record<string, SportRules>;

export type Sport = keyof typeof SPORT_RULES;
/** Every sport, in the order lists show them. */
export const SPORTS = Object.keys(SPORT_RULES) as Sport[];

type RulesOf<S extends Sport> = (typeof SPORT_RULES)[S];
export type SportPhase<S extends Sport = Sport> = RulesOf<S>['phases'][number];
export type SportPause<S extends Sport = Sport> = RulesOf<S>['pauses'][number];
export type SportDiscipline<S extends Sport = Sport> = RulesOf<S>['disciplines'][number];
export type SportEventType<S extends Sport = Sport> = RulesOf<S>['eventTypes'][number];
export type SportPlanMarket<S extends Sport = Sport> = RulesOf<S>['planMarkets'][number];

/** Every discipline of every sport. */
export const DISCIPLINES = SPORTS.flatMap((sport): readonly SportDiscipline[] => SPORT_RULES[sport].disciplines);

/**
 * What a video review decided (a provider's `var_decision` event, in `detail.decision`); the
 * engine never reviews. A goal the review cancels is taken out of the match's events.
 */
export const VAR_DECISIONS = ['goal_cancelled', 'penalty_cancelled', 'goal_confirmed', 'penalty_confirmed', 'card_changed', 'other'] as const;
export type VarDecision = (typeof VAR_DECISIONS)[number];

/** Events of every sport: the start and the end of a match. */
export const GENERAL_EVENT_TYPES = ['kick_off', 'full_time'] as const;
export type GeneralEventType = (typeof GENERAL_EVENT_TYPES)[number];

// Compile-time: the events a sport picks out (scoring, key, highlight, pause-marking) are its
// own or general ones, and its pauses are its phases. A typo in an entry fails the build here.
type Picked<S extends Sport> = RulesOf<S>['scoringEvents' | 'keyEvents' | 'highlightEvents'][number] | keyof RulesOf<S>['eventPhases'];
type Coherent<S extends Sport> = [Picked<S>] extends [SportEventType<S> | GeneralEventType]
  ? [SportPause<S> | RulesOf<S>['eventPhases'][keyof RulesOf<S>['eventPhases']]] extends [SportPhase<S>]
    ? true
    : `${S}: a pause that is not one of its phases`
  : `${S}: an event that is not one of its event types`;
type MustBeTrue<T extends true> = T;
export type SportRulesAreCoherent = MustBeTrue<{ [S in Sport]: Coherent<S> }[Sport]>;

export const isSport = (value: unknown): value is Sport => typeof value === 'string' && Object.hasOwn(SPORT_RULES, value);

/** The rules of a sport, or null for one this build does not know (a newer api's). */
export const rulesOf = (sport: string): SportRules | null => (isSport(sport) ? SPORT_RULES[sport] : null);

/** The sport a discipline is played under. */
export const sportOfDiscipline = (discipline: SportDiscipline): Sport =>
  SPORTS.find((sport) => (SPORT_RULES[sport].disciplines as readonly string[]).includes(discipline))!;

/** A record with an entry per sport, each made from the sport's rules. */
export const bySport = <T>(entry: (sport: Sport) => T): Record<Sport, T> =>
  Object.fromEntries(SPORTS.map((sport) => [sport, entry(sport)])) as Record<Sport, T>;

/** Every event type a sport's matches carry: its own and the general ones. */
export const eventTypesOf = (sport: Sport): readonly string[] => [...SPORT_RULES[sport].eventTypes, ...GENERAL_EVENT_TYPES];

/** The label of a match's `number`th period (1-based) in `PeriodScore.period`; null where maps name them. */
export function periodLabel(clock: ClockRules, number: number): string | null {
  switch (clock.reads) {
    case 'minute':
      return clock.periods[number - 1] ?? clock.extraPeriod;
    case 'countdown':
      return number <= clock.periods ? `${clock.prefix}${number}` : `${clock.extraPrefix}${number - clock.periods}`;
    case 'mapTime':
      return null;
    default:
      return unknownKind(clock);
  }
}

/** For exhaustive switches: a kind added to a union and not handled fails to compile here. */
export function unknownKind(value: never): never {
  throw new Error(`unhandled kind: ${JSON.stringify(value)}`);
}
