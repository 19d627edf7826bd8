// The top of a match: both teams with their crests, the live score and clock (a second leg's aggregate), the competition and kick-off.
import { aggregateOf, type MatchSummary, teamCrestUrl, type TeamRef } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Crest, DelayedMark, useClockText } from '../../../components/matchList/MatchRow';
import { ScorePair } from '@matchday/ui/ScorePair';
import { FollowButton } from '../../../components/FollowButton';
import { MatchStreams } from './MatchStreams';
import { useRoundName } from '../../../components/competition/useRoundName';

/** The crest's place above a side's name, the same height loaded or not (the placeholder keeps it too). */
const CREST_BOX = { height: 48, mb: 0.5, display: 'flex', justifyContent: 'center' } as const;
/** The follow button's place under a side's name, kept by the placeholder too. */
const FOLLOW_BOX = { mt: 0.5, minHeight: 28 } as const;

function Side({ team, redCards }: { team: TeamRef; redCards: number }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
      <Box sx={CREST_BOX}>
        <Crest src={teamCrestUrl(team.id)} size={48} />
      </Box>
      <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.4rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {team.name}
      </Typography>
      <Box sx={FOLLOW_BOX}>
        <FollowButton kind="team" id={team.id} name={team.name} />
      </Box>
      {redCards > 0 && (
        <Box component="span" sx={{ display: 'inline-flex', gap: '2px', mt: 0.5 }}>
          {Array.from({ length: Math.min(redCards, 3) }, (_, index) => (
            <Box key={index} component="span" sx={{ width: 8, height: 11, bgcolor: 'error.main', borderRadius: '1px' }} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The header's place while the match loads: the same lines in the same type, empty, so the tabs
 * below do not jump when the match arrives (it was the detail pages' whole layout shift).
 */
export function MatchHeaderPlaceholder() {
  const { t } = useTranslation('scores');
  const blank = '\u00a0';
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={t('matchDetail.loading')} data-testid="match-header-placeholder" sx={{ p: { xs: 1.5, md: 2.5 }, mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {blank}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <Box sx={CREST_BOX} />
          <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.4rem' } }}>
            {blank}
          </Typography>
          <Box sx={FOLLOW_BOX} />
        </Box>
        <Box sx={{ minWidth: { xs: 88, md: 140 } }}>
          <Typography component="p" sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' }, fontWeight: 800 }}>
            {blank}
          </Typography>
          <Typography variant="body2">{blank}</Typography>
        </Box>
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        {blank}
      </Typography>
    </Paper>
  );
}

export function MatchHeader({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const clock = useClockText(match);
  // "Round 17" from the data is said in the fan's language ("الجولة 17", "第17轮").
  const roundName = useRoundName();
  const live = match.status === 'live';
  const played = live || match.status === 'finished';
  return (
    <Paper variant="outlined" data-testid="match-header" data-status={match.status} sx={{ p: { xs: 1.5, md: 2.5 }, mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 1 }}>
        {match.competition.name}
        {match.round ? ` · ${roundName(match.round)}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 3 } }}>
        <Side team={match.home} redCards={match.redCards.home} />
        <Box sx={{ textAlign: 'center', minWidth: { xs: 88, md: 140 } }}>
          <Typography data-testid="header-score" component="p" sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' }, fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: live ? 'error.main' : 'text.primary' }}>
            {played ? <ScorePair home={match.homeScore} away={match.awayScore} /> : '–'}
          </Typography>
          <Typography data-testid="header-clock" variant="body2" sx={{ color: live ? 'error.main' : 'text.secondary', fontWeight: live ? 700 : 400 }}>
            {clock}
            {match.delayed && <DelayedMark />}
          </Typography>
          {match.firstLeg && (
            <Typography data-testid="header-aggregate" variant="caption" color="text.secondary" component="p">
              {played ? t('matchDetail.aggregate', aggregateOf(match)!) : t('matchDetail.firstLeg', match.firstLeg)}
            </Typography>
          )}
          {match.penalties && (
            <Typography variant="caption" color="text.secondary">
              {t('matchDetail.penalties', { home: match.penalties.home, away: match.penalties.away })}
            </Typography>
          )}
        </Box>
        <Side team={match.away} redCards={match.redCards.away} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1 }}>
        {t('matchDetail.kickOff', { time: format.dateTime(match.startsAt) })}
        {match.venue ? ` · ${t('matchDetail.venue', { venue: match.venue })}` : ''}
      </Typography>
      <MatchStreams match={match} />
    </Paper>
  );
}
