import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { findDuplicates, gzipByPackage } from './bundleBench';
import { modulesOfSourceMap, normalizeSource, packageOfModule } from './sourceMaps';

/** A built file whose lines come from the given modules, with its source map. */
function built(lines: [source: string, code: string][]) {
  const generator = new SourceMapGenerator({ file: 'chunk.js' });
  lines.forEach(([source, code], index) => {
    generator.addMapping({ source, generated: { line: index + 1, column: 0 }, original: { line: 1, column: 0 } });
    void code;
  });
  return { code: lines.map(([, code]) => code).join('\n'), map: JSON.parse(generator.toString()) };
}

describe('source maps', () => {
  it('names a library file the same whichever container bundled it', () => {
    expect(normalizeSource('webpack://shell/../node_modules/react/index.js')).toBe('node_modules/react/index.js');
    expect(normalizeSource('webpack://mfe_news/../node_modules/react/index.js')).toBe('node_modules/react/index.js');
    expect(normalizeSource('webpack://mfe_news/./src/app/lifecycles.tsx')).toBe('mfe_news:src/app/lifecycles.tsx');
  });

  it('finds the package of a library file, scoped or not', () => {
    expect(packageOfModule('node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(packageOfModule('node_modules/react/index.js')).toBe('react');
    expect(packageOfModule('shell:src/index.ts')).toBeNull();
  });

  it('counts the bytes each module contributes, and leaves out modules without code', () => {
    const { code, map } = built([
      ['webpack://shell/../node_modules/react/index.js', 'x'.repeat(100)],
      ['webpack://shell/./src/index.ts', 'y'.repeat(40)],
    ]);
    map.sources.push('webpack://shell/../node_modules/unused/index.js');
    const modules = modulesOfSourceMap(code, map);
    expect(modules.modules).toEqual(['node_modules/react/index.js', 'shell:src/index.ts']);
    expect(modules.bytesByModule.get('node_modules/react/index.js')).toBe(100);
    expect(modules.bytesByModule.get('shell:src/index.ts')).toBe(40);
  });
});

describe('a page made of several files', () => {
  const file = (url: string, gzipBytes: number, bytes: Record<string, number>) => ({
    url,
    gzipBytes,
    modules: { modules: Object.keys(bytes), bytesByModule: new Map(Object.entries(bytes)) },
  });

  it('reports a library file two files carry, but not application code or the federation glue', () => {
    const duplicates = findDuplicates([
      file('http://a/1.js', 10, { 'node_modules/clsx/dist/clsx.mjs': 5, 'shell:src/index.ts': 5, 'node_modules/@module-federation/runtime/dist/index.js': 5 }),
      file('http://b/2.js', 10, { 'node_modules/clsx/dist/clsx.mjs': 5, 'shell:src/index.ts': 5, 'node_modules/@module-federation/runtime/dist/index.js': 5 }),
    ]);
    expect([...duplicates.keys()]).toEqual(['node_modules/clsx/dist/clsx.mjs']);
    expect(duplicates.get('node_modules/clsx/dist/clsx.mjs')).toEqual(['http://a/1.js', 'http://b/2.js']);
  });

  it('shares out gzip bytes among libraries in proportion to their code', () => {
    const totals = gzipByPackage([file('http://a/1.js', 100, { 'node_modules/react/index.js': 300, 'shell:src/index.ts': 100 })]);
    expect(totals.get('react')).toBe(75);
    expect(totals.get('application')).toBe(25);
  });
});
