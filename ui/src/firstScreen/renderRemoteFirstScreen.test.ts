// @vitest-environment node
import { PHONE_QUERY } from '@matchday/contracts/routes/routeTable';
import { viewportMatches } from './renderRemoteFirstScreen';

describe("a first screen's media queries", () => {
  it("answer the site's breakpoints for a phone's width and a desktop's", () => {
    expect(viewportMatches(PHONE_QUERY, 390)).toBe(true);
    expect(viewportMatches(PHONE_QUERY, 1280)).toBe(false);
    expect(viewportMatches('@media (min-width:900px)', 1280)).toBe(true);
    expect(viewportMatches('(min-width: 600px) and (max-width: 899.95px)', 700)).toBe(true);
    expect(viewportMatches('(min-width: 600px) and (max-width: 899.95px)', 390)).toBe(false);
  });

  it('hold nothing they cannot tell on a server', () => {
    expect(viewportMatches('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(viewportMatches('(hover: hover)', 1280)).toBe(false);
  });
});
