import { compareFolded } from '../../../domain/sort-fold';

/** A record in a tree option list: its key, label and how deep it sits. */
export type TreeOption = { id: string; label: string; depth: number };

type Node = { id: string; label: string; parent?: string };

/**
 * Records ordered as their tree (parents before their branches, siblings by label), each with its
 * depth. A record whose parent is not in the list is a root. `exclude` and its branches are left
 * out: a record cannot become the parent of itself or of its own ancestor.
 */
export function treeOptions(nodes: readonly Node[], exclude?: string): TreeOption[] {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<string | undefined, Node[]>();
  for (const node of nodes) {
    const parent = node.parent && ids.has(node.parent) && node.parent !== node.id ? node.parent : undefined;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const out: TreeOption[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | undefined, depth: number) => {
    const level = [...(children.get(parent) ?? [])].sort((a, b) => compareFolded(a.label, b.label));
    for (const node of level) {
      if (node.id === exclude || seen.has(node.id)) continue;
      seen.add(node.id);
      out.push({ id: node.id, label: node.label, depth });
      visit(node.id, depth + 1);
    }
  };
  visit(undefined, 0);
  return out;
}
