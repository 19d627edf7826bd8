// Sport and competition filters of the match centre, with the search box; all in the address.
import { type Sport, SPORTS } from '@matchday/contracts/sports/contract';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '@matchday/shared/i18n/react';
import { loadCompetitions } from '../api/centreApi';
import { useCentreFilters } from '../hooks/centreFilters';
import { SelectInput } from '@matchday/ui/SelectInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import { MatchSearch } from './MatchSearch';

const ALL = 'all';

export function CentreFilters() {
  const { t } = useTranslation('scores');
  const [filters, setFilters] = useCentreFilters();
  const competitions = useApiRead(`competitions:${filters.sport ?? ALL}`, () => loadCompetitions(filters.sport));
  const options = competitions.data ?? [];
  // A competition from a shared link shows even before (or without) the list naming it.
  const selected = filters.competition === undefined ? ALL : String(filters.competition);
  const known = selected === ALL || options.some((competition) => competition.id === selected);
  return (
    <Box
      data-testid="centre-filters"
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: 1.5, mb: 2 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('centre.filters.sport')}
        value={filters.sport ?? ALL}
        onChange={(_, value: string | null) => value && setFilters({ sport: value === ALL ? undefined : (value as Sport) })}
        sx={{ flexShrink: 0, overflowX: 'auto' }}
      >
        <ToggleButton value={ALL} sx={{ textTransform: 'none' }}>
          {t('centre.filters.allSports')}
        </ToggleButton>
        {SPORTS.map((sport) => (
          <ToggleButton key={sport} value={sport} sx={{ textTransform: 'none' }}>
            {t(`sports.${sport}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SelectInput
        size="small"
        label={t('centre.filters.competition')}
        value={selected}
        onChange={(event) => setFilters({ competition: event.target.value === ALL ? undefined : Number(event.target.value) })}
        sx={{ minWidth: { md: 220 }, flex: { md: '0 1 280px' } }}
        helperText={competitions.status === 'error' ? t('centre.filters.competitionsFailed') : undefined}
      >
        <option value={ALL}>{t('centre.filters.allCompetitions')}</option>
        {!known && <option value={selected}>{t('centre.filters.competitionNumber', { id: selected })}</option>}
        {options.map((competition) => (
          <option key={competition.id} value={competition.id}>
            {competition.name}
          </option>
        ))}
      </SelectInput>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <MatchSearch />
      </Box>
    </Box>
  );
}
