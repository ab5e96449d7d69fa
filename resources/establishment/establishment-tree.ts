/** 'project-by-key-and-object' answer: the project's organizations or banks as a tree. */
export type EstablishmentNode = { _key: string; establishmentName: string; type?: string; children?: EstablishmentNode[] };

/** One option per establishment, in tree order, with its depth for indenting the branches. */
export type EstablishmentOption = { key: string; name: string; depth: number; path: string[] };

export function flattenTree(nodes: readonly EstablishmentNode[] | undefined, depth = 0, parents: string[] = []): EstablishmentOption[] {
  const options: EstablishmentOption[] = [];
  for (const node of nodes ?? []) {
    const path = [...parents, node.establishmentName];
    options.push({ key: node._key, name: node.establishmentName, depth, path });
    options.push(...flattenTree(node.children, depth + 1, path));
  }
  return options;
}

/** Records carrying a parentKey, arranged as the tree the branch view shows (orphans become roots). */
export function treeFromRecords<T extends { _key?: string; id?: unknown; parentKey?: string; establishmentName?: string }>(
  records: readonly T[],
): EstablishmentNode[] {
  const keyOf = (record: T) => String(record._key ?? record.id);
  const nodes = new Map(
    records.map((r) => [keyOf(r), { _key: keyOf(r), establishmentName: r.establishmentName ?? keyOf(r), children: [] as EstablishmentNode[] }]),
  );
  const roots: EstablishmentNode[] = [];
  for (const record of records) {
    const parent = record.parentKey && record.parentKey !== keyOf(record) ? nodes.get(record.parentKey) : undefined;
    (parent ? parent.children : roots).push(nodes.get(keyOf(record))!);
  }
  return roots;
}
