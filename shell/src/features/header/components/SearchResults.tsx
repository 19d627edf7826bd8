// The search dialog's list: a hint before anything is typed, "searching", "nothing found" or a
// failure with a retry, else the results grouped by kind, each a link (a listbox's option, which
// the field's arrows choose). The previous answer stays while the next one loads.
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SiteSearch } from '../hooks/useSiteSearch';
import type { SearchGroup } from './searchEntries';

interface SearchResultsProps {
  listId: string;
  optionId: (index: number) => string;
  /** Something is typed. */
  typed: boolean;
  search: SiteSearch;
  groups: SearchGroup[];
  /** The chosen entry's index among all the groups' entries. */
  active: number;
  onChoose: (key: string) => void;
  /** An entry was opened (clicked). */
  onOpen: () => void;
  /** The keys' hint (keyboards: not on a phone). */
  showKeys: boolean;
}

/** Read by screen readers only. */
const unseen = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function SearchResults({ listId, optionId, typed, search, groups, active, onChoose, onOpen, showKeys }: SearchResultsProps) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const answered = typed && search.status === 'ready';
  const message = (text: string, role: 'status' | 'alert' = 'status') => (
    <Typography role={role} color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
      {text}
    </Typography>
  );
  // Where each group's entries start among all the entries (the options' positions).
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.entries.length, 0));
  return (
    <Box sx={{ overflowY: 'auto', flex: 1 }} aria-busy={typed && search.status === 'loading'}>
      {!typed && message(t('search.hint'))}
      {typed && count === 0 && search.status !== 'ready' && search.status !== 'error' && message(t('search.searching'))}
      {typed && search.status === 'error' && (
        <Box role="alert" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('search.failed')}</Typography>
          <Button onClick={search.retry} sx={{ mt: 1 }}>
            {tCommon('status.retry')}
          </Button>
        </Box>
      )}
      {answered && count === 0 && message(t('search.nothing', { query: search.query }))}
      {answered && count > 0 && (
        <Typography role="status" sx={unseen}>
          {t('search.results', { count })}
        </Typography>
      )}
      {count > 0 && (
        <Box id={listId} role="listbox" aria-label={t('search.title')} sx={{ pb: 1 }}>
          {groups.map((group, at) => (
            <Box key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
              <Typography id={`${listId}-${group.kind}`} variant="overline" component="div" color="text.secondary" sx={{ px: 2, pt: 1 }}>
                {t(`search.kinds.${group.kind}`)}
              </Typography>
              {group.entries.map((entry, within) => {
                const position = starts[at]! + within;
                return (
                  <ListItemButton
                    key={entry.key}
                    id={optionId(position)}
                    component={Link}
                    to={entry.to}
                    role="option"
                    aria-selected={position === active}
                    selected={position === active}
                    tabIndex={-1}
                    data-kind={entry.kind}
                    onMouseMove={() => position !== active && onChoose(entry.key)}
                    onClick={onOpen}
                    sx={{ py: 0.5 }}
                  >
                    <ListItemText
                      primary={entry.primary}
                      secondary={entry.secondary || undefined}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                );
              })}
            </Box>
          ))}
        </Box>
      )}
      {showKeys && count > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          {t('search.keys')}
        </Typography>
      )}
    </Box>
  );
}
