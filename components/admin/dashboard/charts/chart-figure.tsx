export type ChartTable = {
  /** The table's caption, also its accessible name ("New leads per week by source"). */
  caption: string;
  /** The header of the row-label column, then one per value column. */
  columns: [string, ...string[]];
  rows: { label: string; cells: string[] }[];
};

/**
 * One Overview chart as a figure: title, a one-sentence summary, the picture, and the same
 * numbers as a data table under 'Show data'. The picture is hidden from assistive technology (it
 * has no focus stops either); the summary and the table are its text alternative, for everyone.
 */
export function ChartFigure({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  children: React.ReactNode;
}) {
  const [rowHeader, ...valueColumns] = table.columns;
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border p-4"
    >
      <figcaption className="space-y-1">
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p id={`${id}-summary`} className="text-sm text-slate-600">
          {summary}
        </p>
      </figcaption>
      <div aria-hidden="true" className="h-64">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm font-medium text-slate-700 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          Show data: {title}
        </summary>
        {/* A plain table whose cells wrap: it fits the figure, so there is no scroll area to reach. */}
        <table className="mt-2 w-full border-collapse text-left">
          <caption className="sr-only">{table.caption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-2 font-medium text-slate-700">
                {rowHeader}
              </th>
              {valueColumns.map((column) => (
                <th key={column} scope="col" className="py-2 pl-2 text-right font-medium text-slate-700">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-b last:border-0">
                <th scope="row" className="py-1.5 pr-2 font-normal text-slate-700">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={valueColumns[index]} className="py-1.5 pl-2 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
