// The page an invited friend opens (`/invite?code=…`): what they get, and a way to register with
// the code already filled in. A signed-in visitor is pointed to their own invitations instead.
import { useTranslation } from '@matchday/shared/i18n/react';
import { pathOf } from '@matchday/contracts/routes/routeTable';
import { Link, useSearchParams } from '@matchday/shared/routing/router';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { isInviteCode } from '@matchday/contracts/validation/rules';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function InvitePage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const valid = isInviteCode(code);
  const loggedIn = useSession((state) => state.token !== null);
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CardGiftcardIcon color="warning" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: '1.7rem', mb: 1 }}>
          {t('invite.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('invite.landing')}
        </Typography>
        {valid && (
          <Typography sx={{ mb: 3 }}>
            {t('invite.yourCode')}{' '}
            <Box component="strong" sx={{ letterSpacing: 2, fontFamily: 'monospace', fontSize: '1.2rem' }} data-testid="invite-landing-code">
              {code}
            </Box>
          </Typography>
        )}
        {!valid && (
          <Alert severity="warning" sx={{ mb: 3, textAlign: 'start' }}>
            {t('invite.invalidCode')}
          </Alert>
        )}
        {loggedIn ? (
          <Button component={Link} to="/user/invite" variant="outlined">
            {t('invite.alreadyMember')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={`${pathOf('login')}?mode=code${valid ? `&invite=${code}` : ''}&redirect=${encodeURIComponent('/user/coins')}`}
            variant="contained"
            size="large"
            data-testid="invite-accept"
          >
            {t('invite.accept')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
