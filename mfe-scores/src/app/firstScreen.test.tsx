// @vitest-environment node
// The remote's first screen as the shell's server gets it: its own home page, drawn on a server
// from the answers it is given, in the request's language, colours, zone and device class.
import { firstReadKey } from '@matchday/shared/firstScreen/firstAnswers';
import { firstReadsFor } from '@matchday/shared/firstScreen/firstReads';
import type { FirstScreenRequest } from '@matchday/shared/firstScreen/firstScreen';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { renderFirstScreen, routes } from './firstScreen';

const kickOff = '2026-11-27T19:30:00.000Z';
const matches = [
  matchSummary({ id: '1', status: 'live', phase: 'second_half', clock: 67, homeScore: 2, awayScore: 1, startsAt: kickOff }),
  matchSummary({ id: '2', startsAt: kickOff }),
];

function request(patch: Partial<FirstScreenRequest> = {}): FirstScreenRequest {
  const timeZone = patch.timeZone ?? 'Europe/London';
  const [read] = firstReadsFor('home', { search: '', timeZone })!;
  return {
    routeId: 'home',
    location: { pathname: '/', search: '', hash: '' },
    locale: 'en_US',
    mode: 'light',
    timeZone,
    phone: false,
    answers: { [firstReadKey(read!)]: { items: matches, total: matches.length, page: 1, pageSize: 200 } },
    ...patch,
  };
}

describe("the scores remote's first screen", () => {
  it('is its home page with the matches it was given, and the styles they need', async () => {
    expect(routes).toEqual(['home', 'match', 'detail', 'mDetail']);
    const { html, styles } = await renderFirstScreen(request());
    expect(html).toContain('data-route="home"');
    expect(html.match(/data-testid="match-row"/g)).toHaveLength(2);
    expect(html).toContain(matches[0]!.home.name);
    expect(html).toContain('aria-selected="true">Today</button>');
    expect(html).not.toContain('<script');
    expect(styles).toMatch(/<style data-emotion="md [^"]+">/);
  });

  it("shows times in the viewer's zone and texts in the page's language", async () => {
    const london = await renderFirstScreen(request());
    const tokyo = await renderFirstScreen(request({ timeZone: 'Asia/Tokyo', locale: 'zh_CN' }));
    expect(london.html).toMatch(/07:30\sPM/);
    expect(tokyo.html).toContain('04:30');
    expect(tokyo.html).toContain('今日');
  });

  it("draws a phone's rows for a phone", async () => {
    const desktop = await renderFirstScreen(request());
    const phone = await renderFirstScreen(request({ phone: true }));
    expect(phone.html).not.toBe(desktop.html);
  });

  it('keeps renders apart when they are asked for at once', async () => {
    const [english, chinese] = await Promise.all([renderFirstScreen(request()), renderFirstScreen(request({ locale: 'zh_CN', mode: 'dark' }))]);
    expect(english.html).toContain('>Today<');
    expect(chinese.html).toContain('>今日<');
    expect(chinese.styles).not.toBe(english.styles);
  });

  it("is the match centre's day, today in the viewer's zone, with the filters of the address", async () => {
    // 12:00 UTC on 27 November: already the 28th on Kiritimati (UTC+14), still the 27th in Pago Pago (UTC-11).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
    try {
      const centre = async (timeZone: string, search: string) => {
        const reads = firstReadsFor('match', { search, timeZone })!;
        expect(reads).toHaveLength(1);
        return renderFirstScreen(
          request({
            routeId: 'match',
            location: { pathname: '/match', search, hash: '' },
            timeZone,
            answers: { [firstReadKey(reads[0]!)]: { items: matches, total: matches.length, page: 1, pageSize: 200 } },
          }),
        );
      };
      const ahead = await centre('Pacific/Kiritimati', '');
      expect(ahead.html).toContain('data-route="match"');
      expect(ahead.html).toContain('Today, Saturday, November 28');
      expect(ahead.html.match(/data-testid="match-row"/g)).toHaveLength(2);
      const behind = await centre('Pacific/Pago_Pago', '?tab=results&sport=football');
      expect(behind.html).toContain('Today, Friday, November 27');
      expect(behind.html).toContain('aria-selected="true">Results</button>');
      expect(behind.html.match(/data-testid="match-row"/g)).toHaveLength(2);
      expect(firstReadsFor('match', { search: '?tab=calendar', timeZone: 'UTC' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is a match's page, its header and overview, from the match and its events, on both sizes", async () => {
    const match = matches[0]!;
    for (const [routeId, pathname, phone] of [
      ['detail', '/pc/detail', false],
      ['mDetail', '/m/detail', true],
    ] as const) {
      const search = `?id=${match.id}`;
      const [overview, events] = firstReadsFor(routeId, { search, timeZone: 'UTC' })!;
      const { html } = await renderFirstScreen(
        request({
          routeId,
          phone,
          location: { pathname, search, hash: '' },
          answers: { [firstReadKey(overview!)]: { match, stats: {}, keyEvents: [] }, [firstReadKey(events!)]: [] },
        }),
      );
      expect(html).toContain(`data-route="${routeId}"`);
      expect(html).toContain('data-testid="match-header"');
      expect(html).toContain(`${match.home.name} – ${match.away.name}`);
      expect(html).not.toContain('match-header-placeholder');
    }
    expect(firstReadsFor('detail', { search: '?id=1%27', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('detail', { search: '', timeZone: 'UTC' })).toBeNull();
  });

  it('refuses a route it does not draw', async () => {
    await expect(renderFirstScreen(request({ routeId: 'mDetailS' }))).rejects.toThrow('scores draws no first screen for mDetailS');
  });
});
