import path from 'node:path';
import { loadNamespace, localeProblems } from '@matchday/contracts/i18n/localeCompleteness';

describe('parts of the common namespace', () => {
  it('the video part exists, translated, in all nine locales', () => {
    const problems = localeProblems(loadNamespace(path.join(__dirname, 'videos')), {
      sameAsEnglish: { fr: ['videos.event.baron'], de: ['videos.kind.highlight', 'videos.event.first_blood', 'videos.event.baron'], pt: ['videos.kind.replay'] },
    });
    expect(problems).toEqual([]);
  });

  it('the comment part exists, translated, in all nine locales', () => {
    expect(localeProblems(loadNamespace(path.join(__dirname, 'comments')))).toEqual([]);
  });
});
