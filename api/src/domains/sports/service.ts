// What the scores remote reads: match lists by day (in the viewer's zone), sport, competition and
// status; the calendar; search; a match and each of its tabs; competitions with their
// standings, brackets and schedules; odds; previews; data rankings; team statistics.
import type { BracketRound, CalendarDay, CompetitionSummary, FormEntry, HeadToHead, InjuryLine, MapSummary, MatchEvent, MatchLineups, MatchOverview, MatchPreview, MatchSummary, OddsIndexRow, OddsLine, OddsMovement, PlayerLine, PlayerStatLine, RankingRow, RecentRecord, SearchResults, SideLineup, StandingsTable, TeamStats } from '@matchday/contracts/sports/contract';
import type { PageQuery } from '@matchday/contracts/http/paging';
import type { MatchListQuery } from '@matchday/contracts/sports/schemas';
import type { CursorPage, Page } from '@matchday/contracts/http/paging';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { KeysetOrder, type KeyedRow } from '../../db/keyset';
import { refuse } from '../../http/envelope';
import { TtlCache } from '../../http/ttlCache';
import { dayBounds, isTimeZone, localDate } from './dayBounds';
import { type Sport, SPORT_RULES, type SportDiscipline as Discipline, sportOfDiscipline } from '@matchday/contracts/sports/rules';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from './queries';
import { standingsTables, type StandingsSeason } from './standingsTables';
import { shortPlayerName } from './playerNames';



const EVENT_COLUMNS = `seq, type, phase, minute, stoppage, side, player, detail, home_score, away_score, created_at`;

interface EventRow {
  seq: number;
  type: MatchEvent['type'];
  phase: string;
  minute: number;
  stoppage: number;
  side: MatchEvent['side'];
  player: string;
  detail: Record<string, unknown>;
  home_score: number;
  away_score: number;
  created_at: Date;
}

const toEvent = (row: EventRow): MatchEvent => ({
  seq: Number(row.seq),
  type: row.type,
  phase: row.phase,
  minute: Number(row.minute),
  stoppage: Number(row.stoppage),
  side: row.side,
  player: row.player,
  detail: row.detail,
  homeScore: Number(row.home_score),
  awayScore: Number(row.away_score),
  at: new Date(row.created_at).toISOString(),
});

/** A season's schedule: kick-off order, the match's id among those kicking off together. */
const SCHEDULE_ORDER = new KeysetOrder('schedule', [
  { sql: 'm.starts_at', order: 'asc', kind: 'timestamp' },
  { sql: 'm.id', order: 'asc', kind: 'bigint' },
]);

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 1000);

