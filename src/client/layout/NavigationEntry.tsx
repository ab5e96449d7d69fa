import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, Collapse, Divider, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationItem } from '../../domain/navigation';
import { THIN_ITEM_HEIGHT, type NavigationAppearance } from './layout-config';
import { navigationIcon } from './nav-icons';
import { activeTrail, isLinkActive } from './navigation-tree';

export type NavigationEntryProps = {
  item: NavigationItem;
  depth: number;
  appearance: NavigationAppearance;
  pathname: string;
  open: readonly string[];
  onToggle: (id: string) => void;
  onAside: (item: NavigationItem) => void;
};

/** One item of the vertical menu, by type (basic, collapsable, group, aside, divider, spacer). */
export function NavigationEntry(props: NavigationEntryProps) {
  const { item, depth, appearance, pathname, open, onToggle, onAside } = props;
  const translate = useTranslate();
  const title = item.title ? translate(item.title, { _: item.title }) : '';
  const narrow = appearance !== 'default';
  const Icon = navigationIcon(item.icon);
  const holdsActive = activeTrail(item.children ?? [], pathname).length > 0;
  const indent = narrow ? 0 : 2 + depth * 2;
  const children = (nextDepth: number) => item.children?.map((child) => <NavigationEntry {...props} key={child.id} item={child} depth={nextDepth} />);

  if (item.type === 'divider') return <Divider component="li" sx={{ my: 1, mx: narrow ? 1 : 2 }} />;
  if (item.type === 'spacer') return <Box sx={{ flexGrow: 1, minHeight: 16 }} />;

  if (item.type === 'group') {
    if (narrow)
      return (
        <>
          {depth === 0 && <Divider component="li" sx={{ my: 1, mx: 1 }} />}
          {children(depth)}
        </>
      );
    return (
      <Box component="li" sx={{ listStyle: 'none', mt: 2 }}>
        <Box sx={{ px: indent, py: 0.5 }}>
          <Typography variant="overline" sx={{ fontWeight: 700, color: 'primary.main', lineHeight: 1.6, display: 'block' }}>
            {title}
          </Typography>
          {item.subtitle && (
            <Typography variant="caption" color="text.secondary">
              {translate(item.subtitle, { _: item.subtitle })}
            </Typography>
          )}
        </Box>
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {children(depth)}
        </Box>
      </Box>
    );
  }

  const active = item.type === 'basic' ? isLinkActive(item, pathname) : holdsActive;
  const expandable = item.type === 'collapsable' && !narrow;
  const isOpen = open.includes(item.id);
  const badge = item.badge && !narrow ? <Chip size="small" color="primary" label={translate(item.badge.title, { _: item.badge.title })} /> : null;
  const linkProps = item.type === 'basic' && item.link && !item.disabled ? { component: RouterLink, to: item.link } : {};
  const onClick = () => {
    if (item.type === 'basic') return;
    if (expandable) return onToggle(item.id);
    onAside(item);
  };

  const button = (
    <ListItemButton
      {...linkProps}
      onClick={onClick}
      selected={active}
      disabled={item.disabled}
      aria-label={narrow ? title : undefined}
      aria-expanded={expandable ? isOpen : undefined}
      aria-current={item.type === 'basic' && active ? 'page' : undefined}
      sx={{
        mx: 1,
        borderRadius: 1,
        pl: indent,
        minHeight: appearance === 'thin' ? THIN_ITEM_HEIGHT : 44,
        ...(narrow && { justifyContent: 'center', flexDirection: appearance === 'compact' ? 'column' : 'row', px: 1 }),
      }}
    >
      {(item.icon || narrow) && (
        <ListItemIcon sx={{ minWidth: narrow ? 0 : 40, color: active ? 'primary.main' : 'inherit', justifyContent: 'center' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      {appearance === 'compact' && (
        <Typography variant="caption" sx={{ mt: 0.5, textAlign: 'center', lineHeight: 1.2 }}>
          {title}
        </Typography>
      )}
      {!narrow && (
        <ListItemText
          primary={title}
          secondary={item.subtitle ? translate(item.subtitle, { _: item.subtitle }) : undefined}
          // A long entry ('Enregistrement des naissances') wraps rather than losing its end (admin-health D16).
          slotProps={{ primary: { fontSize: 14, lineHeight: 1.3, fontWeight: active ? 600 : 500 } }}
        />
      )}
      {badge}
      {expandable && (isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
      {!expandable && item.type !== 'basic' && !narrow && <ChevronRightIcon fontSize="small" />}
    </ListItemButton>
  );

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {narrow && appearance !== 'compact' ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {expandable && (
        <Collapse in={isOpen} unmountOnExit>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {children(depth + 1)}
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
