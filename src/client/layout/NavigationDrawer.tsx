import { Box, Drawer } from '@mui/material';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { NavigationItem } from '../../domain/navigation';
import type { LayoutConfig, NavigationAppearance } from './layout-config';
import { navigationWidth } from './layout-config';
import type { DrawerPosition } from './settings';
import { Logo } from './Logo';
import { NavigationUser } from './NavigationUser';
import { VerticalNavigation } from './VerticalNavigation';

type Props = {
  items: NavigationItem[];
  config: LayoutConfig;
  appearance: NavigationAppearance;
  mode: 'over' | 'side';
  open: boolean;
  onClose: () => void;
  /** The user's choice of side (settings), left unless they chose right. */
  position?: DrawerPosition;
};

/**
 * The drawer: 'over' (temporary, with an overlay whose click closes it) below md, 'side'
 * (pushes the content) from md. Dark and primary panels get a dark theme of their own so every
 * text colour inside follows.
 */
export function NavigationDrawer({ items, config, appearance, mode, open, onClose, position = 'left' }: Props) {
  const outer = useTheme();
  const translate = useTranslate();
  const width = navigationWidth(appearance);
  const panelTheme = useMemo(() => {
    if (config.navigationStyle === 'light') return outer;
    const paper = config.navigationStyle === 'primary' ? '#1e1b4b' : '#1e293b';
    return createTheme(outer, {
      palette: {
        mode: 'dark',
        background: { paper, default: paper },
        text: { primary: '#f1f5f9', secondary: '#94a3b8' },
        action: { selected: 'rgba(255,255,255,0.12)', hover: 'rgba(255,255,255,0.06)' },
        divider: 'rgba(255,255,255,0.12)',
      },
    });
  }, [outer, config.navigationStyle]);
  const narrow = appearance !== 'default';

  return (
    <ThemeProvider theme={panelTheme}>
      <Drawer
        variant={mode === 'over' ? 'temporary' : 'persistent'}
        anchor={position}
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        // Over mode is a modal dialog on phones: it needs a name.
        slotProps={{ paper: { 'aria-label': translate('shell.navigation.label') } }}
        data-testid="navigation-drawer"
        sx={{
          width: mode === 'side' && open ? width : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': {
            width,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.paper',
            color: 'text.primary',
            [position === 'left' ? 'borderRight' : 'borderLeft']: 1,
            borderColor: 'divider',
            backgroundImage: config.navigationStyle === 'primary' ? 'linear-gradient(180deg, rgba(79,70,229,0.35), transparent 60%)' : 'none',
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: narrow ? 'center' : 'flex-start', px: narrow ? 0 : 3, minHeight: 64 }}>
          <Logo showName={!narrow} inverted={config.navigationStyle !== 'light'} />
        </Box>
        {config.userInNavigation === 'top' && !narrow && <NavigationUser />}
        <VerticalNavigation items={items} appearance={appearance} asideOffset={width} />
        {config.userInNavigation === 'bottom' && !narrow && <NavigationUser compact />}
      </Drawer>
    </ThemeProvider>
  );
}
