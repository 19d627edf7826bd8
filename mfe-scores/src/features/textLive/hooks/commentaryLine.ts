// A match event as a line of text commentary: when (the match clock at the event, as every
// clock of the site reads it) and what (a sentence as a translation key with its values). The
// page translates both.
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import { rulesOf } from '@matchday/contracts/sports/rules';
import { eventClock, type ClockText } from '../../../lib/matchClock';
import { viewOf } from '../../../sports/sportViews';

export interface CommentaryLine {
  seq: number;
  type: MatchEvent['type'];
  sport: MatchSummary['sport'];
  /** The event put points or a goal on the board (shown stronger). */
  scoring: boolean;
  /** As the match clock reads (null for a sport this build does not know). */
  clock: ClockText | null;
  sentence: ClockText;
}

/** Football and basketball texts by event type; the variant depends on the event's detail. */
function sentenceKey(event: MatchEvent, match: MatchSummary): string {
  const { detail } = event;
  const made = detail.made === true ? 'Made' : 'Missed';
  switch (event.type) {
    case 'kick_off':
      return viewOf(match)?.startLine ?? 'kickOff';
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
  const rules = rulesOf(match.sport);
  // Overtimes are numbered after the regular periods (an event's minute is its period).
  if (event.type === 'overtime' && rules?.clock.reads === 'countdown') values.number = Math.max(1, event.minute - rules.clock.periods);
  const scoring: readonly string[] = rules?.scoringEvents ?? [];
  return {
    seq: event.seq,
    type: event.type,
    sport: match.sport,
    scoring: scoring.includes(event.type) && (event.detail.made === undefined || event.detail.made === true),
    clock: eventClock(match, event),
    sentence: { key: `textLive.lines.${sentenceKey(event, match)}`, values },
  };
}
