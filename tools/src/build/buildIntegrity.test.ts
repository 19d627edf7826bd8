import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteEntryPath, SRI_SHA384_PATTERN } from '@matchday/contracts/releases/manifest';
import { buildIntegrity, inIdOrder, sriOf, writeAssetIntegrity } from './buildIntegrity';

let dir: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};

const manifest = (remoteEntry = { name: 'remoteEntry.js', path: '' }) => ({
  name: 'mfe_news',
  metaData: { remoteEntry, publicPath: 'auto' },
  exposes: [
    { name: 'app', assets: { js: { sync: ['6425.e83f.js', '__federation_expose_app.ce35.js'], async: ['1167.48be.js'] }, css: { sync: [], async: [] } } },
  ],
  shared: [{ name: 'dayjs', assets: { js: { sync: ['dayjs.77aa.js'], async: [] }, css: { sync: [], async: [] } } }],
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-integrity-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('build integrity', () => {
  it('writes SHA-384 digests in Subresource Integrity format (the FIPS 180-2 "abc" example)', () => {
    expect(sriOf('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
    expect(sriOf(Buffer.from('abc'))).toBe(sriOf('abc'));
    expect(sriOf('abd')).not.toBe(sriOf('abc'));
    expect(sriOf('')).toMatch(SRI_SHA384_PATTERN);
  });

  it('adds to the manifest the digests of every chunk the container may load, and of nothing else', () => {
    write('mf-manifest.json', JSON.stringify(manifest()));
    write('6425.e83f.js', 'first chunk');
    write('__federation_expose_app.ce35.js', 'the exposed module');
    write('1167.48be.js', 'a page the remote loads itself');
    write('dayjs.77aa.js', 'a shared library it brings');
    write('main.5555.js', 'the remote running alone, which the shell never loads');
    const digests = writeAssetIntegrity(dir);
    expect(digests).toEqual({
      '1167.48be.js': sriOf('a page the remote loads itself'),
      '6425.e83f.js': sriOf('first chunk'),
      '__federation_expose_app.ce35.js': sriOf('the exposed module'),
      'dayjs.77aa.js': sriOf('a shared library it brings'),
    });
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    expect(written.assetIntegrity).toEqual(digests);
    expect(written.exposes).toEqual(manifest().exposes);
  });

  it('gives the release the digests of the manifest as written and of the entry it names', () => {
    write('mf-manifest.json', JSON.stringify(manifest({ name: 'remoteEntry.js', path: 'entry/' })));
    write('entry/remoteEntry.js', 'var mfe_news;');
    expect(buildIntegrity(dir)).toEqual({
      manifest: sriOf(fs.readFileSync(path.join(dir, 'mf-manifest.json'))),
      entry: sriOf('var mfe_news;'),
    });
    expect(remoteEntryPath(manifest())).toBe('remoteEntry.js');
  });

  it('writes shared modules and exposes in id order, however the bundler listed them', () => {
    const built = { name: 'mfe_news', shared: [{ id: 'b', assets: { js: { sync: ['2.js', '1.js'] } } }, { id: 'a' }], exposes: [{ id: 'x' }], metaData: { tags: ['z', 'y'] } };
    expect(inIdOrder(built)).toEqual({ name: 'mfe_news', shared: [{ id: 'a' }, { id: 'b', assets: { js: { sync: ['2.js', '1.js'] } } }], exposes: [{ id: 'x' }], metaData: { tags: ['z', 'y'] } });
  });

  it('refuses a build whose entry is missing or unnamed', () => {
    write('mf-manifest.json', JSON.stringify(manifest()));
    expect(() => buildIntegrity(dir)).toThrow(/no remote entry remoteEntry.js/);
    write('mf-manifest.json', JSON.stringify({ ...manifest(), metaData: {} }));
    expect(() => buildIntegrity(dir)).toThrow(/names no remote entry/);
  });
});
