import { mediaUrl } from '@matchday/contracts/media/contract';
import { safeImageUrl, sanitizeArticle } from './sanitize';

// Known XSS payloads (after the OWASP filter-evasion cheat sheet): none may leave anything that runs.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="expression(alert(1))">x</p>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src="https://cdn.example/x.png" onerror="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
];

describe('article sanitiser', () => {
  it.each(PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const clean = sanitizeArticle(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<meta|<base|<link|<form|<input|<body/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:|expression\(/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps formatting, safe links (opened apart) and https images', () => {
    const clean = sanitizeArticle(
      '<h2>Derby day</h2><p><strong>Bold</strong> and <em>calm</em>.</p><ul><li>One</li></ul><a href="https://matchday.example/news">read</a><img src="https://cdn.example/p.jpg" alt="Goal">',
    );
    expect(clean).toBe(
      '<h2>Derby day</h2><p><strong>Bold</strong> and <em>calm</em>.</p><ul><li>One</li></ul><a href="https://matchday.example/news" rel="noopener noreferrer nofollow" target="_blank">read</a><img src="https://cdn.example/p.jpg" alt="Goal" />',
    );
  });

  it('takes cover images only over https or from the site itself', () => {
    expect(safeImageUrl('https://cdn.example/cover.jpg')).toBe('https://cdn.example/cover.jpg');
    expect(safeImageUrl('/api/uploads/cover.jpg')).toBe('/api/uploads/cover.jpg');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.example/x.png')).toBeNull();
    expect(safeImageUrl('http://plain.example/x.png')).toBeNull();
  });

  it('keeps images uploaded to the site (body and cover), and drops every other kind of image source', () => {
    const uploaded = mediaUrl('AbCdEfGhIjKlMnOpQrSt_-');
    expect(sanitizeArticle(`<p>Goal</p><img src="${uploaded}" alt="The winner">`)).toBe(`<p>Goal</p><img src="${uploaded}" alt="The winner" />`);
    expect(safeImageUrl(uploaded)).toBe(uploaded);
    for (const source of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'http://plain.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'api/media/AbCdEfGhIjKlMnOpQrSt_-',
      'x',
    ])
      expect(sanitizeArticle(`<p>a</p><img src="${source}" alt="x">`), source).toBe('<p>a</p>');
  });
});
