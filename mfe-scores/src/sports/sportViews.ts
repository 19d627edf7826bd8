// How each sport looks on the match detail and in text live: its events' icons, its statistics,
// which tabs it has, what is drawn for it. One entry per sport of the shared rules, typed so a
// sport without an entry, or an event of a sport without its look, fails to compile. The clock
// words are in `lib/matchClock.ts` (the lists need only those, and the home page is kept light).
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { type GeneralEventType, type Sport, SPORT_RULES, type SportEventType, type SportRules, unknownKind } from '@matchday/contracts/sports/rules';
import AccessTime from '@mui/icons-material/AccessTime';
import BackHand from '@mui/icons-material/BackHand';
import Block from '@mui/icons-material/Block';
import CallMissed from '@mui/icons-material/CallMissed';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Flag from '@mui/icons-material/Flag';
import FlashOn from '@mui/icons-material/FlashOn';
import GpsFixed from '@mui/icons-material/GpsFixed';
import GpsNotFixed from '@mui/icons-material/GpsNotFixed';
import Looks3 from '@mui/icons-material/Looks3';
import LooksOne from '@mui/icons-material/LooksOne';
import LooksTwo from '@mui/icons-material/LooksTwo';
import MapIcon from '@mui/icons-material/Map';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import PanTool from '@mui/icons-material/PanTool';
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Replay from '@mui/icons-material/Replay';
import SportsBasketball from '@mui/icons-material/SportsBasketball';
import SportsScore from '@mui/icons-material/SportsScore';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SwapVert from '@mui/icons-material/SwapVert';
import Timer from '@mui/icons-material/Timer';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Whatshot from '@mui/icons-material/Whatshot';
import type { SvgIconComponent } from '@mui/icons-material';
import { knownSport, type ClockText } from '../lib/matchClock';

/** A card is drawn (a yellow or red rectangle, as on a scoreboard); anything else is an icon. */
export type EventLook = { icon: SvgIconComponent; color?: string } | { card: 'yellow' | 'red' | 'second' };

/** The live drawing over a live match's overview (`components/livePitch/LivePitch.tsx` draws each). */
export type LiveDrawing = 'pitchWithMomentum' | 'court';
/** The line-ups drawn above their lists (`LineupsTab.tsx` draws each). */
export type LineupDrawing = 'formationPitch';

/** Detail tabs only some sports have; every other tab is every sport's. */
export const SPORT_TABS = ['lineups', 'injuries', 'mapAnalysis', 'dataRankings', 'bracket'] as const;
export type SportTab = (typeof SPORT_TABS)[number];

export interface SportView<S extends Sport> {
  /** How each of its events looks; its label is `events.<type>` in the `events` texts. */
  events: Record<SportEventType<S>, EventLook>;
  /** Team statistics shown, in the order fans read them (`matchDetail.stats.<key>`). */
  statKeys: readonly string[];
  /** Each player's figures shown in the players' table, in that order (a provider's rating among them). */
  playerStatKeys: readonly string[];
  /** Which of the optional tabs it has: always, never, or for a knockout match only. */
  tabs: Record<SportTab, 'always' | 'never' | 'knockout'>;
  liveDrawing: LiveDrawing | null;
  lineupDrawing: LineupDrawing | null;
  /** The first line of its text commentary (`textLive.lines.<key>`). */
  startLine: 'kickOff' | 'tipOff';
}

