/**
 * A list screen reaches its first 10,000 rows and no further: the server refuses a deeper page
 * (an OFFSET that deep reads and drops every row before it), and the pager stops offering one.
 * Deeper rows are reached by filtering or sorting, or in the list's export.
 */
export const MAX_LIST_ROWS = 10_000;

/** Whether a page after `page` (1-based, `perPage` rows) still ends within the reachable rows. */
export const hasReachablePageAfter = (page: number, perPage: number) => (page + 1) * perPage <= MAX_LIST_ROWS;
