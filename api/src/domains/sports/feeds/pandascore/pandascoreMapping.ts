// PandaScore in our words: a series (a match of best-of games) with its games as maps, and what
// the live websockets added to the game in play (pandascoreFrames.ts): kills, rounds, objectives,
// the game clock. Events carry keys built from PandaScore's own numbers (game id, event id, the
// objective's count), so a frame or an event heard twice, or recovered after a reconnection, is
// never added twice.
import type { EsportsDiscipline } from '@matchday/contracts/sports/contract';
import { providerImageUrl, type FeedEvent, type FeedMap, type FeedMatch } from '../feedModel';
import { sideOf, type LiveGame } from './pandascoreFrames';
import type { Match } from './pandascoreTypes';

/** PandaScore's videogame slugs, and ours. */
export const DISCIPLINES: Record<string, EsportsDiscipline> = { 'league-of-legends': 'lol', 'cs-go': 'cs2', 'cs-2': 'cs2', 'dota-2': 'dota2', valorant: 'valorant' };
/** MATCHDAY's names for the games (PANDASCORE_VIDEOGAMES), and PandaScore's. */
export const VIDEOGAME_SLUGS: Record<EsportsDiscipline, string> = { lol: 'league-of-legends', cs2: 'cs-go', dota2: 'dota-2', valorant: 'valorant' };

const mapName = (match: Match, game: Match['games'][number]) => game.map?.name ?? `${DISCIPLINES[match.videogame.slug] === 'lol' ? "Summoner's Rift" : 'Game'} ${game.position}`;

function statusOf(match: Match, live: LiveGame | null): Pick<FeedMatch, 'status' | 'phase'> {
  switch (match.status) {
    case 'running': {
      const playing = match.games.find((game) => game.status === 'running') ?? (live ? match.games.find((game) => game.id === live.gameId && !game.finished) : undefined);
      return { status: 'live', phase: playing ? `map_${playing.position}` : 'between_maps' };
    }
    case 'finished':
      return { status: 'finished', phase: 'full_time' };
    case 'canceled':
      return { status: 'result_unknown', phase: 'cancelled' };
    case 'postponed':
      return { status: 'not_started', phase: 'postponed' };
    default:
      return { status: 'not_started', phase: 'scheduled' };
  }
}

/** The series' games as maps: each started one, with what the websockets told about the one in play. */
function mapsOf(match: Match, live: LiveGame | null, now: Date): FeedMap[] {
  return match.games
    .filter((game) => game.status === 'running' || game.status === 'finished')
    .sort((a, b) => a.position - b.position)
    .map((game) => {
      const heard = live?.gameId === game.id ? live : null;
      const running = game.status === 'running';
      const started = game.begin_at ? Date.parse(game.begin_at) : null;
      return {
        number: game.position,
        name: mapName(match, game),
        status: running ? 'live' : 'finished',
        homeScore: heard?.home.roundScore ?? 0,
        awayScore: heard?.away.roundScore ?? 0,
        homeKills: heard?.home.kills ?? 0,
        awayKills: heard?.away.kills ?? 0,
        durationSeconds: game.length ?? (heard ? heard.clock : running && started ? Math.max(0, Math.floor((now.getTime() - started) / 1000)) : 0),
        winner: sideOf(match, game.winner.id),
        firstBlood: heard?.firstBlood ?? null,
        firstTower: heard?.firstTower ?? null,
        firstDragon: heard?.firstDragon ?? null,
        baron: heard?.baron ?? null,
        overlord: null,
        firstToFive: heard?.firstToFive ?? null,
        firstToTen: heard?.firstToTen ?? null,
        picks: { home: [], away: [] },
        bans: { home: [], away: [] },
      } satisfies FeedMap;
    });
}

