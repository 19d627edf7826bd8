import path from 'node:path';
import { describeRemote } from '@matchday/ui/testing/describeRemote';
import { remoteDefinition } from './definition';

// Words these languages write as English does (market names, "Demo", "Live", "Map").
describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), {
  sameAsEnglish: {
    de: ['streamers.tabs.basketball', 'plans.tabs.basketball', 'news.tabs.basketball', 'markets.handicap', 'pick.onMap', 'expert.demo', 'match.live'],
    fr: ['markets.handicap', 'markets.total'],
    pt: ['markets.handicap', 'markets.total', 'expert.demo'],
    es: ['markets.total', 'expert.demo'],
  },
});
