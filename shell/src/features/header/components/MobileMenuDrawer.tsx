// The header menu on a phone, in a drawer.
import type { MenuEntry } from '@matchday/contracts/routes/routeTable';
import { setThemeMode, useThemeMode } from '@matchday/shared/stores/themeModeStore';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { SunIcon } from './SunIcon';

interface MobileMenuDrawerProps {
  entries: MenuEntry[];
  isActive: (entry: MenuEntry) => boolean;
  label: string;
  onClose: () => void;
}

export default function MobileMenuDrawer({ entries, isActive, label, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const mode = useThemeMode();
  return (
    <Drawer open onClose={onClose}>
      <List sx={{ width: 240 }} component="nav" aria-label={label}>
        {entries.map((entry) => (
          <ListItemButton key={entry.id} component={Link} to={entry.path} selected={isActive(entry)} onClick={onClose}>
            <ListItemText primary={t(entry.labelKey)} />
          </ListItemButton>
        ))}
        <Divider sx={{ my: 1 }} />
        {/* The header hides this toggle on phones; it lives here instead. */}
        <ListItemButton onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}>
          <ListItemIcon>{mode === 'dark' ? <SunIcon /> : <DarkModeIcon />}</ListItemIcon>
          <ListItemText primary={t('theme.toggle')} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
