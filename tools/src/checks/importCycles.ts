// Import cycles across the repository's code, found by madge (a maintained dependency-graph tool)
// with the workspace packages resolved to their sources (tools/cycles/tsconfig.json), so a circle
// through `@matchday/contracts/…` or `@matchday/shared/…` is seen like a relative one. Type-only
// imports count: a circle of types is still two modules that cannot be read apart.
import madge from 'madge';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every workspace's application code (tests aside: a test imports what it tests). */
export const CODE_DIRS = ['contracts/src', 'shared/src', 'api/src', 'ingest/src', 'storage/src', 'tools/src', 'shell/src', 'mfe-scores/src', 'mfe-live/src', 'mfe-tips/src', 'mfe-news/src', 'mfe-account/src', 'mfe-channel/src'];

export async function importCycles(dirs: string[] = CODE_DIRS, exclude: RegExp[] = [/cycleFixture/]): Promise<string[][]> {
  const graph = await madge(
    dirs.map((dir) => path.join(repoRoot, dir)),
    {
      baseDir: repoRoot,
      fileExtensions: ['ts', 'tsx', 'mjs'],
      tsConfig: path.join(repoRoot, 'tools/cycles/tsconfig.json'),
      excludeRegExp: [/\.test\.tsx?$/, /node_modules/, ...exclude],
    },
  );
  return graph.circular();
}
