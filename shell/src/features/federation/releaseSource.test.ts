import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { LAST_RELEASE_STORAGE_KEY, loadRelease } from './releaseSource';

const manifest = {
  environment: 'local',
  release: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  note: '',
  remotes: Object.fromEntries(REMOTE_IDS.map((remote) => [remote, { enabled: true, version: '1.0.0', manifestUrl: `/cdn/${remote}/mf-manifest.json` }])),
};

describe('release source', () => {
  it('reads the release manifest and remembers it', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response(JSON.stringify(manifest)));
    const loaded = await loadRelease('/release.json', localStorage, fetchImpl);
    expect(loaded.source).toBe('network');
    expect(loaded.manifest?.release).toBe(4);
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(localStorage.getItem(LAST_RELEASE_STORAGE_KEY)).toContain('"release":4');
  });

  it('falls back to the last manifest this browser saw when the release service is down', async () => {
    await loadRelease('/release.json', localStorage, vi.fn().mockResolvedValue(new Response(JSON.stringify(manifest))));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = await loadRelease('/release.json', localStorage, vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    expect(loaded).toMatchObject({ source: 'cache', manifest: { release: 4 } });
  });

  it('refuses a broken manifest and has nothing when nothing was ever seen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = await loadRelease('/release.json', localStorage, vi.fn().mockResolvedValue(new Response('{"release":"x"}')));
    expect(loaded).toEqual({ manifest: null, source: 'none' });
  });
});
