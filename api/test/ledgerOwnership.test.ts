// The coin ledger owns its tables: only the coins domain (api/src/domains/coins/: the ledger and
// the reads beside it) names them; every other domain asks the ledger (lockAccounts, balanceOf,
// ensureUserAccount, post). Migrations create the tables and tests check them directly. In the
// database the same holds: only the ledger's own functions (ledger_*) name its tables; another
// domain's function (plan_purchase) moves coins by calling them. And each money rule (posting,
// idempotency, the first-order discount) is written once, in the function that owns it
// (migration 036): a second copy of one, in TypeScript or SQL, fails here.
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
    const live = liveFunctions();
    expect(live.get('ledger_post_many')).toMatch(LEDGER_TABLES);
    expect(live.get('plan_purchase')).toMatch(/ledger_post_many\(/);
    expect(live.get('plan_purchase')).toMatch(/plan_purchases/);
    // Dropped functions are not live: their rules were moved.
    expect(live.has('ledger_post_user_movement')).toBe(false);
  });
});

/** The functions as the database holds them after every migration: each one's last definition, less those dropped since. */
function liveFunctions(): Map<string, string> {
  const live = new Map<string, string>();
  for (const migration of readMigrations()) {
    const statements = [...migration.sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)\s*\([\s\S]*?AS (\$\w*\$)([\s\S]*?)\2|DROP FUNCTION (?:IF EXISTS )?(\w+)/gi)];
    for (const statement of statements)
      if (statement[4]) live.delete(statement[4]);
      else live.set(statement[1]!, statement[3]!);
  }
  return live;
}

/** What carries each money rule: where it is written, it is the rule. */
const MONEY_RULES: { rule: string; marker: RegExp; home: string }[] = [
  { rule: 'a movement of coins is written to the ledger', marker: /INSERT INTO ledger_entries/i, home: 'ledger_post_many' },
  { rule: 'a user’s balance changes', marker: /UPDATE coin_accounts\s+\w*\s*SET balance/i, home: 'ledger_post_many' },
  { rule: 'no balance below zero', marker: /errors\.insufficientGold/, home: 'ledger_post_many' },
  { rule: 'coins owed are repaid before anything is bought', marker: /api\.payments\.coinsOwed/, home: 'ledger_post_many' },
  { rule: 'coin accounts are locked in one order', marker: /FROM coin_accounts[\s\S]{0,200}?FOR UPDATE/i, home: 'ledger_lock_accounts' },
  { rule: 'an Idempotency-Key is claimed', marker: /INSERT INTO idempotency_keys/i, home: 'idempotency_claim' },
  { rule: 'a first purchase is discounted', marker: /discount_?percent[\s\S]{0,80}?\/\s*100/i, home: 'plan_price_for' },
  { rule: 'a first purchase is one with no earlier paid or discounted one', marker: /price > 0 OR \w*\.?first_order/i, home: 'plan_price_for' },
];

describe('each money rule', () => {
  const live = liveFunctions();
  // Every TypeScript the api, its tools and benches run.
  const code = SCANNED.flatMap(codeFiles).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('api/test/') && !/\.test\.tsx?$/.test(file));
  const sources = [
    ...code.map((file) => ({ where: file, text: fs.readFileSync(path.join(repoRoot, file), 'utf8') })),
    ...[...live].map(([name, body]) => ({ where: name, text: body })),
  ];

  it.each(MONEY_RULES)('is written once: $rule ($home)', ({ marker, home }) => {
    const written = sources.filter((source) => marker.test(source.text)).map((source) => source.where);
    // ledger_post_many locks accounts too (for update, in id order): the same rule, in the function that posts.
    expect(written.filter((where) => !(home === 'ledger_lock_accounts' && where === 'ledger_post_many'))).toEqual([home]);
  });

  it('the scan finds a copy where one is written (it reads the code it should)', () => {
    const copy = 'const price = list - Math.ceil((list * settings.firstOrderDiscountPercent) / 100);';
    expect(MONEY_RULES.find((entry) => entry.home === 'plan_price_for')!.marker.test(copy)).toBe(true);
    expect(MONEY_RULES[0]!.marker.test("await tx.query('INSERT INTO ledger_entries (transaction_id) VALUES ($1)')")).toBe(true);
    expect(code).toEqual(expect.arrayContaining(['api/src/domains/plans/blindBox.ts', 'api/src/domains/coins/topUps.ts', 'api/src/http/idempotency.ts']));
  });
});
