// Every format in en_US, ar and zh_CN, in zones given explicitly (the machine's zone never decides).
// Arabic writes Latin digits here (as Chromium does) with direction marks: U+200F around date
// separators, U+200E before a sign and around `%`; its day periods are `ص` and `م`.
import { MISSING, browserTimeZone, formatsFor, languageTag } from './format';

const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';

// Monday 6 January 2025, 14:05:07 UTC: 22:05 in Shanghai, 09:05 in New York.
const AT = '2025-01-06T14:05:07Z';
const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

const en = formatsFor('en_US', SHANGHAI);
const ar = formatsFor('ar', SHANGHAI);
const zh = formatsFor('zh_CN', SHANGHAI);
const enNewYork = formatsFor('en_US', NEW_YORK);
const arNewYork = formatsFor('ar', NEW_YORK);
const zhNewYork = formatsFor('zh_CN', NEW_YORK);

describe('language tags', () => {
  it('formats in the site language’s BCP 47 tag, however the language is written; others read as the default language', () => {
    expect(languageTag('en_US')).toBe('en-US');
    expect(languageTag('zh_CN')).toBe('zh-CN');
    expect(languageTag('ar')).toBe('ar');
    expect(languageTag('zh-tw')).toBe('zh-TW');
    expect(languageTag('klingon')).toBe('zh-CN');
    expect(formatsFor('en-US', 'UTC').time(AT)).toBe(formatsFor('en_US', 'UTC').time(AT));
  });
});

