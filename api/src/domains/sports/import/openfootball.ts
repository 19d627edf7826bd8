// Reads a tournament or league season in the openfootball JSON format (football.json): fixtures
// and results (half-time, full-time, extra-time and penalty scores), goals with minute,
// stoppage-time offset, penalty and own-goal flags, groups and grounds. Nothing here assumes
// one file's teams, sizes or rounds: a season with groups is a group stage plus knockouts, a
// season without is a league, unless its rounds are knockout rounds (a cup). What the file must
// be (teams known, one entry per fixture, scores that agree with their goals) is checked in
// openfootballChecks.ts before anything is written.
import { checkTeams, checkUnique, reconcileScores } from './openfootballChecks';
import type { OpenFootballFile, OpenFootballGoal, OpenFootballGroups, OpenFootballMatch, ParsedGoal, ParsedMatch, ParsedResult, ParsedSeason, Score } from './openfootballFormat';

const KNOCKOUT_ROUND = /final|semi|quarter|round of \d+|last \d+|eighth|play-?off|third place|knockout|1\/\d+/i;

const teamName = (team: string | { name: string }): string => (typeof team === 'string' ? team : team.name).trim();

const pair = (value: unknown): Score | null =>
  Array.isArray(value) && value.length === 2 && value.every((entry) => Number.isInteger(entry)) ? [value[0], value[1]] : null;

const fields = (first: number | null | undefined, second: number | null | undefined): Score | null =>
  Number.isInteger(first) && Number.isInteger(second) ? [first as number, second as number] : null;

function resultOf(match: OpenFootballMatch): ParsedResult | null {
  const fullTime = pair(match.score?.ft) ?? fields(match.score1, match.score2);
  if (!fullTime) return null;
  return {
    halfTime: pair(match.score?.ht) ?? fields(match.score1i, match.score2i),
    fullTime,
    extraTime: pair(match.score?.et) ?? fields(match.score1et, match.score2et),
    penalties: pair(match.score?.p) ?? fields(match.score1p, match.score2p),
  };
}

/** Offset of a time zone from UTC at a moment, in minutes. */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - at.getTime()) / 60000);
}

/**
 * The kick-off in UTC. A time may name its offset (`19:00 UTC+3`); otherwise it is local to
 * `timeZone` (an IANA zone), daylight saving included. No time at all: noon local.
 */
export function kickOff(date: string, time: string | undefined, timeZone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!day) throw new Error(`not a date: ${date}`);
  const clock = /^(\d{1,2}):(\d{2})(?:\s*(?:UTC|GMT)\s*([+-]\d{1,2})(?::?(\d{2}))?)?/i.exec((time ?? '12:00').trim());
  if (!clock) throw new Error(`not a time: ${time}`);
  const naive = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  if (clock[3] !== undefined) {
    const sign = clock[3].startsWith('-') ? -1 : 1;
    const offset = Number(clock[3]) * 60 + sign * Number(clock[4] ?? 0);
    return new Date(naive - offset * 60000);
  }
  // Two passes settle the offset on either side of a daylight-saving change.
  let guess = naive - zoneOffsetMinutes(timeZone, new Date(naive)) * 60000;
  guess = naive - zoneOffsetMinutes(timeZone, new Date(guess)) * 60000;
  return new Date(guess);
}

function goalsOf(match: OpenFootballMatch): ParsedGoal[] {
  const read = (side: 'home' | 'away', list: OpenFootballGoal[] | undefined): ParsedGoal[] =>
    (list ?? []).map((goal) => ({
      side,
      player: String(goal.name ?? '').trim(),
      minute: Number(goal.minute),
      stoppage: Number(goal.offset ?? 0),
      penalty: goal.penalty === true,
      ownGoal: goal.owngoal === true,
    }));
  return [...read('home', match.goals1), ...read('away', match.goals2)].sort(
    (a, b) => a.minute - b.minute || a.stoppage - b.stoppage,
  );
}

/** "World Cup 2022" -> ["World Cup", "2022"]; "English Premier League 2020/21" -> [..., "2020/21"]. */
export function splitSeasonName(name: string, fallbackYear: string): [string, string] {
  const match = /^(.*?)[\s,]+(\d{4}(?:[/-]\d{2,4})?)$/.exec(name.trim());
  return match ? [match[1]!.trim(), match[2]!] : [name.trim(), fallbackYear];
}

/**
 * Names the groups file and the matches spell differently ("United States" and "USA"): within a
 * group, a listed team that never plays and a playing team that is never listed are the same
 * team, named as the groups file names it. Explicit aliases (match name -> name) come first.
 * Anything else that does not match is an unknown team (checkTeams).
 */
function reconcileNames(matches: OpenFootballMatch[], groups: OpenFootballGroups | undefined, aliases: Record<string, string>): Map<string, string> {
  const renames = new Map(Object.entries(aliases));
  for (const group of groups?.groups ?? []) {
    const listed = group.teams.map(teamName);
    const inGroup = matches.filter((match) => (match.group ?? '').trim() === group.name.trim());
    const playing = [...new Set(inGroup.flatMap((match) => [teamName(match.team1), teamName(match.team2)]))].map((name) => renames.get(name) ?? name);
    const neverPlays = listed.filter((name) => !playing.includes(name));
    const neverListed = playing.filter((name) => !listed.includes(name));
    if (neverPlays.length === 1 && neverListed.length === 1) renames.set(neverListed[0]!, neverPlays[0]!);
  }
  return renames;
}