export const SPORT_VIEWS: { [S in Sport]: SportView<S> } = {
  football: {
    events: {
      goal: { icon: SportsSoccer, color: 'success.main' },
      own_goal: { icon: SportsSoccer, color: 'error.main' },
      penalty: { icon: GpsFixed, color: 'success.main' },
      penalty_missed: { icon: GpsNotFixed, color: 'error.main' },
      penalty_shootout: { icon: SportsScore },
      yellow_card: { card: 'yellow' },
      red_card: { card: 'red' },
      second_yellow: { card: 'second' },
      offside: { icon: Flag, color: 'warning.main' },
      substitution: { icon: SwapHoriz, color: 'info.main' },
      corner: { icon: CallMissed },
      free_kick: { icon: PanTool },
      goal_kick: { icon: Replay },
      shot_on_target: { icon: CheckCircle, color: 'success.main' },
      shot_off_target: { icon: Block, color: 'text.disabled' },
      dangerous_attack: { icon: Whatshot, color: 'warning.main' },
      possession: { icon: SwapVert },
      half_time_score: { icon: PauseCircle },
      stoppage_time: { icon: Timer },
      var_decision: { icon: OndemandVideo, color: 'info.main' },
    },
    statKeys: ['possession', 'shotsOnTarget', 'shotsOffTarget', 'dangerousAttacks', 'corners', 'freeKicks', 'goalKicks', 'offsides', 'fouls', 'passes', 'saves', 'yellowCards', 'redCards'],
    playerStatKeys: ['rating', 'minutes', 'goals', 'assists', 'shots', 'shotsOnTarget', 'keyPasses', 'passes', 'tackles', 'saves', 'yellowCards', 'redCards'],
    tabs: { lineups: 'always', injuries: 'always', mapAnalysis: 'never', dataRankings: 'never', bracket: 'always' },
    liveDrawing: 'pitchWithMomentum',
    lineupDrawing: 'formationPitch',
    startLine: 'kickOff',
  },
  basketball: {
    events: {
      quarter_start: { icon: PlayCircle },
      quarter_end: { icon: PauseCircle },
      overtime: { icon: AccessTime },
      two_point: { icon: LooksTwo, color: 'success.main' },
      three_point: { icon: Looks3, color: 'success.main' },
      free_throw: { icon: LooksOne },
      rebound: { icon: SportsBasketball },
      assist: { icon: TrendingUp },
      steal: { icon: BackHand },
      block: { icon: Block },
      foul: { icon: PanTool, color: 'warning.main' },
      turnover: { icon: SwapHoriz, color: 'error.main' },
      timeout: { icon: Timer },
    },
    statKeys: ['points', 'rebounds', 'assists', 'steals', 'blocks', 'turnovers', 'fouls', 'twosMade', 'twosAttempted', 'threesMade', 'threesAttempted', 'freeThrowsMade', 'freeThrowsAttempted'],
    playerStatKeys: ['minutes', 'points', 'rebounds', 'assists', 'steals', 'blocks', 'turnovers', 'fouls', 'twosMade', 'twosAttempted', 'threesMade', 'threesAttempted', 'freeThrowsMade', 'freeThrowsAttempted'],
    tabs: { lineups: 'always', injuries: 'always', mapAnalysis: 'never', dataRankings: 'never', bracket: 'knockout' },
    liveDrawing: 'court',
    lineupDrawing: null,
    startLine: 'tipOff',
  },
  esports: {
    events: {
      map_start: { icon: MapIcon },
      map_won: { icon: EmojiEvents, color: 'success.main' },
      round_won: { icon: CheckCircle },
      kill: { icon: FlashOn },
      first_blood: { icon: FlashOn, color: 'error.main' },
      first_tower: { icon: Flag },
      first_dragon: { icon: Whatshot },
      baron: { icon: EmojiEvents, color: 'secondary.main' },
      overlord: { icon: EmojiEvents, color: 'secondary.main' },
      first_to_five: { icon: TrendingUp },
      first_to_ten: { icon: TrendingUp, color: 'success.main' },
    },
    statKeys: ['kills', 'deaths', 'assists'],
    playerStatKeys: ['kills', 'deaths', 'assists'],
    tabs: { lineups: 'never', injuries: 'never', mapAnalysis: 'always', dataRankings: 'always', bracket: 'always' },
    liveDrawing: null,
    lineupDrawing: null,
    startLine: 'kickOff',
  },
};

/** The view of any one sport, its events looked up by name. */
export type AnySportView = Omit<SportView<Sport>, 'events'> & { events: Readonly<Partial<Record<string, EventLook>>> };

/** The view of a match's sport, or null for a sport this build does not know (shown without its extras). */
export function viewOf(match: Pick<MatchSummary, 'sport'>): AnySportView | null {
  return knownSport(match.sport) ? SPORT_VIEWS[match.sport] : null;
}

/** Events of every sport: the start and the end of a match. */
export const GENERAL_EVENT_LOOKS: Record<GeneralEventType, EventLook> = {
  kick_off: { icon: PlayCircle },
  full_time: { icon: SportsScore },
};

/** How an event of a match looks; null for one this build does not know (a newer api's). */
export function eventLook(match: Pick<MatchSummary, 'sport'>, type: string): EventLook | null {
  return (GENERAL_EVENT_LOOKS as Partial<Record<string, EventLook>>)[type] ?? viewOf(match)?.events[type] ?? null;
}

/**
 * A period of the match's period scores (`PeriodScore.period`, labelled as the sport's clock
 * rules say) in the reader's words (`matchDetail.periodNames`): halves and extra time, quarters
 * and overtimes. Null to show the label as written: a map's name, or a label the rules do not know.
 */
export function periodName(match: Pick<MatchSummary, 'sport'>, label: string): ClockText | null {
  if (!knownSport(match.sport)) return null;
  const { clock }: SportRules = SPORT_RULES[match.sport];
  switch (clock.reads) {
    case 'minute':
      return [...clock.periods, clock.extraPeriod].includes(label) ? { key: `matchDetail.periodNames.${label}` } : null;
    case 'countdown': {
      const number = (prefix: string) => Number(new RegExp(`^${prefix}(\\d+)$`).exec(label)?.[1] ?? 0);
      if (number(clock.prefix) > 0) return { key: 'matchDetail.periodNames.quarter', values: { number: number(clock.prefix) } };
      if (number(clock.extraPrefix) > 0) return { key: 'matchDetail.periodNames.overtime', values: { number: number(clock.extraPrefix) } };
      return null;
    }
    case 'mapTime':
      return null;
    default:
      return unknownKind(clock);
  }
}
