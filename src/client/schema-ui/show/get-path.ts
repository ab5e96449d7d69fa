/** The value at a dotted path ('bankAccounts.cdf.bankKey', 'buildings.0.name'), as react-admin sources read. */
export function getPath(source: unknown, path: string): unknown {
  let node = source;
  for (const part of path.split('.')) {
    if (node === null || node === undefined || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
