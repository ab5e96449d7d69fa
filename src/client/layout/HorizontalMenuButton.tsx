import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationItem } from '../../domain/navigation';
import { navigationIcon } from './nav-icons';
import { activeTrail, isLinkActive } from './navigation-tree';

type Props = { item: NavigationItem; title: string; pathname: string; inverted: boolean };

/** A group, collapsable or aside in the horizontal bar: a button whose menu lists the children. */
export function HorizontalMenuButton({ item, title, pathname, inverted }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const holdsActive = activeTrail(item.children ?? [], pathname).length > 0;
  const close = () => setAnchor(null);

  // MUI menus want their items as direct children, so nested containers are flattened here.
  const entries = (children: NavigationItem[], depth: number): ReactNode[] =>
    children.flatMap((child) => {
      if (child.type === 'divider') return [<Divider key={child.id} />];
      if (child.type === 'spacer') return [];
      const label = child.title ? translate(child.title, { _: child.title }) : '';
      if (child.type !== 'basic') return [<ListSubheader key={child.id}>{label}</ListSubheader>, ...entries(child.children ?? [], depth + 1)];
      const Icon = navigationIcon(child.icon);
      return [
        <MenuItem
          key={child.id}
          component={RouterLink}
          to={child.link ?? '#'}
          onClick={close}
          disabled={child.disabled}
          selected={isLinkActive(child, pathname)}
          sx={{ pl: 2 + depth * 2 }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
        </MenuItem>,
      ];
    });

  return (
    <>
      <Button
        color={inverted ? 'inherit' : 'primary'}
        variant={holdsActive && !inverted ? 'contained' : 'text'}
        endIcon={<ExpandMoreIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        disabled={item.disabled}
        sx={{
          textTransform: 'none',
          fontWeight: 600,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          ...(inverted && holdsActive && { bgcolor: 'rgba(255,255,255,0.18)' }),
        }}
      >
        {title}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entries(item.children ?? [], 0)}
      </Menu>
    </>
  );
}
