// Words the api sends in English that the page shows in the reader's language: round names and
// the tie-breakers of a table. Anything it does not know is shown as sent.

export interface Label {
  key: string;
  values?: Record<string, string | number>;
}

const NAMED_ROUNDS: Record<string, string> = {
  'Round of 16': 'series.rounds.roundOf16',
  'Quarter-finals': 'series.rounds.quarterFinals',
  'Semi-finals': 'series.rounds.semiFinals',
  Final: 'series.rounds.final',
};

/** A round's label (`Round 12`, `Semi-finals`), or null to show the api's text. */
export function roundLabel(round: string): Label | null {
  const numbered = /^Round (\d+)$/.exec(round);
  if (numbered) return { key: 'series.rounds.numbered', values: { number: Number(numbered[1]) } };
  const named = NAMED_ROUNDS[round];
  return named ? { key: named } : null;
}

const STATISTICS = ['points', 'goalDifference', 'goalsFor', 'won', 'awayGoalsFor'];

/** A tie-breaker (`goalDifference`, `headToHead.points`) as a label, or null when unknown. */
export function tieBreakerLabel(criterion: string): Label | null {
  const [first, second] = criterion.split('.');
  if (second === undefined) return first && STATISTICS.includes(first) ? { key: `series.tieBreakers.${first}` } : null;
  if (first !== 'headToHead' || !STATISTICS.includes(second)) return null;
  return { key: 'series.tieBreakers.headToHead', values: { criterion: `series.tieBreakers.${second}` } };
}
