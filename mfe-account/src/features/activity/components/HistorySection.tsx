// Pages viewed in this browser, newest first, with a way to clear them.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { clearViewHistory, useViewHistory } from '@matchday/shared/stores/viewHistoryStore';
import { EmptyState } from '@matchday/ui/StatusViews';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { SectionCard } from '../../../components/SectionCard';

export function HistorySection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const entries = useViewHistory();
  return (
    <SectionCard
      title={t('user.sections.history')}
      testId="view-history"
      action={
        entries.length > 0 && (
          <Button size="small" onClick={clearViewHistory}>
            {t('history.clear')}
          </Button>
        )
      }
    >
      {entries.length === 0 ? (
        <EmptyState title={t('history.none')} hint={t('history.hint')} />
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItemButton key={entry.path} component={Link} to={entry.path} divider>
              <ListItemText primary={entry.title} secondary={format.dateTime(entry.viewedAt)} />
            </ListItemButton>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
