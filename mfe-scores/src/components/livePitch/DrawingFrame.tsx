// The frame of a live drawing (the pitch, the court): its box, named for tests by its sport,
// and its picture, scaled to the width and described for screen readers by `summary`. What
// follows the picture (its caption, its live text) comes in `below`.
import type { Sport } from '@matchday/contracts/sports/rules';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function DrawingFrame({ sport, width, height, summary, children, below }: { sport: Sport; width: number; height: number; summary: string; children: ReactNode; below: ReactNode }) {
  return (
    <Box data-testid="live-pitch" data-sport={sport} sx={{ position: 'relative', width: '100%' }}>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, borderRadius: 1 }}
      >
        {children}
      </Box>
      {below}
    </Box>
  );
}
