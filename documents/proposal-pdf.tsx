// No "server-only" marker: the job worker (plain Node) renders the PDF a proposal mail carries.
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";

import { site } from "@/content/site";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

import { AgencyLetterhead, baseStyles, border, slate900 } from "./pdf-kit";

/**
 * What the proposal PDF draws, as lib/proposals/pdf.ts hands it over: amounts are numeric(12,2)
 * text, dates ISO days. Before acceptance the sections hold every line as offered (the packages to
 * choose from, the optional items) with the agency's default totals; once accepted, the accepted
 * lines and totals, and the evidence.
 */
export type ProposalPdfData = {
  label: string;
  title: string;
  recipientName: string;
  recipientEmail: string;
  recipientCompany: string | null;
  introduction: string;
  terms: string;
  validUntil: string;
  sections: {
    title: string;
    lines: {
      description: string;
      kind: "included" | "package" | "optional";
      marker: string;
      quantity: string;
      unitPrice: string;
      totalPrice: string;
    }[];
  }[];
  /** What the totals are of: "Your selection", or "As offered, with the recommended package". */
  totalsLabel: string;
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  depositPercent: string;
  depositAmount: string;
  accepted: { name: string; at: string; ip: string; userAgent: string; hash: string } | null;
  declined: { at: string } | null;
};

const styles = StyleSheet.create({
  ...baseStyles,
  blocks: { flexDirection: "row", justifyContent: "space-between", marginBottom: 20 },
  block: { width: "48%" },
  colDescription: { width: "52%", paddingRight: 8 },
  colQuantity: { width: "12%", textAlign: "right" },
  colUnit: { width: "18%", textAlign: "right" },
  colTotal: { width: "18%", textAlign: "right" },
  sectionTitle: { fontSize: 12, fontWeight: 600, marginBottom: 4 },
  marker: { color: "#64748b", fontSize: 8 },
  totals: { alignSelf: "flex-end", width: "50%", marginBottom: 20 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grandTotal: { borderTopWidth: 1, borderColor: slate900, marginTop: 4, paddingTop: 6, fontSize: 12, fontWeight: 700 },
  section: { marginBottom: 14 },
  evidence: { borderWidth: 1, borderColor: border, padding: 10, marginTop: 8 },
  evidenceRow: { flexDirection: "row", paddingVertical: 2 },
  evidenceLabel: { width: "22%", color: "#64748b" },
  evidenceValue: { width: "78%" },
  strong: { fontWeight: 600 },
});

const formatQuantity = (quantity: string) => String(Number(quantity));

function EvidenceRow({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.evidenceRow}>
      <Text style={styles.evidenceLabel}>{label}</Text>
      <Text style={styles.evidenceValue}>{value}</Text>
    </View>
  );
}

/** The proposal as a printable document: every figure is real, selectable text. */
export function ProposalPdfDocument({ proposal }: { proposal: ProposalPdfData }) {
  return (
    <Document title={`Proposal ${proposal.label}`} author={site.name} subject={proposal.title}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <AgencyLetterhead />
          <View>
            <Text style={styles.title}>PROPOSAL</Text>
            <Text style={[styles.right, styles.muted]}>{proposal.label}</Text>
            <Text style={[styles.right, styles.muted]}>{`Valid until ${formatIsoDate(proposal.validUntil)}`}</Text>
          </View>
        </View>

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.label}>Prepared for</Text>
            <Text style={styles.strong}>{proposal.recipientName}</Text>
            {proposal.recipientCompany ? <Text>{proposal.recipientCompany}</Text> : null}
            <Text>{proposal.recipientEmail}</Text>
          </View>
          <View style={styles.block}>
            <Text style={[styles.label, styles.right]}>{proposal.title}</Text>
          </View>
        </View>

        {proposal.introduction ? (
          <View style={styles.section}>
            <Text>{proposal.introduction}</Text>
          </View>
        ) : null}

        {proposal.sections.map((section, index) => (
          <View key={index} style={styles.section}>
            {section.title ? <Text style={styles.sectionTitle}>{section.title}</Text> : null}
            <View style={styles.table}>
              <View style={styles.headRow}>
                <Text style={styles.colDescription}>Description</Text>
                <Text style={styles.colQuantity}>Qty</Text>
                <Text style={styles.colUnit}>Unit price</Text>
                <Text style={styles.colTotal}>Amount</Text>
              </View>
              {section.lines.map((line, lineIndex) => (
                <View key={lineIndex} style={styles.row} wrap={false}>
                  <View style={styles.colDescription}>
                    <Text>{line.description}</Text>
                    {line.marker ? <Text style={styles.marker}>{line.marker}</Text> : null}
                  </View>
                  <Text style={styles.colQuantity}>{formatQuantity(line.quantity)}</Text>
                  <Text style={styles.colUnit}>{formatMoney(line.unitPrice)}</Text>
                  <Text style={styles.colTotal}>{formatMoney(line.totalPrice)}</Text>
                </View>
              ))}
            </View>
          </View>
        ))}

        <View style={styles.totals} wrap={false}>
          <Text style={styles.label}>{proposal.totalsLabel}</Text>
          <View style={styles.totalRow}>
            <Text style={styles.muted}>Subtotal</Text>
            <Text>{formatMoney(proposal.subtotal)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text style={styles.muted}>{`Tax (${Number(proposal.taxRate)}%)`}</Text>
            <Text>{formatMoney(proposal.taxAmount)}</Text>
          </View>
          <View style={[styles.totalRow, styles.grandTotal]}>
            <Text>Total</Text>
            <Text>{formatMoney(proposal.total)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text style={styles.muted}>{`Deposit due on acceptance (${Number(proposal.depositPercent)}%)`}</Text>
            <Text>{formatMoney(proposal.depositAmount)}</Text>
          </View>
        </View>

        {proposal.terms ? (
          <View style={styles.section}>
            <Text style={styles.label}>Terms</Text>
            <Text>{proposal.terms}</Text>
          </View>
        ) : null}

        {proposal.accepted ? (
          <View style={styles.evidence} wrap={false}>
            <Text style={styles.sectionTitle}>Accepted</Text>
            <EvidenceRow label="Signed by" value={proposal.accepted.name} />
            <EvidenceRow label="Accepted on" value={proposal.accepted.at} />
            <EvidenceRow label="IP address" value={proposal.accepted.ip} />
            <EvidenceRow label="Browser" value={proposal.accepted.userAgent || "—"} />
            <EvidenceRow label="SHA-256" value={proposal.accepted.hash} />
            <Text style={[styles.muted, { marginTop: 4 }]}>
              The SHA-256 is the fingerprint of the accepted lines and totals; any change to them would change it.
            </Text>
          </View>
        ) : null}
        {proposal.declined ? (
          <View style={styles.evidence} wrap={false}>
            <Text style={styles.sectionTitle}>{`Declined on ${proposal.declined.at}`}</Text>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

/** Renders the proposal to PDF bytes on the server. */
export function renderProposalPdf(proposal: ProposalPdfData): Promise<Buffer> {
  return renderToBuffer(<ProposalPdfDocument proposal={proposal} />);
}
