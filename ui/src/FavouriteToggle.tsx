// The star beside a match, team or competition: pressed when it is a favourite. A visitor's
// click asks for a login (the store does that); a refused change is taken back with a toast.
import type { FavouriteKind } from '@matchday/contracts/favourites/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { toggleFavourite, useIsFavourite } from '@matchday/shared/stores/favouritesStore';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';

export interface FavouriteToggleProps {
  kind: FavouriteKind;
  id: string;
  size?: 'small' | 'medium';
}

export function FavouriteToggle({ kind, id, size = 'small' }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const starred = useIsFavourite(kind, id);
  const onClick = (event: MouseEvent) => {
    // Stars sit inside rows that are links: the click is the star's alone.
    event.preventDefault();
    event.stopPropagation();
    void toggleFavourite(kind, id);
  };
  return (
    <IconButton
      size={size}
      aria-pressed={starred}
      aria-label={t(starred ? 'favourites.remove' : 'favourites.add')}
      data-testid="favourite-toggle"
      onClick={onClick}
      sx={{ color: starred ? 'warning.main' : 'text.secondary' }}
    >
      {starred ? <Star fontSize="inherit" /> : <StarBorder fontSize="inherit" />}
    </IconButton>
  );
}
