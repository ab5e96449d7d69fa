/**
 * A create page opened from a list that sits inside another screen (a project's Currency,
 * Nomenclature or Revenue split tab) goes back there once saved, instead of to the record's own
 * page: the address travels in the router's state, and only a path of this app is followed.
 */
export type ReturnState = { returnTo?: string };

export function returnToOf(state: unknown): string | undefined {
  const target = (state as ReturnState | null | undefined)?.returnTo;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

/** The list's own address is its resource's; anywhere else the list is embedded in another screen. */
export function embeddingPath(resource: string, location: { pathname: string; search: string }): string | undefined {
  const own = `/${resource}`;
  if (location.pathname === own || location.pathname.startsWith(`${own}/`)) return undefined;
  return `${location.pathname}${location.search}`;
}
