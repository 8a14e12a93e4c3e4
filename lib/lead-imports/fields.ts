/**
 * The lead fields a CSV column can fill, and how a column is guessed from its header. Pure: the
 * mapping step in the browser and the server's preview read the same list.
 */

export const importFields = [
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "service",
  "budget",
  "timeline",
  "message",
  "status",
  "priority",
  "leadScore",
  "estimatedValue",
  "tags",
  "notes",
  "nextFollowUpDate",
  "expectedCloseDate",
  "lastContactDate",
  "source",
  "brandName",
  "domainName",
  "createdAt",
] as const;

export type ImportField = (typeof importFields)[number];

/** A column's choice in the mapping: a field, or "" for 'Ignore this column'. */
export type ColumnChoice = ImportField | "";

export const importFieldLabels: Record<ImportField, string> = {
  name: "Name",
  firstName: "First name (joined into Name)",
  lastName: "Last name (joined into Name)",
  email: "Email",
  phone: "Phone",
  company: "Company",
  service: "Service",
  budget: "Budget",
  timeline: "Timeline",
  message: "Message",
  status: "Status",
  priority: "Priority",
  leadScore: "Lead score",
  estimatedValue: "Estimated value",
  tags: "Tags",
  notes: "Notes (added to the lead's history)",
  nextFollowUpDate: "Next follow-up date",
  expectedCloseDate: "Expected close date",
  lastContactDate: "Last contact",
  source: "Source",
  brandName: "Brand name",
  domainName: "Website",
  createdAt: "Created",
};

export const IGNORE_LABEL = "Ignore this column";

export const columnChoiceOptions: readonly { value: ColumnChoice; label: string }[] = [
  { value: "", label: IGNORE_LABEL },
  ...importFields.map((field) => ({ value: field, label: importFieldLabels[field] })),
];

/** "Next Follow-up Date" -> "nextfollowupdate": headers compared without case, spaces or punctuation. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * Header names each field answers to: our own export's headers first (lib/leads/export.ts, so an
 * export imports back unchanged), then what spreadsheets and other CRMs call them.
 */
const headerSynonyms: Record<ImportField, readonly string[]> = {
  name: ["Name", "Full Name", "Contact Name", "Lead Name", "Contact", "Client Name"],
  firstName: ["First Name", "First", "Given Name", "Forename"],
  lastName: ["Last Name", "Last", "Surname", "Family Name"],
  email: ["Email", "Email Address", "E-mail", "E-mail Address", "Mail", "Work Email", "Primary Email"],
  phone: ["Phone", "Phone Number", "Telephone", "Tel", "Mobile", "Mobile Phone", "Cell", "Work Phone"],
  company: ["Company", "Company Name", "Organization", "Organisation", "Account", "Account Name", "Business"],
  service: ["Service", "Services", "Service Interest", "Interest", "Project Type"],
  budget: ["Budget", "Budget Range"],
  timeline: ["Timeline", "Preferred Timeline", "Timeframe"],
  message: ["Message", "Description", "Requirements", "Project Requirements", "Inquiry"],
  status: ["Status", "Lead Status", "Stage"],
  priority: ["Priority"],
  leadScore: ["Lead Score", "Score", "Rating"],
  estimatedValue: ["Estimated Value", "Value", "Deal Value", "Opportunity Amount", "Amount"],
  tags: ["Tags", "Tag", "Labels"],
  notes: ["Notes", "Note", "Comments", "Comment"],
  nextFollowUpDate: ["Next Follow-up Date", "Next Follow-up", "Follow-up Date", "Follow-up", "Follow Up Date"],
  expectedCloseDate: ["Expected Close Date", "Close Date", "Expected Close"],
  lastContactDate: ["Last Contact", "Last Contacted", "Last Contact Date", "Last Activity"],
  source: ["Source", "Lead Source"],
  brandName: ["Brand Name", "Brand"],
  domainName: ["Website", "Domain", "Domain Name", "Web Site", "URL", "Site"],
  createdAt: ["Created", "Created At", "Created Date", "Date Created", "Created On"],
};

const fieldByHeaderKey = new Map<string, ImportField>(
  importFields.flatMap((field) => headerSynonyms[field].map((header) => [headerKey(header), field] as const)),
);

/**
 * The mapping guessed from a file's header row: each column to the field its name says, each
 * field to one column at most (the first that names it), everything else ignored.
 */
export function guessMapping(headers: readonly string[]): ColumnChoice[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldByHeaderKey.get(headerKey(header));
    if (!field || taken.has(field)) return "";
    taken.add(field);
    return field;
  });
}

/** Why a mapping cannot be previewed, or null: a lead needs an email and a name. */
export function mappingProblem(mapping: readonly ColumnChoice[]): string | null {
  const chosen = mapping.filter((choice): choice is ImportField => choice !== "");
  const twice = chosen.find((field, index) => chosen.indexOf(field) !== index);
  if (twice) return `${importFieldLabels[twice]} is chosen for two columns; choose it for one.`;
  if (!chosen.includes("email")) return "Choose the column that holds the email address.";
  if (!chosen.includes("name") && !chosen.includes("firstName") && !chosen.includes("lastName")) {
    return "Choose the column that holds the name (or the first and last name).";
  }
  return null;
}
