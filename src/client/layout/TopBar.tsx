import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, Box, Container, IconButton, Toolbar, Tooltip, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FullScreenToggle } from './FullScreenToggle';
import { LanguageMenu } from './LanguageMenu';
import type { LayoutConfig } from './layout-config';
import { Logo } from './Logo';
import { ProjectPicker } from './ProjectPicker';
import { SettingsButton } from './SettingsButton';
import { UserMenu } from './UserMenu';

type Props = {
  config: LayoutConfig;
  /** The horizontal menu when the layout shows one (md and up). */
  horizontalNavigation?: ReactNode;
  onMenuClick?: () => void;
  onDenseToggle?: () => void;
  onSettingsClick: () => void;
  showLogo: boolean;
};

/**
 * The top bar of every main layout: project picker, language menu, full-screen toggle,
 * settings and user menu. Its look follows the layout's header style; horizontal layouts hold their
 * menu here. On a phone the product name gives way to the rest and the full-screen toggle moves
 * into the user menu.
 */
export function TopBar({ config, horizontalNavigation, onMenuClick, onDenseToggle, onSettingsClick, showLogo }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const coloured = config.header === 'primary' || config.header === 'tall';
  const row = (
    <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 64 }} disableGutters={config.content === 'boxed'}>
      {onMenuClick && (
        <IconButton color="inherit" edge="start" onClick={onMenuClick} aria-label={translate('shell.navigation.open')}>
          <MenuIcon />
        </IconButton>
      )}
      {onDenseToggle && (
        <Tooltip title={translate('shell.navigation.toggleDense')}>
          <IconButton color="inherit" onClick={onDenseToggle} aria-label={translate('shell.navigation.toggleDense')}>
            <MenuOpenIcon />
          </IconButton>
        </Tooltip>
      )}
      {showLogo && (
        <Box sx={{ mr: { xs: 0.5, sm: 2 } }}>
          <Logo inverted={coloured} showName={!isPhone} />
        </Box>
      )}
      {horizontalNavigation && config.header === 'plain' && <Box sx={{ flex: 1, minWidth: 0 }}>{horizontalNavigation}</Box>}
      <Box sx={{ flex: horizontalNavigation && config.header === 'plain' ? 0 : 1 }} />
      <ProjectPicker />
      <LanguageMenu />
      {!isPhone && <FullScreenToggle />}
      <SettingsButton onClick={onSettingsClick} />
      <UserMenu />
    </Toolbar>
  );
  const below =
    horizontalNavigation && config.header !== 'plain' ? (
      <Box sx={{ borderTop: 1, borderColor: coloured ? 'rgba(255,255,255,0.2)' : 'divider', py: 0.5 }}>{horizontalNavigation}</Box>
    ) : null;

  return (
    <AppBar
      position="sticky"
      elevation={coloured ? 0 : 1}
      color={coloured ? 'primary' : 'inherit'}
      sx={{
        bgcolor: coloured ? 'primary.main' : 'background.paper',
        pb: config.header === 'tall' ? 14 : 0,
        position: config.header === 'tall' ? 'relative' : 'sticky',
      }}
    >
      {config.content === 'boxed' ? (
        <Container maxWidth="xl">
          {row}
          {below}
        </Container>
      ) : (
        <Box sx={{ px: { xs: 1, sm: 2 } }}>
          {row}
          {below}
        </Box>
      )}
    </AppBar>
  );
}
