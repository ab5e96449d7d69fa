import type { TranslationMessages } from 'react-admin';

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, ours: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(ours)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? merge(under, value) : value;
  }
  return out;
}

/**
 * react-admin's catalogue with ours laid over it key by key: our namespaces are added, and the
 * few `ra.*` words we set (one verb per action) replace theirs without dropping the rest.
 */
export function withOurWords(library: object, ours: object): TranslationMessages {
  return merge(library as Tree, ours as Tree) as unknown as TranslationMessages;
}
