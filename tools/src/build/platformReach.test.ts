import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunksLoadingPlatform, loadsChunk, platformChunkId } from './platformReach';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-reach-'));
  dirs.push(dir);
  for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), source);
  return dir;
}

describe('chunks that load a remote platform file', () => {
  it('reads the id of the platform file from the chunk-name table', () => {
    expect(platformChunkId('{1063:"mui-inputs",4331:"platform",517:"mui-forms"}')).toBe('4331');
    expect(platformChunkId('{1063:"mui-inputs",14331:"platform-x"}')).toBeUndefined();
  });

  it('tells a load of that chunk from a load of another whose id starts the same', () => {
    expect(loadsChunk('Promise.all([r.e(4331),r.e(1442)])', '4331')).toBe(true);
    expect(loadsChunk('Promise.all([r.e(43310),r.e(1442)])', '4331')).toBe(false);
  });

  it("names the remote's own chunks that load it, not its entry, main or platform files", () => {
    const dir = build({
      'remoteEntry.js': '{2007:"mui-core",4331:"platform"}; factory:()=>l.e(4331)',
      'main.abc.js': 'fallback:()=>l.e(4331)',
      'platform.def.js': 'push([[4331],{}])',
      '6440.aaa.js': 'user:lazy(()=>Promise.all([r.e(4331),r.e(9958)]))',
      '9958.bbb.js': 'r.e(2007)',
    });
    expect(chunksLoadingPlatform(dir)).toEqual(['6440.aaa.js']);
  });
});
