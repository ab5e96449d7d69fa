import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LAYOUT_NAMES, type LayoutName } from './layout-config';
import {
  DRAWER_POSITIONS,
  getSettings,
  SCHEMES,
  subscribeSettings,
  THEMES,
  updateSettings,
  type DrawerPosition,
  type Scheme,
  type ThemeName,
} from './settings';
import { THEME_COLOURS } from './theme';

/** Theme, scheme, menu side and layout choices; each choice persists at once. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const settings = useSyncExternalStore(subscribeSettings, getSettings);
  const [params, setParams] = useSearchParams();
  const chooseLayout = (layout: LayoutName) => {
    updateSettings({ layout });
    // A ?layout= in the address would hide the choice just made.
    if (params.has('layout')) {
      params.delete('layout');
      setParams(params, { replace: true });
    }
  };
  const heading = (key: string) => (
    <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 3, mb: 1, fontWeight: 700 }}>
      {translate(key)}
    </Typography>
  );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 340, p: 3 }, role: 'dialog', 'aria-label': translate('shell.settings.title') } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('shell.settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('shell.settings.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {heading('shell.settings.theme')}
      <ToggleButtonGroup
        exclusive
        value={settings.theme}
        onChange={(_, theme: ThemeName | null) => theme && updateSettings({ theme })}
        sx={{ flexWrap: 'wrap' }}
        aria-label={translate('shell.settings.theme')}
      >
        {THEMES.map((theme) => (
          <ToggleButton key={theme} value={theme} sx={{ gap: 1, textTransform: 'none', width: '33.33%' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: THEME_COLOURS[theme].main }} />
            {translate(`shell.settings.themes.${theme}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {heading('shell.settings.scheme')}
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={settings.scheme}
        onChange={(_, scheme: Scheme | null) => scheme && updateSettings({ scheme })}
        aria-label={translate('shell.settings.scheme')}
      >
        {SCHEMES.map((scheme) => (
          <ToggleButton key={scheme} value={scheme} sx={{ textTransform: 'none' }}>
            {translate(`shell.settings.schemes.${scheme}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {heading('shell.settings.drawerPosition')}
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={settings.drawerPosition}
        onChange={(_, drawerPosition: DrawerPosition | null) => drawerPosition && updateSettings({ drawerPosition })}
        aria-label={translate('shell.settings.drawerPosition')}
      >
        {DRAWER_POSITIONS.map((position) => (
          <ToggleButton key={position} value={position} sx={{ textTransform: 'none' }}>
            {translate(`shell.settings.drawerPositions.${position}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {heading('shell.settings.layout')}
      <ToggleButtonGroup
        exclusive
        value={settings.layout}
        onChange={(_, layout: LayoutName | null) => layout && chooseLayout(layout)}
        sx={{ flexWrap: 'wrap' }}
        aria-label={translate('shell.settings.layout')}
      >
        {LAYOUT_NAMES.map((layout) => (
          <ToggleButton key={layout} value={layout} sx={{ textTransform: 'none', width: '50%' }}>
            {translate(`shell.settings.layouts.${layout}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Drawer>
  );
}
