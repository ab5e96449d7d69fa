import { Box, Button, Divider } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavigationItem } from '../../domain/navigation';
import { HorizontalMenuButton } from './HorizontalMenuButton';
import { fittingCount } from './menu-overflow';
import { navigationIcon } from './nav-icons';
import { isLinkActive } from './navigation-tree';

const GAP_PX = 4;

/**
 * The top-bar menu of the horizontal layouts from md up: links, and a dropdown per container.
 * It stays on one row: the items that do not fit (long French titles at 1024 px…) move into a
 * "more" dropdown, measured again whenever the bar or the language changes.
 */
export function HorizontalNavigation({ items, inverted = false }: { items: NavigationItem[]; inverted?: boolean }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);
  const colour = inverted ? 'inherit' : 'primary';
  const moreTitle = translate('shell.navigation.more');

  const render = (item: NavigationItem): ReactNode => {
    if (item.type === 'divider') return <Divider key={item.id} orientation="vertical" flexItem sx={{ mx: 1 }} />;
    if (item.type === 'spacer') return <Box key={item.id} sx={{ flexGrow: 1 }} />;
    const title = item.title ? translate(item.title, { _: item.title }) : '';
    if (item.type !== 'basic') return <HorizontalMenuButton key={item.id} item={item} title={title} pathname={pathname} inverted={inverted} />;
    const Icon = navigationIcon(item.icon);
    const active = isLinkActive(item, pathname);
    return (
      <Button
        key={item.id}
        component={RouterLink}
        to={item.link ?? '#'}
        disabled={item.disabled}
        color={colour}
        variant={active && !inverted ? 'contained' : 'text'}
        startIcon={<Icon fontSize="small" />}
        aria-current={active ? 'page' : undefined}
        sx={{ textTransform: 'none', fontWeight: 600, flexShrink: 0, whiteSpace: 'nowrap', ...(inverted && active && { bgcolor: 'rgba(255,255,255,0.18)' }) }}
      >
        {title}
      </Button>
    );
  };

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return undefined;
    const update = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setShown(fittingCount(widths, bar.clientWidth, more, GAP_PX));
    };
    update();
    // Without ResizeObserver (old browsers, jsdom) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items, translate]);

  const overflow = items.slice(shown).filter((item) => item.type !== 'spacer' && item.type !== 'divider');
  const moreItem: NavigationItem = { id: 'more', type: 'collapsable', children: overflow };

  return (
    <Box ref={barRef} sx={{ position: 'relative', minWidth: 0, width: '100%' }}>
      <Box
        component="nav"
        aria-label={translate('shell.navigation.label')}
        sx={{ display: 'flex', alignItems: 'center', gap: `${GAP_PX}px`, flexWrap: 'nowrap', minWidth: 0 }}
      >
        {items.slice(0, shown).map(render)}
        {overflow.length > 0 && <HorizontalMenuButton item={moreItem} title={moreTitle} pathname={pathname} inverted={inverted} />}
      </Box>
      {/* The whole menu drawn out of sight, to know each item's width in the current language. */}
      <Box
        ref={measureRef}
        inert
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          display: 'flex',
          gap: `${GAP_PX}px`,
          visibility: 'hidden',
          pointerEvents: 'none',
          height: 0,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {items.map(render)}
        <HorizontalMenuButton item={{ id: 'more-measure', type: 'collapsable', children: [] }} title={moreTitle} pathname={pathname} inverted={inverted} />
      </Box>
    </Box>
  );
}
