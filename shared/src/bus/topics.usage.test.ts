// The bus's rule, checked on the sources of every app: each declared topic is sent somewhere and
// listened to somewhere, so none is dead and none shouts into the void.
import fs from 'node:fs';
import path from 'node:path';
import { BUS_TOPICS } from './topics';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_DIRS = ['shell/src', 'shared/src', 'ui/src', 'mfe-scores/src', 'mfe-live/src', 'mfe-tips/src', 'mfe-news/src', 'mfe-account/src', 'mfe-channel/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const code = APP_DIRS.flatMap((dir) => sources(path.join(repoRoot, dir))).map((file) => fs.readFileSync(file, 'utf8'));
const uses = (pattern: RegExp) => code.some((text) => pattern.test(text));
const quoted = (topic: string) => `['"]${topic.replace('.', '\\.')}['"]`;

describe('bus topics in use', () => {
  it.each(BUS_TOPICS)('%s has a sender and a listener', (topic) => {
    expect(uses(new RegExp(`\\.emit\\(\\s*${quoted(topic)}`)), `${topic} is never sent`).toBe(true);
    expect(uses(new RegExp(`\\.on\\(\\s*${quoted(topic)}`)), `${topic} is never listened to`).toBe(true);
  });
});
