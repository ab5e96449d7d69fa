import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { NavigationItem } from '../../domain/navigation';
import { AsidePanel } from './AsidePanel';
import type { NavigationAppearance } from './layout-config';
import { NavigationEntry } from './NavigationEntry';
import { openForRoute, toggleOpen } from './navigation-tree';

type Props = { items: NavigationItem[]; appearance: NavigationAppearance; asideOffset?: number; label?: string };

/**
 * The vertical menu: collapsables auto-collapse, the containers of the active route open, and a
 * route change closes the aside panel.
 */
export function VerticalNavigation({ items, appearance, asideOffset = 0, label }: Props) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string[]>(() => openForRoute(items, [], pathname));
  const [aside, setAside] = useState<NavigationItem>();

  useEffect(() => {
    setOpen((current) => openForRoute(items, current, pathname));
    setAside(undefined);
  }, [items, pathname]);

  return (
    <Box
      component="nav"
      aria-label={label ?? translate('shell.navigation.label')}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflowY: 'auto', py: 1 }}
    >
      <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', flex: 1 }}>
        {items.map((item) => (
          <NavigationEntry
            key={item.id}
            item={item}
            depth={0}
            appearance={appearance}
            pathname={pathname}
            open={open}
            onToggle={(id) => setOpen((current) => toggleOpen(items, current, id))}
            onAside={(next) => setAside((current) => (current?.id === next.id ? undefined : next))}
          />
        ))}
      </Box>
      {aside && <AsidePanel item={aside} offset={asideOffset} onClose={() => setAside(undefined)} />}
    </Box>
  );
}
