// The commentary of one match: its score line, then every event as a sentence, newest first.
// Lines that arrive are announced politely (the reader's focus stays where it is), and a reader
// who has scrolled down the commentary keeps their place when lines are added on top.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { liveMatch } from '@matchday/shared/live/liveMatches';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { DelayedMark, useClockText } from '../../../components/matchList/MatchRow';
import { useFeed } from '@matchday/shared/live/useFeed';
import { matchDetailPath, useIsPhone } from '../../../lib/detailLink';
import { commentaryLine, type CommentaryLine } from '../hooks/commentaryLine';
import { CommentaryLines } from './CommentaryLines';
import { useAnnouncements } from '../hooks/useAnnouncements';

function ScoreLine({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  const clock = useClockText(match);
  const scored = match.status === 'live' || match.status === 'finished';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }} data-testid="text-live-score">
      <Typography variant="caption" color="text.secondary" component="p">
        {match.competition.name} · <span data-testid="text-live-clock">{clock}</span>
        {match.delayed && <DelayedMark />}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1, my: 0.5 }}>
        <Typography variant="h3" component="p" sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>
          {match.home.name}
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} aria-label={t('textLive.scoreLabel', { score: `${match.homeScore}:${match.awayScore}` })}>
          {scored ? `${match.homeScore} : ${match.awayScore}` : '–'}
        </Typography>
        <Typography variant="h3" component="p" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
          {match.away.name}
        </Typography>
      </Box>
      <Typography variant="body2" component={Link} to={matchDetailPath(match.id, phone)} sx={{ color: 'primary.main' }}>
        {t('textLive.openDetail')}
      </Typography>
    </Paper>
  );
}

export function Commentary({ matchId }: { matchId: string }) {
  const { t } = useTranslation('scores');
  const { state, retry } = useFeed(() => liveMatch(matchId), matchId);
  const match = state?.detail?.match;
  const events = state?.events;
  // Newest first: the events come oldest first, in `seq` order.
  const lines = useMemo<CommentaryLine[]>(() => (match && events ? events.map((event) => commentaryLine(event, match)).reverse() : []), [events, match]);
  const announcement = useAnnouncements(lines, state?.status === 'ready');
  const scroller = useRef<HTMLDivElement>(null);
  const height = useRef(0);
  // Lines are added at the top: a reader below the top is moved down by as much, so the line they
  // were reading stays in place (the browser's own scroll anchoring is off for this box).
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (box.scrollTop > 0 && height.current > 0) box.scrollTop += box.scrollHeight - height.current;
    height.current = box.scrollHeight;
  }, [lines.length]);

  if (!state || state.status === 'loading') return <LoadingState rows={6} label={t('textLive.loading')} />;
  if (state.status === 'error' || !match) return <ErrorState onRetry={retry} />;
  return (
    <Box>
      <ScoreLine match={match} />
      <Box aria-live="polite" aria-atomic="false" data-testid="text-live-announcer" sx={visuallyHidden}>
        {announcement.map((line) => (
          <p key={line.seq}>{`${line.clock ? `${t(line.clock.key, line.clock.values)} ` : ''}${t(line.sentence.key, line.sentence.values)}`}</p>
        ))}
      </Box>
      <Box
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={t('textLive.linesLabel')}
        data-testid="text-live-scroller"
        onScroll={(event) => (height.current = event.currentTarget.scrollHeight)}
        sx={{ maxHeight: { xs: '65vh', md: '70vh' }, overflowY: 'auto', overflowAnchor: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <CommentaryLines lines={lines} emptyText={t('textLive.empty')} />
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
  border: 0,
} as const;
