import path from 'node:path';
import { describeRemote } from '@matchday/ui/testing/describeRemote';
import { remoteDefinition } from './definition';

// Words these languages write as English does, and templates that are only names and numbers.
const templates = ['report.lead', 'report.leadWithRound', 'report.scorer.goal'];
describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), {
  sameAsEnglish: {
    ar: ['report.lead', 'report.scorer.goal'],
    fr: ['news.tabs.football', 'report.scorer.goal', 'report.scorer.penalty', 'report.stats.possession', 'report.stats.corners'],
    de: [...templates, 'news.tabs.basketball', 'report.stats.assists', 'videos.kinds.highlight'],
    pt: [...templates, 'news.tabs.esports', 'videos.kinds.replay'],
    ru: templates,
    es: [...templates, 'news.tabs.esports'],
  },
});
