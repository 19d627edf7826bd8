import { commentaryLine } from './commentaryLine';
import { aMatch, anEvent } from '../../../testing/answers';

const football = aMatch('1', { status: 'live', home: { id: 'h', name: 'Arsenal', shortName: 'ARS' }, away: { id: 'a', name: 'Chelsea', shortName: 'CHE' } });
const basketball = aMatch('2', { sport: 'basketball', discipline: 'basketball', status: 'live', home: { id: 'h', name: 'Lakers', shortName: 'LAL' }, away: { id: 'a', name: 'Celtics', shortName: 'BOS' } });

describe('commentary lines', () => {
  it('football: the minute with stoppage, and the goal with its scorer, team, assist and score', () => {
    const line = commentaryLine(anEvent(5, { type: 'goal', minute: 45, stoppage: 2, side: 'away', player: 'Palmer', detail: { assist: 'James', score: '0-1' }, awayScore: 1 }), football);
    expect(line.clock).toEqual({ key: 'clock.minuteStoppage', values: { minute: 45, stoppage: 2 } });
    expect(line.sentence).toEqual({
      key: 'textLive.lines.goalAssisted',
      values: expect.objectContaining({ player: 'Palmer', team: 'Chelsea', assist: 'James', score: '0:1' }),
    });
    expect(line.scoring).toBe(true);
  });

  it('football: cards, substitutions, shoot-outs and the half-time score', () => {
    expect(commentaryLine(anEvent(1, { type: 'yellow_card', minute: 12, player: 'Rice' }), football)).toMatchObject({
      clock: { key: 'clock.minute', values: { minute: 12 } },
      sentence: { key: 'textLive.lines.yellowCard', values: { player: 'Rice', team: 'Arsenal' } },
      scoring: false,
    });
    expect(commentaryLine(anEvent(2, { type: 'substitution', player: 'Havertz', detail: { off: 'Jesus' } }), football).sentence).toMatchObject({
      key: 'textLive.lines.substitution',
      values: { player: 'Havertz', off: 'Jesus' },
    });
    expect(commentaryLine(anEvent(3, { type: 'penalty_shootout', phase: 'penalties', minute: 120, detail: { scored: false, home: 3, away: 4 } }), football)).toMatchObject({
      clock: { key: 'clock.penalties' },
      sentence: { key: 'textLive.lines.shootoutMissed', values: { shootout: '3:4' } },
    });
    expect(commentaryLine(anEvent(4, { type: 'half_time_score', side: null, homeScore: 1, awayScore: 1 }), football)).toMatchObject({
      clock: { key: 'clock.halfTime' },
      sentence: { key: 'textLive.lines.halfTime', values: { homeTeam: 'Arsenal', awayTeam: 'Chelsea', score: '1:1' } },
    });
  });

  it('basketball: the quarter and the seconds left, made and missed shots', () => {
    const three = commentaryLine(anEvent(9, { type: 'three_point', phase: 'q2', minute: 2, player: 'James', detail: { clock: 452, made: true }, homeScore: 40, awayScore: 38 }), basketball);
    expect(three.clock).toEqual({ key: 'clock.quarter', values: { number: 2, time: '07:32' } });
    expect(three.sentence).toMatchObject({ key: 'textLive.lines.threePointMade', values: { player: 'James', team: 'Lakers', score: '40:38' } });
    expect(three.scoring).toBe(true);
    const miss = commentaryLine(anEvent(10, { type: 'free_throw', phase: 'q4', minute: 4, side: 'away', player: 'Tatum', detail: { clock: 5, made: false } }), basketball);
    expect(miss).toMatchObject({ clock: { values: { number: 4, time: '00:05' } }, sentence: { key: 'textLive.lines.freeThrowMissed' }, scoring: false });
    expect(commentaryLine(anEvent(11, { type: 'overtime', phase: 'overtime', minute: 5, side: null, detail: { clock: 300 } }), basketball)).toMatchObject({
      clock: { key: 'clock.overtime', values: { number: 1, time: '05:00' } },
      sentence: { key: 'textLive.lines.overtime', values: { number: 1 } },
    });
    expect(commentaryLine(anEvent(12, { type: 'kick_off', side: null, minute: 1, phase: 'q1', detail: { clock: 720 } }), basketball).sentence.key).toBe('textLive.lines.tipOff');
  });
});
