// The user area's first page: who you are, your balance, what needs doing, and the way out.
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSubmit } from '@matchday/ui/useSubmit';
import { Link } from '@matchday/shared/routing/router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BalanceCard } from '../../features/coins/components/CoinsSection';
import { logOut } from '../../features/settings/hooks/logOut';
import { USER_SECTIONS } from './userSections';

export function UserOverview({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const leaving = useSubmit(logOut);
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={profile.avatarUrl ?? undefined} alt={profile.username} sx={{ width: 64, height: 64 }}>
          {profile.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }} data-testid="overview-username">
            {profile.username}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {profile.signature || t('profile.noSignature')}
          </Typography>
        </Box>
        <Button component={Link} to="/user/profile" variant="outlined" size="small">
          {t('profile.edit')}
        </Button>
        <Button color="error" size="small" onClick={() => void leaving.submit()} disabled={leaving.busy} data-testid="overview-log-out">
          {t('user.logOut')}
        </Button>
      </Paper>
      {!profile.passwordSet && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="set-password-prompt"
          action={
            <Button component={Link} to="/user/security" color="inherit" size="small">
              {t('security.setPassword')}
            </Button>
          }
        >
          {t('common:validation.pleaseSetPassword')}
        </Alert>
      )}
      <BalanceCard />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1 }}>
        {USER_SECTIONS.filter((section) => section.id !== 'overview').map((section) => (
          <Button key={section.id} component={Link} to={section.path} variant="outlined" sx={{ py: 1.5 }}>
            {t(`user.sections.${section.id}`)}
          </Button>
        ))}
      </Box>
    </>
  );
}
