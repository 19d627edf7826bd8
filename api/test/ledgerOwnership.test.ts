// The coin ledger owns its tables: only the coins domain (api/src/domains/coins/: the ledger and
// the reads beside it) names them; every other domain asks the ledger (lockAccounts, balanceOf,
// ensureUserAccount, post). Migrations create the tables and tests check them directly. In the
// database the same holds: only the ledger's own functions (ledger_*) name its tables; another
// domain's function (plan_purchase) moves coins by calling them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrations } from '../src/db/migrate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The workspaces whose code could reach the database. */
const SCANNED = ['api', 'tools', 'e2e', 'ingest'];
const LEDGER_TABLES = /\b(coin_accounts|ledger_entries|ledger_transactions)\b/;
const CODE = /\.(ts|tsx|js|mjs|cjs|sql|sh)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);

const allowed = (file: string) =>
  file.startsWith('api/src/domains/coins/') || file.startsWith('api/migrations/') || file.startsWith('api/test/') || /\.test\.tsx?$/.test(file);

function codeFiles(folder: string): string[] {
  return fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : codeFiles(relative);
    return CODE.test(entry.name) ? [relative] : [];
  });
}

const naming = (files: string[]) => files.filter((file) => LEDGER_TABLES.test(fs.readFileSync(path.join(repoRoot, file), 'utf8')));

describe('the ledger’s tables', () => {
  const files = SCANNED.flatMap(codeFiles);

  it('are named by no code outside the coins domain, its migrations and tests', () => {
    expect(naming(files.filter((file) => !allowed(file)))).toEqual([]);
  });

  it('are found by this scan where they are named (the scan reads the code it should)', () => {
    expect(naming(files)).toEqual(expect.arrayContaining(['api/src/domains/coins/ledger.ts', 'api/migrations/002_coins.sql', 'api/test/coins.test.ts']));
    expect(files).toEqual(expect.arrayContaining(['api/src/domains/plans/service.ts', 'api/src/domains/plans/blindBox.ts', 'api/bench/apiBench.ts']));
  });
});

/** The functions the migrations create, by name, with their bodies. */
function migrationFunctions(): { name: string; body: string }[] {
  return readMigrations().flatMap((migration) =>
    [...migration.sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)\s*\([\s\S]*?AS (\$\w*\$)([\s\S]*?)\2/gi)].map((match) => ({ name: match[1]!, body: match[3]! })),
  );
}

describe('the database functions', () => {
  const functions = migrationFunctions();

  it('that name the ledger’s tables are the ledger’s own (ledger_*)', () => {
    const naming = functions.filter((fn) => LEDGER_TABLES.test(fn.body)).map((fn) => fn.name);
    expect(naming.filter((name) => !name.startsWith('ledger_'))).toEqual([]);
  });

  it('are found by this scan, with their bodies (the scan reads what it should)', () => {
    const byName = new Map(functions.map((fn) => [fn.name, fn.body]));
    expect(byName.get('ledger_post_user_movement')).toMatch(LEDGER_TABLES);
    expect(byName.get('plan_purchase')).toMatch(/ledger_post_user_movement\(/);
    expect(byName.get('plan_purchase')).toMatch(/plan_purchases/);
  });
});
