// npm run reconcile -- --since <date>
// Compares the configured providers' payments since the date with the top-ups credited in the
// api's database (DATABASE_URL, or the embedded folder while the api is stopped) and prints every
// mismatch; exits 1 when there is one, 2 when it could not run.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { paymentProviders } from './paymentSettings';
import { reconcile } from './reconcile';

let since: Date;
try {
  const { values } = parseArgs({ options: { since: { type: 'string' } } });
  since = new Date(values.since ?? '');
  if (Number.isNaN(since.getTime())) throw new Error('--since <date> is required (e.g. 2026-11-01)');
} catch (error) {
  console.error(`reconcile: ${(error as Error).message}`);
  process.exit(2);
}

const config = loadConfig();
const providers = paymentProviders(config.payments, { development: false, publicUrl: config.publicUrl });
if (providers.length === 0) {
  console.error('reconcile: no payment provider is configured (STRIPE_…, ALIPAY_…)');
  process.exit(2);
}
const db = createDatabase({ DATABASE_URL: config.databaseUrl }, config.dataDir);
await migrate(db);
const mismatches = await reconcile(db, providers, since);
await db.close();
console.log(`reconcile since ${since.toISOString()} with ${providers.map((provider) => provider.name).join(', ')}: ${mismatches.length} mismatch(es)`);
for (const mismatch of mismatches)
  console.log(`- ${mismatch.provider} ${mismatch.sessionId}${mismatch.topUpId ? ` (top-up ${mismatch.topUpId})` : ''}: ${mismatch.problem}; ${mismatch.detail}`);
process.exitCode = mismatches.length > 0 ? 1 : 0;
