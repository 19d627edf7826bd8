import { federationRemotes, parseReleaseManifest, remoteEntryPath } from '@matchday/contracts/releases/manifest';

const MANIFEST_DIGEST = `sha384-${'A'.repeat(63)}B`;
const ENTRY_DIGEST = `sha384-${'C'.repeat(60)}+/9z`;

const remote = (version = '1.0.0', enabled = true) => ({
  enabled,
  version,
  manifestUrl: `http://localhost:8081/${version}/mf-manifest.json`,
  integrity: { manifest: MANIFEST_DIGEST, entry: ENTRY_DIGEST },
});

const valid = () => ({
  environment: 'local',
  release: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  note: 'disable mfe-tips',
  remotes: { scores: remote(), live: remote(), tips: remote('1.0.1', false), news: remote(), account: remote(), channel: remote() },
});

describe('release manifest', () => {
  it('reads a valid manifest', () => {
    const manifest = parseReleaseManifest(valid());
    expect(manifest.release).toBe(3);
    expect(manifest.remotes.tips).toEqual(remote('1.0.1', false));
  });

  it('reads a release made before releases carried digests, without them', () => {
    const { integrity: _integrity, ...old } = remote();
    const manifest = parseReleaseManifest({ ...valid(), remotes: { ...valid().remotes, live: old } });
    expect(manifest.remotes.live).toEqual(old);
    expect(manifest.remotes.live.integrity).toBeUndefined();
  });

  it('gives the federation runtime only the enabled remotes, by federation name', () => {
    const remotes = federationRemotes(parseReleaseManifest(valid()));
    expect(remotes.map((entry) => entry.name)).toEqual(['mfe_scores', 'mfe_live', 'mfe_news', 'mfe_account', 'mfe_channel']);
    expect(remotes[0]?.entry).toBe('http://localhost:8081/1.0.0/mf-manifest.json');
  });

  it('reads where a federation manifest puts its remote entry', () => {
    expect(remoteEntryPath({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })).toBe('remoteEntry.js');
    expect(remoteEntryPath({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static/' } } })).toBe('static/remoteEntry.js');
    expect(() => remoteEntryPath({ metaData: {} })).toThrow(/names no remote entry/);
  });

  it.each([
    ['not an object', () => 'x', /JSON object/],
    ['no environment', (m: ReturnType<typeof valid>) => ({ ...m, environment: '' }), /environment/],
    ['a bad release number', (m: ReturnType<typeof valid>) => ({ ...m, release: 0 }), /release/],
    ['a bad date', (m: ReturnType<typeof valid>) => ({ ...m, createdAt: 'yesterday' }), /createdAt/],
    ['a missing remote', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, news: undefined } }), /remotes.news/],
    ['an unknown remote', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, casino: remote() } }), /unknown remotes: casino/],
    ['a bad version', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: remote('latest') } }), /semantic version/],
    ['a non-boolean switch', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: { ...remote(), enabled: 'yes' } } }), /enabled/],
    ['a script address', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: { ...remote(), manifestUrl: 'javascript:alert(1)' } } }), /manifestUrl/],
    ['digests that are not an object', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: { ...remote(), integrity: MANIFEST_DIGEST } } }), /integrity must give/],
    ['a missing entry digest', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: { ...remote(), integrity: { manifest: MANIFEST_DIGEST } } } }), /integrity must give/],
    ['a SHA-256 digest', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: { ...remote(), integrity: { manifest: `sha256-${'A'.repeat(43)}=`, entry: ENTRY_DIGEST } } } }), /integrity.manifest must be a SHA-384/],
    ['a truncated digest', (m: ReturnType<typeof valid>) => ({ ...m, remotes: { ...m.remotes, live: { ...remote(), integrity: { manifest: MANIFEST_DIGEST, entry: ENTRY_DIGEST.slice(0, -1) } } } }), /integrity.entry must be a SHA-384/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => parseReleaseManifest(change(valid()))).toThrow(message);
  });
});
