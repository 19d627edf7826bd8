// Matches for tips tests, written as the engine or an import writes them: a competition, two
// teams, the match with its odds, and later its final score (and esports maps).
import type { Plan, PlanSettings } from '@matchday/contracts/tips/contract';
import type { Queryable } from '../src/db/database';
import type { TestApi } from './testApi';

let serial = 0;

export interface MatchOptions {
  sport?: 'football' | 'basketball' | 'esports';
  discipline?: string;
  /** Seconds from the test clock's now to kick-off. */
  startsIn?: number;
  bestOf?: number;
  handicapLine?: number;
  totalLine?: number;
}

export function createMatch(api: TestApi, options: MatchOptions = {}): Promise<string> {
  return insertMatch(api.db, api.clock.now(), options);
}

/** A match of a fresh competition with pre-match odds, kicking off `startsIn` seconds after `now`. */
export async function insertMatch(db: Queryable, now: Date, options: MatchOptions = {}): Promise<string> {
  const sport = options.sport ?? 'football';
  const discipline = options.discipline ?? (sport === 'esports' ? 'cs2' : sport);
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(`${sql} RETURNING id::text AS id`, params))[0]!.id;
  const n = (serial += 1);
  const competition = await one("INSERT INTO competitions (sport, discipline, name, short_name, format) VALUES ($1, $2, $3, 'TL', 'league')", [
    sport,
    discipline,
    `Tips League ${n}`,
  ]);
  const season = await one("INSERT INTO seasons (competition_id, name) VALUES ($1, '2026')", [competition]);
  const team = (name: string) => one('INSERT INTO teams (sport, discipline, name, short_name) VALUES ($1, $2, $3, $4)', [sport, discipline, name, name.slice(0, 3)]);
  const home = await team(`Home ${n}`);
  const away = await team(`Away ${n}`);
  const startsAt = new Date(now.getTime() + (options.startsIn ?? 2 * 3600) * 1000);
  const match = await one(
    'INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, best_of, external_ref) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [season, sport, discipline, home, away, startsAt, options.bestOf ?? (sport === 'esports' ? 3 : null), `test:tips:${n}`],
  );
  const odds = (market: string, line: number | null, home: number, draw: number | null, away: number) =>
    db.query('INSERT INTO odds (match_id, market, line, home_price, draw_price, away_price, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      match,
      market,
      line,
      home,
      draw,
      away,
      now,
    ]);
  await odds('european', null, 2.1, sport === 'football' ? 3.3 : null, 3.4);
  await odds('handicap', options.handicapLine ?? (sport === 'basketball' ? -4.5 : sport === 'esports' ? -1.5 : -0.5), 1.95, null, 1.9);
  if (sport !== 'esports') await odds('total', options.totalLine ?? (sport === 'basketball' ? 210.5 : 2.5), 1.9, null, 1.95);
  return match;
}

/** The match is over with this score, as the engine or an import leaves it. */
export async function finishMatch(
  api: TestApi,
  matchId: string,
  homeScore: number,
  awayScore: number,
  maps: { homeScore: number; awayScore: number }[] = [],
): Promise<void> {
  await api.db.query("UPDATE matches SET status = 'finished', home_score = $2, away_score = $3 WHERE id = $1", [matchId, homeScore, awayScore]);
  const [teams] = await api.db.query<{ home: string; away: string }>('SELECT home_team_id AS home, away_team_id AS away FROM matches WHERE id = $1', [matchId]);
  for (const [index, map] of maps.entries())
    await api.db.query(
      `INSERT INTO esports_maps (match_id, map_number, map_name, status, home_score, away_score, winner_team_id) VALUES ($1, $2, 'Ascent', 'finished', $3, $4, $5)`,
      [matchId, index + 1, map.homeScore, map.awayScore, map.homeScore > map.awayScore ? teams!.home : teams!.away],
    );
}

export async function setPlanSettings(api: TestApi, settings: Partial<PlanSettings>): Promise<void> {
  const current = await api.services.plans.settings();
  await api.services.plans.updateSettings({ ...current, ...settings });
}

export interface PlanOptions {
  price?: number;
  noWinRefund?: boolean;
  market?: string;
  pick?: string;
  mapNumber?: number;
  deadline?: Date;
  title?: string;
}

/** Publishes a plan through the api, as the expert. */
export async function publishPlan(api: TestApi, expertToken: string, matchId: string, options: PlanOptions = {}) {
  const [match] = await api.db.query<{ starts_at: Date }>('SELECT starts_at FROM matches WHERE id = $1', [matchId]);
  serial += 1;
  return api.call<Plan>('POST', '/api/plans', {
    token: expertToken,
    lan: 'en_US',
    body: {
      matchId: Number(matchId),
      market: options.market ?? 'result',
      pick: options.pick ?? 'home',
      ...(options.mapNumber ? { mapNumber: options.mapNumber } : {}),
      title: options.title ?? `Pick ${serial}`,
      price: options.price ?? 20,
      noWinRefund: options.noWinRefund ?? false,
      explanation: 'Home side: their press wins the midfield.',
      purchaseDeadline: (options.deadline ?? new Date(match!.starts_at)).toISOString(),
    },
  });
}

export async function newPlan(api: TestApi, expertToken: string, options: PlanOptions & { match?: string } = {}): Promise<Plan> {
  const answer = await publishPlan(api, expertToken, options.match ?? (await createMatch(api)), options);
  if (answer.body.code !== 0) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}
