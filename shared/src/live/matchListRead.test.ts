import { fitsLiveList } from '@matchday/shared/live/matchListRead';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';

describe('fitsLiveList', () => {
  const valorant = matchSummary({ id: '1', sport: 'esports', discipline: 'valorant', status: 'live' });
  const football = matchSummary({ id: '2', sport: 'football', discipline: 'football', status: 'live', competition: { ...matchSummary({ id: '0' }).competition, id: '7' } });
  const basketball = matchSummary({ id: '3', sport: 'basketball', discipline: 'basketball', status: 'live' });
  const lol = matchSummary({ id: '4', sport: 'esports', discipline: 'lol', status: 'live' });

  it("takes into a discipline's live list only that discipline's matches (the score channels carry every sport's)", () => {
    const filter = { discipline: 'valorant', view: 'live' } as const;
    expect([valorant, football, basketball, lol].filter((match) => fitsLiveList(filter, match)).map((match) => match.id)).toEqual(['1']);
  });

  it("takes a sport's and a competition's, and never a match that is not live", () => {
    expect([valorant, football, lol].filter((match) => fitsLiveList({ sport: 'esports' }, match)).map((match) => match.id)).toEqual(['1', '4']);
    expect(fitsLiveList({ competition: 7 }, football)).toBe(true);
    expect(fitsLiveList({ competition: 8 }, football)).toBe(false);
    expect(fitsLiveList({ view: 'live' }, { ...football, status: 'finished' })).toBe(false);
  });
});
