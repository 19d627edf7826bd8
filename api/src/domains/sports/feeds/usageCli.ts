// npm run feeds:usage [-- --days 7]
// Prints the requests each provider's feed has made per day (counted before each request is
// sent, in the api's database: DATABASE_URL, or the embedded folder while the api is stopped)
// against its plan's daily quota as configured here.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { dailyQuotas } from './feedSources';

const { values } = parseArgs({ options: { days: { type: 'string', default: '7' } } });
const days = Math.max(1, Math.min(366, Number(values.days) || 7));
const config = loadConfig();
const db = createDatabase({ DATABASE_URL: config.databaseUrl }, config.dataDir);
await migrate(db);
const rows = await db.query<{ provider: string; day: string; requests: number }>(
  `SELECT provider, to_char(day, 'YYYY-MM-DD') AS day, requests FROM feed_usage WHERE day > current_date - $1::int ORDER BY day DESC, provider`,
  [days],
);
await db.close();
const quotas = dailyQuotas(process.env);
if (rows.length === 0) console.log(`no feed has made a request in the last ${days} day(s)`);
for (const row of rows) {
  const quota = quotas[row.provider];
  console.log(`${row.day}  ${row.provider.padEnd(11)} ${String(row.requests).padStart(7)} requests${quota ? ` of ${quota} (${((100 * Number(row.requests)) / quota).toFixed(1)} %)` : ''}`);
}
