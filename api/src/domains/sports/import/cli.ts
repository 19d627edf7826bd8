// npm run import:openfootball -- <season.json> [--groups <groups.json>] [--time-zone <IANA zone>]
//   [--alias "USA=United States"]… [--replay-from <ISO time>|now] [--tier 1] [--country INT]
//   [--tie-breakers fifa|uefa|league|league_h2h|wins] [--deductions <deductions.json>] [--allow-removals]
// Loads a tournament or league season in the openfootball format into the api's database (the
// one the api uses: DATABASE_URL, or the embedded folder MATCHDAY_DATA_DIR while the api is
// stopped), all or nothing, and prints what it created, updated and left unchanged, with its
// warnings. With --replay-from the live engine plays it again from that moment. A stored result
// the file no longer gives is kept and listed, unless --allow-removals.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { STANDINGS_RULES, type StandingsRules } from '@matchday/contracts/sports/contract';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { importSeason } from './importSeason';
import { formatReport } from './report';
import { readSeason, type SourceFile } from './sources';

const USAGE =
  'usage: import:openfootball <season.json> [--groups <groups.json>] [--time-zone <zone>] [--alias "A=B"] [--replay-from <ISO>|now]\n' +
  `       [--tier 1] [--country INT] [--tie-breakers ${STANDINGS_RULES.join('|')}] [--deductions <deductions.json>] [--allow-removals]`;

function refuse(message: string, code = 1): never {
  console.error(`import refused: ${message}`);
  process.exit(code);
}

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        groups: { type: 'string' },
        'time-zone': { type: 'string', default: 'UTC' },
        alias: { type: 'string', multiple: true, default: [] },
        'replay-from': { type: 'string' },
        tier: { type: 'string', default: '1' },
        country: { type: 'string', default: 'INT' },
        'tie-breakers': { type: 'string' },
        deductions: { type: 'string' },
        'allow-removals': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return refuse(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

const { values, positionals } = options();
if (!positionals[0]) refuse(USAGE, 2);
const read = (name: string): SourceFile => {
  try {
    return { name, text: fs.readFileSync(name, 'utf8') };
  } catch (error) {
    return refuse(`${name}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
};
const aliases = Object.fromEntries(
  values.alias.map((entry) => {
    const [from, to] = entry.split('=');
    if (!from?.trim() || !to?.trim()) refuse(`--alias wants "name in matches=name to use", got ${entry}`, 2);
    return [from.trim(), to.trim()];
  }),
);
const replayFrom = values['replay-from'] === undefined ? undefined : values['replay-from'] === 'now' ? new Date() : new Date(values['replay-from']);
if (replayFrom && Number.isNaN(replayFrom.getTime())) refuse(`--replay-from: not a time: ${values['replay-from']}`, 2);
const tieBreakers = values['tie-breakers'];
if (tieBreakers !== undefined && !(STANDINGS_RULES as readonly string[]).includes(tieBreakers))
  refuse(`--tie-breakers: one of ${STANDINGS_RULES.join(', ')}, got ${tieBreakers}`, 2);
const tier = Number(values.tier);
if (!Number.isInteger(tier) || tier < 1) refuse(`--tier: a whole number from 1, got ${values.tier}`, 2);

let loaded: ReturnType<typeof readSeason>;
try {
  loaded = readSeason({
    season: read(positionals[0]!),
    groups: values.groups ? read(values.groups) : undefined,
    deductions: values.deductions ? read(values.deductions) : undefined,
    timeZone: values['time-zone'],
    aliases,
  });
} catch (error) {
  refuse((error as Error).message);
}

const config = loadConfig();
const db = createDatabase({ DATABASE_URL: config.databaseUrl }, config.dataDir);
try {
  await migrate(db);
  const report = await importSeason(db, loaded.season, {
    replayFrom,
    tier,
    country: values.country,
    tieBreakers: tieBreakers as StandingsRules | undefined,
    deductions: loaded.deductions,
    allowRemovals: values['allow-removals'],
  });
  console.log(formatReport(report));
} catch (error) {
  process.exitCode = 1;
  console.error(`import refused: ${(error as Error).message}`);
} finally {
  await db.close();
}
