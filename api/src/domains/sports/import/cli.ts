// npm run import:openfootball -- <season.json> [--groups <groups.json>] [--time-zone <IANA zone>]
//   [--alias "USA=United States"]… [--replay-from <ISO time>|now] [--tier 1] [--country INT]
// Loads a tournament or league season in the openfootball format into the api's database (the
// one the api uses: DATABASE_URL, or the embedded folder MATCHDAY_DATA_DIR while the api is
// stopped). With --replay-from the live engine plays it again from that moment.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { parseOpenFootball } from './openfootball';
import { importSeason } from './importSeason';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    groups: { type: 'string' },
    'time-zone': { type: 'string', default: 'UTC' },
    alias: { type: 'string', multiple: true, default: [] },
    'replay-from': { type: 'string' },
    tier: { type: 'string', default: '1' },
    country: { type: 'string', default: 'INT' },
  },
});

const file = positionals[0];
if (!file) {
  console.error('usage: import:openfootball <season.json> [--groups <groups.json>] [--time-zone <zone>] [--alias "A=B"] [--replay-from <ISO>|now]');
  process.exit(2);
}
const readJson = (name: string) => JSON.parse(fs.readFileSync(name, 'utf8'));
const aliases = Object.fromEntries(
  values.alias.map((entry) => {
    const [from, to] = entry.split('=');
    if (!from || !to) throw new Error(`--alias wants "name in matches=name to use", got ${entry}`);
    return [from.trim(), to.trim()];
  }),
);
const replayFrom = values['replay-from'] === undefined ? undefined : values['replay-from'] === 'now' ? new Date() : new Date(values['replay-from']);
if (replayFrom && Number.isNaN(replayFrom.getTime())) throw new Error(`--replay-from: not a time: ${values['replay-from']}`);

const season = parseOpenFootball(readJson(file), { timeZone: values['time-zone'], groups: values.groups ? readJson(values.groups) : undefined, aliases });
const config = loadConfig();
const db = createDatabase({ DATABASE_URL: config.databaseUrl }, config.dataDir);
try {
  await migrate(db);
  const summary = await importSeason(db, season, { replayFrom, tier: Number(values.tier), country: values.country });
  console.log(
    `${season.competition} ${season.season} (${season.format}): ${summary.teams} teams, ${summary.matches} matches, ` +
      `${summary.finished} with results, ${summary.goals} goals` +
      (replayFrom ? `; replaying from ${replayFrom.toISOString()}` : '') +
      ` — competition ${summary.competitionId}`,
  );
} finally {
  await db.close();
}
