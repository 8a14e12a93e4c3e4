import fc from "fast-check";

import { leadSources, leadStatuses, type LeadPriority } from "@/db/enums";
import { FORMULA_TRIGGERS } from "@/lib/export/csv-format";

/**
 * fast-check generators of lead data as the app stores it, shared by the import's round-trip
 * properties (the unit one on the CSV format, the integration one through the real export).
 */

/**
 * A value starting with an apostrophe and a formula character is the one the export cannot tell
 * from a guarded cell ("'=x" exports as "'=x" too): lib/lead-imports/rows.ts documents it, and the
 * unit tests pin unguardFormula's behaviour.
 */
const looksGuarded = (text: string) => text[0] === "'" && FORMULA_TRIGGERS.includes(text[1] ?? "");

/** Trimmed, non-empty text with the characters CSV and the formula guard make hard. */
const awkwardText = (maxLength: number) =>
  fc
    .string({
      unit: fc.oneof(
        fc.constantFrom(",", ";", '"', "\n", "\r\n", "=", "+", "-", "@", "'", "é", "😀", " ", "\t", "ﬁ"),
        fc.string({ minLength: 1, maxLength: 1 }),
      ),
      minLength: 1,
      maxLength,
    })
    .map((text) => text.trim())
    // PostgreSQL text holds no NUL, and a value the app stores is trimmed and non-empty.
    .filter((text) => text !== "" && text.length <= maxLength && !text.includes("\u0000") && !looksGuarded(text));

const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });

export const isoDate = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Addresses zod's email rule accepts, some starting with a formula character. */
const email = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9+-][A-Za-z0-9_+-]{0,12}$/),
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.constantFrom("com", "co", "example", "org"),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Tags as the comma-list fields make them: trimmed, non-empty, no commas. */
const tags = fc.array(
  awkwardText(30)
    .map((tag) => tag.replace(/,/g, "").trim())
    .filter((tag) => tag !== "" && !looksGuarded(tag)),
  { maxLength: 4 },
);

/** An amount in cents that numeric(12,2) holds. */
const cents = fc.integer({ min: 0, max: 999_999_999_999 });

const money = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;

/**
 * Every field our export writes, as the app stores it; `time` makes the last contact and creation
 * times (wall-clock text for the CSV format alone, instants for the database).
 */
export const leadFields = <Time>(time: fc.Arbitrary<Time>) =>
  fc.record({
    name: awkwardText(200),
    email,
    phone: optional(awkwardText(40)),
    company: optional(awkwardText(200)),
    source: fc.constantFrom(...leadSources),
    status: fc.constantFrom(...leadStatuses),
    priority: fc.constantFrom<LeadPriority>(1, 2, 3),
    leadScore: fc.integer({ min: 0, max: 100 }),
    service: optional(awkwardText(200)),
    budget: optional(awkwardText(200)),
    timeline: optional(awkwardText(200)),
    estimatedValue: optional(cents.map(money)),
    expectedCloseDate: optional(isoDate),
    nextFollowUpDate: optional(isoDate),
    lastContactDate: optional(time),
    tags,
    brandName: optional(awkwardText(200)),
    domainName: optional(awkwardText(253)),
    message: optional(awkwardText(400)),
    createdAt: time,
  });
