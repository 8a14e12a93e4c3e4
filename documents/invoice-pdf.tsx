// No "server-only" marker: the job worker (plain Node) renders the PDF an invoice mail carries.
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";

import { site } from "@/content/site";
import { formatIsoDate } from "@/lib/dates";
import { formatCents, formatMoney } from "@/lib/money";

import { AgencyLetterhead, baseStyles, slate900 } from "./pdf-kit";

/**
 * What the PDF draws, as billing hands it over (lib/billing/invoices/pdf.ts): amounts are
 * numeric(12,2) text, dates ISO days, and the balance still due is billing's figure, in cents.
 */
export type InvoicePdfData = {
  invoiceNumber: string;
  status: string;
  clientName: string;
  clientEmail: string;
  clientAddress: string | null;
  description: string | null;
  notes: string | null;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  paymentMethod: string | null;
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  totalAmount: string;
  /** "Less deposit INV-...": the deposit invoice a final invoice deducts and the amount; the total is already net of it. */
  lessDeposit: { invoiceNumber: string; amount: string } | null;
  items: { id: string; description: string; quantity: string; unitPrice: string; totalPrice: string }[];
  payments: { id: string; amount: string; paidOn: string; method: string | null }[];
  balanceDueCents: number;
};

const styles = StyleSheet.create({
  ...baseStyles,
  blocks: { flexDirection: "row", justifyContent: "space-between", marginBottom: 24 },
  block: { width: "48%" },
  dateRow: { flexDirection: "row", justifyContent: "flex-end", gap: 8 },
  colDescription: { width: "52%", paddingRight: 8 },
  colQuantity: { width: "12%", textAlign: "right" },
  colUnit: { width: "18%", textAlign: "right" },
  colTotal: { width: "18%", textAlign: "right" },
  totals: { alignSelf: "flex-end", width: "45%", marginBottom: 24 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grandTotal: { borderTopWidth: 1, borderColor: slate900, marginTop: 4, paddingTop: 6, fontSize: 12, fontWeight: 700 },
  section: { marginBottom: 14 },
});

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** A quantity as entered: "2", "3.5", "0.25" (stored as numeric(12,2) text). */
const formatQuantity = (quantity: string) => String(Number(quantity));

function DateLine({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.dateRow}>
      <Text style={styles.muted}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

/** The invoice as a printable A4/Letter document: every figure is real, selectable text. */
export function InvoicePdfDocument({ invoice }: { invoice: InvoicePdfData }) {
  return (
    <Document title={`Invoice ${invoice.invoiceNumber}`} author={site.name} subject={`Invoice for ${invoice.clientName}`}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <AgencyLetterhead />
          <View>
            <Text style={styles.title}>INVOICE</Text>
            <Text style={[styles.right, { fontWeight: 600 }]}>{invoice.invoiceNumber}</Text>
            <Text style={[styles.right, styles.muted]}>{`Status: ${statusLabel(invoice.status)}`}</Text>
          </View>
        </View>

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.label}>Bill to</Text>
            <Text style={{ fontWeight: 600 }}>{invoice.clientName}</Text>
            <Text>{invoice.clientEmail}</Text>
            {invoice.clientAddress ? <Text>{invoice.clientAddress}</Text> : null}
          </View>
          <View style={styles.block}>
            <DateLine label="Issue date" value={formatIsoDate(invoice.issueDate)} />
            <DateLine label="Due date" value={formatIsoDate(invoice.dueDate)} />
            {invoice.paidDate ? <DateLine label="Paid date" value={formatIsoDate(invoice.paidDate)} /> : null}
            {invoice.paymentMethod ? <DateLine label="Payment method" value={invoice.paymentMethod} /> : null}
          </View>
        </View>

        {invoice.description ? (
          <View style={styles.section}>
            <Text style={styles.label}>Description</Text>
            <Text>{invoice.description}</Text>
          </View>
        ) : null}

        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={styles.colDescription}>Description</Text>
            <Text style={styles.colQuantity}>Qty</Text>
            <Text style={styles.colUnit}>Unit price</Text>
            <Text style={styles.colTotal}>Amount</Text>
          </View>
          {invoice.items.map((item) => (
            <View key={item.id} style={styles.row} wrap={false}>
              <Text style={styles.colDescription}>{item.description || "—"}</Text>
              <Text style={styles.colQuantity}>{formatQuantity(item.quantity)}</Text>
              <Text style={styles.colUnit}>{formatMoney(item.unitPrice)}</Text>
              <Text style={styles.colTotal}>{formatMoney(item.totalPrice)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.totals} wrap={false}>
          <View style={styles.totalRow}>
            <Text style={styles.muted}>Subtotal</Text>
            <Text>{formatMoney(invoice.subtotal)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text style={styles.muted}>{`Tax (${Number(invoice.taxRate)}%)`}</Text>
            <Text>{formatMoney(invoice.taxAmount)}</Text>
          </View>
          {invoice.lessDeposit ? (
            <View style={styles.totalRow}>
              <Text style={styles.muted}>{`Less deposit ${invoice.lessDeposit.invoiceNumber}`}</Text>
              <Text>{`-${formatMoney(invoice.lessDeposit.amount)}`}</Text>
            </View>
          ) : null}
          <View style={[styles.totalRow, styles.grandTotal]}>
            <Text>Total</Text>
            <Text>{formatMoney(invoice.totalAmount)}</Text>
          </View>
          {invoice.payments.map((payment) => (
            <View key={payment.id} style={styles.totalRow}>
              <Text style={styles.muted}>{`Payment ${formatIsoDate(payment.paidOn)}${payment.method ? ` (${payment.method})` : ""}`}</Text>
              <Text>{`-${formatMoney(payment.amount)}`}</Text>
            </View>
          ))}
          {invoice.payments.length > 0 ? (
            <View style={[styles.totalRow, styles.grandTotal]}>
              <Text>Balance due</Text>
              <Text>{formatCents(invoice.balanceDueCents)}</Text>
            </View>
          ) : null}
        </View>

        {invoice.notes ? (
          <View style={styles.section} wrap={false}>
            <Text style={styles.label}>Notes</Text>
            <Text>{invoice.notes}</Text>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

/** Renders the invoice to PDF bytes on the server. */
export function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  return renderToBuffer(<InvoicePdfDocument invoice={invoice} />);
}
