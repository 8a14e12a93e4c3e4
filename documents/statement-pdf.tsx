// A client statement as the owners download it (the Clients section's Statement).
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";

import { site } from "@/content/site";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";

import { AgencyLetterhead, baseStyles, slate900 } from "./pdf-kit";

/** What the statement draws: amounts in cents, dates as ISO days, lines in date order with their running balance. */
export type StatementPdfData = {
  client: { displayName: string; company: string | null; billingEmail: string; billingAddress: string | null };
  from: string;
  to: string;
  openingBalanceCents: number;
  lines: { date: string; description: string; chargeCents: number; paymentCents: number; balanceCents: number }[];
  totalChargesCents: number;
  totalPaymentsCents: number;
  closingBalanceCents: number;
};

const styles = StyleSheet.create({
  ...baseStyles,
  blocks: { flexDirection: "row", justifyContent: "space-between", marginBottom: 24 },
  block: { width: "48%" },
  colDate: { width: "16%" },
  colDescription: { width: "39%", paddingRight: 8 },
  colAmount: { width: "15%", textAlign: "right" },
  strong: { fontWeight: 600 },
  totalRow: { flexDirection: "row", borderTopWidth: 1, borderColor: slate900, paddingVertical: 6, fontWeight: 700 },
});

const amount = (cents: number) => (cents === 0 ? "" : formatCents(cents));

/** The statement as a printable document: every figure is real, selectable text. */
export function StatementPdfDocument({ statement }: { statement: StatementPdfData }) {
  const { client } = statement;
  const period = `${formatIsoDate(statement.from)} – ${formatIsoDate(statement.to)}`;
  return (
    <Document title={`Statement for ${client.displayName}`} author={site.name} subject={`Statement ${period}`}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <AgencyLetterhead />
          <View>
            <Text style={styles.title}>STATEMENT</Text>
            <Text style={[styles.right, styles.muted]}>{period}</Text>
          </View>
        </View>

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.label}>Client</Text>
            <Text style={styles.strong}>{client.displayName}</Text>
            {client.company && client.company !== client.displayName ? <Text>{client.company}</Text> : null}
            <Text>{client.billingEmail}</Text>
            {client.billingAddress ? <Text>{client.billingAddress}</Text> : null}
          </View>
          <View style={styles.block}>
            <Text style={[styles.label, styles.right]}>Balance due</Text>
            <Text style={[styles.title, { fontSize: 16 }]}>{formatCents(statement.closingBalanceCents)}</Text>
          </View>
        </View>

        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={styles.colDate}>Date</Text>
            <Text style={styles.colDescription}>Description</Text>
            <Text style={styles.colAmount}>Charges</Text>
            <Text style={styles.colAmount}>Payments</Text>
            <Text style={styles.colAmount}>Balance</Text>
          </View>
          <View style={styles.row}>
            <Text style={styles.colDate}>{formatIsoDate(statement.from)}</Text>
            <Text style={styles.colDescription}>Opening balance</Text>
            <Text style={styles.colAmount} />
            <Text style={styles.colAmount} />
            <Text style={styles.colAmount}>{formatCents(statement.openingBalanceCents)}</Text>
          </View>
          {statement.lines.map((line, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={styles.colDate}>{formatIsoDate(line.date)}</Text>
              <Text style={styles.colDescription}>{line.description}</Text>
              <Text style={styles.colAmount}>{amount(line.chargeCents)}</Text>
              <Text style={styles.colAmount}>{amount(line.paymentCents)}</Text>
              <Text style={styles.colAmount}>{formatCents(line.balanceCents)}</Text>
            </View>
          ))}
          <View style={styles.totalRow} wrap={false}>
            <Text style={styles.colDate} />
            <Text style={styles.colDescription}>Closing balance</Text>
            <Text style={styles.colAmount}>{formatCents(statement.totalChargesCents)}</Text>
            <Text style={styles.colAmount}>{formatCents(statement.totalPaymentsCents)}</Text>
            <Text style={styles.colAmount}>{formatCents(statement.closingBalanceCents)}</Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** Renders the statement to PDF bytes on the server. */
export function renderStatementPdf(statement: StatementPdfData): Promise<Buffer> {
  return renderToBuffer(<StatementPdfDocument statement={statement} />);
}
