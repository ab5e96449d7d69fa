import { Box, Container, GlobalStyles, Paper, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageSuspense } from '../pages/PageSuspense';
import { useSession } from '../providers/use-session';
import { Footer } from './Footer';
import { GeolocationWatcher } from './GeolocationWatcher';
import { HorizontalNavigation } from './HorizontalNavigation';
import { drawerMode, effectiveAppearance, LAYOUTS, resolveLayoutName, ROUTE_LAYOUTS, showsHorizontalNavigation } from './layout-config';
import { NavigationDrawer } from './NavigationDrawer';
import { pickSet, visibleItems, type NavigationSets } from './navigation-tree';
import { getSettings, subscribeSettings, updateSettings } from './settings';
import { SettingsButton } from './SettingsButton';
import { SettingsPanel } from './SettingsPanel';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/**
 * Every react-admin list, bespoke ones included, stays as wide as the screen: a table wider than
 * a phone scrolls inside its card, so the toolbar above it stays on screen.
 * react-admin's Create turns into a floating button below md that covers the last rows: it stays
 * in the toolbar instead. (Selectors repeat a class to outrank react-admin's own styles.)
 */
const LIST_FIT = {
  '.list-page.list-page .RaList-main': { minWidth: 0 },
  '.list-page.list-page .RaList-content': { overflowX: 'auto' },
  '.RaList-actions .RaCreateButton-floating.RaCreateButton-floating': { position: 'static', width: 40, height: 40, minHeight: 40, boxShadow: 'none' },
} as const;

type Props = { sets: Partial<NavigationSets> | undefined; children?: ReactNode };

/** The one layout component: every layout is a LayoutConfig rendered here. */
export function ShellFrame({ sets, children }: Props) {
  const theme = useTheme();
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const settings = useSyncExternalStore(subscribeSettings, getSettings);
  const { user } = useSession();
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  const layoutName = resolveLayoutName({ query: params.get('layout'), route: ROUTE_LAYOUTS[segment], stored: settings.layout });
  const config = LAYOUTS[layoutName];
  const mode = drawerMode(isMdUp);
  const horizontal = showsHorizontalNavigation(config, isMdUp);
  const hasDrawer = config.navigation !== 'none' && !horizontal;
  // Horizontal layouts fall back to the full vertical menu in their small-screen drawer.
  const drawerConfig = config.navigation === 'horizontal' ? LAYOUTS.classy : config;
  const appearance = effectiveAppearance(drawerConfig, settings.denseExpanded);
  const roleList = user?.role?.roleList;
  const drawerItems = useMemo(() => visibleItems(pickSet(sets, drawerConfig.navigationSet), roleList), [sets, drawerConfig.navigationSet, roleList]);
  const barItems = useMemo(() => visibleItems(pickSet(sets, 'horizontal'), roleList), [sets, roleList]);
  const [drawerOpen, setDrawerOpen] = useState(mode === 'side');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = () => setSettingsOpen(true);

  // Side mode starts open, over mode closed; any route change closes an over drawer.
  useEffect(() => setDrawerOpen(mode === 'side'), [mode]);
  useEffect(() => {
    if (mode === 'over') setDrawerOpen(false);
  }, [pathname, mode]);

  const boxed = config.content === 'boxed';
  const content = <PageSuspense>{children}</PageSuspense>;
  return (
    <Box
      data-layout={layoutName}
      data-scheme={theme.palette.mode}
      data-drawer-position={settings.drawerPosition}
      // A right-hand drawer in side mode pushes the content from the right: the row runs backwards.
      sx={{ display: 'flex', flexDirection: settings.drawerPosition === 'right' ? 'row-reverse' : 'row', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <GlobalStyles styles={LIST_FIT} />
      <SkipLink />
      {hasDrawer && (
        <NavigationDrawer
          items={drawerItems}
          config={drawerConfig}
          appearance={appearance}
          mode={mode}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={settings.drawerPosition}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {config.header !== 'none' && (
          <TopBar
            config={config}
            showLogo={!hasDrawer || !drawerOpen || mode === 'over'}
            horizontalNavigation={horizontal ? <HorizontalNavigation items={barItems} inverted={config.header !== 'plain'} /> : undefined}
            onMenuClick={hasDrawer ? () => setDrawerOpen((open) => !open) : undefined}
            onSettingsClick={openSettings}
            onDenseToggle={
              hasDrawer && drawerConfig.appearance === 'dense' && isMdUp ? () => updateSettings({ denseExpanded: !settings.denseExpanded }) : undefined
            }
          />
        )}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, position: 'relative', '&:focus': { outline: 'none' } }}>
          {config.header === 'tall' ? (
            <Container maxWidth="xl" sx={{ mt: -12, mb: 3, position: 'relative', zIndex: (t) => t.zIndex.appBar + 1 }}>
              <Paper sx={{ minHeight: 360 }}>{content}</Paper>
            </Container>
          ) : boxed ? (
            <Container maxWidth="xl">{content}</Container>
          ) : (
            content
          )}
        </Box>
        {config.header === 'none' && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <SettingsButton onClick={openSettings} />
          </Box>
        )}
        <Footer />
      </Box>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <GeolocationWatcher />
    </Box>
  );
}
