// What an import did, for the operator: what it created, updated and left unchanged, the
// matches' states, and every warning (a score the goals contradicted).
import type { StandingsRules } from '@matchday/shared/api/sports';

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
  /** Matches the file gives a result for. */
  withResults: number;
  /** Stored as finished (none in a replay: the engine plays them). */
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
    `  matches: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`,
    `  states: ${report.finished} finished, ${report.resultUnknown} result unknown, ${report.toPlay} to be played` +
      (report.replayFrom ? ` (replaying from ${report.replayFrom.toISOString()})` : ''),
    `  teams: ${report.newTeams} new; tables break ties by the ${report.tieBreakers} rules`,
  ];
  if (report.deductions !== null) lines.push(`  points deductions: ${report.deductions}${report.deductionsChanged ? ' (changed)' : ' (unchanged)'}`);
  lines.push(`  warnings: ${report.warnings.length}`, ...report.warnings.map((warning) => `    - ${warning}`));
  return lines.join('\n');
}
