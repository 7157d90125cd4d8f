/**
 * A cell's column name in a `.table-cards` table (web/src/styles.css), seen only when the rows are
 * shown as cards on phones; screen readers have the column header instead.
 */
export function CellLabel({ text }: { text: string }) {
  return (
    <span className="table-cards__label" aria-hidden="true">
      {text}
    </span>
  );
}
