import { pathTo } from './paths';
import { CREST_PATHS } from './crests';
import { competitionLogoUrl, teamCrestUrl } from './sports';

it("builds the addresses the api's crest and logo routes answer at", () => {
  expect(teamCrestUrl('42')).toBe(pathTo(CREST_PATHS.team, { id: '42' }));
  expect(competitionLogoUrl('7')).toBe(pathTo(CREST_PATHS.competition, { id: '7' }));
});
