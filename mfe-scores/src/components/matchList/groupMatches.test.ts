import { describe, expect, it, vi } from 'vitest';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { groupMatches, listRows } from './groupMatches';

const match = (id: string, sport: MatchSummary['sport'], competition: string, tier: number, status: MatchSummary['status'] = 'not_started') =>
  ({ id, sport, status, competition: { id: competition, name: `League ${competition}`, shortName: competition, tier, country: 'X' } }) as MatchSummary;

describe('groupMatches', () => {
  it('puts competitions with a live match first, then by sport and tier', () => {
    const groups = groupMatches([
      match('1', 'basketball', 'nba', 1),
      match('2', 'football', 'second', 2, 'live'),
      match('3', 'football', 'first', 1),
      match('4', 'football', 'first', 1),
      match('5', 'football', 'third', 1, 'live'),
      match('6', 'esports', 'lck', 1, 'live'),
    ]);
    expect(groups.map((group) => group.key)).toEqual(['football:third', 'football:second', 'esports:lck', 'football:first', 'basketball:nba']);
    expect(groups[3]?.matches.map((item) => item.id)).toEqual(['3', '4']);
  });

  it('moves starred matches into a favourites group at the top', () => {
    const groups = groupMatches([match('1', 'football', 'a', 1), match('2', 'esports', 'b', 1)], (item) => item.id === '2');
    expect(groups.map((group) => group.key)).toEqual(['favourites', 'football:a']);
    expect(listRows(groups).map((row) => (row.kind === 'group' ? row.group.key : row.match.id))).toEqual(['favourites', '2', 'football:a', '1']);
  });

  it('leaves out the matches of a sport this build does not know (a newer api), with a warning, and never files them under another sport', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const groups = groupMatches([match('1', 'handball' as never, 'ehf', 1, 'live'), match('2', 'esports', 'lck', 1)], (item) => item.id === '1');
    expect(groups.map((group) => group.key)).toEqual(['esports:lck']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"handball"'));
    warn.mockRestore();
  });
});
