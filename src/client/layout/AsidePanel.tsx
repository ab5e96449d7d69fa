import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import type { NavigationItem } from '../../domain/navigation';
import { getSettings, subscribeSettings } from './settings';
import { VerticalNavigation } from './VerticalNavigation';

/** An 'aside' item's children, in a panel beside the navigation; any route change closes it. */
export function AsidePanel({ item, offset, onClose }: { item: NavigationItem; offset: number; onClose: () => void }) {
  const translate = useTranslate();
  const title = item.title ? translate(item.title, { _: item.title }) : '';
  // The panel opens beside the drawer, on whichever side the user put it.
  const side = useSyncExternalStore(subscribeSettings, getSettings).drawerPosition;
  return (
    <Drawer open anchor={side} onClose={onClose} slotProps={{ paper: { sx: { [side]: offset, width: 280 } }, backdrop: { invisible: true } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2 }}>
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <IconButton aria-label={translate('shell.navigation.closeAside')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <VerticalNavigation items={item.children ?? []} appearance="default" label={title} />
    </Drawer>
  );
}
