// What an openfootball file must be before anything is written: the shape of the JSON, teams
// that belong to the tournament (a knockout match or a group match naming a team no group lists
// is refused with that team's name), one entry per fixture, and scores that agree with their
// goals (where a half-time or regular-time score contradicts the goal minutes, the goals win and
// the import says so).
import type { OpenFootballFile, OpenFootballGroups, ParsedGoal, ParsedResult, Score } from './openfootballFormat';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTeam = (value: unknown) => (typeof value === 'string' && value.trim() !== '') || (isObject(value) && typeof value.name === 'string' && value.name.trim() !== '');
const isScore = (value: unknown) => value === undefined || value === null || Number.isInteger(value);
const isPair = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 2 && value.every((entry) => Number.isInteger(entry)));

function checkMatch(match: unknown): string | null {
  if (!isObject(match)) return 'is not an object';
  if (typeof match.date !== 'string') return 'has no date';
  if (!isTeam(match.team1) || !isTeam(match.team2)) return 'needs team1 and team2';
  if (match.num !== undefined && !Number.isInteger(match.num)) return `has a match number that is not a whole number (${String(match.num)})`;
  if (match.time !== undefined && typeof match.time !== 'string') return 'has a time that is not text';
  for (const field of ['score1', 'score2', 'score1i', 'score2i', 'score1et', 'score2et', 'score1p', 'score2p'])
    if (!isScore(match[field])) return `has a ${field} of ${JSON.stringify(match[field])}, not a whole number`;
  // One side's score without the other's would read as no result at all.
  for (const [first, second] of [['score1', 'score2'], ['score1i', 'score2i'], ['score1et', 'score2et'], ['score1p', 'score2p']] as const) {
    const given = [first, second].filter((field) => match[field] !== undefined && match[field] !== null);
    if (given.length === 1) return `has a ${given[0]} without its ${given[0] === first ? second : first}`;
  }
  if (match.score !== undefined) {
    if (!isObject(match.score)) return 'has a score that is not pairs of whole numbers';
    const score = match.score;
    const bad = ['ht', 'ft', 'et', 'p'].find((key) => !isPair(score[key]));
    if (bad) return `has a score "${bad}" of ${JSON.stringify(score[bad])}, not a pair of whole numbers`;
  }
  for (const field of ['goals1', 'goals2']) {
    const goals = match[field];
    if (goals === undefined) continue;
    if (!Array.isArray(goals) || !goals.every((goal) => isObject(goal) && Number.isFinite(Number(goal.minute)))) return `has ${field} without minutes`;
  }
  return null;
}

const teamText = (value: unknown) => (typeof value === 'string' ? value.trim() : isObject(value) && typeof value.name === 'string' ? value.name.trim() : '');

/** " (Argentina–France on 2022-12-18)": as much of the teams and date as the entry gives, so the operator finds it. */
function named(match: unknown): string {
  if (!isObject(match)) return '';
  const teams = [teamText(match.team1), teamText(match.team2)];
  const date = typeof match.date === 'string' ? match.date.trim() : '';
  const who = teams.some(Boolean) ? teams.map((team) => team || '?').join('–') : '';
  return who && date ? ` (${who} on ${date})` : who || date ? ` (${who || date})` : '';
}

/** The file as openfootball writes it, or an error naming the file and the entry at fault (its place, teams and date). */
export function checkFile(value: unknown, fileName: string): OpenFootballFile {
  if (!isObject(value) || typeof value.name !== 'string' || value.name.trim() === '')
    throw new Error(`${fileName}: not an openfootball season (no "name")`);
  const list = (matches: unknown, where: string) => {
    if (!Array.isArray(matches)) throw new Error(`${fileName}: ${where}"matches" is not a list`);
    matches.forEach((match, index) => {
      const problem = checkMatch(match);
      if (problem) throw new Error(`${fileName}: ${where}match ${index + 1} ${problem}${named(match)}`);
    });
  };
  if (value.matches !== undefined) list(value.matches, '');
  else if (Array.isArray(value.rounds))
    value.rounds.forEach((round: unknown, index) => {
      if (!isObject(round) || typeof round.name !== 'string') throw new Error(`${fileName}: round ${index + 1} has no name`);
      list(round.matches, `${round.name}: `);
    });
  else throw new Error(`${fileName}: not an openfootball season (no "matches" or "rounds")`);
  return value as unknown as OpenFootballFile;
}

