// Published: the prediction plans an expert has put up, with their result; a user who is not an
// expert is shown how to become one.
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { PagedList } from '@matchday/ui/PagedList';
import { EmptyState } from '@matchday/ui/StatusViews';
import { usePagedList } from '@matchday/ui/usePagedList';
import List from '@mui/material/List';
import { SectionCard } from '../../../components/SectionCard';
import { listPublishedPlans } from '../api/activityApi';

function PlanList() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const list = usePagedList('published-plans', listPublishedPlans);
  return (
    <PagedList
      list={list}
      container={(rows) => (
        <List dense disablePadding data-testid="published-plans">
          {rows}
        </List>
      )}
      emptyTitle={t('published.none')}
      renderItem={(plan) => (
        <ListItem key={plan.id} divider>
          <ListItemText primary={plan.title} secondary={`${t('published.deadline')} ${format.dateTime(plan.purchaseDeadline)}`} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip size="small" label={t(`published.results.${plan.result}`)} color={plan.result === 'hit' ? 'success' : plan.result === 'miss' ? 'error' : 'default'} />
            <Chip size="small" variant="outlined" label={plan.price === 0 ? t('published.free') : t('coins.amount', { count: plan.price })} />
          </Box>
        </ListItem>
      )}
    />
  );
}

export function PublishedSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  return (
    <SectionCard title={t('user.sections.published')}>
      {profile.roles.includes('expert') ? (
        <PlanList />
      ) : (
        <>
          <EmptyState title={t('published.notExpert')} hint={t('published.becomeExpert')} />
          <Box sx={{ textAlign: 'center' }}>
            <Button component={Link} to="/channel" variant="outlined">
              {t('published.apply')}
            </Button>
          </Box>
        </>
      )}
    </SectionCard>
  );
}
