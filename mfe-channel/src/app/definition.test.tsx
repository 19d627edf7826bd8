import path from 'node:path';
import { describeRemote } from '@matchday/ui/testing/describeRemote';
import { remoteDefinition } from './definition';

// Words these languages write as English does (sports, market names, "Status").
describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), {
  sameAsEnglish: {
    fr: [
      'experts.sports.football',
      'experts.apply.sports',
      'experts.publish.sport',
      'experts.markets.handicap',
      'experts.markets.total',
      'streamers.live.match',
      'moderation.kind.streamer',
      'moderation.kindLabel',
      'moderation.audit.action',
      'board.minutes',
    ],
    de: ['review.filter', 'experts.sports.basketball', 'experts.markets.handicap', 'moderation.kind.streamer'],
    pt: ['review.filter', 'experts.markets.handicap', 'experts.markets.total', 'moderation.kind.streamer', 'board.minutes'],
    es: ['experts.sports.esports', 'experts.markets.total', 'moderation.kind.streamer', 'board.minutes'],
  },
});
