// The user area (/user/*): a menu of sections and the section the address names. It composes
// the features; each section loads its own data.
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useLocation } from '@matchday/shared/routing/router';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { lazyPage } from '@matchday/ui/federation/remoteApp';
import { readProfile } from '../../features/profile/api/profileApi';
import { loadProfile, useProfile } from '../../lib/profileStore';
import { UserOverview } from './UserOverview';
import { FROZEN_SECTIONS, USER_SECTIONS, sectionAt, type UserSectionId } from './userSections';

// Each section's code is downloaded when it is opened: with them all, `/user` (the overview) was
// a 450 KB first visit, since the forms brought MUI's form controls and the profile its uploader.
// The opened section's code is asked for at once, beside the account's read, not after it.
const load = {
  profile: () => import('../../features/profile/components/ProfileSection'),
  security: () => import('../../features/security/components/PasswordForm'),
  phone: () => import('../../features/security/components/PhoneBindingForm'),
  coins: () => import('../../features/coins/components/CoinsSection'),
  orders: () => import('../../features/coins/components/OrdersSection'),
  invitations: () => import('../../features/invitations/components/InvitationsSection'),
  history: () => import('../../features/activity/components/HistorySection'),
  published: () => import('../../features/activity/components/PublishedSection'),
  posts: () => import('../../features/activity/components/PostsSection'),
  settings: () => import('../../features/settings/components/SettingsSection'),
  alerts: () => import('../../features/alerts/components/AlertsSection'),
  cancellation: () => import('../../features/cancellation/components/CancellationSection'),
};
const ProfileSection = lazyPage(load.profile, (module) => module.ProfileSection);
const PasswordForm = lazyPage(load.security, (module) => module.PasswordForm);
const PhoneBindingForm = lazyPage(load.phone, (module) => module.PhoneBindingForm);
const CoinHistorySection = lazyPage(load.coins, (module) => module.CoinHistorySection);
const OrdersSection = lazyPage(load.orders, (module) => module.OrdersSection);
const InvitationsSection = lazyPage(load.invitations, (module) => module.InvitationsSection);
const HistorySection = lazyPage(load.history, (module) => module.HistorySection);
const PublishedSection = lazyPage(load.published, (module) => module.PublishedSection);
const PostsSection = lazyPage(load.posts, (module) => module.PostsSection);
const SettingsSection = lazyPage(load.settings, (module) => module.SettingsSection);
const AlertsSection = lazyPage(load.alerts, (module) => module.AlertsSection);
const CancellationSection = lazyPage(load.cancellation, (module) => module.CancellationSection);

/** The code each section draws with (the overview's is in this chunk). */
const SECTION_CODE: Record<UserSectionId, (() => Promise<unknown>)[]> = {
  overview: [],
  basicInfo: [load.profile],
  security: [load.security, load.phone],
  coinHistory: [load.coins],
  orders: [load.orders],
  inviteFriends: [load.invitations],
  history: [load.history],
  published: [load.published],
  posts: [load.posts],
  settings: [load.settings, load.alerts],
  cancellation: [load.cancellation],
};

function SectionBody({ section, profile }: { section: UserSectionId; profile: UserProfile }) {
  switch (section) {
    case 'overview':
      return <UserOverview profile={profile} />;
    case 'basicInfo':
      return <ProfileSection key={profile.id} profile={profile} />;
    case 'security':
      return (
        <>
          <PasswordForm profile={profile} />
          <PhoneBindingForm profile={profile} />
        </>
      );
    case 'coinHistory':
      return <CoinHistorySection />;
    case 'orders':
      return <OrdersSection />;
    case 'inviteFriends':
      return <InvitationsSection />;
    case 'history':
      return <HistorySection />;
    case 'published':
      return <PublishedSection profile={profile} />;
    case 'posts':
      return <PostsSection />;
    case 'settings':
      return (
        <>
          <SettingsSection />
          <AlertsSection />
        </>
      );
    case 'cancellation':
      return <CancellationSection profile={profile} />;
  }
}

export function UserAreaPage() {
  const { t } = useTranslation(['account', 'common']);
  const { pathname } = useLocation();
  const token = useSession((state) => state.token);
  const profile = useProfile((state) => state.profile);
  const status = useProfile((state) => state.status);
  useEffect(() => {
    void loadProfile(readProfile);
  }, [token]);

  const requested = sectionAt(pathname);
  useEffect(() => {
    // A chunk that fails here fails again, visibly, when the section renders.
    for (const code of requested ? SECTION_CODE[requested] : []) void code().catch(() => undefined);
  }, [requested]);
  const frozen = profile?.status === 'frozen';
  const section: UserSectionId | null = requested && frozen && !FROZEN_SECTIONS.includes(requested) ? 'cancellation' : requested;
  const visible = USER_SECTIONS.filter((entry) => !frozen || FROZEN_SECTIONS.includes(entry.id));
  const current = section ?? 'overview';

  let body;
  if (!profile) body = status === 'failed' ? <ErrorState onRetry={() => void loadProfile(readProfile)} /> : <LoadingState />;
  else if (!section) body = <EmptyState title={t('common:page.notFound.description')} />;
  else
    body = (
      <Suspense fallback={<LoadingState />}>
        <SectionBody section={section} profile={profile} />
      </Suspense>
    );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }} data-section={current}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {section && section !== 'overview' ? t(`user.sections.${section}`) : t('user.title')}
      </Typography>
      {/* Phone: the sections scroll across the top. */}
      <Tabs value={visible.some((entry) => entry.id === current) ? current : false} variant="scrollable" allowScrollButtonsMobile sx={{ display: { md: 'none' }, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {visible.map((entry) => (
          <Tab key={entry.id} value={entry.id} label={t(entry.id === 'overview' ? 'user.overview' : `user.sections.${entry.id}`)} component={Link} to={entry.path} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {/* Desktop: the sections as a menu beside the page. */}
        <Paper variant="outlined" component="nav" aria-label={t('user.title')} sx={{ display: { xs: 'none', md: 'block' }, width: 230, flexShrink: 0, position: 'sticky', top: 80 }}>
          <List dense>
            {visible.map((entry) => (
              <ListItemButton key={entry.id} component={Link} to={entry.path} selected={entry.id === current} aria-current={entry.id === current ? 'page' : undefined}>
                <ListItemText primary={t(entry.id === 'overview' ? 'user.overview' : `user.sections.${entry.id}`)} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>{body}</Box>
      </Box>
    </Box>
  );
}
