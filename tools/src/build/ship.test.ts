import { nextSteps } from './ship';

describe('shipping one remote', () => {
  it('says what was published and how to canary, promote or stop it in the environment named', () => {
    expect(nextSteps('news', '1.7.0', 'staging')).toEqual([
      'mfe-news 1.7.0 is built and published; nothing else was touched.',
      'Try it on a share of visitors, watched by their browsers (rolled back by itself if it does worse than the stable version):',
      '  npm run release -- canary news 1.7.0 --percent 10 --env staging',
      'then, when /ops?tab=releases shows it healthy:  npm run release -- promote news --env staging',
      'or take it back:                                npm run release -- stop-canary news --env staging',
    ]);
  });
});
