// Every format in en_US, ar and zh_CN, in zones given explicitly (the machine's zone never decides).
// Arabic writes Latin digits here (as Chromium does) with direction marks: U+200F around date
// separators, U+200E before a sign and around `%`; its day period is `م` / `ص`.
import {
  MISSING,
  browserTimeZone,
  formatCalendarDay,
  formatCoins,
  formatCompactCount,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatDayTime,
  formatDecimal,
  formatOddsLine,
  formatOddsPrice,
  formatPercent,
  formatRelative,
  formatSignedUnits,
  formatTime,
  formatTimestamp,
  formatWeekday,
  formatsFor,
  languageTag,
} from './format';

const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';

// Monday 6 January 2025, 14:05:07 UTC: 22:05 in Shanghai, 09:05 in New York.
const AT = '2025-01-06T14:05:07Z';
const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

describe('language tags', () => {
  it('formats in the site language’s BCP 47 tag, however the language is written; others read as the default language', () => {
    expect(languageTag('en_US')).toBe('en-US');
    expect(languageTag('zh_CN')).toBe('zh-CN');
    expect(languageTag('ar')).toBe('ar');
    expect(languageTag('zh-tw')).toBe('zh-TW');
    expect(languageTag('klingon')).toBe('zh-CN');
  });
});

