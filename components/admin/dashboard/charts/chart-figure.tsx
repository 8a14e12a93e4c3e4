import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

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
    <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
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
        <Table className="mt-2">
          <caption className="sr-only">{table.caption}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{rowHeader}</TableHead>
              {valueColumns.map((column) => (
                <TableHead key={column} scope="col" className="text-right">
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.label}>
                <TableHead scope="row" className="font-normal">
                  {row.label}
                </TableHead>
                {row.cells.map((cell, index) => (
                  <TableCell key={valueColumns[index]} className="text-right tabular-nums">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
