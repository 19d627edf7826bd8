// The sport of the list, in `?sport=` (the first sport, football, unless the address names another).
import { type Sport, SPORTS } from '@matchday/contracts/sports/contract';
import { isSport } from '@matchday/contracts/sports/rules';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export function useChosenSport(): [Sport, (sport: Sport) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sport');
  const sport = isSport(requested) ? requested : SPORTS[0]!;
  const choose = (next: Sport) => {
    const updated = new URLSearchParams(params);
    updated.set('sport', next);
    setParams(updated, { replace: true });
  };
  return [sport, choose];
}

export function SportSelect() {
  const { t } = useTranslation('scores');
  const [sport, choose] = useChosenSport();
  return (
    <ToggleButtonGroup exclusive size="small" value={sport} aria-label={t('odds.sport')} onChange={(_, value: Sport | null) => value && choose(value)}>
      {SPORTS.map((item) => (
        <ToggleButton key={item} value={item}>
          {t(`sports.${item}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
