// The engine's calendar: for each day and competition, a fixed set of fixtures (the same after a
// restart: it is drawn from a random source seeded by the day and the competition), at the
// competition's local kick-off slots. The cup is a 16-team knockout that starts every two weeks
// and fills its later rounds with the winners as they are known.
import { kickOff } from '../import/openfootball';
import { SCHEDULES } from '../catalog/catalog';
import type { CatalogCompetition } from '../catalog/types';
import { seededRandom } from './random';

export interface PlannedFixture {
  externalRef: string;
  competitionKey: string;
  home: string;
  away: string;
  startsAt: Date;
  round: string;
  knockout: boolean;
  bestOf: number | null;
}

const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Rounds of a league count weeks from the season start (the first of August). */
function leagueRound(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const seasonStart = Date.UTC(date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1, 7, 1);
  return `Round ${Math.floor((date.getTime() - seasonStart) / (7 * DAY_MS)) + 1}`;
}

export function leagueFixtures(competition: CatalogCompetition, day: string): PlannedFixture[] {
  const schedule = SCHEDULES[competition.key];
  if (!schedule || schedule.perDay === 0) return [];
  const random = seededRandom(`${competition.key}:${day}`);
  const count = Math.min(Math.floor(competition.teams.length / 2), schedule.perDay + random.integer(-1, 1));
  const teams = random.shuffle(competition.teams);
  return Array.from({ length: count }, (_, index) => {
    const [home, away] = [teams[2 * index]!, teams[2 * index + 1]!];
    return {
      externalRef: `engine:${competition.key}:${day}:${index}`,
      competitionKey: competition.key,
      home: home.name,
      away: away.name,
      startsAt: kickOff(day, random.pick(schedule.slots), schedule.timeZone),
      round: leagueRound(day),
      knockout: false,
      bestOf: competition.bestOf ?? null,
    };
  });
}

export const CUP_CYCLE_DAYS = 14;
/** Day of the cycle each round is played on, and its slots: 8 last-16 ties over four days… */
const CUP_PLAN: { round: string; prefix: string; days: number[]; ties: number }[] = [
  { round: 'Round of 16', prefix: 'R16', days: [0, 1, 2, 3], ties: 8 },
  { round: 'Quarter-finals', prefix: 'QF', days: [5, 6], ties: 4 },
  { round: 'Semi-finals', prefix: 'SF', days: [8], ties: 2 },
  { round: 'Final', prefix: 'F', days: [10], ties: 1 },
];

export interface CupSlot {
  /** `cup:<cycle start>:<R16-3>` */
  key: string;
  round: string;
  tie: number;
  startsAt: Date;
  /** For later rounds: the two ties whose winners meet. */
  feeders: [string, string] | null;
}

export function cupCycleStart(day: string): string {
  const days = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  return isoDay(new Date((days - (days % CUP_CYCLE_DAYS)) * DAY_MS));
}

/** Every tie of the cup cycle that starts on `cycleStart`. */
export function cupSlots(competition: CatalogCompetition, cycleStart: string): CupSlot[] {
  const schedule = SCHEDULES[competition.key]!;
  const slots: CupSlot[] = [];
  CUP_PLAN.forEach((stage, stageIndex) => {
    for (let tie = 1; tie <= stage.ties; tie += 1) {
      const day = stage.days[Math.floor(((tie - 1) * stage.days.length) / stage.ties)]!;
      const previous = CUP_PLAN[stageIndex - 1];
      slots.push({
        key: `cup:${cycleStart}:${stage.prefix}-${tie}`,
        round: stage.round,
        tie,
        startsAt: kickOff(addDays(cycleStart, day), schedule.slots[(tie - 1) % schedule.slots.length]!, schedule.timeZone),
        feeders: previous ? [`cup:${cycleStart}:${previous.prefix}-${2 * tie - 1}`, `cup:${cycleStart}:${previous.prefix}-${2 * tie}`] : null,
      });
    }
  });
  return slots;
}

/** The last-16 draw of a cup cycle. */
export function cupDraw(competition: CatalogCompetition, cycleStart: string): [string, string][] {
  const teams = seededRandom(`${competition.key}:${cycleStart}`).shuffle(competition.teams).slice(0, 16);
  return Array.from({ length: 8 }, (_, index) => [teams[2 * index]!.name, teams[2 * index + 1]!.name]);
}
