import { Box, Button, Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavigationItem } from '../../domain/navigation';
import { HorizontalMenuButton } from './HorizontalMenuButton';
import { navigationIcon } from './nav-icons';
import { isLinkActive } from './navigation-tree';

/** The top-bar menu of the horizontal layouts from md up: links, and a dropdown per container. */
export function HorizontalNavigation({ items, inverted = false }: { items: NavigationItem[]; inverted?: boolean }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const colour = inverted ? 'inherit' : 'primary';
  return (
    <Box component="nav" aria-label={translate('shell.navigation.label')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minWidth: 0 }}>
      {items.map((item) => {
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
            sx={{ textTransform: 'none', fontWeight: 600, ...(inverted && active && { bgcolor: 'rgba(255,255,255,0.18)' }) }}
          >
            {title}
          </Button>
        );
      })}
    </Box>
  );
}
