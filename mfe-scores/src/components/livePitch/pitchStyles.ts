// Styles the pitch, the court and the momentum graph share.
import { keyframes } from '@emotion/react';

/** Read by screen readers, not shown: the live text of the last event. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A ring that grows and fades once: a goal or a basket. */
export const pulse = keyframes`from { transform: scale(0.4); opacity: 0.9; } to { transform: scale(2.6); opacity: 0; }`;

/** Motion for people who have not asked their system for less. */
export const noMotionWhenReduced = { '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' } } as const;

/** Caption under a drawing: logical properties, so Arabic lays it out right to left. */
export const captionSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 28,
  paddingInlineStart: 1,
  paddingInlineEnd: 1,
  textAlign: 'start',
  fontSize: 14,
} as const;
