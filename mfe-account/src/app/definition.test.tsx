import path from 'node:path';
import { describeRemote } from '@matchday/ui/testing/describeRemote';
import { remoteDefinition } from './definition';

// A payment provider's brand is written as it is, outside the languages of China.
describeRemote(remoteDefinition, path.join(__dirname, '../i18n'), { sameAsEnglish: { '*': ['coins.providers.alipay'] } });
