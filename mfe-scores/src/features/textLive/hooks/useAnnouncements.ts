// The commentary lines to announce to screen readers: only those that arrive after the first
// answer (the backlog is read, not announced), and at most a few at once.
import { useRef } from 'react';
import type { CommentaryLine } from './commentaryLine';

/** A burst of events is summed up by its newest lines. */
export const MAX_ANNOUNCED = 3;

/** `lines` newest first; returns the new lines, oldest first, as they should be read. */
export function useAnnouncements(lines: readonly CommentaryLine[], ready: boolean): CommentaryLine[] {
  const seen = useRef<number | null>(null);
  const announced = useRef<CommentaryLine[]>([]);
  if (!ready) return announced.current;
  const newest = lines[0]?.seq ?? 0;
  if (seen.current === null) seen.current = newest;
  else if (newest > seen.current) {
    const last = seen.current;
    announced.current = lines.filter((line) => line.seq > last).slice(0, MAX_ANNOUNCED).reverse();
    seen.current = newest;
  }
  return announced.current;
}
