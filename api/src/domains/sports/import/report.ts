// What an import did, for the operator: what it created, updated and left unchanged, the
// matches' states, every stored result the file no longer gives (kept, or removed when asked),
// and every warning (a score the goals contradicted).
import type { StandingsRules } from '@matchday/contracts/sports/contract';

/** A stored result (score, events, the tables and bracket it decides) the file no longer gives. */
export interface ResultRemoval {
  home: string;
  away: string;
  /** The match's date as the file writes it. */
  date: string;
  /** The stored result: "3-3, 4-2 on penalties"; a replay's fixture: its real score, "to be replayed". */
  result: string;
  events: number;
  /** Removed (the import was allowed to); otherwise the match was kept as stored. */
  removed: boolean;
}

export interface ImportReport {
  competition: string;
  season: string;
  format: 'league' | 'cup' | 'groups_knockout';
  competitionId: string;
  seasonId: string;
  tieBreakers: StandingsRules;
  teams: number;
  newTeams: number;
  matches: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Matches left as stored because the file no longer gives their result (see `removals`). */
  kept: number;
  /** Every stored result the file no longer gives, kept or removed. */
  removals: ResultRemoval[];
  /** Matches the file gives a result for. */
  withResults: number;
  /** The season's matches by state as stored after the import (kept matches keep theirs). Finished: none in a replay (the engine plays them). */
  finished: number;
  /** Past kick-off with no result in the file: never played. */
  resultUnknown: number;
  /** Fixtures still to come (and, in a replay, the matches the engine will play). */
  toPlay: number;
  goals: number;
  /** Deductions given (null: none given, the stored ones kept). */
  deductions: number | null;
  deductionsChanged: boolean;
  replayFrom: Date | null;
  warnings: string[];
}

export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.competition} ${report.season} (${report.format}): ${report.teams} teams, ${report.matches} matches, ` +
      `${report.withResults} with results, ${report.goals} goals — competition ${report.competitionId}`,
    `  matches: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.kept} kept`,
    `  states: ${report.finished} finished, ${report.resultUnknown} result unknown, ${report.toPlay} to be played` +
      (report.replayFrom ? ` (replaying from ${report.replayFrom.toISOString()})` : ''),
    `  teams: ${report.newTeams} new; tables break ties by the ${report.tieBreakers} rules`,
  ];
  const removed = report.removals.filter((removal) => removal.removed);
  const kept = report.removals.filter((removal) => !removal.removed);
  const listed = (removals: ResultRemoval[]) =>
    removals.map((removal) => `    - ${removal.home}–${removal.away} (${removal.date}): ${removal.result}, ${removal.events} event${removal.events === 1 ? '' : 's'}`);
  if (kept.length > 0)
    lines.push(
      `  results the file no longer gives: ${kept.length}, kept as stored with their events (give --allow-removals to remove them)`,
      ...listed(kept),
    );
  if (removed.length > 0) lines.push(`  results removed (--allow-removals): ${removed.length}, with their events`, ...listed(removed));
  if (report.deductions !== null) lines.push(`  points deductions: ${report.deductions}${report.deductionsChanged ? ' (changed)' : ' (unchanged)'}`);
  lines.push(`  warnings: ${report.warnings.length}`, ...report.warnings.map((warning) => `    - ${warning}`));
  return lines.join('\n');
}
