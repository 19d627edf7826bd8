// Odds from probabilities, before and during play. Football: Poisson goals on the ratings,
// scaled to the time left and added to the score; basketball: a normal margin and total;
// esports: map and series chances, and for CS2 and Valorant the round markets (total rounds
// over 26.5, first to five and to ten rounds). Prices carry the bookmaker's margin.
import type { OddsLine } from '@matchday/contracts/sports/contract';
import { normalCdf, poisson } from './random';
import type { LiveMatch } from './types';
import type { Sport } from '@matchday/contracts/sports/rules';

/** A line as the engine prices it: the answer's line, settled or not (the store keeps its status and time). */
export type PricedLine = Pick<OddsLine, 'market' | 'line' | 'home' | 'draw' | 'away'> & { settled: boolean };

const MARGIN = 1.06;

/** Decimal odds for a probability, with margin, between 1.01 and 51. */
export function price(probability: number): number | null {
  if (probability <= 0.0005) return 51;
  const raw = 1 / (probability * MARGIN);
  return Math.round(Math.min(51, Math.max(1.01, raw)) * 100) / 100;
}

function footballGoalRates(match: Pick<LiveMatch, 'home' | 'away'>): [number, number] {
  const difference = match.home.rating + 3 - match.away.rating;
  return [1.35 * Math.exp(difference / 45), 1.35 * Math.exp(-difference / 45)];
}

/** Probability of each final goal difference, home minus away, given the time left. */
function footballMargins(match: LiveMatch, fractionLeft: number): Map<number, number> {
  const [home, away] = footballGoalRates(match).map((rate) => rate * fractionLeft);
  const margins = new Map<number, number>();
  for (let h = 0; h <= 10; h += 1)
    for (let a = 0; a <= 10; a += 1) {
      const margin = match.homeScore + h - (match.awayScore + a);
      margins.set(margin, (margins.get(margin) ?? 0) + poisson(home!, h) * poisson(away!, a));
    }
  return margins;
}

function footballTotals(match: LiveMatch, fractionLeft: number): Map<number, number> {
  const [home, away] = footballGoalRates(match).map((rate) => rate * fractionLeft);
  const totals = new Map<number, number>();
  for (let extra = 0; extra <= 14; extra += 1) totals.set(match.homeScore + match.awayScore + extra, poisson(home! + away!, extra));
  return totals;
}

const sum = (distribution: Map<number, number>, test: (value: number) => boolean) =>
  [...distribution].reduce((total, [value, probability]) => total + (test(value) ? probability : 0), 0);

/** The half-point line whose chance is closest to even. */
function evenLine(candidates: number[], chance: (line: number) => number): number {
  return candidates.reduce((best, line) => (Math.abs(chance(line) - 0.5) < Math.abs(chance(best) - 0.5) ? line : best));
}

function footballFractionLeft(match: LiveMatch): number {
  if (match.status === 'not_started') return 1;
  if (match.status === 'finished' || match.phase === 'penalties') return 0;
  const minutes = match.clock / 60;
  return match.phase === 'extra_time' ? 0 : Math.max(0, (90 - Math.min(minutes, 90)) / 90);
}

export function footballOdds(match: LiveMatch): PricedLine[] {
  const left = footballFractionLeft(match);
  const settled = match.status === 'finished';
  const margins = footballMargins(match, left);
  const homeWin = sum(margins, (margin) => margin > 0);
  const draw = sum(margins, (margin) => margin === 0);
  const handicapLine = evenLine([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5], (line) => sum(margins, (margin) => margin + line > 0));
  const homeCovers = sum(margins, (margin) => margin + handicapLine > 0);
  const totals = footballTotals(match, left);
  const totalLine = evenLine([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5], (line) => sum(totals, (total) => total > line));
  const over = sum(totals, (total) => total > totalLine);
  return [
    { market: 'european', line: null, home: price(homeWin), draw: price(draw), away: price(1 - homeWin - draw), settled },
    { market: 'handicap', line: handicapLine, home: price(homeCovers), draw: null, away: price(1 - homeCovers), settled },
    { market: 'total', line: totalLine, home: price(over), draw: null, away: price(1 - over), settled },
  ];
}

