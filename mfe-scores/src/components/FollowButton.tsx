// Follow a team or a competition: its matches then come first in the lists, in the match centre's
// favourites, and raise alerts. A visitor's click asks for a login (the favourites store does).
import type { FavouriteKind } from '@matchday/contracts/favourites/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { toggleFavourite, useIsFavourite } from '@matchday/shared/stores/favouritesStore';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';

export function FollowButton({ kind, id, name }: { kind: Exclude<FavouriteKind, 'match'>; id: string; name: string }) {
  const { t } = useTranslation('scores');
  const following = useIsFavourite(kind, id);
  return (
    <Button
      size="small"
      variant={following ? 'contained' : 'outlined'}
      startIcon={following ? <Star /> : <StarBorder />}
      aria-pressed={following}
      aria-label={t(following ? 'follow.stop' : 'follow.start', { name })}
      onClick={() => void toggleFavourite(kind, id)}
      data-testid="follow-button"
      data-kind={kind}
      sx={{ borderRadius: 4, py: 0, minHeight: 28 }}
    >
      {t(following ? 'follow.following' : 'follow.follow')}
    </Button>
  );
}