/** The events PandaScore's REST answer proves: the series' start, each game's start and winner, the end. */
function restEvents(match: Match, maps: FeedMap[]): FeedEvent[] {
  const events: FeedEvent[] = [];
  if (match.status === 'not_started' || match.status === 'postponed' || match.status === 'canceled') return events;
  events.push({ key: 'kick_off', type: 'kick_off', phase: 'map_1', minute: 0, stoppage: 0, side: null, player: '', detail: {} });
  let home = 0;
  let away = 0;
  for (const map of maps) {
    const game = match.games.find((entry) => entry.position === map.number)!;
    events.push({ key: `g${game.id}:start`, type: 'map_start', phase: `map_${map.number}`, minute: 0, stoppage: 0, side: null, player: '', detail: { map: map.number, name: map.name } });
    if (map.status === 'finished' && map.winner) {
      if (map.winner === 'home') home += 1;
      else away += 1;
      events.push({
        key: `g${game.id}:won`,
        type: 'map_won',
        phase: `map_${map.number}`,
        minute: Math.floor(map.durationSeconds / 60),
        stoppage: 0,
        side: map.winner,
        player: '',
        detail: { map: map.number, home, away, duration: map.durationSeconds, clock: map.durationSeconds },
      });
    }
  }
  if (match.status === 'finished') events.push({ key: 'full_time', type: 'full_time', phase: 'full_time', minute: 0, stoppage: 0, side: null, player: '', detail: { score: `${home}-${away}` } });
  return events;
}

/** One series as a match: REST's word on the series and its games, with the live game's state when the websockets have told it. */
export function pandascoreMatch(match: Match, now: Date, live: LiveGame | null = null): FeedMatch {
  const status = statusOf(match, live);
  const [home, away] = [match.opponents[0]?.opponent, match.opponents[1]?.opponent];
  const score = (side: typeof home) => match.results.find((result) => result.team_id === side?.id)?.score ?? 0;
  const maps = mapsOf(match, live, now);
  const current = status.phase.startsWith('map_') ? maps.find((map) => `map_${map.number}` === status.phase) : undefined;
  const team = (side: typeof home, fallback: string) => ({
    providerId: `team:${side?.id ?? fallback}`,
    name: side?.name ?? fallback,
    shortName: side?.acronym ?? side?.name ?? fallback,
    country: side?.location ?? '',
    logoUrl: providerImageUrl(side?.image_url),
  });
  return {
    provider: 'pandascore',
    providerId: String(match.id),
    competition: {
      providerId: `league:${match.league.id}`,
      sport: 'esports',
      discipline: DISCIPLINES[match.videogame.slug] ?? 'cs2',
      name: match.league.name,
      shortName: match.league.name,
      country: '',
      format: 'groups_knockout',
      tier: 1,
      logoUrl: providerImageUrl(match.league.image_url),
    },
    season: String(match.serie.year ?? new Date(match.scheduled_at ?? match.begin_at ?? now).getUTCFullYear()),
    seasonKey: `league:${match.league.id}:${match.serie.year ?? new Date(match.scheduled_at ?? match.begin_at ?? now).getUTCFullYear()}`,
    round: [match.serie.full_name, match.tournament.name].filter(Boolean).join(' · '),
    group: /group/i.test(match.tournament.name) ? match.tournament.name : '',
    startsAt: new Date(match.scheduled_at ?? match.begin_at ?? now),
    status: status.status,
    phase: status.phase,
    clock: current ? current.durationSeconds : 0,
    stoppage: 0,
    home: team(home, 'TBD home'),
    away: team(away, 'TBD away'),
    homeScore: score(home),
    awayScore: score(away),
    periodScores: maps.map((map) => ({ period: map.name, home: map.winner === 'home' ? 1 : 0, away: map.winner === 'away' ? 1 : 0 })),
    penalties: null,
    winner: status.status === 'finished' ? sideOf(match, match.winner_id) : null,
    knockout: !/group/i.test(match.tournament.name),
    bestOf: match.match_type === 'best_of' ? match.number_of_games : null,
    venue: '',
    maps,
    events: [...restEvents(match, maps), ...(live?.events ?? [])],
    keepEvents: true,
  };
}
