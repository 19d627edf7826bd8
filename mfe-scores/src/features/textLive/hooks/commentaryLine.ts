// A match event as a line of text commentary: when (the minute, or the quarter and its clock)
// and what (a sentence as a translation key with its values). The page translates both.
import type { MatchEvent, MatchSummary } from '@matchday/shared/api/sports';
import { clockTime, type ClockText } from '../../../lib/matchClock';

export interface CommentaryLine {
  seq: number;
  type: MatchEvent['type'];
  /** The event put points or a goal on the board (shown stronger). */
  scoring: boolean;
  clock: ClockText;
  sentence: ClockText;
}

const BASKETBALL_QUARTERS = 4;
const SCORING = new Set<MatchEvent['type']>(['goal', 'own_goal', 'penalty', 'two_point', 'three_point', 'free_throw']);

function footballClock(event: MatchEvent): ClockText {
  if (event.type === 'full_time') return { key: 'clock.finished' };
  if (event.type === 'half_time_score' || event.phase === 'half_time') return { key: 'clock.halfTime' };
  if (event.type === 'penalty_shootout' || event.phase === 'penalties') return { key: 'clock.penalties' };
  if (event.stoppage > 0) return { key: 'clock.minuteStoppage', values: { minute: event.minute, stoppage: event.stoppage } };
  return { key: 'clock.minute', values: { minute: event.minute } };
}

/** Basketball events carry the quarter as their minute and the seconds left as `detail.clock`. */
function basketballClock(event: MatchEvent): ClockText {
  if (event.type === 'full_time') return { key: 'clock.finished' };
  const time = clockTime(Number(event.detail.clock ?? 0));
  if (event.phase === 'overtime' || event.minute > BASKETBALL_QUARTERS)
    return { key: 'clock.overtime', values: { number: Math.max(1, event.minute - BASKETBALL_QUARTERS), time } };
  return { key: 'clock.quarter', values: { number: Math.max(1, event.minute), time } };
}

/** Football and basketball texts by event type; the variant depends on the event's detail. */
function sentenceKey(event: MatchEvent, sport: MatchSummary['sport']): string {
  const { detail } = event;
  const made = detail.made === true ? 'Made' : 'Missed';
  switch (event.type) {
    case 'kick_off':
      return sport === 'basketball' ? 'tipOff' : 'kickOff';
    case 'goal':
      return typeof detail.assist === 'string' && detail.assist ? 'goalAssisted' : 'goal';
    case 'penalty_shootout':
      return detail.scored === true ? 'shootoutScored' : 'shootoutMissed';
    case 'two_point':
      return `twoPoint${made}`;
    case 'three_point':
      return `threePoint${made}`;
    case 'free_throw':
      return `freeThrow${made}`;
    case 'rebound':
      return detail.offensive === true ? 'reboundOffensive' : 'reboundDefensive';
    case 'own_goal':
      return 'ownGoal';
    case 'penalty_missed':
      return 'penaltyMissed';
    case 'yellow_card':
      return 'yellowCard';
    case 'red_card':
      return 'redCard';
    case 'second_yellow':
      return 'secondYellow';
    case 'free_kick':
      return 'freeKick';
    case 'goal_kick':
      return 'goalKick';
    case 'shot_on_target':
      return 'shotOnTarget';
    case 'shot_off_target':
      return 'shotOffTarget';
    case 'dangerous_attack':
      return 'dangerousAttack';
    case 'half_time_score':
      return 'halfTime';
    case 'stoppage_time':
      return 'stoppageTime';
    case 'quarter_start':
      return 'quarterStart';
    case 'quarter_end':
      return 'quarterEnd';
    case 'full_time':
      return 'fullTime';
    case 'penalty':
    case 'offside':
    case 'substitution':
    case 'corner':
    case 'possession':
    case 'overtime':
    case 'assist':
    case 'steal':
    case 'block':
    case 'foul':
    case 'turnover':
    case 'timeout':
      return event.type;
    default:
      return 'other';
  }
}

export function commentaryLine(event: MatchEvent, match: MatchSummary): CommentaryLine {
  const team = event.side === 'home' ? match.home.name : event.side === 'away' ? match.away.name : '';
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');
  const values: Record<string, string | number> = {
    player: event.player,
    team,
    homeTeam: match.home.name,
    awayTeam: match.away.name,
    score: `${event.homeScore}:${event.awayScore}`,
  };
  if (event.type === 'goal') values.assist = text(event.detail.assist);
  if (event.type === 'substitution') values.off = text(event.detail.off);
  if (event.type === 'stoppage_time') values.minutes = text(event.detail.minutes);
  if (event.type === 'possession') Object.assign(values, { homeShare: text(event.detail.home), awayShare: text(event.detail.away) });
  if (event.type === 'penalty_shootout') values.shootout = `${text(event.detail.home)}:${text(event.detail.away)}`;
  if (event.type === 'quarter_start' || event.type === 'quarter_end') values.quarter = event.minute;
  if (event.type === 'overtime') values.number = Math.max(1, event.minute - BASKETBALL_QUARTERS);
  return {
    seq: event.seq,
    type: event.type,
    scoring: SCORING.has(event.type) && (event.detail.made === undefined || event.detail.made === true),
    clock: match.sport === 'basketball' ? basketballClock(event) : footballClock(event),
    sentence: { key: `textLive.lines.${sentenceKey(event, match.sport)}`, values },
  };
}
