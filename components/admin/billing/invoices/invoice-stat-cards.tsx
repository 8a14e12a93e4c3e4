import type { InvoiceStats } from "@/lib/billing/types";
import { formatCount } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";

import { FigureCards, type Figure } from "../../shell/figure-cards";

/** SPEC §2 Billing: the five figures, from one SQL aggregate (getInvoiceStats). */
export function InvoiceStatCards({ stats }: { stats: InvoiceStats }) {
  const figures: Figure[] = [
    { label: "Total Invoices", value: formatCount(stats.total), icon: "file-text" },
    { label: "Paid", value: formatCount(stats.paid), icon: "circle-check" },
    { label: "Overdue", value: formatCount(stats.overdue), icon: "alert" },
    { label: "Total Revenue", value: formatMoney(stats.revenue), icon: "dollar" },
    { label: "Pending", value: formatMoney(stats.pending), icon: "clock" },
  ];
  return <FigureCards label="Billing figures" figures={figures} level="h3" compact />;
}
