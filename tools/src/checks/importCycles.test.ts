import { importCycles } from './importCycles';

describe('import cycles', () => {
  it('are none in the repository’s code', async () => {
    expect(await importCycles()).toEqual([]);
  });

  it('are found where there is one, through a package name too (the check reads what it should)', async () => {
    const cycles = await importCycles(['tools/src/checks/cycleFixture'], []);
    expect(cycles).toEqual([['tools/src/checks/cycleFixture/first.ts', 'tools/src/checks/cycleFixture/second.ts']]);
  });
});
