// No "server-only" marker: the job worker (plain Node) renders the PDF an invoice mail carries.
import path from "node:path";

import { Font, StyleSheet, Text, View } from "@react-pdf/renderer";

import { site } from "@/content/site";

/** What the agency's PDFs (the invoice, the client statement) share: the font, the styles, the letterhead. */

// A local, static (non-variable) Inter: react-pdf embeds TTF/WOFF subsets and cannot subset the
// variable WOFF2 the site uses, and no font host may be contacted. Resolved from the project root,
// where `npm start` and the tests run.
const fontFile = (weight: number) => path.join(process.cwd(), "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`);

Font.register({
  family: "Inter",
  fonts: [
    { src: fontFile(400), fontWeight: 400 },
    { src: fontFile(600), fontWeight: 600 },
    { src: fontFile(700), fontWeight: 700 },
  ],
});
// Document text must stay exactly as written (numbers, emails): no hyphenation.
Font.registerHyphenationCallback((word) => [word]);

export const slate900 = "#0f172a";
export const slate500 = "#64748b";
export const border = "#e2e8f0";

export const baseStyles = StyleSheet.create({
  page: { fontFamily: "Inter", fontSize: 10, color: slate900, padding: 48, lineHeight: 1.4 },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 28 },
  agencyName: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  muted: { color: slate500 },
  title: { fontSize: 22, fontWeight: 700, textAlign: "right" },
  right: { textAlign: "right" },
  label: { color: slate500, fontSize: 8, textTransform: "uppercase", letterSpacing: 0.6, marginBottom: 3 },
  table: { borderTopWidth: 1, borderColor: border, marginBottom: 16 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderColor: border, paddingVertical: 6 },
  headRow: { flexDirection: "row", borderBottomWidth: 1, borderColor: slate900, paddingVertical: 6, fontWeight: 600 },
});

/** The agency's name, address and contacts, top left of every document. */
export function AgencyLetterhead() {
  const { address } = site;
  return (
    <View>
      <Text style={baseStyles.agencyName}>{site.name}</Text>
      <Text style={baseStyles.muted}>{address.street}</Text>
      <Text style={baseStyles.muted}>{`${address.locality}, ${address.region} ${address.postalCode}`}</Text>
      <Text style={baseStyles.muted}>{site.phone.display}</Text>
      <Text style={baseStyles.muted}>{site.email}</Text>
    </View>
  );
}