/** The identity of a fixture in its season: moving it to another day or zone keeps it. */
function fixtureKey(match: OpenFootballMatch, home: string, away: string): string {
  if (match.num !== undefined) return `#${match.num}`;
  return `${(match.group ?? '').trim() || (match.round ?? '').trim()}:${home}:${away}`;
}

export interface ParseOptions {
  /** IANA zone of times that name no offset. */
  timeZone?: string;
  groups?: OpenFootballGroups;
  /** Name in the matches -> name to use. */
  aliases?: Record<string, string>;
  /** How errors and warnings name the file (its path); the season's name otherwise. */
  fileName?: string;
}

export function parseOpenFootball(file: OpenFootballFile, options: ParseOptions = {}): ParsedSeason {
  const timeZone = options.timeZone ?? 'UTC';
  const fileName = options.fileName ?? file.name;
  const raw = file.matches ?? (file.rounds ?? []).flatMap((round) => round.matches.map((match) => ({ round: round.name, ...match })));
  const renames = reconcileNames(raw, options.groups, options.aliases ?? {});
  const canonical = (team: string | { name: string }) => {
    const name = teamName(team);
    return renames.get(name) ?? name;
  };
  if (raw.length === 0) throw new Error(`${file.name}: no matches`);
  const hasGroups = raw.some((match) => match.group) || (options.groups?.groups.length ?? 0) > 0;
  const knockoutRounds = raw.some((match) => !match.group && KNOCKOUT_ROUND.test(match.round ?? ''));
  const format: ParsedSeason['format'] = hasGroups ? 'groups_knockout' : knockoutRounds ? 'cup' : 'league';

  const warnings: string[] = [];
  const matches = raw.map((match, index): ParsedMatch => {
    const home = canonical(match.team1);
    const away = canonical(match.team2);
    const describe = `${fileName}: ${home}–${away} (${match.date})`;
    if (!home || !away || home === away) throw new Error(`${fileName}: match ${index + 1} needs two different teams (${match.date})`);
    const knockout = format === 'groups_knockout' ? !match.group : format === 'cup';
    let result = resultOf(match);
    const goals = goalsOf(match);
    if (result && goals.length > 0) {
      const final = result.extraTime ?? result.fullTime;
      const counted: Score = [goals.filter((goal) => goal.side === 'home').length, goals.filter((goal) => goal.side === 'away').length];
      if (counted[0] !== final[0] || counted[1] !== final[1])
        throw new Error(`${describe}: lists ${counted.join('-')} in goals but ${final.join('-')} as the score`);
    }
    if (result) {
      const reconciled = reconcileScores(result, goals, describe);
      result = reconciled.result;
      warnings.push(...reconciled.warnings);
    }
    let startsAt: Date;
    try {
      startsAt = kickOff(match.date, match.time, timeZone);
    } catch (error) {
      throw new Error(`${describe}: ${(error as Error).message}`);
    }
    return {
      key: fixtureKey(match, home, away),
      number: match.num ?? null,
      round: (match.round ?? '').trim(),
      group: (match.group ?? '').trim(),
      knockout,
      startsAt,
      date: match.date.trim(),
      home,
      away,
      venue: (match.ground ?? '').trim(),
      result,
      goals,
    };
  });

  const listed = options.groups ? new Map(options.groups.groups.map((group) => [group.name.trim(), group.teams.map(teamName)])) : null;
  checkTeams(
    matches.map((match, index) => ({ home: match.home, away: match.away, group: match.group, round: match.round, date: raw[index]!.date })),
    format === 'groups_knockout' ? listed : null,
    fileName,
  );
  checkUnique(matches.map((match, index) => ({ key: match.key, home: match.home, away: match.away, date: raw[index]!.date })), fileName);

  const groups = new Map<string, string[]>();
  for (const [group, teams] of listed ?? []) groups.set(group, teams);
  for (const match of matches)
    if (match.group) {
      const members = groups.get(match.group) ?? [];
      for (const team of [match.home, match.away]) if (!members.includes(team)) members.push(team);
      groups.set(match.group, members);
    }

  const teams = [...new Set(matches.flatMap((match) => [match.home, match.away]))].sort();
  const [competition, season] = splitSeasonName(file.name, String(matches[0]!.startsAt.getUTCFullYear()));
  return { competition, season, format, teams, groups, matches, warnings };
}

/** Who went through: the score after extra time, then the shoot-out. Null for a draw. */
export function winnerOf(match: Pick<ParsedMatch, 'home' | 'away' | 'result'>): string | null {
  if (!match.result) return null;
  for (const score of [match.result.penalties, match.result.extraTime, match.result.fullTime]) {
    if (!score) continue;
    if (score[0] > score[1]) return match.home;
    if (score[1] > score[0]) return match.away;
    if (score === match.result.penalties) return null;
  }
  return null;
}
