import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ACCENTED_LETTERS, PLAIN_LETTERS } from '../../domain/sort-fold';

/**
 * A text as sortFold folds it, computed in SQL (translate, then lower): neither engine has a French
 * collation everywhere. The letters are written into the statement, not bound, so the expression
 * is the very one a start-up index is built on.
 */
export function foldedText(text: SQL | PgColumn): SQL {
  return sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED_LETTERS}'`)}, ${sql.raw(`'${PLAIN_LETTERS}'`)}))`;
}
