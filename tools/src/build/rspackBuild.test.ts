import { describe, expect, it } from 'vitest';
import { reportsCompileError } from './rspackBuild';

describe('reportsCompileError', () => {
  it('finds an error block or an error summary in rspack output', () => {
    expect(reportsCompileError("ERROR in ./src/bootstrap.tsx 62:1-42\n  × Package subpath './x' is not defined")).toBe(true);
    expect(reportsCompileError('Rspack compiled with 1 error')).toBe(true);
    expect(reportsCompileError('shell:\n  shell compiled with 2 errors')).toBe(true);
  });

  it('lets a clean build or warnings pass', () => {
    expect(reportsCompileError('Rspack compiled successfully in 21.3 s')).toBe(false);
    expect(reportsCompileError('WARNING in ./src/x.ts\nRspack compiled with 1 warning')).toBe(false);
    expect(reportsCompileError('frame compiled successfully')).toBe(false);
  });
});
