import type { MapSummary } from '@matchday/contracts/sports/contract';
import { mapStats } from './mapStats';

const map = (name: string, patch: Partial<MapSummary>): MapSummary => ({
    number: 1, name, status: 'finished', homeScore: 13, awayScore: 7, homeKills: 70, awayKills: 50, durationSeconds: 2400, winner: 'home',
    firstBlood: 'home', firstTower: null, firstDragon: null, baron: null, overlord: null, firstToFive: 'home', firstToTen: 'home',
    picks: { home: [], away: [] }, bans: { home: [], away: [] }, ...patch,
});

describe('map statistics', () => {
  it('counts finished maps by name with rounds, length, overtime and how often first blood and first to five won', () => {
    const stats = mapStats([
      map('Ascent', {}),
      map('Ascent', { homeScore: 14, awayScore: 12, durationSeconds: 3000, winner: 'away', firstBlood: 'home', firstToFive: 'away' }),
      map('Bind', { firstBlood: null }),
      map('Haven', { status: 'live' }),
    ]);
    expect(stats.map((entry) => entry.name)).toEqual(['Ascent', 'Bind']);
    expect(stats[0]).toEqual({ name: 'Ascent', played: 2, averageRounds: 23, averageMinutes: 45, overtimeRate: 0.5, firstBloodWinRate: 0.5, firstToFiveWinRate: 1 });
    expect(stats[1]).toMatchObject({ played: 1, firstBloodWinRate: 0, overtimeRate: 0 });
  });
});
