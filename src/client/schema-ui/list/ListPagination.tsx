import { Pagination, useListContext } from 'react-admin';

/** The list's pages, hidden while the list failed: "1-25 of 25" under an error would be a lie. */
export function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}
