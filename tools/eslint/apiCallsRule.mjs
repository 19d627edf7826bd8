// Every call to the api is in one place per feature (docs/architecture.md, "API calls"): in the
// remotes and the shell, only the modules of `src/features/<feature>/api/` (in the shared UI
// package, `ui/src/api/`) reach the page's HTTP
// clients (`http`, `readPublic`) or build one; components, hooks, stores and app code call those
// modules' functions. Tests may mock or drive the clients. Types from the clients' modules are
// free, and so is a bare `import()` whose value is unused: it only warms the client's chunk (a
// form does so as it opens), it calls nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importRule } from './importRule.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The page's clients and their factories. */
export const CLIENT_MODULES = new Set(['@matchday/shared/http/http', '@matchday/shared/http/publicHttp', '@matchday/shared/http/httpClient', '@matchday/shared/http/publicRead']);
const APPS = /^(shell|mfe-[a-z]+|ui)$/;
const TEST_FILE = /\.test\.tsx?$/;

/** Why `file` may not import `specifier` (a value from a client's module), or null. */
export function apiCallViolation(file, specifier, root = repoRoot) {
  if (!CLIENT_MODULES.has(specifier) || TEST_FILE.test(file)) return null;
  const [app, src, features, feature, api] = path.relative(root, file).split(path.sep);
  if (!APPS.test(app ?? '') || src !== 'src') return null;
  if (features === 'features' && feature && api === 'api') return null;
  if (app === 'ui' && features === 'api') return null;
  return `call the api from src/features/<feature>/api/ only: import that feature's call, not ${specifier}`;
}

/** A declaration that brings in types only (`import type …`, `import { type A } …`). */
const typesOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** `import('…');` or `void import('…');` as a statement: nothing of the module is used. */
const warmsOnly = (node) =>
  node.parent?.type === 'ExpressionStatement' || (node.parent?.type === 'UnaryExpression' && node.parent.operator === 'void' && node.parent.parent?.type === 'ExpressionStatement');

export const apiCallsRule = importRule({
  description: 'Keeps every api call of an app in its features’ api/ folders (docs/architecture.md).',
  violation: apiCallViolation,
  skipDeclaration: typesOnly,
  skipExpression: warmsOnly,
});
