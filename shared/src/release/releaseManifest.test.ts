import { federationRemotes, parseReleaseManifest } from './releaseManifest';

const remote = (version = '1.0.0', enabled = true) => ({
  enabled,
  version,
  manifestUrl: `http://localhost:8081/${version}/mf-manifest.json`,
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

  it('gives the federation runtime only the enabled remotes, by federation name', () => {
    const remotes = federationRemotes(parseReleaseManifest(valid()));
    expect(remotes.map((entry) => entry.name)).toEqual(['mfe_scores', 'mfe_live', 'mfe_news', 'mfe_account', 'mfe_channel']);
    expect(remotes[0]?.entry).toBe('http://localhost:8081/1.0.0/mf-manifest.json');
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
  ])('refuses %s', (_name, change, message) => {
    expect(() => parseReleaseManifest(change(valid()))).toThrow(message);
  });
});
