import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, IconButton, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EstablishmentNode } from './establishment-tree';

type Props = { node: EstablishmentNode; depth: number; highlight?: string; openDepth: number };

/** One establishment of the branch tree; its branches fold and unfold. */
export function EstablishmentTreeNode({ node, depth, highlight, openDepth }: Props) {
  const translate = useTranslate();
  const children = node.children ?? [];
  const [open, setOpen] = useState(depth < openDepth);
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          children.length > 0 ? (
            <IconButton
              edge="end"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-label={translate(open ? 'establishments.tree.collapse' : 'establishments.tree.expand', { name: node.establishmentName })}
            >
              {open ? <ExpandLess /> : <ExpandMore />}
            </IconButton>
          ) : undefined
        }
      >
        <ListItemButton
          component={Link}
          to={`/establishment/${encodeURIComponent(node._key)}/show`}
          selected={node._key === highlight}
          sx={{ pl: 2 + depth * 3 }}
        >
          <ListItemText
            primary={node.establishmentName}
            secondary={children.length ? translate('establishments.tree.branches', { smart_count: children.length }) : undefined}
          />
        </ListItemButton>
      </ListItem>
      {children.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {children.map((child) => (
              <EstablishmentTreeNode key={child._key} node={child} depth={depth + 1} highlight={highlight} openDepth={openDepth} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}
