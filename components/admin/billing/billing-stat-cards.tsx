import { AlertTriangle, CheckCircle2, Clock, DollarSign, FileText } from "lucide-react";

import { formatCount } from "@/lib/dashboard/format";
import type { InvoiceStats } from "@/lib/invoices/queries";
import { formatMoney } from "@/lib/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const cardId = (label: string) => `billing-card-${label.toLowerCase().replace(/\s+/g, "-")}`;

/** SPEC §2 Billing: the five figures, from one SQL aggregate (getInvoiceStats). */
export function BillingStatCards({ stats }: { stats: InvoiceStats }) {
  const cards = [
    { label: "Total Invoices", value: formatCount(stats.total), icon: FileText },
    { label: "Paid", value: formatCount(stats.paid), icon: CheckCircle2 },
    { label: "Overdue", value: formatCount(stats.overdue), icon: AlertTriangle },
    { label: "Total Revenue", value: formatMoney(stats.revenue), icon: DollarSign },
    { label: "Pending", value: formatMoney(stats.pending), icon: Clock },
  ];
  return (
    <section aria-label="Billing figures" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} role="group" aria-labelledby={cardId(label)} className="gap-1 py-3 shadow-none">
          <CardHeader className="flex flex-row items-center justify-between px-4">
            <CardTitle className="text-sm font-medium text-slate-600">
              <h3 id={cardId(label)}>{label}</h3>
            </CardTitle>
            <Icon className="size-4 text-slate-400" aria-hidden />
          </CardHeader>
          <CardContent className="px-4 text-xl font-semibold text-slate-900">{value}</CardContent>
        </Card>
      ))}
    </section>
  );
}
