import path from 'node:path';
import { describeRemote } from '@matchday/shared/testing/describeRemote';
import { remoteDefinition } from './definition';

describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), { sameAsEnglish: { '*': ['valorant.title', 'clock.minute', 'clock.minuteStoppage'], de: ['sports.basketball'] } });
