// A list of matches that stays live: read from the api, kept current by the score channels,
// grouped by sport and competition, windowed so a day of several hundred matches scrolls
// smoothly (only the rows on screen are in the page).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WindowVirtualizer } from 'virtua';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { firstMatchList, liveMatchList, type MatchListFilter } from '@matchday/shared/live/liveMatches';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useFavourites } from '@matchday/shared/stores/favouritesStore';
import { isFollowedMatch } from '@matchday/contracts/favourites/contract';
import { memo, useMemo } from 'react';
import { useFirstScreenFeed } from '../../hooks/firstScreenFeed';
import { useIsPhone } from '../../lib/detailLink';
import { groupMatches, listRows, type MatchGroup } from './groupMatches';
import { MatchRow } from './MatchRow';

/** Pixels of rows drawn beyond the screen's edges, so a quick flick does not show blanks. */
const BUFFER_PX = 600;
/** Rows drawn before the list can measure the screen (the server's first screen, the first render): a tall phone's worth. */
const FIRST_SCREEN_ROWS = 24;

interface LiveMatchListProps {
  filter: MatchListFilter;
  emptyText: string;
  /** Keeps only some matches (e.g. the favourites tab). */
  only?: (match: MatchSummary) => boolean;
}


/** A competition's heading, its logo first; the same group (rows are rebuilt only when the matches change) is not drawn again when the window moves. */
const GroupHeader = memo(function GroupHeader({ group }: { group: MatchGroup }) {
  const { t } = useTranslation('scores');
  return (
    <Box
      component="h3"
      data-testid="match-group"
      sx={{ m: 0, px: 1.5, py: 1, display: 'flex', gap: 1, alignItems: 'center', bgcolor: 'action.hover', fontSize: 14, fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}
    >
      {group.competition && group.sport ? (
        <>
          <span>{group.competition.name}</span>
          <Typography component="span" variant="caption" color="text.secondary">
            {t(`sports.${group.sport}`)} · {group.competition.country}
          </Typography>
        </>
      ) : (
        <span>{t('list.favourites')}</span>
      )}
    </Box>
  );
});

export function LiveMatchList({ filter, emptyText, only }: LiveMatchListProps) {
  const { t } = useTranslation('scores');
  const { isFavourite } = useFavourites();
  const phone = useIsPhone();
  const key = JSON.stringify(filter);
  const { state, retry } = useFirstScreenFeed(() => liveMatchList(filter), key, () => firstMatchList(filter));
  const matches = state?.matches;
  const rows = useMemo(
    () => listRows(groupMatches(only ? (matches ?? []).filter(only) : (matches ?? []), (match) => isFollowedMatch(isFavourite, match))),
    [matches, isFavourite, only],
  );
  if (!state || state.status === 'loading') return <LoadingState rows={8} label={t('list.loading')} />;
  if (state.status === 'error') return <ErrorState onRetry={retry} />;
  if (rows.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Box role="list" aria-label={t('list.label')} data-testid="match-list">
      <WindowVirtualizer data={rows} bufferSize={BUFFER_PX} itemSize={phone ? 61 : 45} ssrCount={FIRST_SCREEN_ROWS}>
        {(row) =>
          row.kind === 'group' ? (
            <GroupHeader key={`g:${row.group.key}`} group={row.group} />
          ) : (
            // A plain element: the window redraws its rows' holders whenever it measures them.
            <div key={`m:${row.match.id}`} role="listitem">
              <MatchRow match={row.match} phone={phone} />
            </div>
          )
        }
      </WindowVirtualizer>
    </Box>
  );
}