export function checkGroups(value: unknown, fileName: string): OpenFootballGroups {
  if (!isObject(value) || !Array.isArray(value.groups)) throw new Error(`${fileName}: not an openfootball groups file (no "groups")`);
  value.groups.forEach((group: unknown, index) => {
    if (!isObject(group) || typeof group.name !== 'string' || !Array.isArray(group.teams) || !group.teams.every(isTeam))
      throw new Error(`${fileName}: group ${index + 1} needs a name and a list of teams`);
  });
  return value as unknown as OpenFootballGroups;
}

interface Placed {
  home: string;
  away: string;
  group: string;
  round: string;
  date: string;
}

/**
 * Teams no group knows. With a groups file, a group match's teams must be listed in its group
 * and a knockout match's in some group; without one, the group matches say who is in the
 * tournament. A league or a cup has no list to check against.
 */
export function checkTeams(matches: Placed[], listed: Map<string, string[]> | null, fileName: string): void {
  const groupMatches = matches.filter((match) => match.group);
  if (groupMatches.length === 0 && !listed) return;
  const groups = listed ?? new Map<string, string[]>();
  if (!listed) for (const match of groupMatches) groups.set(match.group, [...new Set([...(groups.get(match.group) ?? []), match.home, match.away])]);
  const everyone = [...new Set([...groups.values()].flat())];
  const strayGroups = [...new Set(groupMatches.map((match) => match.group).filter((group) => !groups.has(group)))];
  if (strayGroups.length > 0)
    throw new Error(`${fileName}: matches in ${strayGroups.map((group) => `"${group}"`).join(', ')}, which the groups file does not have; nothing was imported`);
  const unknown = new Map<string, string[]>();
  for (const match of matches) {
    const members = match.group ? groups.get(match.group) : everyone;
    for (const team of [match.home, match.away])
      if (!members?.includes(team)) unknown.set(team, [...(unknown.get(team) ?? []), `${match.group || match.round || 'a match'} on ${match.date}`]);
  }
  if (unknown.size === 0) return;
  const named = [...unknown].map(([team, places]) => `"${team}" (${places.join(', ')})`);
  throw new Error(
    `${fileName}: unknown team${unknown.size > 1 ? 's' : ''} ${named.join('; ')}: no group of the tournament lists ${unknown.size > 1 ? 'them' : 'it'}. ` +
      'Fix the name, or give --alias "name in the file=name in the groups"; nothing was imported.',
  );
}

/** Two entries that would be one fixture (its identity: the match number, else stage, home and away). */
export function checkUnique(matches: { key: string; home: string; away: string; date: string }[], fileName: string): void {
  const seen = new Map<string, string>();
  for (const match of matches) {
    const earlier = seen.get(match.key);
    if (earlier !== undefined)
      throw new Error(`${fileName}: ${match.home}–${match.away} is in the file twice (${earlier} and ${match.date}); give the matches numbers ("num") or different rounds`);
    seen.set(match.key, match.date);
  }
}

const sideCount = (goals: ParsedGoal[], until: number): Score => [
  goals.filter((goal) => goal.side === 'home' && goal.minute <= until).length,
  goals.filter((goal) => goal.side === 'away' && goal.minute <= until).length,
];
const same = (a: Score, b: Score) => a[0] === b[0] && a[1] === b[1];

/**
 * A result whose half-time (and, after extra time, regular-time) score agrees with the goal
 * minutes. Goals listed in full (as many as the final score) win over a score that contradicts
 * them; without goals, a half-time score above the full-time one is dropped. Each change is a
 * warning for the import's report.
 */
export function reconcileScores(result: ParsedResult, goals: ParsedGoal[], describe: string): { result: ParsedResult; warnings: string[] } {
  const warnings: string[] = [];
  const final = result.extraTime ?? result.fullTime;
  const complete = goals.length === final[0] + final[1];
  let { halfTime, fullTime } = result;
  if (complete) {
    const firstHalf = sideCount(goals, 45);
    if (halfTime && !same(halfTime, firstHalf)) {
      warnings.push(`${describe}: half-time ${halfTime.join('-')} given, but the goal minutes make it ${firstHalf.join('-')}; the goals are kept`);
      halfTime = firstHalf;
    }
    const regular = sideCount(goals, 90);
    if (result.extraTime && !same(fullTime, regular)) {
      warnings.push(`${describe}: ${fullTime.join('-')} after 90 minutes given, but the goal minutes make it ${regular.join('-')}; the goals are kept`);
      fullTime = regular;
    }
  } else if (halfTime && (halfTime[0] > fullTime[0] || halfTime[1] > fullTime[1])) {
    warnings.push(`${describe}: half-time ${halfTime.join('-')} is more than full time ${fullTime.join('-')}; the half-time score is left out`);
    halfTime = null;
  }
  return { result: { ...result, halfTime, fullTime }, warnings };
}
