/** Badge colours of SPEC §2's priorities (1 High, 2 Medium, 3 Low), shared by the table and the board. */
export const PRIORITY_STYLES: Record<number, string> = {
  1: "bg-red-100 text-red-800",
  2: "bg-amber-100 text-amber-800",
  3: "bg-slate-100 text-slate-700",
};
