// The last releases, newest first, as the api sends them: each one's number, time and note, and
// the canaries it ran. A note is shown whole and wrapped: an automatic roll-back's carries the
// figures it was judged on, and an operator reads them there. The list starts short (the field
// data sits below it) and opens to every release the api sent.
import type { CanaryView } from '@matchday/contracts/releases/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { packageName } from '@matchday/contracts/routes/routeTable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PastRelease } from '../utils/releaseLookups';

/** Releases shown before the list is opened. */
export const HISTORY_FIRST_SHOWN = 5;

function CanaryChips({ canaries }: { canaries: CanaryView[] }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {t('releases.history.canaries')}
      </Typography>
      {canaries.map((canary) => (
        <Chip
          key={canary.remote}
          size="small"
          variant="outlined"
          data-testid="release-history-canary"
          label={t('releases.history.canary', { remote: packageName(canary.remote), version: canary.version, share: format.percent(canary.percent / 100) })}
        />
      ))}
    </Box>
  );
}

export function ReleaseHistory({ history, currentRelease }: { history: PastRelease[]; currentRelease: number }) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const shown = open ? history : history.slice(0, HISTORY_FIRST_SHOWN);
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="release-history" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('releases.history.title')}
      </Typography>
      <Box component="ol" id={listId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {shown.map((release) => (
          <Box
            component="li"
            key={release.release}
            data-testid="release-history-entry"
            data-release={release.release}
            sx={{
              // A logical border (the line sits on the reading side in Arabic too): not one of sx's themed keys, so written out.
              borderInlineStart: '3px solid',
              borderInlineStartColor: (theme) => (release.release === currentRelease ? theme.palette.primary.main : theme.palette.divider),
              paddingInlineStart: 1.5,
              py: 0.5,
              display: 'grid',
              gap: 0.5,
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t('releases.history.release', { release: release.release })}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {format.dateTime(release.createdAt)}
              </Typography>
              {release.release === currentRelease && <Chip size="small" color="primary" label={t('releases.history.current')} />}
            </Box>
            <Typography variant="body2" data-testid="release-history-note" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {release.note}
            </Typography>
            {release.canaries.length > 0 && <CanaryChips canaries={release.canaries} />}
          </Box>
        ))}
      </Box>
      {history.length > HISTORY_FIRST_SHOWN && (
        <Box>
          <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} data-testid="release-history-toggle">
            {t(open ? 'releases.history.showFewer' : 'releases.history.showAll')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
