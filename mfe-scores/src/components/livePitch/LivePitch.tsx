// The animated live tracker at the top of a live match's overview, as its sport's view asks:
// where play is on a football pitch (with the momentum graph under it), or who has the ball on
// a basketball court. A sport without a drawing (esports, or one this build does not know)
// renders nothing.
import Box from '@mui/material/Box';
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import type { ComponentType } from 'react';
import { viewOf, type LiveDrawing } from '../../sports/sportViews';
import { BasketballCourt } from './BasketballCourt';
import { FootballPitch } from './FootballPitch';
import { MomentumGraph } from './MomentumGraph';

type DrawingProps = { match: MatchSummary; events: MatchEvent[] };

function PitchWithMomentum({ match, events }: DrawingProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FootballPitch match={match} events={events} />
      <MomentumGraph match={match} events={events} />
    </Box>
  );
}

/** Each drawing a sport's view may name; a new one fails to compile until it is drawn here. */
const DRAWINGS: Record<LiveDrawing, ComponentType<DrawingProps>> = {
  pitchWithMomentum: PitchWithMomentum,
  court: BasketballCourt,
};

export function LivePitch({ match, events }: DrawingProps) {
  const drawing = viewOf(match)?.liveDrawing;
  if (!drawing) return null;
  const Drawing = DRAWINGS[drawing];
  return <Drawing match={match} events={events} />;
}
