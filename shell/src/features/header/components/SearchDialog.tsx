// The site search: a field, and, once typing pauses, the best teams, competitions, players,
// streamers, tipsters and articles, grouped by kind, each a link to its page. The field keeps
// the focus (a combobox over the list): arrows move through the results, Enter opens the one
// chosen (the best unless another is), Escape closes. Full screen on a phone.
import { SEARCH_MAX_LENGTH } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PHONE_QUERY } from '@matchday/contracts/routes/routeTable';
import { useNavigate } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import useMediaQuery from '@mui/material/useMediaQuery';
import { use, useEffect, useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useSiteSearch } from '../hooks/useSiteSearch';
import { searchTexts } from '../i18n/searchTexts';
import { isolate, searchGroups, type EntryWords, type SearchEntry } from './searchEntries';
import { SearchResults } from './SearchResults';

/**
 * The field is a plain input in the theme's type and colours (its row's border shows the focus):
 * MUI's InputBase, which nothing else in the shell uses, would add an entry to the shell's share
 * tables, which every page's first visit downloads. The Close icon is drawn here for the same
 * reason (MUI's would be a file of its own, listed there too).
 */
const fieldStyle = {
  flex: 1,
  minWidth: 0,
  py: 1,
  border: 0,
  outline: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1.05rem',
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
} as const;

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  use(searchTexts());
  const { t } = useTranslation('shell');
  const format = useFormat();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useSiteSearch(text);
  const words: EntryWords = useMemo(
    () => ({
      sport: (sport) => t(`search.sports.${sport}`),
      match: (match) =>
        t(match.status === 'live' ? 'search.liveMatch' : 'search.nextMatch', {
          home: isolate(match.home),
          away: isolate(match.away),
          when: isolate(format.dateTime(match.startsAt)),
        }),
      date: (at) => format.date(at),
      onAir: t('search.onAir'),
    }),
    [t, format],
  );
  const typed = text.trim() !== '';
  const groups = useMemo(() => (typed && search.results ? searchGroups(search.results, phone, words) : []), [typed, search.results, phone, words]);
  const entries = groups.flatMap((group) => group.entries);
  // The chosen entry, or the best one; a new answer without it chooses the best again.
  const active = Math.max(0, entries.findIndex((entry) => entry.key === chosen));
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    // the test DOM has no scrolling.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = (entry: SearchEntry) => {
    onClose();
    navigate(entry.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A Chinese or Japanese input method uses the arrows and Enter while it composes.
    if (event.nativeEvent.isComposing || entries.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen(entries[(active + step + entries.length) % entries.length]!.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(entries[active]!);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      data-testid="site-search-dialog"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { 'aria-label': t('search.title'), sx: { mt: { sm: 8 }, maxHeight: { sm: 'calc(100% - 128px)' } } } }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2.5, pr: 2, py: 1, borderBottom: 2, borderColor: 'divider', '&:focus-within': { borderColor: 'primary.main' } }}
      >
        <Box
          component="input"
          autoFocus
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={entries.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={entries.length > 0 ? optionId(active) : undefined}
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          data-testid="site-search-input"
          sx={fieldStyle}
        />
        <IconButton aria-label={t('search.close')} onClick={onClose} edge="end">
          <SvgIcon>
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </SvgIcon>
        </IconButton>
      </Box>
      <SearchResults
        listId={`${id}-results`}
        optionId={optionId}
        typed={typed}
        search={search}
        groups={groups}
        active={active}
        onChoose={setChosen}
        onOpen={onClose}
        showKeys={!phone}
      />
    </Dialog>
  );
}