export class SportsReadService {
  private readonly lists: TtlCache<Page<MatchSummary>>;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    listCacheMs = 1000,
  ) {
    this.lists = new TtlCache(listCacheMs);
  }

  private zone(tz: string): string {
    if (!isTimeZone(tz)) throw refuse('api.invalidField', 400, { field: 'tz' });
    return tz;
  }

  async list(query: MatchListQuery): Promise<Page<MatchSummary>> {
    const tz = this.zone(query.tz);
    const now = this.clock.now();
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    const view = query.view;
    const date =
      query.date ?? (view === 'yesterday' ? localDate(now, tz, -1) : view === 'tomorrow' ? localDate(now, tz, 1) : view === 'live' ? undefined : localDate(now, tz));
    if (date) {
      const { from, to } = dayBounds(date, tz);
      add('m.starts_at >= ?', from);
      add('m.starts_at < ?', to);
    }
    if (view === 'live') add('m.status = ?', 'live');
    if (view === 'hot') conditions.push('m.hot');
    if (query.sport) add('m.sport = ?', query.sport);
    if (query.discipline) add('m.discipline = ?', query.discipline);
    if (query.competition) add('c.id = ?', query.competition);
    if (query.status) add('m.status = ?', query.status);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const key = JSON.stringify({ where, params, page: query.page, pageSize: query.pageSize });
    return this.lists.get(key, async () => {
      const rows = await this.db.query<SummaryRow & { total: number }>(
        `SELECT *, count(*) OVER ()::int AS total FROM (${SUMMARY_SELECT} ${where}) listed
         ORDER BY CASE status WHEN 'live' THEN 0 WHEN 'not_started' THEN 1 ELSE 2 END, starts_at, competition_tier, id
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total: Number(rows[0]?.total ?? 0) };
    });
  }

  /** Matches per day in the viewer's zone, for the calendar strip. */
  async calendar(from: string, to: string, tz: string, sport?: string): Promise<CalendarDay[]> {
    const zone = this.zone(tz);
    const { from: start } = dayBounds(from, zone);
    const { to: end } = dayBounds(to, zone);
    if (end.getTime() - start.getTime() > 62 * 86_400_000) throw refuse('api.invalidField', 400, { field: 'to' });
    const rows = await this.db.query<{ day: string; matches: number; live: number }>(
      `SELECT to_char(m.starts_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, count(*)::int AS matches,
         count(*) FILTER (WHERE m.status = 'live')::int AS live
       FROM matches m WHERE m.starts_at >= $1 AND m.starts_at < $2 AND ($4::text IS NULL OR m.sport = $4)
       GROUP BY 1 ORDER BY 1`,
      [start, end, zone, sport ?? null],
    );
    return rows.map((row) => ({ date: row.day, matches: Number(row.matches), live: Number(row.live) }));
  }

  async search(text: string): Promise<SearchResults> {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const [teams, competitions] = await Promise.all([
      this.db.query<SearchResults['teams'][number]>(
        'SELECT id::text AS id, name, sport, discipline FROM teams WHERE name ILIKE $1 OR short_name ILIKE $1 ORDER BY rating DESC, name LIMIT 20',
        [pattern],
      ),
      this.db.query<SearchResults['competitions'][number]>(
        'SELECT id::text AS id, name, sport FROM competitions WHERE name ILIKE $1 OR short_name ILIKE $1 ORDER BY tier, name LIMIT 10',
        [pattern],
      ),
    ]);
    const matches = teams.length
      ? await this.db.query<SummaryRow>(
          `${SUMMARY_SELECT} WHERE (m.home_team_id = ANY($1::bigint[]) OR m.away_team_id = ANY($1::bigint[])) AND m.starts_at > $2
           ORDER BY m.starts_at LIMIT 20`,
          [teams.map((team) => team.id), new Date(this.clock.now().getTime() - 86_400_000)],
        )
      : [];
    return { teams, competitions, matches: matches.map(toSummary) };
  }

  async match(id: string): Promise<MatchSummary> {
    const [row] = await this.db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE m.id = $1`, [id]);
    if (!row) throw refuse('api.notFound', 404);
    return toSummary(row);
  }

  /** The overview tab: the match, its team statistics, and its key events. */
  async detail(id: string): Promise<MatchOverview> {
    const match = await this.match(id);
    const [row] = await this.db.query<{ stats: Record<string, Record<string, number>> }>('SELECT stats FROM matches WHERE id = $1', [id]);
    const keyTypes = SPORT_RULES[match.sport].keyEvents;
    const events = await this.db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM match_events WHERE match_id = $1 AND type = ANY($2::text[]) ORDER BY seq`, [id, keyTypes]);
    return { match, stats: row?.stats ?? {}, keyEvents: events.map(toEvent) };
  }

  /** The text-live stream: events after a sequence number, optionally of some types. */
  async events(id: string, after: number, limit: number, types?: string[]): Promise<MatchEvent[]> {
    await this.match(id);
    const rows = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM match_events WHERE match_id = $1 AND seq > $2 AND ($3::text[] IS NULL OR type = ANY($3::text[])) ORDER BY seq LIMIT $4`,
      [id, after, types ?? null, limit],
    );
    return rows.map(toEvent);
  }

  async lineups(id: string): Promise<MatchLineups> {
    await this.match(id);
    const [row] = await this.db.query<{ lineups: Record<string, StoredLineup> }>('SELECT lineups FROM matches WHERE id = $1', [id]);
    const stored = Object.values(row?.lineups ?? {});
    const ids = stored.flatMap((side) => [...(side.starters ?? []), ...(side.bench ?? [])]);
    const players = ids.length
      ? await this.db.query<{ id: string; name: string; short_name: string; position: string; shirt_number: number | null }>(
          'SELECT id::text AS id, name, short_name, position, shirt_number FROM players WHERE id = ANY($1::bigint[])',
          [ids],
        )
      : [];
    const byId = new Map(
      players.map((player) => [
        player.id,
        { id: player.id, name: player.name, shortName: player.short_name || shortPlayerName(player.name), position: player.position, number: number(player.shirt_number) },
      ]),
    );
    const known = (playerId: string) => byId.get(playerId);
    const side = (lineup: StoredLineup | undefined): SideLineup => ({
      formation: lineup?.formation ?? null,
      starters: (lineup?.starters ?? []).map(known).filter((player): player is PlayerLine => !!player),
      bench: (lineup?.bench ?? []).map(known).filter((player): player is PlayerLine => !!player),
      substitutions: (lineup?.substitutions ?? []).map((change) => ({ minute: change.minute, off: known(change.off)?.name ?? '', on: known(change.on)?.name ?? '' })),
    });
    return { home: side(row?.lineups.home), away: side(row?.lineups.away) };
  }

  async playerStats(id: string): Promise<PlayerStatLine[]> {
    const match = await this.match(id);
    const rows = await this.db.query<{ team_id: string; name: string; position: string; stats: Record<string, number> }>(
      `SELECT s.team_id::text AS team_id, p.name, p.position, s.stats FROM match_player_stats s JOIN players p ON p.id = s.player_id
       WHERE s.match_id = $1 ORDER BY s.team_id, p.id`,
      [id],
    );
    return rows.map((row) => ({ side: row.team_id === match.home.id ? 'home' : 'away', player: row.name, position: row.position, stats: row.stats }));
  }

  async odds(id: string): Promise<OddsLine[]> {
    await this.match(id);
    const rows = await this.db.query<{ market: OddsLine['market']; line: string | null; home_price: string | null; draw_price: string | null; away_price: string | null; status: OddsLine['status']; updated_at: Date }>(
      'SELECT market, line, home_price, draw_price, away_price, status, updated_at FROM odds WHERE match_id = $1 ORDER BY id',
      [id],
    );
    return rows.map((row) => ({
      market: row.market,
      line: number(row.line),
      home: number(row.home_price),
      draw: number(row.draw_price),
      away: number(row.away_price),
      status: row.status,
      updatedAt: new Date(row.updated_at).toISOString(),
    }));
  }

  async oddsMovement(id: string, market: string): Promise<OddsMovement[]> {
    await this.match(id);
    const rows = await this.db.query<{ line: string | null; home_price: string | null; draw_price: string | null; away_price: string | null; minute: number; home_score: number; away_score: number; recorded_at: Date }>(
      `SELECT h.line, h.home_price, h.draw_price, h.away_price, h.minute, h.home_score, h.away_score, h.recorded_at
       FROM odds_history h JOIN odds o ON o.id = h.odds_id WHERE o.match_id = $1 AND o.market = $2 ORDER BY h.id`,
      [id, market],
    );
    return rows.map((row) => ({
      line: number(row.line),
      home: number(row.home_price),
      draw: number(row.draw_price),
      away: number(row.away_price),
      minute: Number(row.minute),
      homeScore: Number(row.home_score),
      awayScore: Number(row.away_score),
      at: new Date(row.recorded_at).toISOString(),
    }));
  }

  /** Earlier meetings of the two teams, and how they went. */
  async headToHead(id: string): Promise<HeadToHead> {
    const match = await this.match(id);
    const rows = await this.db.query<SummaryRow>(
      `${SUMMARY_SELECT} WHERE m.status = 'finished' AND m.id <> $3 AND
         ((m.home_team_id = $1 AND m.away_team_id = $2) OR (m.home_team_id = $2 AND m.away_team_id = $1))
       ORDER BY m.starts_at DESC LIMIT 10`,
      [match.home.id, match.away.id, id],
    );
    const matches = rows.map(toSummary);
    const winnerId = (summary: MatchSummary) => (summary.winner === 'home' ? summary.home.id : summary.winner === 'away' ? summary.away.id : null);
    return {
      matches,
      homeWins: matches.filter((summary) => winnerId(summary) === match.home.id).length,
      awayWins: matches.filter((summary) => winnerId(summary) === match.away.id).length,
      draws: matches.filter((summary) => winnerId(summary) === null).length,
    };
  }

  /** Each team's last results, with W/D/L from its own side. */
  async recentRecord(id: string): Promise<RecentRecord> {
    const match = await this.match(id);
    const form = async (teamId: string): Promise<FormEntry[]> => {
      const rows = await this.db.query<SummaryRow>(
        `${SUMMARY_SELECT} WHERE m.status = 'finished' AND (m.home_team_id = $1 OR m.away_team_id = $1) AND m.starts_at < $2
         ORDER BY m.starts_at DESC LIMIT 10`,
        [teamId, new Date(match.startsAt)],
      );
      return rows.map(toSummary).map((summary) => {
        const side = summary.home.id === teamId ? 'home' : 'away';
        const result = summary.winner === null ? 'D' : summary.winner === side ? 'W' : 'L';
        return { result, match: summary };
      });
    };
    const [home, away] = await Promise.all([form(match.home.id), form(match.away.id)]);
    return { home, away };
  }

  async injuries(id: string): Promise<InjuryLine[]> {
    const match = await this.match(id);
    const rows = await this.db.query<{ team_id: string; name: string; position: string; reason: string; status: string; expected_return: Date | null }>(
      `SELECT i.team_id::text AS team_id, p.name, p.position, i.reason, i.status, i.expected_return FROM injuries i JOIN players p ON p.id = i.player_id
       WHERE i.team_id = ANY($1::bigint[]) ORDER BY i.team_id, p.name`,
      [[match.home.id, match.away.id]],
    );
    return rows.map((row) => ({
      side: row.team_id === match.home.id ? 'home' : 'away',
      player: row.name,
      position: row.position,
      reason: row.reason,
      status: row.status,
      expectedReturn: row.expected_return ? new Date(row.expected_return).toISOString().slice(0, 10) : null,
    }));
  }

  /** Esports: each map with its score, kills, duration, objectives and draft. */
  async maps(id: string): Promise<MapSummary[]> {
    const match = await this.match(id);
    const rows = await this.db.query<EsportsMapRow>('SELECT * FROM esports_maps WHERE match_id = $1 ORDER BY map_number', [id]);
    const side = (teamId: string | number | null) => (teamId === null ? null : String(teamId) === match.home.id ? 'home' : 'away');
    const bySide = (value: Partial<Record<'home' | 'away', string[]>> | null) => ({ home: value?.home ?? [], away: value?.away ?? [] });
    return rows.map((row) => ({
      number: Number(row.map_number),
      name: row.map_name,
      status: row.status,
      homeScore: Number(row.home_score),
      awayScore: Number(row.away_score),
      homeKills: Number(row.home_kills),
      awayKills: Number(row.away_kills),
      durationSeconds: Number(row.duration_seconds),
      winner: side(row.winner_team_id),
      firstBlood: side(row.first_blood_team_id),
      firstTower: side(row.first_tower_team_id),
      firstDragon: side(row.first_dragon_team_id),
      baron: side(row.baron_team_id),
      overlord: side(row.overlord_team_id),
      firstToFive: side(row.first_to_five_team_id),
      firstToTen: side(row.first_to_ten_team_id),
      picks: bySide(row.picks),
      bans: bySide(row.bans),
    }));
  }

  async competitions(sport?: string): Promise<CompetitionSummary[]> {
    const rows = await this.db.query<{ id: string; sport: CompetitionSummary['sport']; discipline: CompetitionSummary['discipline']; name: string; short_name: string; country: string; format: string; tier: number; seasons: string[] }>(
      `SELECT c.id::text AS id, c.sport, c.discipline, c.name, c.short_name, c.country, c.format, c.tier,
         coalesce(array_agg(s.name ORDER BY s.name DESC) FILTER (WHERE s.id IS NOT NULL), '{}') AS seasons
       FROM competitions c LEFT JOIN seasons s ON s.competition_id = c.id
       WHERE ($1::text IS NULL OR c.sport = $1) GROUP BY c.id ORDER BY c.sport, c.tier, c.name`,
      [sport ?? null],
    );
    return rows.map((row) => ({ id: row.id, sport: row.sport, discipline: row.discipline, name: row.name, shortName: row.short_name, country: row.country, format: row.format, tier: Number(row.tier), seasons: row.seasons }));
  }

  private async season(competitionId: string, season?: string): Promise<StandingsSeason & { name: string }> {
    const [row] = await this.db.query<{ id: string; sport: string; format: string; rules: string | null; name: string }>(
      `SELECT s.id::text AS id, c.sport, c.format, c.standings_rules AS rules, s.name FROM seasons s JOIN competitions c ON c.id = s.competition_id
       WHERE c.id = $1 AND ($2::text IS NULL OR s.name = $2) ORDER BY s.name DESC LIMIT 1`,
      [competitionId, season ?? null],
    );
    if (!row) throw refuse('api.notFound', 404);
    return row;
  }

  /** League tables (one per group), ranked by the competition's rules, with its points deductions. */
  async standings(competitionId: string, season?: string): Promise<StandingsTable[]> {
    return standingsTables(this.db, await this.season(competitionId, season));
  }

  /** Knockout rounds in the order they are played. */
  async bracket(competitionId: string, season?: string): Promise<BracketRound[]> {
    const found = await this.season(competitionId, season);
    const rows = await this.db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE m.season_id = $1 AND m.knockout ORDER BY m.starts_at, m.id`, [found.id]);
    const rounds = new Map<string, MatchSummary[]>();
    for (const summary of rows.map(toSummary)) rounds.set(summary.round, [...(rounds.get(summary.round) ?? []), summary]);
    return [...rounds].map(([round, matches]) => ({ round, matches }));
  }

  /**
   * A season's matches in kick-off order, by keyset. A match whose kick-off a re-import moves
   * between two reads changes place: a reader past both its places meets it twice or not at all.
   */
  async schedule(competitionId: string, season: string | undefined, query: PageQuery): Promise<CursorPage<MatchSummary>> {
    const found = await this.season(competitionId, season);
    const position = SCHEDULE_ORDER.position(query.cursor);
    const params: unknown[] = [found.id];
    const rows = await this.db.query<SummaryRow & KeyedRow>(
      `${SUMMARY_SELECT.replace(' FROM matches m', `${SCHEDULE_ORDER.select} FROM matches m`)}
       WHERE m.season_id = $1 AND ${SCHEDULE_ORDER.after(position, params)}
       ORDER BY ${SCHEDULE_ORDER.orderBy} LIMIT ${SCHEDULE_ORDER.limit(query.pageSize, params)}`,
      params,
    );
    const page = SCHEDULE_ORDER.page(rows, query.pageSize);
    return { items: page.rows.map(toSummary), next: page.next };
  }

  /** Data rankings: players by their totals, teams by results, heroes by pick, ban and win rates. */
  async rankings(discipline: Discipline, kind: 'player' | 'team' | 'hero', limit = 50): Promise<RankingRow[]> {
    if (kind === 'hero') {
      const maps = await this.db.query<{ picks: { home: string[]; away: string[] }; bans: { home: string[]; away: string[] }; winner: string | null; home_id: string }>(
        `SELECT em.picks, em.bans, em.winner_team_id::text AS winner, m.home_team_id::text AS home_id FROM esports_maps em JOIN matches m ON m.id = em.match_id
         WHERE m.discipline = $1 AND em.status = 'finished'`,
        [discipline],
      );
      const heroes = new Map<string, { picks: number; bans: number; wins: number }>();
      const entry = (hero: string) => heroes.get(hero) ?? heroes.set(hero, { picks: 0, bans: 0, wins: 0 }).get(hero)!;
      for (const map of maps) {
        for (const side of ['home', 'away'] as const) {
          const won = map.winner !== null && (side === 'home') === (map.winner === map.home_id);
          for (const hero of map.picks[side] ?? []) {
            entry(hero).picks += 1;
            if (won) entry(hero).wins += 1;
          }
          for (const hero of map.bans[side] ?? []) entry(hero).bans += 1;
        }
      }
      return [...heroes]
        .map(([hero, counts]) => ({ hero, maps: maps.length, picks: counts.picks, pickRate: rate(counts.picks, maps.length), banRate: rate(counts.bans, maps.length), winRate: rate(counts.wins, counts.picks) }))
        .sort((a, b) => b.pickRate + b.banRate - (a.pickRate + a.banRate))
        .slice(0, limit);
    }
    if (kind === 'player') {
      const key = RANKING_KEY[sportOfDiscipline(discipline)];
      // Each player's totals over finished matches, summed per statistic, best on `key` first.
      const rows = await this.db.query<{ player: string; team: string; matches: number; stats: Record<string, number> }>(
        `WITH played AS (
           SELECT s.player_id, s.team_id, s.stats FROM match_player_stats s JOIN matches m ON m.id = s.match_id
           WHERE m.discipline = $1 AND m.status = 'finished'
         ), counts AS (
           SELECT player_id, team_id, count(*)::int AS matches FROM played GROUP BY player_id, team_id
         ), sums AS (
           SELECT player_id, team_id, entry.key, sum((entry.value)::numeric) AS total
           FROM played, jsonb_each(played.stats) AS entry WHERE jsonb_typeof(entry.value) = 'number'
           GROUP BY player_id, team_id, entry.key
         )
         SELECT p.name AS player, t.name AS team, c.matches,
           coalesce(jsonb_object_agg(sums.key, sums.total) FILTER (WHERE sums.key IS NOT NULL), '{}'::jsonb) AS stats
         FROM counts c JOIN players p ON p.id = c.player_id JOIN teams t ON t.id = c.team_id
         LEFT JOIN sums ON sums.player_id = c.player_id AND sums.team_id = c.team_id
         GROUP BY p.id, p.name, t.name, c.matches
         ORDER BY coalesce(max(sums.total) FILTER (WHERE sums.key = $2), 0) DESC, c.matches, p.name
         LIMIT $3`,
        [discipline, key, limit],
      );
      return rows.map((row) => {
        const stats = Object.fromEntries(Object.entries(row.stats).map(([name, value]) => [name, Number(value)]));
        return { player: row.player, team: row.team, matches: Number(row.matches), ...stats, perMatch: Math.round((10 * (stats[key] ?? 0)) / Number(row.matches)) / 10 };
      });
    }
    const teams = await this.db.query<{ id: string }>('SELECT id::text AS id FROM teams WHERE discipline = $1', [discipline]);
    const stats = await Promise.all(teams.map((team) => this.teamStats(team.id)));
    return stats.filter((team) => team.matches > 0).sort((a, b) => b.winRate - a.winRate || b.matches - a.matches).slice(0, limit);
  }

  /** A team's record and, in esports, the rates of the specification (first blood, …). */
  async teamStats(teamId: string): Promise<TeamStats> {
    const [team] = await this.db.query<{ name: string; sport: string }>('SELECT name, sport FROM teams WHERE id = $1', [teamId]);
    if (!team) throw refuse('api.notFound', 404);
    const [record] = await this.db.query<{ matches: number; wins: number; scored: number; conceded: number }>(
      `SELECT count(*)::int AS matches, count(*) FILTER (WHERE winner_team_id = $1)::int AS wins,
         coalesce(sum(CASE WHEN home_team_id = $1 THEN home_score ELSE away_score END), 0)::int AS scored,
         coalesce(sum(CASE WHEN home_team_id = $1 THEN away_score ELSE home_score END), 0)::int AS conceded
       FROM matches WHERE status = 'finished' AND (home_team_id = $1 OR away_team_id = $1)`,
      [teamId],
    );
    const matches = Number(record?.matches ?? 0);
    const base = {
      team: team.name,
      matches,
      winRate: rate(Number(record?.wins ?? 0), matches),
      averageScored: matches ? Math.round((10 * Number(record!.scored)) / matches) / 10 : 0,
      averageConceded: matches ? Math.round((10 * Number(record!.conceded)) / matches) / 10 : 0,
    };
    if (team.sport !== 'esports') return base;
    const [maps] = await this.db.query<Record<string, number>>(
      `SELECT count(*)::int AS maps,
         count(*) FILTER (WHERE em.first_blood_team_id = $1)::int AS first_blood,
         count(*) FILTER (WHERE em.first_tower_team_id = $1)::int AS first_tower,
         count(*) FILTER (WHERE em.first_dragon_team_id = $1)::int AS first_dragon,
         count(*) FILTER (WHERE em.baron_team_id = $1)::int AS baron,
         count(*) FILTER (WHERE em.overlord_team_id = $1)::int AS overlord,
         count(*) FILTER (WHERE em.first_to_five_team_id = $1)::int AS five,
         count(*) FILTER (WHERE em.first_to_ten_team_id = $1)::int AS ten,
         count(*) FILTER (WHERE em.winner_team_id = $1)::int AS won,
         coalesce(sum(CASE WHEN m.home_team_id = $1 THEN em.home_kills ELSE em.away_kills END), 0)::int AS kills,
         coalesce(sum(CASE WHEN m.home_team_id = $1 THEN em.away_kills ELSE em.home_kills END), 0)::int AS deaths,
         coalesce(sum(em.duration_seconds), 0)::int AS duration
       FROM esports_maps em JOIN matches m ON m.id = em.match_id
       WHERE em.status = 'finished' AND (m.home_team_id = $1 OR m.away_team_id = $1)`,
      [teamId],
    );
    const count = Number(maps?.maps ?? 0);
    return {
      ...base,
      maps: count,
      mapWinRate: rate(Number(maps?.won ?? 0), count),
      firstBloodRate: rate(Number(maps?.first_blood ?? 0), count),
      firstTowerRate: rate(Number(maps?.first_tower ?? 0), count),
      firstDragonRate: rate(Number(maps?.first_dragon ?? 0), count),
      baronRate: rate(Number(maps?.baron ?? 0), count),
      overlordRate: rate(Number(maps?.overlord ?? 0), count),
      firstToFiveRate: rate(Number(maps?.five ?? 0), count),
      firstToTenRate: rate(Number(maps?.ten ?? 0), count),
      averageKills: count ? Math.round((10 * Number(maps!.kills)) / count) / 10 : 0,
      averageDeaths: count ? Math.round((10 * Number(maps!.deaths)) / count) / 10 : 0,
      averageDurationMinutes: count ? Math.round((10 * Number(maps!.duration)) / count / 60) / 10 : 0,
    };
  }

  /** The odds index: a day's matches with their current lines. */
  async oddsIndex(query: MatchListQuery, market?: string): Promise<OddsIndexRow[]> {
    const page = await this.list(query);
    const ids = page.items.map((item) => item.id);
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ match_id: string; market: OddsLine['market']; line: string | null; home_price: string | null; draw_price: string | null; away_price: string | null; status: OddsLine['status']; updated_at: Date }>(
      `SELECT match_id::text AS match_id, market, line, home_price, draw_price, away_price, status, updated_at FROM odds
       WHERE match_id = ANY($1::bigint[]) AND ($2::text IS NULL OR market = $2) ORDER BY id`,
      [ids, market ?? null],
    );
    return page.items.map((match) => ({
      match,
      odds: rows
        .filter((row) => row.match_id === match.id)
        .map((row) => ({ market: row.market, line: number(row.line), home: number(row.home_price), draw: number(row.draw_price), away: number(row.away_price), status: row.status, updatedAt: new Date(row.updated_at).toISOString() })),
    }));
  }

  /** Previews: upcoming matches with each side's form, their last meeting, and the odds. */
  async previews(query: MatchListQuery): Promise<MatchPreview[]> {
    const page = await this.list({ ...query, status: 'not_started' });
    return Promise.all(
      page.items.slice(0, 30).map(async (match) => {
        const [recent, meetings, odds] = await Promise.all([this.recentRecord(match.id), this.headToHead(match.id), this.odds(match.id)]);
        return {
          match,
          homeForm: recent.home.slice(0, 5).map((entry) => entry.result),
          awayForm: recent.away.slice(0, 5).map((entry) => entry.result),
          lastMeeting: meetings.matches[0] ?? null,
          headToHead: { homeWins: meetings.homeWins, draws: meetings.draws, awayWins: meetings.awayWins },
          odds,
        };
      }),
    );
  }
}

interface StoredLineup {
  formation?: string;
  starters?: string[];
  bench?: string[];
  substitutions?: { off: string; on: string; minute: number }[];
}

/** A row of `esports_maps` (migration 004). */
interface EsportsMapRow {
  map_number: number;
  map_name: string;
  status: MapSummary['status'];
  home_score: number;
  away_score: number;
  home_kills: number;
  away_kills: number;
  duration_seconds: number;
  winner_team_id: string | number | null;
  first_blood_team_id: string | number | null;
  first_tower_team_id: string | number | null;
  first_dragon_team_id: string | number | null;
  baron_team_id: string | number | null;
  overlord_team_id: string | number | null;
  first_to_five_team_id: string | number | null;
  first_to_ten_team_id: string | number | null;
  picks: Partial<Record<'home' | 'away', string[]>> | null;
  bans: Partial<Record<'home' | 'away', string[]>> | null;
}

/** The statistic players are ranked by in each sport: a sport without one fails to compile. */
const RANKING_KEY: Record<Sport, string> = { football: 'goals', basketball: 'points', esports: 'kills' };
