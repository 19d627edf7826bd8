// Badges: the same team always gets the same bytes, teams of one competition never look alike,
// nothing in a name becomes markup, every badge is an SVG a renderer draws, and the initials read
// on their colour (WCAG AA).
import sharp from 'sharp';
import { CATALOG } from '../sports/catalog/catalog';
import { KIT_COLOURS } from '../sports/catalog/kitColours';
import { contrast, derivedColours, HEX_COLOUR, teamColours, textColourOn } from '../sports/teamColours';
import { BADGE_SHAPES, badgeSvg, escapeXml, initialsOf, type BadgeInput } from './badge';

const team = (id: number, name: string, shortName: string): BadgeInput => ({ seed: `team:${id}`, name, shortName, colours: teamColours(name) });
/** What a badge looks like, its title (the full name) aside. */
const look = (svg: string) => svg.replace(/<title>.*<\/title>/, '').replace(/aria-label="[^"]*"/, '');
const render = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });

describe('a badge', () => {
  it('is the same bytes for the same team, every time', () => {
    const arsenal = team(1, 'Arsenal', 'ARS');
    expect(badgeSvg(arsenal)).toBe(badgeSvg({ ...arsenal, colours: { ...arsenal.colours } }));
    expect(derivedColours('Westford City')).toEqual(derivedColours('Westford City'));
    // The same name written two ways (composed or not) is the same team.
    expect(derivedColours('Alav\u00e9s Reserves')).toEqual(derivedColours('Alave\u0301s Reserves'));
  });

  it('looks different for every team of a competition of the catalogue', () => {
    let id = 0;
    for (const competition of CATALOG) {
      const looks = competition.teams.map((entry) => look(badgeSvg(team((id += 1), entry.name, entry.shortName))));
      expect(new Set(looks).size, competition.key).toBe(looks.length);
    }
  });

  it('gives teams without known colours colours of their own', () => {
    const names = Array.from({ length: 1000 }, (_, index) => `Team number ${index}`);
    const pairs = new Set(names.map((name) => JSON.stringify(derivedColours(name))));
    expect(pairs.size).toBeGreaterThanOrEqual(995);
    for (const name of names.slice(0, 200)) {
      const { primary, secondary } = derivedColours(name);
      expect(primary).toMatch(HEX_COLOUR);
      expect(secondary).toMatch(HEX_COLOUR);
      // The second colour stands apart from the first (a border or band that does not blur into it).
      expect(contrast(primary, secondary)).toBeGreaterThanOrEqual(1.8);
    }
    expect(teamColours('Arsenal')).toEqual({ primary: '#ef0107', secondary: '#ffffff' });
  });

  it('has initials that read on their colour (at least 4.5:1) for derived and kit colours alike', () => {
    const primaries = [...Array.from({ length: 500 }, (_, index) => derivedColours(`side ${index}`).primary), ...Object.values(KIT_COLOURS).map(([primary]) => primary)];
    for (const primary of primaries) expect(contrast(primary, textColourOn(primary)), primary).toBeGreaterThanOrEqual(4.5);
    const svg = badgeSvg({ seed: 'team:9', name: 'Fulham', shortName: 'FUL', colours: { primary: '#ffffff', secondary: '#000000' } });
    expect(svg).toMatch(/<text [^>]*fill="#000000"[^>]*>FUL<\/text>/);
  });

  it('keeps every character of a name out of the markup', async () => {
    const name = `</title><script>alert(1)</script><a href="javascript:alert(2)">x</a> & 'quotes' \u0000\u0007\ud800`;
    const svg = badgeSvg({ seed: 'team:5', name, shortName: '"><script>alert(3)</script>', colours: { primary: '#123456', secondary: '#ffffff' } });
    expect(svg).not.toMatch(/<script|<a |javascript:alert\(2\)"/);
    expect(svg).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;javascript:alert(2)&quot;&gt;x&lt;/a&gt; &amp; &apos;quotes&apos; </title>');
    expect(escapeXml('a\u0001b\ud83d\ude00c')).toBe('ab\ud83d\ude00c');
    await expect(render(svg)).resolves.toBeDefined();
  });

  it('replaces colours that are not #rrggbb rather than write them into an attribute', () => {
    const svg = badgeSvg({ seed: 'team:6', name: 'Oddity', shortName: 'ODD', colours: { primary: 'red" onload="alert(1)', secondary: '#ffffff' } });
    expect(svg).not.toContain('onload');
    expect(svg).toContain(`fill="${derivedColours('team:6').primary}"`);
  });

  it('is an SVG a renderer draws, in every shape, for any script', async () => {
    // A broken document is refused by the same renderer: the check below means something.
    await expect(render('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).rejects.toThrow();
    const inputs: BadgeInput[] = [
      ...BADGE_SHAPES.map((shape) => ({ ...team(1, 'Arsenal', 'ARS'), shape })),
      team(2, '上海海港', '上海海港'),
      team(3, '울산 HD', '울산'),
      team(4, 'Natus Vincere', 'NAVI'),
      { seed: 'user:7', name: 'نور', shortName: 'نور', colours: derivedColours('user:7'), person: true },
    ];
    for (const input of inputs) {
      const svg = badgeSvg(input);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"')).toBe(true);
      const { info } = await render(svg);
      expect([info.width, info.height]).toEqual([64, 64]);
    }
    expect(badgeSvg({ ...team(1, 'Arsenal', 'ARS'), person: true })).toContain('<circle');
  });
});

describe('initials', () => {
  it.each([
    ['ARS', '', 'ARS'],
    ['T1', '', 'T1'],
    ['B04', '', 'B04'],
    ['NAVI', '', 'NAV'],
    ['3DMAX', '', '3DM'],
    ['Paris Saint-Germain', '', 'PSG'],
    ['FC Barcelona', '', 'BAR'],
    ['Team Liquid', '', 'LIQ'],
    ['G2 Esports', '', 'G2'],
    ['Golden State Warriors', '', 'GSW'],
    ['上海海港', '', '上海'],
    ['울산 HD', '', '울산'],
    ['ヴィッセル神戸', '', 'ヴィ'],
    ['', 'Westford City', 'WC'],
    ['paiN', '', 'PAI'],
    ['Žalgiris', '', 'ŽAL'],
  ])('of %s (%s) are %s', (shortName, name, expected) => expect(initialsOf(shortName, name)).toBe(expected));

  it("of a person are one or two letters, and never half a character", () => {
    expect(initialsOf('Noor', '', true)).toBe('N');
    expect(initialsOf('Demo Streamer', '', true)).toBe('DS');
    expect(initialsOf('😀 fan', '', true)).toBe('F');
    expect(initialsOf('e\u0301clair', '', true)).toBe('E\u0301');
  });
});
