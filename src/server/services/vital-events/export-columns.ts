import { chosenFields } from '../exports/list-export';
import type { ExportColumn } from '../exports/send-xlsx';

/**
 * The columns an export asked for (`columns=code,zone`), in the order asked, each one of the
 * sheet's; all of them when none is named. The rule (and its 400 for an unknown column) is the
 * list exports' own, so the health registers cannot drift from it.
 */
export function chosenColumns<C extends ExportColumn>(available: readonly C[], asked: string | undefined): C[] {
  const fields = available.map((column) => ({ column, value: () => undefined }));
  return chosenFields(fields, asked).map((field) => field.column as C);
}
