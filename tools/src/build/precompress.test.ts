import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasFreshPrecompressed, precompressDir, precompressedPath } from './precompress';

// Text that compresses like a minified chunk: repeated identifiers with varying numbers.
const chunk = Array.from({ length: 3000 }, (_, index) => `function f${index % 97}(e){return e.a${index % 13}+${index * 7}}`).join(';');

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    process.env.MATCHDAY_GZIP_CACHE_DIR = path.join(dir, '.cache');
    fs.mkdirSync(path.join(dir, '1.0.0'));
    fs.writeFileSync(path.join(dir, '1.0.0', 'main.1a2b3c4d5e.js'), chunk);
    fs.writeFileSync(path.join(dir, '1.0.0', 'main.1a2b3c4d5e.js.map'), chunk);
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'x', chunk }));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env.MATCHDAY_GZIP_CACHE_DIR;
  });

  it('writes a gzip file beside each text file over 1 KB that reads back as the file, smaller than zlib at level 9', async () => {
    const result = await precompressDir(dir);
    expect(result.files).toBe(2);
    const js = path.join(dir, '1.0.0', 'main.1a2b3c4d5e.js');
    const gz = fs.readFileSync(precompressedPath(js));
    expect(zlib.gunzipSync(gz).toString()).toBe(chunk);
    expect(gz.length).toBeLessThan(zlib.gzipSync(chunk, { level: 9 }).length);
    expect(fs.existsSync(precompressedPath(path.join(dir, 'mf-manifest.json')))).toBe(true);
    // Source maps, small files and images are left alone.
    for (const name of ['1.0.0/main.1a2b3c4d5e.js.map', 'tiny.js', 'photo.png']) expect(fs.existsSync(precompressedPath(path.join(dir, name)))).toBe(false);
    expect(fs.readdirSync(path.join(dir, '1.0.0')).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('reuses what it gzipped for the same bytes in another build', async () => {
    await precompressDir(dir);
    const other = path.join(dir, '1.0.1');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'main.1a2b3c4d5e.js'), chunk);
    // The cached gzip is marked: were it compressed again, the mark would be gone.
    const [cached] = fs.readdirSync(path.join(dir, '.cache')).filter((name) => fs.readFileSync(path.join(dir, '.cache', name)).length > 0 && zlib.gunzipSync(fs.readFileSync(path.join(dir, '.cache', name))).toString() === chunk);
    const marked = Buffer.concat([zlib.gzipSync(chunk, { level: 1 })]);
    fs.writeFileSync(path.join(dir, '.cache', cached!), marked);
    expect((await precompressDir(other)).files).toBe(1);
    expect(fs.readFileSync(path.join(other, 'main.1a2b3c4d5e.js.gz')).equals(marked)).toBe(true);
  });

  it('writes nothing the second time, and again for a file changed since', async () => {
    await precompressDir(dir);
    expect((await precompressDir(dir)).files).toBe(0);
    const manifest = path.join(dir, 'mf-manifest.json');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(manifest, JSON.stringify({ name: 'y', chunk }));
    fs.utimesSync(manifest, later, later);
    expect(hasFreshPrecompressed(manifest)).toBe(false);
    expect((await precompressDir(dir)).files).toBe(1);
    expect(JSON.parse(zlib.gunzipSync(fs.readFileSync(precompressedPath(manifest))).toString()).name).toBe('y');
  });
});
