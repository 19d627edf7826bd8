// The season shown (`?season=`, newest by default); changing it reads that season's schedule from its start.
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import NativeSelect from '@mui/material/NativeSelect';

export function SeasonSelect({ seasons, value }: { seasons: string[]; value: string }) {
  const { t } = useTranslation('scores');
  const [params, setParams] = useSearchParams();
  const choose = (season: string) => {
    const next = new URLSearchParams(params);
    next.set('season', season);
    setParams(next, { replace: true });
  };
  return (
    <NativeSelect value={value} onChange={(event) => choose(event.target.value)} inputProps={{ 'aria-label': t('series.season') }} sx={{ mb: 2 }}>
      {seasons.map((season) => (
        <option key={season} value={season}>
          {season}
        </option>
      ))}
    </NativeSelect>
  );
}
