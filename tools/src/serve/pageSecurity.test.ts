import { parseReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { contentSecurityPolicy, createNonce, inlineScriptHashes, pageSecurityHeaders, releaseOrigins, withStyleNonce } from './pageSecurity';

const release = parseReleaseManifest({
  environment: 'production',
  release: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
  note: '',
  remotes: Object.fromEntries(
    REMOTE_IDS.map((remote) => [
      remote,
      { enabled: remote !== 'tips', version: '1.0.0', manifestUrl: remote === 'news' ? '/cdn/news/1.0.0/mf-manifest.json' : `https://cdn${remote === 'tips' ? '-old' : ''}.matchday.example/mfe-${remote}/1.0.0/mf-manifest.json` },
    ]),
  ),
});

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.split(' ')[0] === name)?.split(' ').slice(1) ?? null;

describe("the shell's page security", () => {
  it('allows scripts from the site and the enabled remotes of the release only, never inline code or eval', () => {
    expect(releaseOrigins(release)).toEqual(['https://cdn.matchday.example']);
    const policy = contentSecurityPolicy({ release, production: true, nonce: 'abc', scriptHashes: ["'sha256-xyz'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.matchday.example', "'sha256-xyz'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('cdn-old'); // a disabled remote's origin is not trusted
    expect(policy).not.toContain('localhost');
    expect(directive(policy, 'style-src')).toContain("'nonce-abc'");
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://cdn.matchday.example']);
    for (const [name, value] of [['frame-ancestors', "'none'"], ['object-src', "'none'"], ['base-uri', "'none'"]] as const) expect(directive(policy, name)).toEqual([value]);
    expect(directive(policy, 'upgrade-insecure-requests')).toEqual([]);
  });

  it('lets a developer point a remote at a local dev server outside production', () => {
    const policy = contentSecurityPolicy({ release: null, production: false, nonce: 'n', scriptHashes: [] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(directive(policy, 'connect-src')).toContain('ws://localhost:*');
    expect(directive(policy, 'upgrade-insecure-requests')).toBeNull();
  });

  it('hashes the inline scripts that run, not data blocks or files', () => {
    const page =
      '<script>console.log(1)</script><script type="application/json" id="boot">{"a":1}</script><script defer src="/main.js"></script><script type="module">import("/x.js")</script>';
    // sha256 of `console.log(1)`, as a browser computes it.
    expect(inlineScriptHashes(page)).toEqual(["'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('puts the nonce on every style element and a fresh nonce on every answer', () => {
    expect(withStyleNonce('<style>a{}</style><style data-emotion="md x">b{}</style>', 'N')).toBe('<style nonce="N">a{}</style><style nonce="N" data-emotion="md x">b{}</style>');
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it('sends the protecting headers with the policy', () => {
    const headers = pageSecurityHeaders({ release, production: true, nonce: 'n', scriptHashes: [] });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': expect.stringContaining('max-age='),
    });
    expect(pageSecurityHeaders({ release, production: false, nonce: 'n', scriptHashes: [] })['Strict-Transport-Security']).toBeUndefined();
  });
});
