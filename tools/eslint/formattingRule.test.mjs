import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The repository's own configuration, so the test checks where the rule applies as well as what it finds.
const eslint = new ESLint({ cwd: root });

const problems = async (file, code) =>
  (await eslint.lintText(code, { filePath: path.join(root, file) }))[0].messages.filter((message) => message.ruleId === 'no-restricted-properties').map((message) => message.message);

const FORMATTING = [
  "export const a = new Intl.DateTimeFormat('en', { hour: '2-digit' }).format(new Date());",
  'export const b = new Intl.NumberFormat().format(2);',
  "export const c = new Intl.RelativeTimeFormat('en').format(-3, 'minute');",
  'export const d = Intl.DateTimeFormat().resolvedOptions().timeZone;',
  'export const e = new Date().toLocaleString();',
  'export const f = new Date().toLocaleTimeString([], { hour: "2-digit" });',
  'export const g = new Date().toLocaleDateString();',
  'export const h = (2).toLocaleString();',
];

describe('formatting lint rule', () => {
  it('refuses Intl formatters and toLocale*String in the shell, the remotes and the shared UI', async () => {
    for (const file of ['shell/src/features/header/components/X.tsx', 'mfe-news/src/features/news/components/X.tsx', 'mfe-scores/src/lib/x.ts', 'ui/src/X.tsx'])
      for (const code of FORMATTING) expect(await problems(file, code), `${file}: ${code}`).toEqual([expect.stringMatching(/@matchday\/shared\/format\/format/)]);
  });

  it('leaves the formatter module, tests, other shared code and other Intl services alone', async () => {
    for (const file of ['shared/src/format/format.ts', 'mfe-news/src/features/news/components/X.test.tsx', 'contracts/src/tips/schemas.ts'])
      for (const code of FORMATTING) expect(await problems(file, code), `${file}: ${code}`).toEqual([]);
    expect(await problems('mfe-news/src/X.tsx', "export const p = new Intl.PluralRules('ar').select(2); export const q = 'a'.localeCompare('b');")).toEqual([]);
  });
});
