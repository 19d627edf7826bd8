import path from 'node:path';
import { describeRemote } from '@matchday/ui/testing/describeRemote';
import { remoteDefinition } from './definition';

// Words these languages write as English does.
const sameAsEnglish = {
  fr: ['streamers.title', 'streamers.tabs.football', 'sport.football'],
  de: ['streamers.tabs.basketball', 'card.live', 'sport.basketball', 'room.chat'],
  pt: ['streamers.title', 'streamers.tabs.esports', 'sport.esports', 'room.chat'],
  es: ['streamers.title', 'streamers.tabs.esports', 'sport.esports', 'room.chat'],
};

describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), { sameAsEnglish });
