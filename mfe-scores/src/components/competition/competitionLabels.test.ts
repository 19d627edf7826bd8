import { roundLabel, tieBreakerLabel } from './competitionLabels';

describe('labels of the api’s English words', () => {
  it('names league rounds by number and cup rounds by name, leaving others as sent', () => {
    expect(roundLabel('Round 12')).toEqual({ key: 'series.rounds.numbered', values: { number: 12 } });
    expect(roundLabel('Semi-finals')).toEqual({ key: 'series.rounds.semiFinals' });
    expect(roundLabel('Group A')).toBeNull();
  });

  it('names overall and head-to-head tie-breakers', () => {
    expect(tieBreakerLabel('goalDifference')).toEqual({ key: 'series.tieBreakers.goalDifference' });
    expect(tieBreakerLabel('headToHead.awayGoalsFor')).toEqual({ key: 'series.tieBreakers.headToHead', values: { criterion: 'series.tieBreakers.awayGoalsFor' } });
    expect(tieBreakerLabel('coinToss')).toBeNull();
    expect(tieBreakerLabel('fairPlay.points')).toBeNull();
  });
});
