// One coming match's preview: kick-off (browser's zone), the teams with their last five
// results, how their meetings went, the last one, and the opening prices; it opens the match.
import type { MatchPreview } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { matchDetailPath } from '../../../lib/detailLink';
import { ScorePair } from '@matchday/ui/ScorePair';

const RESULT_COLOUR = { W: 'success.main', D: 'text.disabled', L: 'error.main' } as const;

function Form({ results, label }: { results: MatchPreview['homeForm']; label: string }) {
  const { t } = useTranslation('scores');
  return (
    <Box component="span" data-testid="form" aria-label={label} sx={{ display: 'inline-flex', gap: 0.5 }}>
      {results.length === 0 && <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>{t('previews.noForm')}</Box>}
      {results.map((result, index) => (
        <Box key={index} component="span" title={t(`previews.result.${result}`)} sx={{ minWidth: 20, px: 0.25, borderRadius: 0.5, fontSize: 12, fontWeight: 700, textAlign: 'center', color: 'common.white', bgcolor: RESULT_COLOUR[result] }}>
          {t(`previews.resultShort.${result}`)}
        </Box>
      ))}
    </Box>
  );
}

function Side({ name, form, label }: { name: string; form: MatchPreview['homeForm']; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
      <Box component="span" sx={{ fontWeight: 600, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
      <Form results={form} label={label} />
    </Box>
  );
}

export function PreviewCard({ preview, phone }: { preview: MatchPreview; phone: boolean }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const { match, headToHead, lastMeeting } = preview;
  const european = preview.odds.find((line) => line.market === 'european');
  const meetings = headToHead.homeWins + headToHead.draws + headToHead.awayWins;
  return (
    <Box
      component={Link}
      to={matchDetailPath(match.id, phone)}
      data-testid="preview-card"
      data-match-id={match.id}
      aria-label={`${match.home.name} – ${match.away.name}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, color: 'inherit', textDecoration: 'none', bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <Typography variant="caption" color="text.secondary">
        {format.time(match.startsAt)} · {match.competition.name}
      </Typography>
      <Side name={match.home.name} form={preview.homeForm} label={t('previews.formOf', { team: match.home.name })} />
      <Side name={match.away.name} form={preview.awayForm} label={t('previews.formOf', { team: match.away.name })} />
      <Typography variant="body2" data-testid="head-to-head" color="text.secondary">
        {meetings === 0
          ? t('previews.noMeetings')
          : t('previews.headToHead', { home: headToHead.homeWins, draws: headToHead.draws, away: headToHead.awayWins })}
      </Typography>
      {lastMeeting && (
        <Typography variant="body2" data-testid="last-meeting" color="text.secondary">
          {t('previews.lastMeeting', { date: format.date(lastMeeting.startsAt) })}{' '}
          <ScorePair separator="-" homeName={lastMeeting.home.name} home={lastMeeting.homeScore} away={lastMeeting.awayScore} awayName={lastMeeting.away.name} />
        </Typography>
      )}
      {european && (
        <Box data-testid="preview-odds" sx={{ display: 'flex', gap: 2, fontSize: 14, fontVariantNumeric: 'tabular-nums' }}>
          {(['home', 'draw', 'away'] as const)
            .filter((side) => european[side] !== null)
            .map((side) => (
              <Box component="span" key={side}>
                <Box component="span" sx={{ color: 'text.secondary', marginInlineEnd: 0.5 }}>{t(`previews.odds.${side}`)}</Box>
                {format.oddsPrice(european[side]!)}
              </Box>
            ))}
        </Box>
      )}
    </Box>
  );
}
