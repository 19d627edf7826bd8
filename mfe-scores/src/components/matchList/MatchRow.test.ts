import { aMatch } from '../../testing/answers';
import { sameRow } from './MatchRow';

describe('a row is drawn again only when its match changed', () => {
  const match = aMatch('7', { version: 3, homeScore: 1 });

  it('takes a copy of the same version (the feed answer replacing the embedded one) as the same', () => {
    expect(sameRow({ match, phone: true }, { match: structuredClone(match), phone: true })).toBe(true);
  });

  it('draws a newer version, another match, or the other layout', () => {
    expect(sameRow({ match, phone: true }, { match: { ...match, version: 4, homeScore: 2 }, phone: true })).toBe(false);
    expect(sameRow({ match, phone: true }, { match: aMatch('8', { version: 3 }), phone: true })).toBe(false);
    expect(sameRow({ match, phone: true }, { match, phone: false })).toBe(false);
  });
});
