// Two sides' scores, home first in the reading direction. Digits around a dash are one
// left-to-right number run ("0-1") whatever the page's direction, so in Arabic the home score
// would sit beside the away team; as flex items they follow the direction: right to left, the
// home score is on the right, beside the home team. With names, the whole line is laid out so.
// The spaces inside the items are dropped by the flex layout (the gap spaces them) but kept in
// the text: a screen reader and a copy read "Home 1 – 0 Away".
import type { ReactNode } from 'react';

interface ScorePairProps {
  home: ReactNode;
  away: ReactNode;
  /** The teams' names around the scores, for a line that names them. */
  homeName?: ReactNode;
  awayName?: ReactNode;
  separator?: string;
  className?: string;
}

export function ScorePair({ home, away, homeName, awayName, separator = '–', className }: ScorePairProps) {
  return (
    <span className={className} style={{ display: 'inline-flex', gap: '0.3em', alignItems: 'baseline', flexWrap: 'wrap' }}>
      {homeName !== undefined && <span>{homeName} </span>}
      <span data-side="home">{home}</span>
      <span> {separator} </span>
      <span data-side="away">{away}</span>
      {awayName !== undefined && <span> {awayName}</span>}
    </span>
  );
}
