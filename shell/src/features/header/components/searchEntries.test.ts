import type { SiteSearchResults } from '@matchday/contracts/search/contract';
import { searchGroups, type EntryWords } from './searchEntries';

const match = { id: '70', status: 'not_started' as const, startsAt: '2026-11-21T15:00:00.000Z', home: 'Liverpool', away: 'Tottenham Hotspur' };
const results: SiteSearchResults = {
  teams: [
    { id: '1', name: 'Tottenham Hotspur', shortName: 'TOT', sport: 'football', discipline: 'football', country: 'GB', match },
    { id: '2', name: 'Tottenham Reserves', shortName: 'TOR', sport: 'football', discipline: 'football', country: 'GB', match: null },
  ],
  competitions: [{ id: '3', name: 'Premier League', shortName: 'EPL', sport: 'football', discipline: 'football', country: 'GB' }],
  players: [{ id: '4', name: 'Harry Kane', sport: 'football', team: { id: '1', name: 'Tottenham Hotspur' }, match }],
  streamers: [{ id: '5', username: 'NightOwl', live: true }],
  experts: [{ id: '6', username: 'Tactico' }],
  articles: [{ id: '7', title: 'The high press is back', sport: 'football', publishedAt: '2026-11-20T12:00:00.000Z' }],
};
const words: EntryWords = {
  sport: (sport) => `<${sport}>`,
  match: (found) => `${found.home} v ${found.away}`,
  date: (at) => at.slice(0, 10),
  onAir: 'on air',
};

describe('search entries', () => {
  it('group the kinds in order, each leading to its page, on a desktop', () => {
    const groups = searchGroups(results, false, words);
    expect(groups.map((group) => group.kind)).toEqual(['teams', 'competitions', 'players', 'streamers', 'experts', 'articles']);
    // The parts of a line are isolated from each other (right-to-left pages); read without the marks.
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(groups[1]!.entries[0]!.secondary).toBe('\u2068<football>\u2069 · \u2068GB\u2069');
    expect(groups.flatMap((group) => group.entries.map((entry) => [entry.key, entry.primary, plain(entry.secondary), entry.to]))).toEqual([
      ['teams:1', 'Tottenham Hotspur', 'Liverpool v Tottenham Hotspur', '/pc/detail?id=70'],
      ['teams:2', 'Tottenham Reserves', '<football>', '/news?team=2'],
      ['competitions:3', 'Premier League', '<football> · GB', '/m/series/detail?id=3'],
      ['players:4', 'Harry Kane', 'Tottenham Hotspur · <football>', '/pc/detail?id=70&tab=lineups'],
      ['streamers:5', 'NightOwl', 'on air', '/pc/live?id=5'],
      ['experts:6', 'Tactico', '', '/ranking?expert=6'],
      ['articles:7', 'The high press is back', '2026-11-20 · <football>', '/news?id=7'],
    ]);
  });

  it('lead to the phone’s pages on a phone, and leave out kinds that found nothing', () => {
    const groups = searchGroups({ ...results, competitions: [], experts: [], articles: [] }, true, words);
    expect(groups.map((group) => group.kind)).toEqual(['teams', 'players', 'streamers']);
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.to))).toEqual(['/m/detail?id=70', '/news?team=2', '/m/detail?id=70&tab=lineups', '/m/live?id=5']);
  });
});
