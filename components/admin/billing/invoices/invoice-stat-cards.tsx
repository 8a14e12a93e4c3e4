import { AlertTriangle, CheckCircle2, Clock, DollarSign, FileText } from "lucide-react";

import type { InvoiceStats } from "@/lib/billing/types";
import { formatCount } from "@/lib/dashboard/format";
import { formatMoney } from "@/lib/money";

import { FigureCards } from "../../shell/figure-cards";

/** SPEC §2 Billing: the five figures, from one SQL aggregate (getInvoiceStats). */
export function InvoiceStatCards({ stats }: { stats: InvoiceStats }) {
  const figures = [
    { label: "Total Invoices", value: formatCount(stats.total), icon: FileText },
    { label: "Paid", value: formatCount(stats.paid), icon: CheckCircle2 },
    { label: "Overdue", value: formatCount(stats.overdue), icon: AlertTriangle },
    { label: "Total Revenue", value: formatMoney(stats.revenue), icon: DollarSign },
    { label: "Pending", value: formatMoney(stats.pending), icon: Clock },
  ];
  return <FigureCards label="Billing figures" figures={figures} level="h3" compact />;
}
