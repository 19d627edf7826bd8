import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { DETAIL_TABS, tabsFor } from './detailTabs';

const common = ['overview', 'keyEvents', 'statistics', 'odds', 'headToHead', 'recentRecord', 'teamPlayerStats', 'standings'];
const without = (...tabs: string[]) => DETAIL_TABS.filter((tab) => !tabs.includes(tab));

describe('the tabs of a match', () => {
  it("follow its sport's view: line-ups and injuries where there are players, maps and rankings for esports", () => {
    expect(tabsFor(matchSummary({ id: '1' }))).toEqual(without('mapAnalysis', 'dataRankings'));
    expect(tabsFor(matchSummary({ id: '2', sport: 'esports', discipline: 'lol' }))).toEqual(without('lineups', 'injuries'));
  });

  it('give basketball a bracket only in a knockout', () => {
    const basketball = { sport: 'basketball', discipline: 'basketball' } as const;
    expect(tabsFor(matchSummary({ id: '3', ...basketball }))).toEqual(without('mapAnalysis', 'dataRankings', 'bracket'));
    expect(tabsFor(matchSummary({ id: '4', ...basketball, knockout: true }))).toEqual(without('mapAnalysis', 'dataRankings'));
  });

  it("are every sport's tabs alone for a sport this build does not know (never esports' or football's)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tabsFor(matchSummary({ id: '5', sport: 'cricket' as never, discipline: 'cricket' as never, knockout: true }))).toEqual(common);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"cricket"'));
    warn.mockRestore();
  });
});