export function basketballOdds(match: LiveMatch): PricedLine[] {
  const settled = match.status === 'finished';
  const regulation = 4 * match.quarterMinutes * 60;
  const quarter = Number(/^q(\d)$/.exec(match.phase)?.[1] ?? (match.status === 'not_started' ? 1 : 4));
  const elapsed = match.status === 'not_started' ? 0 : Math.min(regulation, (quarter - 1) * match.quarterMinutes * 60 + (match.quarterMinutes * 60 - match.clock));
  const left = match.status === 'finished' ? 0 : Math.max(0.02, 1 - elapsed / regulation);
  const pace = (4 * match.quarterMinutes * 224) / 48;
  const expectedMargin = (match.home.rating + 2 - match.away.rating) * 0.35;
  const margin = match.homeScore - match.awayScore + expectedMargin * left;
  const marginSd = 12 * Math.sqrt(left);
  const total = match.homeScore + match.awayScore + pace * left;
  const totalSd = 15 * Math.sqrt(left);
  const homeWin = normalCdf(margin / marginSd);
  const handicapLine = Math.round(-margin) + 0.5;
  const homeCovers = normalCdf((margin + handicapLine) / marginSd);
  const totalLine = Math.round(total) + 0.5;
  const over = 1 - normalCdf((totalLine - total) / totalSd);
  return [
    { market: 'european', line: null, home: price(homeWin), draw: null, away: price(1 - homeWin), settled },
    { market: 'handicap', line: handicapLine, home: price(homeCovers), draw: null, away: price(1 - homeCovers), settled },
    { market: 'total', line: totalLine, home: price(over), draw: null, away: price(1 - over), settled },
  ];
}

/** Chance that a side needing `a` more wins gets there before the other needing `b`, each trial won with `p`. */
export function raceChance(a: number, b: number, p: number): number {
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  let chance = 0;
  // Win the a-th of the next (a + k) trials, the opponent having won k < b of them.
  for (let k = 0; k < b; k += 1) chance += binomial(a - 1 + k, k) * p ** a * (1 - p) ** k;
  return chance;
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let index = 1; index <= k; index += 1) value = (value * (n - k + index)) / index;
  return value;
}

export function esportsOdds(match: LiveMatch): PricedLine[] {
  const settled = match.status === 'finished';
  const mapChance = 1 / (1 + Math.exp(-(match.home.rating - match.away.rating) / 20));
  const toWin = Math.ceil((match.bestOf ?? 3) / 2);
  const homeSeries = raceChance(toWin - match.homeScore, toWin - match.awayScore, mapChance);
  const lines: PricedLine[] = [{ market: 'european', line: null, home: price(homeSeries), draw: null, away: price(1 - homeSeries), settled }];
  if ((match.bestOf ?? 3) >= 3) {
    // Handicap -1.5 maps: the home side wins the series by two maps or more (2-0 in a best of
    // three), so it must take its maps before the other side takes toWin - 1.
    const homeBig = raceChance(toWin - match.homeScore, Math.max(0, toWin - 1 - match.awayScore), mapChance);
    lines.push({ market: 'handicap', line: -1.5, home: price(homeBig), draw: null, away: price(1 - homeBig), settled });
  }
  const map = match.maps.at(-1);
  if ((match.discipline === 'cs2' || match.discipline === 'valorant') && map && map.status === 'live') {
    const round = 0.5 + (match.home.rating - match.away.rating) / 150;
    const h = map.homeScore;
    const a = map.awayScore;
    const reachTwelveAll = h <= 12 && a <= 12 ? binomial(24 - h - a, 12 - h) * round ** (12 - h) * (1 - round) ** (12 - a) : h + a >= 26 ? 1 : 0;
    const over = h + a > 26.5 ? 1 : reachTwelveAll * (1 - round ** 2 - (1 - round) ** 2);
    lines.push({ market: 'rounds_over', line: 26.5, home: price(over), draw: null, away: price(1 - over), settled: h + a > 26.5 });
    const five = raceChance(5 - h, 5 - a, round);
    lines.push({ market: 'first_to_5_rounds', line: null, home: price(five), draw: null, away: price(1 - five), settled: h >= 5 || a >= 5 });
    const ten = raceChance(10 - h, 10 - a, round);
    lines.push({ market: 'first_to_10_rounds', line: null, home: price(ten), draw: null, away: price(1 - ten), settled: h >= 10 || a >= 10 });
  }
  return lines;
}

/** Each sport's pricing: a sport without one fails to compile. */
const PRICING: Record<Sport, (match: LiveMatch) => PricedLine[]> = { football: footballOdds, basketball: basketballOdds, esports: esportsOdds };

export function oddsFor(match: LiveMatch): PricedLine[] {
  return PRICING[match.sport](match);
}
