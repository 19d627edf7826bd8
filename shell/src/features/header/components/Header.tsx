// The header menu of the specification: Home, Match, Streamer, News, Video, Tips, Box,
// Tipster, Download, Log in/Register; balance and avatar once logged in; the site search.
// Entries of a remote the release switched off are not shown. Phones get the same menu in a drawer.
// The header is part of the static frame (every page, before any script): what depends on the
// address (the current entry, where Log in returns to) is filled in once the frame is live.
import { type MenuEntry, type RouteOwner, visibleMenu } from '@matchday/contracts/routes/routeTable';
import { useHydrated } from '@matchday/shared/stores/hydration';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { setThemeMode, useThemeMode } from '@matchday/shared/stores/themeModeStore';
import { LanguageSwitcher } from '@matchday/ui/LanguageSwitcher';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { SunIcon } from './SunIcon';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useLocation } from '@matchday/shared/routing/router';

// The phone menu is only downloaded when someone opens it, the account badge once signed in.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));
const AccountBadge = lazy(() => import('./AccountBadge'));
// So is the search dialog (its field, results, texts and api call); pointing at its button
// fetches it already. Every byte here is on every page's first visit (the home page's budget),
// hence the button's own two-stroke magnifier rather than MUI's Search icon.
const loadSearch = () => import('./SearchDialog');
const SearchDialog = lazy(loadSearch);

interface HeaderProps {
  isAvailable: (owner: RouteOwner) => boolean;
}

function isActive(entry: MenuEntry, pathname: string): boolean {
  return entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

export function Header({ isAvailable }: HeaderProps) {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const location = useLocation();
  const hydrated = useHydrated();
  const { pathname, search } = hydrated ? location : { pathname: '', search: '' };
  const loggedIn = useSession((state) => state.token !== null);
  const mode = useThemeMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const entries = visibleMenu(isAvailable).filter((entry) => !(loggedIn && entry.id === 'login'));
  const loginEntry = entries.find((entry) => entry.id === 'login');
  const navigation = entries.filter((entry) => entry.id !== 'login');
  const loginTarget = (entry: MenuEntry) =>
    !hydrated || pathname === entry.path ? entry.path : `${entry.path}?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <AppBar position="sticky" color="default" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56 } }}>
        <IconButton
          edge="start"
          aria-label={tShell('header.openMenu')}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', mr: { xs: 0, md: 2 }, whiteSpace: 'nowrap' }}
        >
          {t('meta.siteName')}
        </Typography>
        <Box component="nav" aria-label={tShell('header.mainMenu')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1, overflowX: 'auto' }}>
          {navigation.map((entry) => (
            <Button
              key={entry.id}
              component={Link}
              to={entry.path}
              data-menu={entry.id}
              color={isActive(entry, pathname) ? 'primary' : 'inherit'}
              aria-current={isActive(entry, pathname) ? 'page' : undefined}
              // The current entry is marked without changing its width, so nothing moves when it is.
              sx={{ whiteSpace: 'nowrap', fontWeight: 500, boxShadow: isActive(entry, pathname) ? 'inset 0 -2px 0 currentColor' : 'none' }}
            >
              {t(entry.labelKey)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <IconButton aria-label={tShell('header.search')} onClick={() => setSearchOpen(true)} onPointerEnter={loadSearch}>
          <SvgIcon>
            <path d="m15 15 6 6M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14" fill="none" stroke="currentColor" strokeWidth={2} />
          </SvgIcon>
        </IconButton>
        <LanguageSwitcher />
        <IconButton
          aria-label={t('theme.toggle')}
          onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {mode === 'dark' ? <SunIcon /> : <DarkModeIcon />}
        </IconButton>
        {loggedIn ? (
          <Suspense fallback={null}>
            <AccountBadge />
          </Suspense>
        ) : (
          loginEntry && (
            <Button
              component={Link}
              to={loginTarget(loginEntry)}
              variant="contained"
              data-menu="login"
              sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.875rem' }, flexShrink: 0 }}
            >
              {t(loginEntry.labelKey)}
            </Button>
          )
        )}
      </Toolbar>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            entries={navigation}
            isActive={(entry) => isActive(entry, pathname)}
            label={tShell('header.mainMenu')}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
