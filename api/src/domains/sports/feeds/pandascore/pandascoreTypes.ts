// PandaScore's answers as its documentation describes them (REST v2 and the live websockets):
// only the fields Matchday reads.

export interface Opponent {
  type: 'Team' | 'Player';
  opponent: { id: number; name: string; acronym: string | null; location: string | null; slug?: string; image_url?: string | null };
}

export interface Game {
  id: number;
  position: number;
  status: 'not_started' | 'running' | 'finished' | 'not_played';
  begin_at: string | null;
  end_at: string | null;
  finished: boolean;
  forfeit: boolean;
  length: number | null;
  winner: { id: number | null; type: string };
  /** Counter-Strike and Valorant games name their map. */
  map?: { id: number; name: string } | null;
}

/** `/matches`, `/matches/running`, `/matches/upcoming`, `/matches/past`, `/matches/{id}`. */
export interface Match {
  id: number;
  name: string;
  status: 'not_started' | 'running' | 'finished' | 'canceled' | 'postponed';
  scheduled_at: string | null;
  begin_at: string | null;
  end_at: string | null;
  modified_at: string;
  number_of_games: number;
  match_type: 'best_of' | 'first_to' | 'all_games_played' | 'custom' | 'ow_best_of' | 'red_bull_home_ground';
  opponents: Opponent[];
  results: { team_id: number; score: number }[];
  winner_id: number | null;
  forfeit: boolean;
  draw: boolean;
  rescheduled: boolean;
  games: Game[];
  league: { id: number; name: string; slug: string; image_url?: string | null };
  serie: { id: number; full_name: string; name: string | null; season: string | null; year: number | null };
  tournament: { id: number; name: string; slug: string };
  videogame: { id: number; name: string; slug: string };
  live: { supported: boolean; url: string | null; opens_at: string | null };
}

/** `/lives`: matches whose websockets are open. */
export interface Live {
  endpoints: { type: 'frames' | 'events'; url: string; open: boolean; match_id: number; begin_at: string | null; expected_begin_at: string | null; last_active: string | null }[];
  match: Match;
}

/** A League of Legends frame: the game now, each side's totals. */
export interface LolSide {
  id: number;
  name: string;
  acronym: string | null;
  kills: number;
  towers: number;
  drakes: number;
  nashors: number;
  herald?: number;
  inhibitors: number;
  gold: number;
  score: number;
}

export interface LolFrame {
  game: { id: number; finished: boolean; winner_id: number | null };
  match: { id: number };
  current_timestamp: number;
  paused?: boolean;
  blue: LolSide;
  red: LolSide;
}

/** A Counter-Strike frame: the map, the round, each side's round score. */
export interface CsSide {
  id: number;
  name: string;
  round_score: number;
  score: number;
}

export interface CsFrame {
  game: { id: number; finished: boolean; winner_id: number | null };
  match: { id: number };
  map: { id: number; name: string };
  round: number;
  current_timestamp: number;
  bomb_planted?: boolean;
  counter_terrorists: CsSide;
  terrorists: CsSide;
}

/** A live event (kill, objective, round) of a game, numbered by PandaScore. */
export interface LiveEvent {
  id: number;
  type: string;
  game: { id: number };
  match: { id: number };
  ingame_timestamp: number;
  payload: {
    type: string;
    killer?: { type: string; name: string; team_id?: number };
    killed?: { type: string; name: string; team_id?: number };
    round_number?: number;
    winner?: { id: number } | null;
  };
}
