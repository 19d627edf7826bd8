// Every sport of the shared rules has its words in all nine locales: its name, each of its
// events, its statistics, its clock's pauses, its periods and its text commentary's first line. (The remote's
// own locale test then checks that each of these is translated rather than copied.)
import path from 'node:path';
import { LOCALES } from '@matchday/contracts/i18n/locales';
import { eventTypesOf, SPORT_RULES, type SportRules, SPORTS } from '@matchday/contracts/sports/rules';
import { loadNamespace } from '@matchday/contracts/i18n/localeCompleteness';
import { SPORT_CLOCKS } from '../lib/matchClock';
import { SPORT_VIEWS } from './sportViews';

type Tree = { [key: string]: string | Tree };
const i18nDir = path.join(__dirname, '../i18n');
const texts = {
  base: loadNamespace(i18nDir),
  events: loadNamespace(path.join(i18nDir, 'parts/events')),
  detail: loadNamespace(path.join(i18nDir, 'parts/detail')),
  textLive: loadNamespace(path.join(i18nDir, 'parts/textLive')),
};

const lookUp = (tree: Tree, key: string): string | undefined => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof found === 'string' ? found : undefined;
};

/** The words naming a sport's periods (`periodName`): by label, or by kind when numbered. */
function periodKeys({ clock }: SportRules): string[] {
  switch (clock.reads) {
    case 'minute':
      return [...clock.periods, clock.extraPeriod].map((label) => `matchDetail.periodNames.${label}`);
    case 'countdown':
      return ['matchDetail.periodNames.quarter', 'matchDetail.periodNames.overtime'];
    case 'mapTime':
      return [];
  }
}

describe.each(SPORTS)('the words of %s', (sport) => {
  const view = SPORT_VIEWS[sport];
  const needed: [keyof typeof texts, string][] = [
    ['base', `sports.${sport}`],
    ...eventTypesOf(sport).map((type): [keyof typeof texts, string] => ['events', `events.${type}`]),
    ...[...view.statKeys, ...view.playerStatKeys].map((key): [keyof typeof texts, string] => ['detail', `matchDetail.stats.${key}`]),
    ...Object.values<string>(SPORT_CLOCKS[sport].pauses).map((key): [keyof typeof texts, string] => ['base', key]),
    ...periodKeys(SPORT_RULES[sport]).map((key): [keyof typeof texts, string] => ['detail', key]),
    ['textLive', `textLive.lines.${view.startLine}`],
  ];

  it.each(LOCALES)('are all there in %s', (locale) => {
    const missing = needed.filter(([part, key]) => !lookUp(texts[part][locale], key)?.trim()).map(([part, key]) => `${part}: ${key}`);
    expect(missing).toEqual([]);
  });
});
