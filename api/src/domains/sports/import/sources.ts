// From the files an operator gives (a season, its groups, its points deductions) to what the
// import writes. Every refusal names the file, and a file that is not JSON (cut short, a stray
// comma) the line and column where it breaks.
import { isTimeZone } from '../dayBounds';
import { parseOpenFootball } from './openfootball';
import type { ParsedSeason } from './openfootballFormat';
import { checkFile, checkGroups } from './openfootballChecks';

export interface SourceFile {
  /** As the operator named it (a path); errors and warnings say it. */
  name: string;
  text: string;
}

/** Points a competition took off a team, given beside the season: `[{ team, points, reason }]`. */
export interface Deduction {
  team: string;
  points: number;
  reason: string;
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/** JSON.parse with its failure placed: "<file>: not valid JSON at line 812, column 9: …". */
export function parseJsonText(file: SourceFile): unknown {
  const text = file.text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // V8 says "… in JSON at position N" (or "Unexpected end of JSON input", which is the end).
    const position = /at position (\d+)/.exec(error.message);
    const offset = position ? Number(position[1]) : text.length;
    const { line, column } = lineAndColumn(text, offset);
    const reason = error.message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    const ending = offset >= text.length ? ' (the file ends there: is it cut short?)' : '';
    throw new Error(`${file.name}: not valid JSON at line ${line}, column ${column}${ending}: ${reason}`);
  }
}

export function parseDeductions(file: SourceFile, aliases: Record<string, string> = {}): Deduction[] {
  const value = parseJsonText(file);
  const list = Array.isArray(value) ? value : (value as { deductions?: unknown } | null)?.deductions;
  if (!Array.isArray(list)) throw new Error(`${file.name}: expected a list of { "team", "points", "reason" }`);
  return list.map((entry: unknown, index) => {
    const { team, points, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof team !== 'string' || team.trim() === '') throw new Error(`${file.name}: deduction ${index + 1} names no team`);
    if (!Number.isInteger(points) || (points as number) <= 0) throw new Error(`${file.name}: deduction ${index + 1} (${team}) needs a whole number of points above 0`);
    if (typeof reason !== 'string' || reason.trim() === '') throw new Error(`${file.name}: deduction ${index + 1} (${team}) gives no reason`);
    return { team: aliases[team.trim()] ?? team.trim(), points: points as number, reason: reason.trim() };
  });
}

export interface SeasonSources {
  season: SourceFile;
  groups?: SourceFile;
  deductions?: SourceFile;
  timeZone?: string;
  aliases?: Record<string, string>;
}

/** Reads and checks every file; throws (naming the file) before anything is written. */
export function readSeason(sources: SeasonSources): { season: ParsedSeason; deductions?: Deduction[] } {
  const timeZone = sources.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw new Error(`--time-zone: not a time zone: ${timeZone} (an IANA name such as Europe/London)`);
  const file = checkFile(parseJsonText(sources.season), sources.season.name);
  const groups = sources.groups ? checkGroups(parseJsonText(sources.groups), sources.groups.name) : undefined;
  const season = parseOpenFootball(file, { timeZone, groups, aliases: sources.aliases, fileName: sources.season.name });
  const deductions = sources.deductions ? parseDeductions(sources.deductions, sources.aliases) : undefined;
  const unknown = (deductions ?? []).filter((deduction) => !season.teams.includes(deduction.team));
  if (unknown.length > 0)
    throw new Error(`${sources.deductions!.name}: unknown team${unknown.length > 1 ? 's' : ''} ${unknown.map((deduction) => `"${deduction.team}"`).join(', ')}: not in ${sources.season.name}; nothing was imported`);
  return { season, deductions };
}
