// How Discord lays out an embed's fields: a grid of 12 columns, where a field that is not inline
// takes a whole row and consecutive inline fields share a row, three at most (two when a thumbnail
// sits beside the text, which leaves the fields less room).
import { isRecord } from '../media/read';

/** One field in its row, with the grid columns it spans (`1 / 13` is the whole row). */
export interface FieldCell {
  field: Record<string, unknown>;
  /** Its position in `embed.fields`, a stable key. */
  index: number;
  column: string;
}

/** Inline fields per row: 3, or 2 beside a thumbnail. */
export function inlineLimit(hasThumbnail: boolean): number {
  return hasThumbnail ? 2 : 3;
}

// Column spans for a row of 1, 2 or 3 fields.
const SPANS: Record<number, readonly string[]> = {
  1: ['1 / 13'],
  2: ['1 / 7', '7 / 13'],
  3: ['1 / 5', '5 / 9', '9 / 13'],
};

/** The rows Discord draws `fields` in; entries that are not objects are skipped. */
export function fieldRows(fields: unknown, hasThumbnail: boolean): FieldCell[][] {
  const limit = inlineLimit(hasThumbnail);
  const rows: { field: Record<string, unknown>; index: number }[][] = [];
  let open: { field: Record<string, unknown>; index: number }[] | null = null;
  (Array.isArray(fields) ? fields : []).forEach((field: unknown, index) => {
    if (!isRecord(field)) return;
    const inline = field.inline === true;
    if (inline && open && open.length < limit) {
      open.push({ field, index });
      return;
    }
    const row = [{ field, index }];
    rows.push(row);
    open = inline ? row : null;
  });
  return rows.map((row) =>
    row.map((cell, i) => ({ ...cell, column: SPANS[row.length]?.[i] ?? '1 / 13' })),
  );
}
