import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { fillTemplate } from '../build/shellFrames';
import { BOOT_MARKER, createShellPageRenderer, framePath, injectBoot, remoteHints, scriptSafeJson } from './shellPage';

const release = parseReleaseManifest({
  environment: 'test',
  release: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  note: '',
  remotes: Object.fromEntries(
    REMOTE_IDS.map((remote, index) => [remote, { enabled: remote !== 'tips', version: '1.0.0', manifestUrl: `http://localhost:${8081 + index}/1.0.0/mf-manifest.json` }]),
  ),
});

describe("the shell's page", () => {
  it('picks the frame by ?lang=, then the lang cookie, then zh_CN, and the colour by the theme cookie', () => {
    expect(path.basename(framePath('/d', { search: '', cookie: '' }))).toBe('zh_CN.light.html');
    expect(path.basename(framePath('/d', { search: '?lang=ar', cookie: 'lang=en_US; theme=dark' }))).toBe('ar.dark.html');
    expect(path.basename(framePath('/d', { search: '', cookie: 'lang=en_US' }))).toBe('en_US.light.html');
    expect(path.basename(framePath('/d', { search: '?lang=klingon', cookie: 'theme=sepia' }))).toBe('zh_CN.light.html');
  });

  it('puts JSON in a script element so nothing in it can close the element', () => {
    const json = scriptSafeJson({ note: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script> & <!--' });
  });

  it("connects early to the enabled remotes' origins, the page's own first, and fetches its manifest", () => {
    const hints = remoteHints(release, '/news');
    expect(hints.indexOf('http://localhost:8084')).toBeLessThan(hints.indexOf('http://localhost:8081'));
    expect(hints).toContain('<link rel="preload" href="http://localhost:8084/1.0.0/mf-manifest.json" as="fetch" crossorigin />');
    expect(hints).not.toContain('http://localhost:8083');
    expect(remoteHints(release, '/download')).not.toContain('preload');
    expect(remoteHints(null, '/')).toBe('');
  });

  it('injects the configuration and release where the build left the marker', () => {
    const page = injectBoot(`<head>${BOOT_MARKER}</head>`, { config: { production: true }, release, hints: '<link rel="preconnect" href="x" />' });
    expect(page).toContain('<link rel="preconnect" href="x" /><script type="application/json" id="matchday-boot">');
    const json = page.slice(page.indexOf('>', page.indexOf('matchday-boot')) + 1, page.indexOf('</script>'));
    expect(JSON.parse(json)).toMatchObject({ config: { production: true }, release: { release: 3 } });
  });

  it('serves the frame the request asks for, and the plain page when the build has none', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-shell-'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<html><head>${BOOT_MARKER}</head><body>plain</body></html>`);
    const render = createShellPageRenderer(dist, () => ({ config: {}, release }));
    expect(render({ pathname: '/', search: '', cookie: 'lang=de' })).toContain('plain');
    fs.mkdirSync(path.join(dist, 'frames'));
    fs.writeFileSync(path.join(dist, 'frames', 'de.light.html'), `<html lang="de"><head>${BOOT_MARKER}</head><body>Rahmen</body></html>`);
    const page = render({ pathname: '/match', search: '', cookie: 'lang=de' });
    expect(page).toContain('Rahmen');
    expect(page).toContain('id="matchday-boot"');
    // Under the policy: the boot element hands the nonce to the apps, style elements carry it.
    fs.writeFileSync(path.join(dist, 'frames', 'de.light.html'), `<html lang="de"><head><style>a{}</style>${BOOT_MARKER}</head><body>Rahmen</body></html>`);
    const strict = render({ pathname: '/match', search: '', cookie: 'lang=de' }, 'NONCE1');
    expect(strict).toContain('<style nonce="NONCE1">a{}</style>');
    expect(strict).toContain('id="matchday-boot" nonce="NONCE1"');
  });
});

describe('static frames', () => {
  const template =
    '<!doctype html><html lang="zh-CN"><head><meta name="description" content="" /><title>Matchday</title><!--matchday:frame-head--></head><body><div id="root"></div></body></html>';

  it("fill the built page: the document's language and colours, title, description, styles and markup", () => {
    const page = fillTemplate(template, {
      htmlAttributes: { lang: 'ar', dir: 'rtl', 'data-theme': 'dark' },
      title: 'النتائج - Matchday',
      description: 'وصف',
      head: '<style data-emotion="mdrtl x">a{}</style>',
      body: '<header>menu</header>',
    });
    expect(page).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(page).toContain('<title>النتائج - Matchday</title>');
    expect(page).toContain('<meta name="description" content="وصف" />');
    expect(page).toContain('<style data-emotion="mdrtl x">a{}</style></head>');
    expect(page).toContain('<div id="root"><header>menu</header></div>');
  });

  it('refuse a page that is not the build template', () => {
    expect(() => fillTemplate('<html><body></body></html>', { htmlAttributes: {}, title: '', description: '', head: '', body: '' })).toThrow(/build the shell first/);
  });
});
