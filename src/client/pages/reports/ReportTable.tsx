import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export type ReportColumn<Row> = {
  id: string;
  label: string;
  /** Numbers and amounts line up on the right. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
};

type Props<Row> = {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** A last row of totals, in bold. */
  footer?: Row;
  testId?: string;
};

/**
 * A report's grid. It scrolls sideways inside its own frame on a phone, so the page itself never
 * does; the caption names it for screen readers.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey, footer, testId }: Props<Row>) {
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" data-testid={testId}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: column.numeric ? 'nowrap' : undefined }}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {footer && (
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.render(footer)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
