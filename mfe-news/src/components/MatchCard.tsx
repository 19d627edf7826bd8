// A news page's match: its score, its detail one click away, and more news about either team.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScorePair } from '@matchday/ui/ScorePair';

export function MatchCard({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('news');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }} data-testid="article-match">
      <Typography variant="caption" color="text.secondary">
        {match.competition.name}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {match.status === 'not_started' ? (
          `${match.home.name} ${t('common:versus')} ${match.away.name}`
        ) : (
          <ScorePair separator="-" homeName={match.home.name} home={match.homeScore} away={match.awayScore} awayName={match.away.name} />
        )}
      </Typography>
      <Button component={Link} to={`/pc/detail?id=${match.id}`} size="small" sx={{ justifySelf: 'start' }}>
        {t('report.matchDetail')}
      </Button>
      <Button component={Link} to={`/news?team=${match.home.id}`} size="small" sx={{ justifySelf: 'start' }}>
        {t('report.moreAbout', { team: match.home.name })}
      </Button>
      <Button component={Link} to={`/news?team=${match.away.id}`} size="small" sx={{ justifySelf: 'start' }}>
        {t('report.moreAbout', { team: match.away.name })}
      </Button>
    </Paper>
  );
}

