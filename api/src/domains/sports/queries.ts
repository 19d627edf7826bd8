// SQL of the sports domain: the match summary every list, detail and realtime message uses.
import type { MatchSummary, PeriodScore } from '@matchday/contracts/sports/contract';
import { SPORT_RULES } from '@matchday/contracts/sports/rules';
import type { Queryable } from '../../db/database';

export const SUMMARY_SELECT = `
  SELECT m.id::text AS id, m.sport, m.discipline, c.id::text AS competition_id, c.name AS competition_name,
    c.short_name AS competition_short, c.tier AS competition_tier, c.country AS competition_country, s.name AS season,
    m.round_name, m.group_name, m.starts_at, m.status, m.phase, m.clock_seconds, m.stoppage_minutes,
    ht.id::text AS home_id, ht.name AS home_name, ht.short_name AS home_short,
    at.id::text AS away_id, at.name AS away_name, at.short_name AS away_short,
    m.home_score, m.away_score, m.period_scores, m.penalty_home, m.penalty_away, m.winner_team_id::text AS winner_id,
    m.knockout, m.best_of, m.venue, m.hot, m.version, m.delayed_since IS NOT NULL AS delayed,
    (SELECT count(*) FROM match_events e WHERE e.match_id = m.id AND e.side = 'home' AND e.type IN ('red_card', 'second_yellow'))::int AS red_home,
    (SELECT count(*) FROM match_events e WHERE e.match_id = m.id AND e.side = 'away' AND e.type IN ('red_card', 'second_yellow'))::int AS red_away,
    leg.first_home, leg.first_away
  FROM matches m
  JOIN seasons s ON s.id = m.season_id
  JOIN competitions c ON c.id = s.competition_id
  JOIN teams ht ON ht.id = m.home_team_id
  JOIN teams at ON at.id = m.away_team_id
  -- A knockout tie's first leg: the same round of the season, the teams the other way round, played
  -- in the weeks before (its goals said from this match's sides: this home side was away then).
  LEFT JOIN LATERAL (
    SELECT f.away_score AS first_home, f.home_score AS first_away FROM matches f
    WHERE m.knockout AND f.knockout AND f.home_team_id = m.away_team_id AND f.away_team_id = m.home_team_id AND f.season_id = m.season_id
      AND f.round_name = m.round_name AND f.status = 'finished' AND f.starts_at < m.starts_at AND f.starts_at > m.starts_at - interval '60 days'
    ORDER BY f.starts_at DESC LIMIT 1
  ) leg ON true`;

export interface SummaryRow {
  id: string;
  sport: MatchSummary['sport'];
  discipline: MatchSummary['discipline'];
  competition_id: string;
  competition_name: string;
  competition_short: string;
  competition_tier: number;
  competition_country: string;
  season: string;
  round_name: string;
  group_name: string;
  starts_at: Date;
  status: MatchSummary['status'];
  phase: string;
  clock_seconds: number;
  stoppage_minutes: number;
  home_id: string;
  home_name: string;
  home_short: string;
  away_id: string;
  away_name: string;
  away_short: string;
  home_score: number;
  away_score: number;
  period_scores: PeriodScore[];
  penalty_home: number | null;
  penalty_away: number | null;
  winner_id: string | null;
  knockout: boolean;
  best_of: number | null;
  venue: string;
  hot: boolean;
  version: number;
  delayed: boolean;
  red_home: number;
  red_away: number;
  first_home: number | null;
  first_away: number | null;
}

/** The clock as people read it (the sport's rules say how): football's minute, basketball's seconds left, the map clock. */
function displayClock(row: SummaryRow): number {
  if (SPORT_RULES[row.sport].clock.reads === 'minute') return row.status === 'live' ? Math.min(Math.floor(row.clock_seconds / 60) + 1, 120) : 0;
  return row.clock_seconds;
}

export function toSummary(row: SummaryRow): MatchSummary {
  return {
    id: row.id,
    sport: row.sport,
    discipline: row.discipline,
    competition: {
      id: row.competition_id,
      name: row.competition_name,
      shortName: row.competition_short,
      tier: Number(row.competition_tier),
      country: row.competition_country,
    },
    season: row.season,
    round: row.round_name,
    group: row.group_name,
    startsAt: new Date(row.starts_at).toISOString(),
    status: row.status,
    phase: row.phase,
    clock: displayClock(row),
    stoppage: Number(row.stoppage_minutes),
    home: { id: row.home_id, name: row.home_name, shortName: row.home_short },
    away: { id: row.away_id, name: row.away_name, shortName: row.away_short },
    homeScore: Number(row.home_score),
    awayScore: Number(row.away_score),
    periodScores: row.period_scores ?? [],
    penalties: row.penalty_home === null || row.penalty_away === null ? null : { home: Number(row.penalty_home), away: Number(row.penalty_away) },
    winner: row.winner_id === null ? null : row.winner_id === row.home_id ? 'home' : 'away',
    knockout: row.knockout,
    bestOf: row.best_of === null ? null : Number(row.best_of),
    venue: row.venue,
    hot: row.hot,
    redCards: { home: Number(row.red_home ?? 0), away: Number(row.red_away ?? 0) },
    version: Number(row.version),
    ...(row.delayed ? { delayed: true as const } : {}),
    ...(row.first_home !== null && row.first_home !== undefined ? { firstLeg: { home: Number(row.first_home), away: Number(row.first_away) } } : {}),
  };
}

export async function summariesByIds(db: Queryable, ids: string[]): Promise<MatchSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE m.id = ANY($1::bigint[]) ORDER BY m.starts_at, m.id`, [ids]);
  return rows.map(toSummary);
}
