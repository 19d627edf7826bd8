import { TOKEN_STORAGE_KEY } from '@matchday/shared/stores/sessionStore';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@matchday/shared/stores/consentRecord';
import { PRE_PAINT_CSS, clearPrePaintState, prePaintScript } from './prePaint';

const run = () => new Function(prePaintScript())();
const root = document.documentElement;

describe('pre-paint marks', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPrePaintState(root);
  });

  it('leaves a first visit unmarked: the frame shows the consent dialog and Log in', () => {
    run();
    expect(root.hasAttribute('data-session')).toBe(false);
    expect(root.hasAttribute('data-consent')).toBe(false);
  });

  it('marks a returning visitor who accepted and is signed in', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't-1');
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION, acceptedAt: '2026-01-01T00:00:00Z' }));
    run();
    expect(root.getAttribute('data-session')).toBe('');
    expect(root.getAttribute('data-consent')).toBe('accepted');
    clearPrePaintState(root);
    expect(root.hasAttribute('data-session') || root.hasAttribute('data-consent')).toBe(false);
  });

  it('asks again after the documents changed version, and survives garbage in storage', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION - 1 }));
    run();
    expect(root.hasAttribute('data-consent')).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(run).not.toThrow();
  });

  it('hides exactly the dialog and the Log in entry', () => {
    expect(PRE_PAINT_CSS).toContain('[data-consent-gate]{display:none}');
    expect(PRE_PAINT_CSS).toContain('[data-menu="login"]{visibility:hidden}');
  });

  it("shows a visitor's first screen to a visitor only, and the skeleton to a signed-in fan instead", () => {
    // The rules that hide, as selectors an element either matches or not.
    const hiding = PRE_PAINT_CSS.split('}')
      .filter((rule) => rule.includes('{display:none'))
      .map((rule) => rule.slice(0, rule.indexOf('{')));
    const hidden = (element: Element) => hiding.some((selector) => element.matches(selector));
    const frame = (viewer: string | null) => {
      document.body.innerHTML = `<main><div id="md-first-screen"${viewer ? ` data-viewer="${viewer}"` : ''}><p>Plans</p></div><div data-frame-loading=""></div></main>`;
      return { screen: document.getElementById('md-first-screen')!, skeleton: document.querySelector('[data-frame-loading]')! };
    };
    for (const signedIn of [false, true]) {
      if (signedIn) localStorage.setItem(TOKEN_STORAGE_KEY, 't-1');
      run();
      const everyone = frame(null);
      expect([hidden(everyone.screen), hidden(everyone.skeleton)]).toEqual([false, true]);
      const visitors = frame('visitor');
      expect([hidden(visitors.screen), hidden(visitors.skeleton)]).toEqual(signedIn ? [true, false] : [false, true]);
      clearPrePaintState(root);
    }
    // No first screen: the skeleton.
    document.body.innerHTML = '<main><div id="md-first-screen"></div><div data-frame-loading=""></div></main>';
    expect(hidden(document.querySelector('[data-frame-loading]')!)).toBe(false);
  });
});
