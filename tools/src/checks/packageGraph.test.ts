// The boundary between the back end and the site is the package graph: what a workspace's
// package.json names is all it may import by package name (npm links nothing else beside it in
// a deployment). The api and the ingest depend on the contracts, never on the site's runtime or UI.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

function matchdayPackages(workspace: string): { runtime: string[]; all: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const ours = (field: string) => Object.keys(manifest[field] ?? {}).filter((name) => name.startsWith('@matchday/'));
  return { runtime: ours('dependencies'), all: [...ours('dependencies'), ...ours('devDependencies'), ...ours('peerDependencies')] };
}

describe('the package graph', () => {
  it.each(['api', 'ingest'])('%s depends on the contracts, and on none of the site’s packages', (workspace) => {
    const { all } = matchdayPackages(workspace);
    expect(all).toContain('@matchday/contracts');
    expect(all.filter((name) => name === '@matchday/shared' || name === '@matchday/ui')).toEqual([]);
  });

  it('contracts depend on no other package of ours', () => {
    expect(matchdayPackages('contracts').all).toEqual([]);
  });

  it('the browser runtime depends on the contracts and not on the UI', () => {
    const { all } = matchdayPackages('shared');
    expect(all).toContain('@matchday/contracts');
    expect(all).not.toContain('@matchday/ui');
  });
});