describe('times of day (kick-offs)', () => {
  it('writes the time in the zone given, the day period held to it by a no-break space', () => {
    expect(en.time(AT)).toBe(`10:05${NBSP}PM`);
    expect(enNewYork.time(AT)).toBe(`09:05${NBSP}AM`);
    expect(ar.time(AT)).toBe(`10:05${NBSP}م`);
    expect(arNewYork.time(AT)).toBe(`09:05${NBSP}ص`);
    expect(zh.time(AT)).toBe('22:05');
    expect(zhNewYork.time(AT)).toBe('09:05');
  });

  it('has no breakable space in any of the nine languages', () => {
    for (const language of ['en_US', 'ar', 'zh_CN', 'fr', 'de', 'pt', 'ru', 'es', 'zh_tw'])
      for (const hour of [0, 9, 13, 23]) expect(formatsFor(language, 'UTC').time(Date.UTC(2025, 0, 6, hour, 5))).not.toMatch(/[ \u202f]/);
  });

  it('takes a Date or epoch milliseconds as well as an ISO string', () => {
    expect(formatsFor('zh_CN', 'UTC').time(new Date(AT))).toBe('14:05');
    expect(formatsFor('zh_CN', 'UTC').time(Date.parse(AT))).toBe('14:05');
  });

  it('uses the browser’s zone when none is given', () => {
    expect(formatsFor('zh_CN').time(AT)).toBe(formatsFor('zh_CN', browserTimeZone()).time(AT));
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('dates and moments', () => {
  it('writes the day of a moment in the zone given (it may be the day after)', () => {
    expect(en.date('2025-01-06T20:00:00Z')).toBe('Jan 7, 2025');
    expect(enNewYork.date('2025-01-06T20:00:00Z')).toBe('Jan 6, 2025');
    expect(ar.date(AT)).toBe(`06${RLM}/01${RLM}/2025`);
    expect(zh.date(AT)).toBe('2025年1月6日');
  });

  it('writes a moment with its day and time', () => {
    expect(en.dateTime(AT)).toBe(`Jan 6, 2025, 10:05${NBSP}PM`);
    expect(ar.dateTime(AT)).toBe(`06${RLM}/01${RLM}/2025، 10:05${NBSP}م`);
    expect(zh.dateTime(AT)).toBe('2025年1月6日 22:05');
  });

  it('writes a moment to the second for logs', () => {
    expect(enNewYork.timestamp(AT)).toBe(`Jan 6, 2025, 9:05:07${NBSP}AM`);
    expect(arNewYork.timestamp(AT)).toBe(`06${RLM}/01${RLM}/2025، 9:05:07${NBSP}ص`);
    expect(zhNewYork.timestamp(AT)).toBe('2025年1月6日 09:05:07');
  });

  it('writes a moment of the days around now without its year', () => {
    expect(en.dayTime(AT)).toBe(`Jan 6, 10:05${NBSP}PM`);
    expect(ar.dayTime(AT)).toBe(`6 يناير، 10:05${NBSP}م`);
    expect(zh.dayTime(AT)).toBe('1月6日 22:05');
  });
});

describe('calendar days', () => {
  it('writes a day as that day in every zone', () => {
    expect(en.calendarDay('2025-01-06')).toBe('Jan 6, 2025');
    expect(formatsFor('en_US', 'Pacific/Kiritimati').calendarDay('2025-01-06')).toBe('Jan 6, 2025');
    expect(formatsFor('en_US', 'Pacific/Pago_Pago').calendarDay('2025-01-06')).toBe('Jan 6, 2025');
    expect(ar.calendarDay('2025-01-06')).toBe(`06${RLM}/01${RLM}/2025`);
    expect(zh.calendarDay('2025-01-06')).toBe('2025年1月6日');
  });

  it('names the weekday', () => {
    expect(en.weekday('2025-01-06')).toBe('Mon');
    expect(ar.weekday('2025-01-06')).toBe('الاثنين');
    expect(zh.weekday('2025-01-06')).toBe('周一');
    expect(en.weekday('2024-02-29')).toBe('Thu');
  });

  it('writes the long label of a day picker', () => {
    expect(en.dayLabel('2025-01-06')).toBe('Monday, January 6');
    expect(ar.dayLabel('2025-01-06')).toBe('الاثنين، 6 يناير');
    expect(zh.dayLabel('2025-01-06')).toBe('1月6日星期一');
  });
});

describe('relative time', () => {
  const now = Date.parse(AT);
  const minute = 60_000;
  const day = 24 * 60 * minute;

  it('says how long ago or from now in the largest whole unit', () => {
    expect(en.relative(now - 3 * minute, now)).toBe('3 minutes ago');
    expect(en.relative(now - 30_000, now)).toBe('30 seconds ago');
    expect(en.relative(now + 2 * 60 * minute, now)).toBe('in 2 hours');
    expect(en.relative(now - 3 * day, now)).toBe('3 days ago');
    expect(en.relative(now - 3 * 365 * day, now)).toBe('3 years ago');
    expect(ar.relative(new Date(now - 3 * minute).toISOString(), AT)).toBe('قبل 3 دقائق');
    expect(zh.relative(now - 3 * minute, now)).toBe('3分钟前');
    expect(zh.relative(now + 2 * 60 * minute, now)).toBe('2小时后');
  });

  it('uses the words for now, yesterday and last week', () => {
    expect(en.relative(now, now)).toBe('now');
    expect(en.relative(now - 400, now)).toBe('now');
    expect(en.relative(now - day, now)).toBe('yesterday');
    expect(en.relative(now - 10 * day, now)).toBe('last week');
    expect(ar.relative(now, now)).toBe('الآن');
    expect(ar.relative(now - day, now)).toBe('أمس');
    expect(zh.relative(now, now)).toBe('现在');
    expect(zh.relative(now - day, now)).toBe('昨天');
  });

  it('moves to the next unit when rounding reaches it (59.6 seconds is a minute)', () => {
    expect(en.relative(now - 59_600, now)).toBe('1 minute ago');
  });

  it('counts from now when no moment is given', () => {
    expect(en.relative(Date.now() - 3 * minute)).toBe('3 minutes ago');
  });
});

describe('odds', () => {
  it('writes a price with two decimals, a dash for none', () => {
    expect(en.oddsPrice(1.5)).toBe('1.50');
    expect(en.oddsPrice(1.955)).toBe('1.96');
    expect(en.oddsPrice(null)).toBe(MISSING);
    expect(formatsFor('de').oddsPrice(2.1)).toBe('2,10');
    expect(ar.oddsPrice(1.5)).toBe('1.50');
    expect(zh.oddsPrice(1.5)).toBe('1.50');
  });

  it('signs a handicap’s line and leaves a total’s plain', () => {
    expect(en.oddsLine(0.5, 'handicap')).toBe('+0.5');
    expect(en.oddsLine(-1.25, 'handicap')).toBe('-1.25');
    expect(en.oddsLine(0, 'handicap')).toBe('0');
    expect(en.oddsLine(2.5, 'total')).toBe('2.5');
    expect(en.oddsLine(12.5, 'rounds_over')).toBe('12.5');
    expect(en.oddsLine(null, 'total')).toBe(MISSING);
    expect(ar.oddsLine(0.5, 'handicap')).toBe(`${LRM}+0.5`);
    expect(ar.oddsLine(-1.25, 'handicap')).toBe(`${LRM}-1.25`);
    expect(ar.oddsLine(2.5, 'total')).toBe('2.5');
    expect(zh.oddsLine(-0.75, 'handicap')).toBe('-0.75');
    expect(zh.oddsLine(2.5, 'total')).toBe('2.5');
  });

  it('signs a tipster’s return in units, with two decimals', () => {
    expect(en.signedUnits(2.3)).toBe('+2.30');
    expect(en.signedUnits(-1)).toBe('-1.00');
    expect(en.signedUnits(0)).toBe('0.00');
    expect(en.signedUnits(null)).toBe(MISSING);
    expect(ar.signedUnits(2.3)).toBe(`${LRM}+2.30`);
    expect(zh.signedUnits(-1)).toBe('-1.00');
  });
});

describe('coins, counts and rates', () => {
  it('writes coins whole and grouped, signed for a ledger’s movements', () => {
    expect(en.coins(1250)).toBe('1,250');
    expect(en.coins(50, true)).toBe('+50');
    expect(en.coins(-30, true)).toBe('-30');
    expect(en.coins(0, true)).toBe('0');
    expect(ar.coins(1250)).toBe('1,250');
    expect(ar.coins(-30, true)).toBe(`${LRM}-30`);
    expect(zh.coins(1250)).toBe('1,250');
    expect(formatsFor('de').coins(1250)).toBe('1.250');
  });

  it('writes a price from its minor unit, with the currency’s own decimals, in the site language', () => {
    expect(en.price(499, 'USD')).toBe('$4.99');
    expect(en.price(600, 'CNY')).toBe('CN¥6.00');
    expect(en.price(500, 'JPY')).toBe('¥500');
    expect(en.price(12345, 'KWD')).toBe(`KWD${NBSP}12.345`);
    expect(zh.price(600, 'CNY')).toBe('¥6.00');
    expect(zh.price(499, 'USD')).toBe('US$4.99');
    expect(formatsFor('de').price(1999, 'EUR')).toBe(`19,99${NBSP}€`);
    expect(ar.price(600, 'CNY')).toBe(`${RLM}6.00${NBSP}CN¥`);
    // The minor units are whole: a price is never shown with more decimals than its currency has.
    expect(en.price(100_000_000, 'USD')).toBe('$1,000,000.00');
  });

  it('writes counts grouped, or compact for badges', () => {
    expect(en.count(12345)).toBe('12,345');
    expect(ar.count(12345)).toBe('12,345');
    expect(zh.count(12345)).toBe('12,345');
    expect(en.compactCount(950)).toBe('950');
    expect(en.compactCount(12345)).toBe('12.3K');
    expect(en.compactCount(1234567)).toBe('1.2M');
    expect(ar.compactCount(12345)).toBe(`12.3${NBSP}ألف`);
    expect(zh.compactCount(12345)).toBe('1.2万');
  });

  it('writes a rate as a percentage, a dash for none', () => {
    expect(en.percent(0.756)).toBe('76%');
    expect(en.percent(0.7564, 1)).toBe('75.6%');
    expect(en.percent(null)).toBe(MISSING);
    expect(en.percent(undefined)).toBe(MISSING);
    expect(ar.percent(0.756)).toBe(`76${LRM}%${LRM}`);
    expect(zh.percent(0.756)).toBe('76%');
  });

  it('writes a measure with the decimals asked for', () => {
    expect(en.decimal(20.56)).toBe('20.6');
    expect(en.decimal(2, 2, 1)).toBe('2.0');
    expect(en.decimal(1.256, 2, 1)).toBe('1.26');
    expect(ar.decimal(1234.5)).toBe('1,234.5');
    expect(zh.decimal(20.56)).toBe('20.6');
    expect(formatsFor('de').decimal(20.56)).toBe('20,6');
  });
});

describe('formatter objects', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds each Intl formatter once per language and options, however many rows use it', () => {
    const { DateTimeFormat, NumberFormat } = Intl;
    // Counting constructors that still build the real formatter.
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      return new DateTimeFormat(...args);
    });
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    });
    // A language and zone no other test uses, so nothing is built yet; asked for anew on every row.
    for (let row = 0; row < 50; row += 1) {
      formatsFor('pt', 'Asia/Tokyo').time(Date.UTC(2025, 0, 6, row % 24));
      formatsFor('pt', 'Asia/Tokyo').oddsPrice(1 + row / 100);
    }
    expect(dates).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(formatsFor('pt', 'Asia/Tokyo').time(AT)).toBe('23:05');
    expect(formatsFor('pt', 'Asia/Tokyo').oddsPrice(1.5)).toBe('1,50');
  });

  it('gives one object per language and zone', () => {
    expect(formatsFor('en_US', SHANGHAI)).toBe(en);
    expect(formatsFor('en_US', NEW_YORK)).toBe(enNewYork);
    expect(formatsFor('en_US', NEW_YORK)).not.toBe(en);
    expect(en.language).toBe('en_US');
    expect(ar.language).toBe('ar');
  });
});
