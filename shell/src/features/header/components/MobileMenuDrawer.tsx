// The header menu on a phone, in a drawer.
import type { MenuEntry } from '@matchday/shared/routes/routeTable';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';

interface MobileMenuDrawerProps {
  entries: MenuEntry[];
  isActive: (entry: MenuEntry) => boolean;
  label: string;
  onClose: () => void;
}

export default function MobileMenuDrawer({ entries, isActive, label, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open onClose={onClose}>
      <List sx={{ width: 240 }} component="nav" aria-label={label}>
        {entries.map((entry) => (
          <ListItemButton key={entry.id} component={Link} to={entry.path} selected={isActive(entry)} onClick={onClose}>
            <ListItemText primary={t(entry.labelKey)} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
