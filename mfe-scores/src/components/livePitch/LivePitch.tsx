// The animated live tracker at the top of a live match's overview: where play is on a football
// pitch (with the momentum graph under it), or who has the ball on a basketball court. Other
// sports have no drawing, so it renders nothing for them.
import Box from '@mui/material/Box';
import type { MatchEvent, MatchSummary } from '@matchday/shared/api/sports';
import { BasketballCourt } from './BasketballCourt';
import { FootballPitch } from './FootballPitch';
import { MomentumGraph } from './MomentumGraph';

export function LivePitch({ match, events }: { match: MatchSummary; events: MatchEvent[] }) {
  if (match.sport === 'football') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <FootballPitch match={match} events={events} />
        <MomentumGraph match={match} events={events} />
      </Box>
    );
  }
  if (match.sport === 'basketball') return <BasketballCourt match={match} events={events} />;
  return null;
}
