// The shell's server drawing a first screen, against real HTTP servers: a remote's origin serving
// its renderer (a small CommonJS file with its digest in `server/first-screen.json`, as a build
// writes them) and an api answering envelopes. Every failure leaves the page without one.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstReadKey } from '@matchday/shared/firstScreen/firstAnswers';
import { firstReadsFor } from '@matchday/shared/firstScreen/firstReads';
import { parseReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { createFirstScreenSource, evaluateRenderer, isPhoneRequest } from './firstScreen';
import { withFirstScreen } from './shellPage';

/** A renderer as a build makes one: it echoes what it was asked, so the test sees what reached it. */
const RENDERER = `
const os = require('node:os');
module.exports.routes = ['home'];
module.exports.renderFirstScreen = async (request) => ({
  html: '<p data-first="' + request.locale + '|' + request.mode + '|' + request.timeZone + '|' + request.phone + '">' + Object.values(request.answers)[0].items.map((m) => m.name).join(',') + '</p>',
  styles: '<style data-emotion="md x">.x{}</style>',
  host: typeof os.hostname,
});`;

interface Fixture {
  renderer: string;
  integrity?: string;
  apiStatus: number;
  apiDelayMs: number;
  requests: string[];
  apiHeaders: http.IncomingHttpHeaders[];
}

const fixture: Fixture = { renderer: RENDERER, apiStatus: 200, apiDelayMs: 0, requests: [], apiHeaders: [] };
const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let remoteOrigin = '';
let api = '';

beforeAll(async () => {
  remoteOrigin = await listen((request, response) => {
    fixture.requests.push(request.url ?? '');
    if (request.url === '/1.0.0/server/first-screen.json') {
      const integrity = fixture.integrity ?? `sha384-${crypto.createHash('sha384').update(fixture.renderer).digest('base64')}`;
      response.setHeader('Content-Type', 'application/json');
      return response.end(JSON.stringify({ file: 'firstScreen.abc.cjs', integrity }));
    }
    if (request.url === '/1.0.0/server/firstScreen.abc.cjs') return response.end(fixture.renderer);
    response.statusCode = 404;
    response.end();
  });
  api = await listen((request, response) => {
    fixture.apiHeaders.push(request.headers);
    setTimeout(() => {
      response.statusCode = fixture.apiStatus;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(fixture.apiStatus === 200 ? { code: 0, msg: 'ok', data: { items: [{ name: 'Rovers' }, { name: 'Athletic' }], total: 2 } } : { code: -1, msg: 'down' }));
    }, fixture.apiDelayMs);
  });
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

beforeEach(() => {
  Object.assign(fixture, { renderer: RENDERER, integrity: undefined, apiStatus: 200, apiDelayMs: 0, requests: [], apiHeaders: [] });
});

const release = () =>
  parseReleaseManifest({
    environment: 'test',
    release: 1,
    createdAt: '2026-11-27T10:00:00.000Z',
    note: '',
    remotes: Object.fromEntries(REMOTE_IDS.map((remote) => [remote, { enabled: true, version: '1.0.0', manifestUrl: `${remoteOrigin}/1.0.0/mf-manifest.json` }])),
  });

const home = { pathname: '/', search: '', cookie: 'lang=en_US; theme=dark; tz=Europe%2FLondon', mobileHint: '?1' };

describe("the shell's server drawing a first screen", () => {
  it("reads the route's first answers in the page's language and has the remote's renderer draw them", async () => {
    const draw = createFirstScreenSource({ api, budgetMs: 5000 });
    const drawn = await draw(home, release());
    expect(drawn?.html).toBe('<p data-first="en_US|dark|Europe/London|true">Rovers,Athletic</p>');
    expect(drawn?.styles).toContain('data-emotion');
    const [read] = firstReadsFor('home', { search: '', timeZone: 'Europe/London' })!;
    expect(Object.keys(drawn!.answers)).toEqual([firstReadKey(read!)]);
    expect(fixture.apiHeaders[0]?.lan).toBe('en_US');
    // The renderer file is fetched once; its index again only after a while.
    await draw(home, release());
    expect(fixture.requests.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);
  });

  it("loads a release's renderers as soon as it sees the release, before a page needs one", async () => {
    const draw = createFirstScreenSource({ api, budgetMs: 5000 });
    expect(await draw({ ...home, pathname: '/pc/detail' }, release())).toBeNull();
    await vi.waitFor(() => expect(fixture.requests.filter((url) => url.endsWith('.cjs'))).toHaveLength(1));
    expect(await draw(home, release())).not.toBeNull();
    expect(fixture.requests.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);
  });

  it('draws nothing for a browser that has not said its time zone, a route without first reads, or a disabled remote', async () => {
    const draw = createFirstScreenSource({ api, budgetMs: 5000 });
    expect(await draw({ ...home, cookie: 'lang=en_US' }, release())).toBeNull();
    expect(await draw({ ...home, cookie: 'tz=Not%2FA_Zone' }, release())).toBeNull();
    expect(await draw({ ...home, search: '?tab=video' }, release())).toBeNull();
    expect(await draw({ ...home, pathname: '/pc/detail' }, release())).toBeNull();
    const off = release();
    off.remotes.scores.enabled = false;
    expect(await draw(home, off)).toBeNull();
    expect(await draw(home, null)).toBeNull();
    expect(fixture.apiHeaders).toHaveLength(0);
  });

  it('sends the page without one when the renderer does not match its digest', async () => {
    const lines: string[] = [];
    fixture.integrity = 'sha384-AAAA';
    const drawn = await createFirstScreenSource({ api, budgetMs: 5000, log: (line) => lines.push(line) })(home, release());
    expect(drawn).toBeNull();
    expect(lines.join('\n')).toContain('does not match its digest');
  });

  it('sends the page without one when the api refuses or is later than the budget', async () => {
    fixture.apiStatus = 503;
    expect(await createFirstScreenSource({ api, budgetMs: 5000 })(home, release())).toBeNull();
    fixture.apiStatus = 200;
    fixture.apiDelayMs = 400;
    const started = Date.now();
    expect(await createFirstScreenSource({ api, budgetMs: 100 })(home, release())).toBeNull();
    expect(Date.now() - started).toBeLessThan(380);
  });

  it("runs a renderer with Node's own modules only", () => {
    expect(() => evaluateRenderer(`require('node:os'); module.exports = { routes: [], renderFirstScreen() {} };`, 'ok.cjs')).not.toThrow();
    expect(() => evaluateRenderer(`require('react');`, 'bad.cjs')).toThrow('bad.cjs may not require react');
    expect(() => evaluateRenderer(`module.exports = {};`, 'empty.cjs')).toThrow('no first-screen renderer');
  });

  it("tells a phone from the client hint, else from its user agent", () => {
    expect(isPhoneRequest('?1', 'Desktop')).toBe(true);
    expect(isPhoneRequest('?0', 'Mozilla/5.0 (iPhone)')).toBe(false);
    expect(isPhoneRequest(undefined, 'Mozilla/5.0 (Linux; Android 11) Mobile Safari')).toBe(true);
    expect(isPhoneRequest('', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});

describe('a page with its first screen', () => {
  const frame = '<html><head><style>.f{}</style></head><body><div id="root"><main><div id="md-first-screen"></div></main></div></body></html>';
  const drawn = { html: '<p>Rovers</p>', styles: '<style data-emotion="md x">.x{}</style>', answers: { '/api/x': { note: '</script><script>alert(1)</script>' } }, visitor: false, inert: false };

  it('has the HTML in the frame, its styles in the head and its answers, safely, in the body', () => {
    const page = withFirstScreen(frame, drawn);
    expect(page).toContain('<div id="md-first-screen"><p>Rovers</p></div>');
    expect(page).toContain('<style data-emotion="md x">.x{}</style></head>');
    expect(page).toMatch(/<script type="application\/json" id="md-first-answers">[^<]*<\/script><\/body>/);
    expect(page).not.toContain('</script><script>alert(1)');
  });

  it("marks a visitor's screen, which the frame hides from a signed-in fan", () => {
    expect(withFirstScreen(frame, { ...drawn, visitor: true })).toContain('<div id="md-first-screen" data-viewer="visitor"><p>Rovers</p></div>');
  });

  it('sends a form inert: seen, not typed into, until the remote takes its place', () => {
    expect(withFirstScreen(frame, { ...drawn, inert: true })).toContain('<div id="md-first-screen"><div inert=""><p>Rovers</p></div></div>');
  });

  it('is the frame as it was without one, or in a frame that has no place for one', () => {
    expect(withFirstScreen(frame, null)).toBe(frame);
    expect(withFirstScreen('<html><body><div id="root"></div></body></html>', drawn)).toBe('<html><body><div id="root"></div></body></html>');
  });
});
