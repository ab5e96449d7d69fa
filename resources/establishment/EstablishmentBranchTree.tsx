import { Alert, CircularProgress, List, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { treeFromRecords, type EstablishmentNode } from './establishment-tree';
import { EstablishmentTreeNode } from './EstablishmentTreeNode';
import { useProjectEstablishments } from './use-project-establishments';

type Props = { rootKey?: string; type?: string };

function findNode(nodes: readonly EstablishmentNode[], key: string): EstablishmentNode | undefined {
  for (const node of nodes) {
    if (node._key === key) return node;
    const found = findNode(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

/** The branch tree: the whole project's (optionally one type), or the branches below one establishment. */
export function EstablishmentBranchTree({ rootKey, type }: Props) {
  const translate = useTranslate();
  const { records, isPending, error } = useProjectEstablishments();
  const roots = useMemo(() => {
    const tree = treeFromRecords((records ?? []).filter((r) => !type || r.type === type).map((r) => ({ ...r, _key: String(r.id) })));
    return rootKey ? (findNode(tree, rootKey)?.children ?? []) : tree;
  }, [records, rootKey, type]);
  if (isPending) return <CircularProgress aria-label={translate('establishments.tree.loading')} />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!roots.length) return <Typography color="text.secondary">{translate(rootKey ? 'establishments.tree.noBranch' : 'establishments.tree.empty')}</Typography>;
  return (
    <Paper variant="outlined">
      <List aria-label={translate('establishments.tree.title')} dense>
        {roots.map((node) => (
          <EstablishmentTreeNode key={node._key} node={node} depth={0} openDepth={rootKey ? 2 : 1} />
        ))}
      </List>
    </Paper>
  );
}
