// The way to top up coins, beside a spend that is short of them.
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Button from '@mui/material/Button';
import { TOP_UP_PATH } from '../hooks/useCoinSpend';

export function TopUpLink() {
  const { t } = useTranslation('tips');
  return (
    <Button component={Link} to={TOP_UP_PATH} color="inherit" size="small" data-testid="top-up-link">
      {t('detail.topUp')}
    </Button>
  );
}
