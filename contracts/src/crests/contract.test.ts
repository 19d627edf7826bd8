import { pathTo } from '@matchday/contracts/http/paths';
import { CREST_PATHS } from '@matchday/contracts/crests/contract';
import { competitionLogoUrl, teamCrestUrl } from '@matchday/contracts/sports/contract';

it("builds the addresses the api's crest and logo routes answer at", () => {
  expect(teamCrestUrl('42')).toBe(pathTo(CREST_PATHS.team, { id: '42' }));
  expect(competitionLogoUrl('7')).toBe(pathTo(CREST_PATHS.competition, { id: '7' }));
});
