import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { readUrl } from '@matchday/shared/http/publicRead';
import { matchListRead, matchReads } from '@matchday/shared/live/matchListRead';
import { FIRST_ANSWERS_ELEMENT_ID, FIRST_ANSWER_MAX_AGE_MS, firstAnswer, firstReadKey, provideFirstAnswers } from './firstAnswers';
import { firstReadsFor, homeTab } from './firstReads';
import { readTimeZoneCookie, serializeTimeZoneCookie } from './timeZoneCookie';

describe('first reads', () => {
  it("are keyed by the address the page's reader asks for", () => {
    const read = matchListRead({ view: 'today' }, 1, 'America/Argentina/Buenos_Aires');
    const url = new URL(readUrl('/', read.pattern, read.params));
    expect(firstReadKey(read)).toBe(`${url.pathname}${url.search}`);
    expect(firstReadKey({ pattern: SPORTS_PATHS.match, path: { id: 'a b' } })).toBe('/api/sports/matches/a%20b');
    const events = matchReads.events('7', 0);
    const eventsUrl = new URL(readUrl('/', '/api/sports/matches/7/events', events.params));
    expect(firstReadKey(events)).toBe(`${eventsUrl.pathname}${eventsUrl.search}`);
  });

  it("of the home page are its tab's list in the viewer's zone; the video tab and other routes have none", () => {
    expect(homeTab('')).toBe('today');
    expect(homeTab('?tab=live')).toBe('live');
    expect(homeTab('?tab=nonsense')).toBe('today');
    expect(firstReadsFor('home', { search: '?tab=tomorrow', timeZone: 'Asia/Tokyo' })).toEqual([matchListRead({ view: 'tomorrow' }, 1, 'Asia/Tokyo')]);
    expect(firstReadsFor('home', { search: '?tab=video', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('mDetailS', { search: '?id=1', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('toString', { search: '', timeZone: 'UTC' })).toBeNull();
  });
});

describe("a page's first answers", () => {
  const read = matchListRead({ view: 'today' }, 1, 'UTC');

  afterEach(() => {
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    provideFirstAnswers({});
    vi.restoreAllMocks();
  });

  it('are read from the element the server embedded', async () => {
    const element = Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_ANSWERS_ELEMENT_ID });
    element.textContent = JSON.stringify({ [firstReadKey(read)]: { items: [{ id: '1' }], total: 1 } });
    document.body.append(element);
    vi.resetModules();
    const fresh = await import('./firstAnswers');
    expect(fresh.firstAnswer(read)).toEqual({ items: [{ id: '1' }], total: 1 });
    element.textContent = '{not json';
    vi.resetModules();
    expect((await import('./firstAnswers')).firstAnswer(read)).toBeUndefined();
  });

  it('are there while fresh and never once old', () => {
    provideFirstAnswers({ [firstReadKey(read)]: { items: [], total: 0 } });
    expect(firstAnswer(read)).toEqual({ items: [], total: 0 });
    expect(firstAnswer(matchListRead({ view: 'live' }, 1, 'UTC'))).toBeUndefined();
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWER_MAX_AGE_MS + 1);
    expect(firstAnswer(read)).toBeUndefined();
  });
});

describe("the viewer's time zone cookie", () => {
  it('carries a zone there and back', () => {
    const cookie = serializeTimeZoneCookie('America/Argentina/Buenos_Aires').split(';')[0]!;
    expect(readTimeZoneCookie(`lang=en_US; ${cookie}`)).toBe('America/Argentina/Buenos_Aires');
    expect(readTimeZoneCookie('tz=UTC')).toBe('UTC');
    expect(serializeTimeZoneCookie('UTC')).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('gives nothing for a zone that is not one, or anything else', () => {
    for (const cookie of ['', 'tz=', 'tz=Mars%2FOlympus', 'tz=%E0%A4%A', 'tz=..%2F..%2Fetc', `tz=${'A'.repeat(70)}`, 'tz=<script>']) expect(readTimeZoneCookie(cookie)).toBeNull();
  });
});