describe('times of day (kick-offs)', () => {
  it('writes the time in the zone given, the day period held to it by a no-break space', () => {
    expect(formatTime(AT, 'en_US', SHANGHAI)).toBe(`10:05${NBSP}PM`);
    expect(formatTime(AT, 'en_US', NEW_YORK)).toBe(`09:05${NBSP}AM`);
    expect(formatTime(AT, 'ar', SHANGHAI)).toBe(`10:05${NBSP}م`);
    expect(formatTime(AT, 'ar', NEW_YORK)).toBe(`09:05${NBSP}ص`);
    expect(formatTime(AT, 'zh_CN', SHANGHAI)).toBe('22:05');
    expect(formatTime(AT, 'zh_CN', NEW_YORK)).toBe('09:05');
  });

  it('has no breakable space in any language that writes a day period', () => {
    for (const language of ['en_US', 'ar', 'zh_CN', 'fr', 'de', 'pt', 'ru', 'es', 'zh_tw'])
      for (const hour of [0, 9, 13, 23]) expect(formatTime(Date.UTC(2025, 0, 6, hour, 5), language, 'UTC')).not.toMatch(/[ \u202f]/);
  });

  it('takes a Date or epoch milliseconds as well as an ISO string', () => {
    expect(formatTime(new Date(AT), 'zh_CN', 'UTC')).toBe('14:05');
    expect(formatTime(Date.parse(AT), 'zh_CN', 'UTC')).toBe('14:05');
  });

  it('uses the browser’s zone when none is given', () => {
    expect(formatTime(AT, 'zh_CN')).toBe(formatTime(AT, 'zh_CN', browserTimeZone()));
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('dates and moments', () => {
  it('writes the day of a moment in the zone given (it may be the day after)', () => {
    expect(formatDate('2025-01-06T20:00:00Z', 'en_US', SHANGHAI)).toBe('Jan 7, 2025');
    expect(formatDate('2025-01-06T20:00:00Z', 'en_US', NEW_YORK)).toBe('Jan 6, 2025');
    expect(formatDate(AT, 'ar', SHANGHAI)).toBe(`06${RLM}/01${RLM}/2025`);
    expect(formatDate(AT, 'zh_CN', SHANGHAI)).toBe('2025年1月6日');
  });

  it('writes a moment with its day and time', () => {
    expect(formatDateTime(AT, 'en_US', SHANGHAI)).toBe(`Jan 6, 2025, 10:05${NBSP}PM`);
    expect(formatDateTime(AT, 'ar', SHANGHAI)).toBe(`06${RLM}/01${RLM}/2025، 10:05${NBSP}م`);
    expect(formatDateTime(AT, 'zh_CN', SHANGHAI)).toBe('2025年1月6日 22:05');
  });

  it('writes a moment to the second for logs', () => {
    expect(formatTimestamp(AT, 'en_US', NEW_YORK)).toBe(`Jan 6, 2025, 9:05:07${NBSP}AM`);
    expect(formatTimestamp(AT, 'ar', NEW_YORK)).toBe(`06${RLM}/01${RLM}/2025، 9:05:07${NBSP}ص`);
    expect(formatTimestamp(AT, 'zh_CN', NEW_YORK)).toBe('2025年1月6日 09:05:07');
  });

  it('writes a moment of the days around now without its year', () => {
    expect(formatDayTime(AT, 'en_US', SHANGHAI)).toBe(`Jan 6, 10:05${NBSP}PM`);
    expect(formatDayTime(AT, 'ar', SHANGHAI)).toBe(`6 يناير، 10:05${NBSP}م`);
    expect(formatDayTime(AT, 'zh_CN', SHANGHAI)).toBe('1月6日 22:05');
  });
});

describe('calendar days', () => {
  it('writes a day as that day in every zone', () => {
    expect(formatCalendarDay('2025-01-06', 'en_US')).toBe('Jan 6, 2025');
    expect(formatCalendarDay('2025-01-06', 'ar')).toBe(`06${RLM}/01${RLM}/2025`);
    expect(formatCalendarDay('2025-01-06', 'zh_CN')).toBe('2025年1月6日');
  });

  it('names the weekday', () => {
    expect(formatWeekday('2025-01-06', 'en_US')).toBe('Mon');
    expect(formatWeekday('2025-01-06', 'ar')).toBe('الاثنين');
    expect(formatWeekday('2025-01-06', 'zh_CN')).toBe('周一');
    expect(formatWeekday('2024-02-29', 'en_US')).toBe('Thu');
  });

  it('writes the long label of a day picker', () => {
    expect(formatDayLabel('2025-01-06', 'en_US')).toBe('Monday, January 6');
    expect(formatDayLabel('2025-01-06', 'ar')).toBe('الاثنين، 6 يناير');
    expect(formatDayLabel('2025-01-06', 'zh_CN')).toBe('1月6日星期一');
  });
});

describe('relative time', () => {
  const now = Date.parse(AT);
  const minute = 60_000;
  const day = 24 * 60 * minute;

  it('says how long ago or from now in the largest whole unit', () => {
    expect(formatRelative(now - 3 * minute, 'en_US', now)).toBe('3 minutes ago');
    expect(formatRelative(now - 30_000, 'en_US', now)).toBe('30 seconds ago');
    expect(formatRelative(now + 2 * 60 * minute, 'en_US', now)).toBe('in 2 hours');
    expect(formatRelative(now - 3 * day, 'en_US', now)).toBe('3 days ago');
    expect(formatRelative(now - 3 * 365 * day, 'en_US', now)).toBe('3 years ago');
    expect(formatRelative(new Date(now - 3 * minute).toISOString(), 'ar', AT)).toBe('قبل 3 دقائق');
    expect(formatRelative(now - 3 * minute, 'zh_CN', now)).toBe('3分钟前');
    expect(formatRelative(now + 2 * 60 * minute, 'zh_CN', now)).toBe('2小时后');
  });

  it('uses the words for now, yesterday and last week', () => {
    expect(formatRelative(now, 'en_US', now)).toBe('now');
    expect(formatRelative(now - 400, 'en_US', now)).toBe('now');
    expect(formatRelative(now - day, 'en_US', now)).toBe('yesterday');
    expect(formatRelative(now - 10 * day, 'en_US', now)).toBe('last week');
    expect(formatRelative(now, 'ar', now)).toBe('الآن');
    expect(formatRelative(now - day, 'ar', now)).toBe('أمس');
    expect(formatRelative(now, 'zh_CN', now)).toBe('现在');
    expect(formatRelative(now - day, 'zh_CN', now)).toBe('昨天');
  });

  it('moves to the next unit when rounding reaches it (59.6 seconds is a minute)', () => {
    expect(formatRelative(now - 59_600, 'en_US', now)).toBe('1 minute ago');
  });
});

describe('odds', () => {
  it('writes a price with two decimals, a dash for none', () => {
    expect(formatOddsPrice(1.5, 'en_US')).toBe('1.50');
    expect(formatOddsPrice(1.955, 'en_US')).toBe('1.96');
    expect(formatOddsPrice(null, 'en_US')).toBe(MISSING);
    expect(formatOddsPrice(2.1, 'de')).toBe('2,10');
    expect(formatOddsPrice(1.5, 'ar')).toBe('1.50');
    expect(formatOddsPrice(1.5, 'zh_CN')).toBe('1.50');
  });

  it('signs a handicap’s line and leaves a total’s plain', () => {
    expect(formatOddsLine(0.5, 'handicap', 'en_US')).toBe('+0.5');
    expect(formatOddsLine(-1.25, 'handicap', 'en_US')).toBe('-1.25');
    expect(formatOddsLine(0, 'handicap', 'en_US')).toBe('0');
    expect(formatOddsLine(2.5, 'total', 'en_US')).toBe('2.5');
    expect(formatOddsLine(12.5, 'rounds_over', 'en_US')).toBe('12.5');
    expect(formatOddsLine(null, 'total', 'en_US')).toBe(MISSING);
    expect(formatOddsLine(0.5, 'handicap', 'ar')).toBe(`${LRM}+0.5`);
    expect(formatOddsLine(-1.25, 'handicap', 'ar')).toBe(`${LRM}-1.25`);
    expect(formatOddsLine(2.5, 'total', 'ar')).toBe('2.5');
    expect(formatOddsLine(-0.75, 'handicap', 'zh_CN')).toBe('-0.75');
    expect(formatOddsLine(2.5, 'total', 'zh_CN')).toBe('2.5');
  });

  it('signs a tipster’s return in units, with two decimals', () => {
    expect(formatSignedUnits(2.3, 'en_US')).toBe('+2.30');
    expect(formatSignedUnits(-1, 'en_US')).toBe('-1.00');
    expect(formatSignedUnits(0, 'en_US')).toBe('0.00');
    expect(formatSignedUnits(null, 'en_US')).toBe(MISSING);
    expect(formatSignedUnits(2.3, 'ar')).toBe(`${LRM}+2.30`);
    expect(formatSignedUnits(-1, 'zh_CN')).toBe('-1.00');
  });
});

describe('coins, counts and rates', () => {
  it('writes coins whole and grouped, signed for a ledger’s movements', () => {
    expect(formatCoins(1250, 'en_US')).toBe('1,250');
    expect(formatCoins(50, 'en_US', true)).toBe('+50');
    expect(formatCoins(-30, 'en_US', true)).toBe('-30');
    expect(formatCoins(0, 'en_US', true)).toBe('0');
    expect(formatCoins(1250, 'ar')).toBe('1,250');
    expect(formatCoins(-30, 'ar', true)).toBe(`${LRM}-30`);
    expect(formatCoins(1250, 'zh_CN')).toBe('1,250');
    expect(formatCoins(1250, 'de')).toBe('1.250');
  });

  it('writes counts grouped, or compact for badges', () => {
    expect(formatCount(12345, 'en_US')).toBe('12,345');
    expect(formatCount(12345, 'ar')).toBe('12,345');
    expect(formatCount(12345, 'zh_CN')).toBe('12,345');
    expect(formatCompactCount(950, 'en_US')).toBe('950');
    expect(formatCompactCount(12345, 'en_US')).toBe('12.3K');
    expect(formatCompactCount(1234567, 'en_US')).toBe('1.2M');
    expect(formatCompactCount(12345, 'ar')).toBe(`12.3${NBSP}ألف`);
    expect(formatCompactCount(12345, 'zh_CN')).toBe('1.2万');
  });

  it('writes a rate as a percentage, a dash for none', () => {
    expect(formatPercent(0.756, 'en_US')).toBe('76%');
    expect(formatPercent(0.7564, 'en_US', 1)).toBe('75.6%');
    expect(formatPercent(null, 'en_US')).toBe(MISSING);
    expect(formatPercent(undefined, 'en_US')).toBe(MISSING);
    expect(formatPercent(0.756, 'ar')).toBe(`76${LRM}%${LRM}`);
    expect(formatPercent(0.756, 'zh_CN')).toBe('76%');
  });

  it('writes a measure with the decimals asked for', () => {
    expect(formatDecimal(20.56, 'en_US')).toBe('20.6');
    expect(formatDecimal(2, 'en_US', 2, 1)).toBe('2.0');
    expect(formatDecimal(1.256, 'en_US', 2, 1)).toBe('1.26');
    expect(formatDecimal(1234.5, 'ar')).toBe('1,234.5');
    expect(formatDecimal(20.56, 'zh_CN')).toBe('20.6');
    expect(formatDecimal(20.56, 'de')).toBe('20,6');
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
    // A language and zone no other test uses, so nothing is cached yet.
    for (let row = 0; row < 50; row += 1) {
      formatTime(Date.UTC(2025, 0, 6, row % 24), 'pt', 'Asia/Tokyo');
      formatOddsPrice(1 + row / 100, 'pt');
    }
    expect(dates).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(formatTime(AT, 'pt', 'Asia/Tokyo')).toBe('23:05');
    expect(formatOddsPrice(1.5, 'pt')).toBe('1,50');
  });

  it('gives every format of a language as one object, the same one each time', () => {
    const formats = formatsFor('en_US', SHANGHAI);
    expect(formatsFor('en_US', SHANGHAI)).toBe(formats);
    expect(formats.language).toBe('en_US');
    expect(formats.time(AT)).toBe(formatTime(AT, 'en_US', SHANGHAI));
    expect(formats.date(AT)).toBe('Jan 6, 2025');
    expect(formats.dateTime(AT)).toBe(`Jan 6, 2025, 10:05${NBSP}PM`);
    expect(formats.timestamp(AT)).toBe(`Jan 6, 2025, 10:05:07${NBSP}PM`);
    expect(formats.dayTime(AT)).toBe(`Jan 6, 10:05${NBSP}PM`);
    expect(formats.calendarDay('2025-01-06')).toBe('Jan 6, 2025');
    expect(formats.weekday('2025-01-06')).toBe('Mon');
    expect(formats.dayLabel('2025-01-06')).toBe('Monday, January 6');
    expect(formats.relative(Date.parse(AT) - 180_000, AT)).toBe('3 minutes ago');
    expect(formats.oddsPrice(1.5)).toBe('1.50');
    expect(formats.oddsLine(-0.5, 'handicap')).toBe('-0.5');
    expect(formats.signedUnits(2.3)).toBe('+2.30');
    expect(formats.coins(1250)).toBe('1,250');
    expect(formats.coins(50, true)).toBe('+50');
    expect(formats.count(12345)).toBe('12,345');
    expect(formats.compactCount(12345)).toBe('12.3K');
    expect(formats.percent(0.756)).toBe('76%');
    expect(formats.decimal(2, 2, 1)).toBe('2.0');
    expect(formatsFor('ar', SHANGHAI).time(AT)).toBe(`10:05${NBSP}م`);
    expect(formatsFor('zh_CN', SHANGHAI).dayLabel('2025-01-06')).toBe('1月6日星期一');
  });
});
