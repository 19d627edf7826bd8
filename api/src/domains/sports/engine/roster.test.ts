import { NAME_POOLS } from '../catalog/names';
import type { CatalogTeam } from '../catalog/types';
import { generateRoster } from './store';

const team = (region: CatalogTeam['region']): CatalogTeam => ({ name: `Test ${region}`, shortName: 'TST', country: 'XX', rating: 70, region, venue: 'Test Ground' }) as CatalogTeam;

describe('generateRoster', () => {
  it("gives each player the family name a pitch shows: first in Chinese, Japanese and Korean names, last elsewhere", () => {
    for (const region of ['chinese', 'japanese', 'korean'] as const) {
      for (const player of generateRoster(team(region), 'football')) {
        expect(player.name.split(' ')[0]).toBe(player.shortName);
        expect(NAME_POOLS[region].family).toContain(player.shortName);
      }
    }
    for (const player of generateRoster(team('english'), 'basketball')) expect(player.name.split(' ').at(-1)).toBe(player.shortName);
  });

  it('shows an esports player by their handle', () => {
    for (const player of generateRoster(team('korean'), 'valorant')) expect(player.shortName).toBe(player.name);
  });
});
