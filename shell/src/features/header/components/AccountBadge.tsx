// Balance and avatar in the header once signed in; the balance follows the session store.
import { useFormat } from '@matchday/shared/format/format';
import { useSession } from '@matchday/shared/stores/sessionStore';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';

export default function AccountBadge() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const balance = useSession((state) => state.balance);
  const format = useFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="account-badge">
      <Chip
        component={Link}
        to="/user/coins"
        clickable
        icon={<MonetizationOnIcon />}
        label={balance === null ? '…' : format.coins(balance)}
        aria-label={t('header.balance', { count: balance ?? 0 })}
        data-testid="coin-balance"
        size="small"
        color="warning"
        variant="outlined"
      />
      <IconButton component={Link} to="/user" aria-label={t('header.account')} size="small">
        <Avatar src={user?.avatarUrl ?? undefined} alt={user?.username ?? ''} sx={{ width: 32, height: 32 }}>
          {user?.username?.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
    </Box>
  );
}
