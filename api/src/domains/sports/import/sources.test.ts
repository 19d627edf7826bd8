import { lineAndColumn, parseDeductions, parseJsonText, readSeason } from './sources';

describe('JSON that does not parse', () => {
  it('is refused with the file’s name, and the line and column where it breaks', () => {
    const text = '{\n  "name": "Cup 2024",\n  "matches": [\n    { "date": "2024-05-01" "team1": "A" }\n  ]\n}\n';
    expect(() => parseJsonText({ name: 'cup.json', text })).toThrow(/^cup\.json: not valid JSON at line 4, column 28: /);
  });

  it('says where a cut-short file ends', () => {
    const text = '{\n  "name": "Cup 2024",\n  "matches": [\n    { "date": "2024-05-01", "te';
    expect(() => parseJsonText({ name: 'data/cup.json', text })).toThrow(
      /^data\/cup\.json: not valid JSON at line 4, column 32 \(the file ends there: is it cut short\?\)/,
    );
    expect(() => parseJsonText({ name: 'empty.json', text: '' })).toThrow(/^empty\.json: not valid JSON at line 1, column 1/);
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 });
  });
});

describe('points deductions beside the file', () => {
  const season = { name: 'season.json', text: JSON.stringify({ name: 'League 2024/25', matches: [{ date: '2024-08-10', team1: 'Everton', team2: 'Fulham' }] }) };

  it('are read with team, points and reason, by the names the matches use', () => {
    const deductions = { name: 'deductions.json', text: JSON.stringify([{ team: 'EFC', points: 8, reason: 'Profit and sustainability rules' }]) };
    expect(readSeason({ season, deductions, aliases: { EFC: 'Everton' } }).deductions).toEqual([{ team: 'Everton', points: 8, reason: 'Profit and sustainability rules' }]);
  });

  it('refuse an unknown team with its name, and entries without points or reason', () => {
    const unknown = { name: 'deductions.json', text: JSON.stringify([{ team: 'Evertonn', points: 8, reason: 'x' }]) };
    expect(() => readSeason({ season, deductions: unknown })).toThrow('deductions.json: unknown team "Evertonn": not in season.json; nothing was imported');
    expect(() => parseDeductions({ name: 'd.json', text: '[{"team":"Everton","points":-2,"reason":"x"}]' })).toThrow('d.json: deduction 1 (Everton) needs a whole number of points above 0');
    expect(() => parseDeductions({ name: 'd.json', text: '[{"team":"Everton","points":2}]' })).toThrow('d.json: deduction 1 (Everton) gives no reason');
  });

  it('refuse an unknown time zone before reading anything else', () => {
    expect(() => readSeason({ season, timeZone: 'Mars/Olympus' })).toThrow('--time-zone: not a time zone: Mars/Olympus');
  });
});
