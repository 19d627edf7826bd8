// The teams and competitions a fan follows, each with its crest and its star to stop following.
import type { FollowingResponse } from '@matchday/contracts/favourites/contract';
import { competitionLogoUrl, teamCrestUrl } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { FavouriteToggle } from '@matchday/ui/FavouriteToggle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Crest } from '../../../components/matchList/MatchRow';

export function FollowingBar({ following }: { following: Pick<FollowingResponse, 'teams' | 'competitions'> }) {
  const { t } = useTranslation('scores');
  const items = [
    ...following.teams.map((team) => ({ kind: 'team' as const, id: team.id, name: team.name, image: teamCrestUrl(team.id) })),
    ...following.competitions.map((competition) => ({ kind: 'competition' as const, id: competition.id, name: competition.name, image: competitionLogoUrl(competition.id) })),
  ];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={t('centre.favourites.following')} sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="following-bar">
      <Typography variant="overline" component="h3">
        {t('centre.favourites.following')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={`${item.kind}:${item.id}`}
            data-testid="followed"
            data-kind={item.kind}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, border: 1, borderColor: 'divider', borderRadius: 4, paddingInlineStart: 1 }}
          >
            <Crest src={item.image} size={18} />
            <span>{item.name}</span>
            <FavouriteToggle kind={item.kind} id={item.id} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
