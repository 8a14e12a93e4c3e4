/**
 * Realistic sample data for demos, tests and benchmarks (`npm run db:seed -- --leads N --invoices M --clients C`).
 * Adds rows; never deletes. Deterministic for a given size; leads are generated inside PostgreSQL
 * (INSERT ... SELECT), the rest in batches, so a million leads seed in minutes.
 */
import { parseArgs } from "node:util";

import { inArray, sql } from "drizzle-orm";

import { contactServiceValues } from "@/content/options";
import { site } from "@/content/site";
import type { Db } from "@/db/client";
import { communicationTypes, leadStatuses, projectStatuses, type LeadStatus } from "@/db/enums";
import {
  activityLog,
  adminUsers,
  clientContacts,
  clients,
  communications,
  invoiceItems,
  invoicePayments,
  invoices,
  mailOutbox,
  projects,
  recurringInvoices,
  type NewCommunication,
  type NewInvoice,
  type NewInvoiceItem,
  type NewProject,
  type RecurringInvoiceTemplate,
} from "@/db/schema";
import { hashClientToken, newClientToken, sealClientToken } from "@/lib/billing/client-links/tokens";
import { withSignature } from "@/lib/communications/mail";
import { adminDisplayName, replySubject } from "@/lib/communications/rules";
import { centsToDecimal, computeInvoiceTotals } from "@/lib/money";

import { seedPortalSharing } from "./seed-portal";
import { seedProposals } from "./seed-proposals";

const FIRST = [
  "Avery",
  "Jordan",
  "Maya",
  "Luis",
  "Priya",
  "Ethan",
  "Sofia",
  "Noah",
  "Hannah",
  "Diego",
  "Grace",
  "Owen",
  "Leah",
  "Marcus",
  "Elena",
  "Caleb",
  "Nina",
  "Tyler",
  "Rosa",
  "Samuel",
  "Keiko",
  "Andre",
  "Chloe",
  "Wyatt",
];
const LAST = [
  "Garcia",
  "Smith",
  "Nguyen",
  "Johnson",
  "Martinez",
  "Brown",
  "Patel",
  "Miller",
  "Lopez",
  "Davis",
  "Kim",
  "Wilson",
  "Anderson",
  "Thompson",
  "Hernandez",
  "Moore",
  "Clark",
  "Lewis",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Torres",
];
const COMPANIES = [
  "Front Range Dental",
  "Mile High Roofing",
  "Pikes Peak Outfitters",
  "RiNo Coffee Roasters",
  "Cherry Creek Law Group",
  "Boulder Bio Labs",
  "Aurora Family Clinic",
  "Fort Collins Brewworks",
  "Golden Trail Cycles",
  "Summit Ridge Realty",
  "Larimer Logistics",
  "Platte River Accounting",
  "Flatirons Fitness",
  "Tech Center Analytics",
  "Colfax Kitchen",
  "Red Rocks Events",
  "Evergreen Spa",
  "Castle Rock Builders",
  "Lakewood Data Recovery",
  "Highlands Creative Co.",
];
// The contact form's own service values, so seeded leads read like real ones.
const CONTACT_SERVICES = contactServiceValues;
const PROJECT_TYPES = [
  "web-development",
  "mobile-app",
  "digital-marketing",
  "branding",
  "ai-solutions",
  "video-production",
  "seo-content",
  "social-media",
  "multiple",
];
const CONTACT_BUDGETS = ["under-5k", "5k-10k", "10k-25k", "25k-50k", "50k-plus", "discuss"];
const INSIGHT_BUDGETS = ["under-5k", "5k-15k", "15k-50k", "50k-100k", "over-100k", "discuss"];
const CONTACT_TIMELINES = ["asap", "1-month", "2-3-months", "3-6-months", "6-plus-months", "just-exploring"];
const INSIGHT_TIMELINES = ["asap", "1-month", "3-months", "6-months", "flexible"];
const MESSAGES = [
  "We're opening a second location in Aurora this spring and need a site that books appointments online.",
  "Our current website is six years old and doesn't show up for 'roofer near me' in Denver. Can you help?",
  "Looking for a monthly social media partner for our brewery taproom events and seasonal releases.",
  "We'd like an AI phone assistant to answer after-hours calls and schedule consultations.",
  "Need drone footage of a 40-acre development site near Castle Rock for investor presentations.",
  "Our law firm wants a brand refresh before we expand into Colorado Springs.",
];
const ITEMS = [
  ["Brand strategy workshop", "1500.00"],
  ["Website design and development", "6800.00"],
  ["Monthly SEO retainer", "1800.00"],
  ["Drone videography half day", "950.00"],
  ["Social media content package", "1200.00"],
  ["AI voice agent setup", "2400.00"],
  ["Copywriting (hours)", "95.00"],
  ["Photography session", "650.00"],
] as const;
const OUTGOING_EMAILS = [
  [
    "Proposal follow-up",
    "Thanks again for the call. I've attached the proposal with the phased timeline we discussed: discovery and design first, then the build and launch. Happy to walk through it together this week.",
  ],
  [
    "Project kickoff agenda",
    "Here is the agenda for Thursday's kickoff: goals and success metrics, the sitemap, content owners and the review schedule. Please bring your brand guidelines if you have them.",
  ],
  [
    "Website mockups ready",
    "The homepage and service page mockups are ready for review. The booking button now sits above the fold, as you asked. Let us know your feedback by Friday so we can keep the launch date.",
  ],
  [
    "Invoice question",
    "Thanks for flagging the invoice. The second line covers the extra drone half day in Castle Rock; I've attached the revised statement of work that lists it.",
  ],
  [
    "Your SEO report for this month",
    "Organic visits grew 18% this month, led by the new Lakewood and Littleton service-area pages. Next month we focus on reviews and the Google Business Profile.",
  ],
] as const;
const INCOMING_EMAILS = [
  [
    "Question about the homepage",
    "Hi {agent}, could we use a photo of our team on the homepage instead of the stock image? We can send a few options this week.",
  ],
  [
    "Photo shoot reschedule",
    "Hi {agent}, the weather in the foothills looks bad for Thursday. Can we move the shoot to next Tuesday morning?",
  ],
  [
    "Re: Proposal follow-up",
    "Thanks {agent}. The proposal looks good. Our partners want to confirm the payment schedule before we sign; can you send the milestones?",
  ],
  ["Budget approval", "Hi {agent}, finance approved the budget for phase one. What do you need from us to get started?"],
] as const;
const CALL_NOTES = [
  "Called to confirm the launch date. They asked for two extra service-area pages (Lakewood and Littleton).",
  "Discovery call: 40 employees, three locations, current site built in 2018. Main goal is online booking.",
  "Follow-up call about the quote. They are comparing two agencies and will decide by the end of the month.",
  "Client called about slow page loads on mobile; walked them through the image optimisation plan.",
] as const;
const MEETING_NOTES = [
  "Kickoff meeting at their Golden office: agreed on the sitemap and a weekly Friday check-in.",
  "Walked through the homepage wireframes; they want the booking button above the fold.",
  "Quarterly review: ads cost per lead down 22%. Agreed to shift budget from display to search.",
  "Brand workshop with the founders; three positioning directions to explore before the next session.",
] as const;
const INTERNAL_NOTES = [
  "Client prefers text messages for urgent questions; email for everything else.",
  "Decision maker is the operations director, not the owner. Copy her on proposals.",
  "Possible upsell: drone footage for the new development site in the spring.",
  "Waiting on logo files and the brand font licence before the design review.",
] as const;
const BATCH = 1000;

/** A small seeded PRNG (mulberry32) so the same size always gives the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `clients`: clients made in bulk besides those the projects and invoices bring (0 or absent: none). */
export type SeedSizes = { leads: number; invoices: number; clients?: number };

export function parseSeedArgs(argv: string[]): SeedSizes {
  const { values } = parseArgs({
    args: argv,
    options: { leads: { type: "string" }, invoices: { type: "string" }, clients: { type: "string" } },
    strict: true,
  });
  const size = (text: string | undefined, fallback: number, name: string) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 5_000_000) throw new Error(`--${name} must be a whole number from 0 to 5,000,000.`);
    return n;
  };
  return {
    leads: size(values.leads, 40, "leads"),
    invoices: size(values.invoices, 12, "invoices"),
    clients: size(values.clients, 0, "clients"),
  };
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** The key clients are matched by: an email trimmed and case-folded, as the database compares them. */
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * One client per distinct email among `people` (the first name seen names it, as its primary
 * contact too), reusing a client already billed at that email. Returns each email key's client id.
 */
async function ensureClients(db: Db, people: { name: string; email: string }[]): Promise<Map<string, string>> {
  const wanted = new Map<string, { name: string; email: string }>();
  for (const person of people) if (!wanted.has(emailKey(person.email))) wanted.set(emailKey(person.email), person);
  const ids = new Map<string, string>();
  if (wanted.size === 0) return ids;
  const existing = await db
    .select({ id: clients.id, billingEmail: clients.billingEmail })
    .from(clients)
    .where(inArray(sql`lower(trim(${clients.billingEmail}))`, [...wanted.keys()]));
  for (const row of existing) if (!ids.has(emailKey(row.billingEmail))) ids.set(emailKey(row.billingEmail), row.id);
  const missing = [...wanted.entries()].filter(([key]) => !ids.has(key)).map(([, person]) => person);
  await insertBatches(missing, async (batch) => {
    const added = await db
      .insert(clients)
      .values(batch.map((person) => ({ kind: "person" as const, displayName: person.name, billingEmail: person.email })))
      .returning({ id: clients.id, displayName: clients.displayName, billingEmail: clients.billingEmail });
    await db
      .insert(clientContacts)
      .values(added.map((client) => ({ clientId: client.id, name: client.displayName, email: client.billingEmail, isPrimary: true })));
    for (const client of added) ids.set(emailKey(client.billingEmail), client.id);
  });
  return ids;
}

/** Rows given the client of their client email. */
async function withClients<Row extends { clientName: string; clientEmail: string }>(db: Db, rows: Row[]) {
  const ids = await ensureClients(
    db,
    rows.map((row) => ({ name: row.clientName, email: row.clientEmail })),
  );
  return rows.map((row) => ({ ...row, clientId: ids.get(emailKey(row.clientEmail))! }));
}

const PAYMENT_METHODS = ["ACH", "Credit card", "Check", "Bank transfer"] as const;

/**
 * The payments a seeded invoice carries, in cents: a paid one its total (one in four in two
 * instalments, a deposit first), about a third of the sent and overdue ones part of it.
 */
function paymentPlan(status: string, total: number, issue: number, settled: number): { amount: number; paidOn: string; method: string }[] {
  // Derived from the amounts, not the shared generator, so the payments shift no other seeded value.
  const pick = Math.floor(total + issue / DAY) % 97;
  const method = PAYMENT_METHODS[pick % PAYMENT_METHODS.length]!;
  if (total === 0) return [];
  if (status === "paid") {
    if (pick % 4 !== 0) return [{ amount: total, paidOn: isoDate(settled), method }];
    const deposit = Math.round(total * 0.4);
    return [
      { amount: deposit, paidOn: isoDate(Math.min(issue + 5 * DAY, settled)), method },
      { amount: total - deposit, paidOn: isoDate(settled), method },
    ];
  }
  if ((status === "sent" || status === "overdue") && pick % 3 === 0) {
    return [{ amount: Math.round(total * (0.3 + (pick % 4) / 10)), paidOn: isoDate(Math.min(issue + 10 * DAY, settled)), method }];
  }
  return [];
}

type SeededLead = { id: string; name: string; email: string; status: LeadStatus; service: string | null; budget: string | null };

/** Leads per INSERT ... SELECT statement: big enough to be set-based, small enough to report progress. */
const LEAD_CHUNK = 100_000;
/**
 * A sent invoice's client page link, as sending makes it, so the demo's client pages (and their
 * 'Pay ... by card') open from 'Copy link'; none without the secret that seals it.
 */
function sentInvoiceLink(): Pick<NewInvoice, "clientLinkHash" | "clientLinkSealed" | "clientLinkCreatedAt"> {
  const secret = process.env.SESSION_SECRET;
  if (!secret) return {};
  const token = newClientToken();
  return { clientLinkHash: hashClientToken(token), clientLinkSealed: sealClientToken(token, secret), clientLinkCreatedAt: new Date() };
}

/** The seeded leads the later rows (projects, communications, invoices) pick their clients from. */
const LEAD_SAMPLE = 20_000;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Leads: both sources, every status (the first six leads take one each), spread over the last
 * year with a busier recent quarter. Generated inside PostgreSQL (INSERT ... SELECT over
 * generate_series), so a million leads take seconds; hashint8 of the row number and a salt stands
 * in for the random generator, so a size always gives the same values. Answers a sample of at
 * most LEAD_SAMPLE of them, evenly spread, for the rows that refer to leads.
 */
async function insertLeads(db: Db, count: number, now: number, runTag: string): Promise<SeededLead[]> {
  const stride = Math.max(1, Math.ceil(count / LEAD_SAMPLE));
  const nowAt = new Date(now).toISOString();
  // h(salt): a deterministic non-negative pseudo-random integer per row.
  const h = (salt: number) => sql.raw(`abs(hashint8(g.i * 64 + ${salt})::bigint)`);
  const pick = (values: readonly string[], salt: number) => sql`(${textArray(values)})[1 + ${h(salt)} % ${values.length}]`;
  const sample: SeededLead[] = [];
  for (let start = 0; start < count; start += LEAD_CHUNK) {
    const last = Math.min(count, start + LEAD_CHUNK) - 1;
    const rows = await db.execute<SeededLead & { n: number }>(sql`
      with generated as (
        select g.i,
          ${pick(FIRST, 1)} as first, ${pick(LAST, 2)} as last, ${pick(COMPANIES, 3)} as company,
          g.i % 3 = 0 as insights,
          case when g.i < ${leadStatuses.length} then (${textArray(leadStatuses)})[g.i + 1] else ${pick(leadStatuses, 4)} end as status,
          case when ${h(5)} % 10 < 4 then ${h(6)} % 84 else ${h(7)} % 365 end as age_days,
          ${h(8)} % ${DAY} as age_ms
        from generate_series(${start}::bigint, ${last}::bigint) as g(i)
      ),
      inserted as (
        insert into leads (name, email, phone, company, source, status, priority, lead_score, service, budget,
          timeline, message, brand_name, domain_name, estimated_value, next_follow_up_date, last_contact_date, tags,
          created_at, updated_at)
        select
          first || ' ' || last,
          lower(first || '.' || last || '.' || ${runTag} || i || '@' || regexp_replace(lower(company), '[^a-z]+', '', 'g') || '.com'),
          '(303) 555-' || lpad((1000 + i % 9000)::text, 4, '0'),
          company,
          (case when insights then 'brand_analysis' else 'contact_form' end)::lead_source,
          status::lead_status,
          1 + ${h(9)} % 3,
          10 + ${h(10)} % 86,
          case when insights then ${pick(PROJECT_TYPES, 11)} else ${pick(CONTACT_SERVICES, 11)} end,
          case when insights then ${pick(INSIGHT_BUDGETS, 12)} else ${pick(CONTACT_BUDGETS, 12)} end,
          case when insights then ${pick(INSIGHT_TIMELINES, 13)} else ${pick(CONTACT_TIMELINES, 13)} end,
          ${pick(MESSAGES, 14)},
          case when insights then company end,
          case when insights then regexp_replace(lower(company), '[^a-z]+', '', 'g') || '.com' end,
          ((15 + ${h(15)} % 386) * 100)::numeric(12, 2),
          -- About a third of these are due (today or up to 10 days late): the Overview's 'Follow-ups due'.
          case when ${h(16)} % 10 < 3 then (${nowAt}::timestamptz + make_interval(days => (${h(17)} % 31 - 10)::int))::date end,
          case when status <> 'new' then created_at + make_interval(days => (1 + ${h(18)} % 20)::int) end,
          case when ${h(19)} % 10 < 4 then array[${pick(["referral", "colorado", "retainer", "urgent", "enterprise"], 20)}] else '{}'::text[] end,
          created_at, created_at
        from generated as g
        cross join lateral (
          select ${nowAt}::timestamptz - make_interval(days => age_days::int) - age_ms * interval '1 millisecond' as created_at
        ) as at
        returning id, name, email, status, service, budget
      )
      select *, row_number() over () - 1 + ${start} as n from inserted`);
    for (const row of rows)
      if (Number(row.n) % stride === 0)
        sample.push({ id: row.id, name: row.name, email: row.email, status: row.status, service: row.service, budget: row.budget });
  }
  return sample;
}

/**
 * `--clients N`: N more clients, generated inside PostgreSQL like the leads: companies and people
 * (every fourth) with one to three contacts each (the first primary), then every fifth lead not yet
 * linked to a client is linked to one of them, spread evenly, as if it had become that client.
 * Names repeat (a few dozen first names and companies) and emails carry the row number and the
 * run's tag, so the list's search and its trigram indexes meet realistic duplicates.
 */
async function insertBulkClients(db: Db, count: number, runTag: string): Promise<number> {
  if (count === 0) return 0;
  const h = (salt: number) => sql.raw(`abs(hashint8(g.i * 64 + ${salt})::bigint)`);
  const pick = (values: readonly string[], salt: number) => sql`(${textArray(values)})[1 + ${h(salt)} % ${values.length}]`;
  for (let start = 0; start < count; start += LEAD_CHUNK) {
    const last = Math.min(count, start + LEAD_CHUNK) - 1;
    await db.execute(sql`
      with generated as (
        select g.i, ${pick(FIRST, 31)} as first, ${pick(LAST, 32)} as last, ${pick(COMPANIES, 33)} as company,
          g.i % 4 = 3 as person, 1 + ${h(34)} % 3 as contacts
        from generate_series(${start}::bigint, ${last}::bigint) as g(i)
      ),
      named as (
        select *, regexp_replace(lower(company), '[^a-z]+', '', 'g') || '.com' as domain from generated
      ),
      made as (
        insert into clients (kind, display_name, company, billing_email, phone, created_at)
        select
          (case when person then 'person' else 'company' end)::client_kind,
          case when person then first || ' ' || last else company || ' ' || i end,
          case when person then null else company end,
          'billing.' || ${runTag} || i || '@' || domain,
          '(720) 555-' || lpad((1000 + i % 9000)::text, 4, '0'),
          now() - make_interval(days => (i % 730)::int)
        from named
        returning id, billing_email
      )
      insert into client_contacts (client_id, name, email, role, is_primary)
      select made.id,
        case when k = 1 then n.first || ' ' || n.last else n.last || ' Contact ' || k end,
        lower(n.first || '.' || n.last || '.' || k || '.' || ${runTag} || n.i || '@' || n.domain),
        (array['Owner', 'Marketing', 'Accounts'])[k],
        k = 1
      from named n
      join made on made.billing_email = 'billing.' || ${runTag} || n.i || '@' || n.domain
      cross join lateral generate_series(1, n.contacts::int) as k`);
  }
  await db.execute(sql`
    with unlinked as (
      select id, row_number() over (order by id) as n from leads where client_id is null
    ),
    bulk as (
      select id, row_number() over (order by id) - 1 as n from clients where billing_email like ${`billing.${runTag}%`}
    )
    update leads set client_id = bulk.id
    from unlinked join bulk on bulk.n = (unlinked.n / 5) % ${count}
    where leads.id = unlinked.id and unlinked.n % 5 = 0`);
  return count;
}

/** Adds sample leads, projects, communications and invoices. Returns what was added. */
export async function seedSampleData(db: Db, sizes: SeedSizes, now = Date.now()) {
  const rng = random(sizes.leads * 31 + sizes.invoices);
  const runTag = now.toString(36);

  const leadIds = await insertLeads(db, sizes.leads, now, runTag);

  // Projects: some converted from won leads, some direct.
  const projectCount = Math.max(8, Math.floor(sizes.leads / 50));
  const won = leadIds.filter((lead) => lead.status === "won");
  const projectRows: Omit<NewProject, "clientId">[] = [];
  for (let i = 0; i < projectCount; i++) {
    const lead = i % 2 === 0 ? won[i % Math.max(won.length, 1)] : undefined;
    const start = now - rng.int(0, 200) * DAY;
    const status = projectStatuses[i % projectStatuses.length]!;
    const fixed = rng.next() < 0.6;
    projectRows.push({
      leadId: lead?.id ?? null,
      title: `${rng.pick(["Website rebuild", "Brand refresh", "SEO growth program", "AI voice agent", "Drone site survey", "Social launch campaign"])} for ${rng.pick(COMPANIES)}`,
      description: "Discovery, design and launch with monthly reporting to the client team.",
      clientName: lead?.name ?? `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      clientEmail: lead?.email ?? `client${i}.${runTag}@example.com`,
      status,
      startDate: isoDate(start),
      endDate: isoDate(start + rng.int(30, 180) * DAY),
      estimatedHours: String(rng.int(20, 300)),
      hourlyRate: "150.00",
      fixedPrice: fixed ? centsToDecimal(rng.int(30, 250) * 10_000) : "0.00",
      progressPercentage: status === "completed" ? 100 : rng.int(0, 90),
      services: [rng.pick(CONTACT_SERVICES), rng.pick(CONTACT_SERVICES)].filter((v, idx, all) => all.indexOf(v) === idx),
      deliverables: ["Launch plan", "Monthly report"],
      notes: "Kickoff held; client prefers updates by email on Fridays.",
      createdAt: new Date(start),
      updatedAt: new Date(start),
    });
  }
  const projectIds: { id: string; title: string; clientName: string; clientEmail: string }[] = [];
  await insertBatches(await withClients(db, projectRows), async (batch) => {
    projectIds.push(
      ...(await db
        .insert(projects)
        .values(batch)
        .returning({ id: projects.id, title: projects.title, clientName: projects.clientName, clientEmail: projects.clientEmail })),
    );
  });
  // A converted lead points to the client it became.
  await db.execute(sql`update leads set client_id = p.client_id from projects p where p.lead_id = leads.id and leads.client_id is null`);

  // Communications: a realistic hub. Emails go both ways (ours carry their delivery in the
  // outbox: mostly sent, a few failed), calls and meetings are logged with the client's address,
  // notes are internal; most concern a lead, some a project, a few are general.
  const [author] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      username: adminUsers.username,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .orderBy(adminUsers.createdAt)
    .limit(1);
  const agencyAddress = author?.email ?? site.email;
  const signature = author ? adminDisplayName(author) : null;
  const communicationCount = Math.max(20, Math.floor(sizes.leads / 10));
  const communicationRows: NewCommunication[] = [];
  const outgoing: { index: number; failed: boolean }[] = [];
  for (let i = 0; i < communicationCount; i++) {
    const type = communicationTypes[i % communicationTypes.length]!;
    const relation = i % 7 === 6 ? "general" : i % 4 === 3 && projectIds.length > 0 ? "project" : "lead";
    const lead = relation === "lead" && leadIds.length > 0 ? rng.pick(leadIds) : undefined;
    const project = relation === "project" ? rng.pick(projectIds) : undefined;
    const client = lead
      ? { name: lead.name, email: lead.email }
      : project
        ? { name: project.clientName, email: project.clientEmail }
        : { name: "Taylor Brooks", email: `taylor.brooks.${runTag}@example.com` };
    const first = client.name.split(" ")[0] ?? client.name;
    const age = i < communicationCount / 10 ? rng.int(0, 6) : rng.int(0, 120); // a busy last week
    const createdAt = new Date(now - age * DAY - rng.int(0, DAY));
    const recent = age <= 7;
    const incoming = type === "email" && i % 3 === 0;
    const row: NewCommunication = {
      type,
      subject: null,
      content: "",
      toEmail: null,
      fromEmail: null,
      leadId: lead?.id ?? null,
      projectId: project?.id ?? null,
      isAiGenerated: false,
      // The first is always unread (and, being an incoming email, asks for a response), so even the
      // smallest seed shows every state the hub can show.
      readStatus: i === 0 ? false : recent ? rng.next() < 0.4 : rng.next() < 0.95,
      responseRequired: false,
      createdBy: author?.id ?? null,
      createdAt,
    };
    if (type === "email" && incoming) {
      const [subject, content] = rng.pick(INCOMING_EMAILS);
      Object.assign(row, {
        subject,
        content: content.replace("{agent}", signature?.split(" ")[0] ?? "team"),
        fromEmail: client.email,
        toEmail: agencyAddress,
        responseRequired: i === 0 || rng.next() < 0.6,
      });
    } else if (type === "email") {
      const [subject, content] = rng.pick(OUTGOING_EMAILS);
      Object.assign(row, {
        subject: rng.next() < 0.25 ? replySubject(subject) : subject,
        content: `Hi ${first},\n\n${content}`,
        fromEmail: agencyAddress,
        toEmail: client.email,
        isAiGenerated: outgoing.length % 3 === 0 || rng.next() < 0.2,
        readStatus: true,
      });
      outgoing.push({ index: communicationRows.length, failed: i % 41 === 4 });
    } else if (type === "call") {
      Object.assign(row, { content: rng.pick(CALL_NOTES), toEmail: client.email, responseRequired: rng.next() < 0.25 });
    } else if (type === "meeting") {
      Object.assign(row, { content: rng.pick(MEETING_NOTES), toEmail: client.email, responseRequired: rng.next() < 0.15 });
    } else {
      Object.assign(row, { subject: i % 5 === 0 ? "Internal note" : null, content: rng.pick(INTERNAL_NOTES), isAiGenerated: false });
    }
    communicationRows.push(row);
  }
  const communicationIds: string[] = [];
  await insertBatches(communicationRows, async (batch) => {
    communicationIds.push(...(await db.insert(communications).values(batch).returning({ id: communications.id })).map((row) => row.id));
  });
  // The outgoing emails' delivery, as the job queue would have left it (never 'queued': a
  // worker with a mail key would send seed mail to made-up addresses).
  const outboxRows = outgoing.map(({ index, failed }) => {
    const row = communicationRows[index]!;
    const id = communicationIds[index]!;
    const sentAt = new Date(row.createdAt!.getTime() + 20_000);
    return {
      kind: "communication_email",
      toAddress: row.toEmail!,
      replyTo: agencyAddress,
      subject: row.subject!,
      textBody: withSignature(row.content, signature),
      status: failed ? ("failed" as const) : ("sent" as const),
      attempts: failed ? 8 : 1,
      lastError: failed ? "Resend 400: The recipient's domain does not accept mail." : null,
      providerMessageId: failed ? null : `seed-${id}`,
      communicationId: id,
      leadId: row.leadId ?? null,
      dedupeKey: `communication-email:${id}`,
      sentAt: failed ? null : sentAt,
      createdAt: row.createdAt!,
      updatedAt: sentAt,
    };
  });
  await insertBatches(outboxRows, (batch) => db.insert(mailOutbox).values(batch));

  // Invoices: every status, numbered as the app numbers them; half paid over the last year (the
  // revenue chart), a third of the open ones partly paid ('Partially paid' and the aging).
  const invoiceStatusesCycle = ["paid", "sent", "paid", "draft", "paid", "overdue", "paid", "cancelled"] as const;
  const retainerSources: { id: string; invoiceNumber: string; row: NewInvoice; lines: RecurringInvoiceTemplate["items"] }[] = [];
  for (let start = 0; start < sizes.invoices; start += BATCH) {
    const count = Math.min(sizes.invoices, start + BATCH) - start;
    await db.transaction(async (tx) => {
      const year = new Date(now).getUTCFullYear();
      const [sequence] = await tx.execute<{ last_value: number }>(sql`
        insert into invoice_number_sequences (year, last_value) values (${year}, ${count})
        on conflict (year) do update set last_value = invoice_number_sequences.last_value + ${count}
        returning last_value`);
      const first = Number(sequence!.last_value) - count + 1;
      const invoiceRows: Omit<NewInvoice, "clientId">[] = [];
      const itemsPerInvoice: Omit<NewInvoiceItem, "invoiceId">[][] = [];
      const paymentPlans: { amount: number; paidOn: string; method: string }[][] = [];
      for (let k = 0; k < count; k++) {
        const i = start + k;
        const status = invoiceStatusesCycle[i % invoiceStatusesCycle.length]!;
        const issue = now - rng.int(status === "overdue" ? 45 : 0, 330) * DAY;
        const due = status === "overdue" ? Math.min(issue + 30 * DAY, now - 2 * DAY) : issue + 30 * DAY;
        const lines = Array.from({ length: rng.int(1, 4) }, () => {
          const [description, price] = rng.pick(ITEMS);
          return { description, quantity: String(rng.int(1, 6)), unitPrice: price };
        });
        const taxRate = rng.pick(["0", "4.81", "8.25", "8.81"]);
        const totals = computeInvoiceTotals(lines, taxRate);
        const client = leadIds.length > 0 ? rng.pick(leadIds) : undefined;
        invoiceRows.push({
          invoiceNumber: `INV-${year}-${String(first + k).padStart(4, "0")}`,
          clientName: client?.name ?? `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
          clientEmail: client?.email ?? `billing${i}.${runTag}@example.com`,
          clientAddress: `${rng.int(100, 9999)} ${rng.pick(["Larimer St", "Colfax Ave", "Pearl St", "Tejon St", "College Ave"])}, ${rng.pick(["Denver", "Boulder", "Colorado Springs", "Fort Collins", "Aurora"])}, CO`,
          description: "Professional services as agreed in the statement of work.",
          issueDate: isoDate(issue),
          dueDate: isoDate(due),
          paidDate: status === "paid" ? isoDate(Math.min(due, now)) : null,
          paymentMethod: status === "paid" ? rng.pick(["ACH", "Credit card", "Check"]) : null,
          subtotal: centsToDecimal(totals.subtotal),
          taxRate,
          taxAmount: centsToDecimal(totals.tax),
          totalAmount: centsToDecimal(totals.total),
          status,
          ...(status === "sent" || status === "overdue" ? sentInvoiceLink() : {}),
          notes: "Net 30. Thank you for your business!",
          createdAt: new Date(issue),
          updatedAt: new Date(issue),
        });
        paymentPlans.push(paymentPlan(status, totals.total, issue, Math.min(due, now)));
        itemsPerInvoice.push(
          lines.map((line, position) => ({
            position,
            description: line.description,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            totalPrice: centsToDecimal(totals.lineTotals[position]!),
          })),
        );
      }
      invoiceRows.forEach(
        (row, index) => (row.amountPaid = centsToDecimal(paymentPlans[index]!.reduce((sum, payment) => sum + payment.amount, 0))),
      );
      const billed = await withClients(tx, invoiceRows);
      const inserted = await tx.insert(invoices).values(billed).returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
      const itemRows = inserted.flatMap((invoice, index) => itemsPerInvoice[index]!.map((item) => ({ ...item, invoiceId: invoice.id })));
      await insertBatches(itemRows, (batch) => tx.insert(invoiceItems).values(batch));
      const paymentRows = inserted.flatMap((invoice, index) =>
        paymentPlans[index]!.map((payment) => ({
          invoiceId: invoice.id,
          amount: centsToDecimal(payment.amount),
          paidOn: payment.paidOn,
          method: payment.method,
        })),
      );
      await insertBatches(paymentRows, (batch) => tx.insert(invoicePayments).values(batch));
      // One paid invoice in 500 (at least the first) is a monthly retainer's source.
      inserted.forEach((invoice, index) => {
        if (invoiceRows[index]!.status === "paid" && (retainerSources.length === 0 || (start + index) % 500 === 0)) {
          const lines = itemsPerInvoice[index]!.map((item) => ({
            description: item.description ?? "",
            quantity: Number(item.quantity),
            unitPrice: Number(item.unitPrice),
          }));
          retainerSources.push({ ...invoice, row: billed[index]!, lines });
        }
      });
    });
  }

  // Retainers: active ones (drafts or sent automatically), one paused, one ended; each starts
  // within the next month, so the worker makes their first invoices on their dates, not at seeding.
  const retainerStatuses = ["active", "active", "paused", "ended"] as const;
  const retainerRows = retainerSources.map(({ id, invoiceNumber, row, lines }, index) => {
    const status = retainerStatuses[index % retainerStatuses.length]!;
    const startDate = isoDate(now + rng.int(1, 28) * DAY);
    return {
      sourceInvoiceId: id,
      sourceInvoiceNumber: invoiceNumber,
      clientId: row.clientId,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      totalAmount: row.totalAmount!,
      template: {
        clientName: row.clientName,
        clientEmail: row.clientEmail,
        clientAddress: row.clientAddress ?? "",
        description: row.description ?? "",
        notes: row.notes ?? "",
        paymentMethod: "",
        taxRate: Number(row.taxRate),
        items: lines,
      },
      frequency: index % 3 === 2 ? ("quarter" as const) : ("month" as const),
      startDate,
      endDate: status === "ended" ? startDate : null,
      dueDays: 30,
      autoSend: index % 2 === 1,
      status,
      nextRunDate: status === "ended" ? null : startDate,
      createdBy: author?.id ?? null,
      createdAt: new Date(now - rng.int(1, 30) * DAY),
    };
  });
  await insertBatches(retainerRows, (batch) => db.insert(recurringInvoices).values(batch));

  if (leadIds[0]) {
    await db.insert(activityLog).values({
      entityType: "lead",
      entityId: leadIds[0].id,
      entityName: leadIds[0].name,
      action: "status_changed",
      description: `Status changed to ${leadIds[0].status}`,
    });
  }

  const bulkClients = await insertBulkClients(db, sizes.clients ?? 0, runTag);

  const proposalCount = await seedProposals(
    db,
    leadIds.slice(0, 200).map((lead) => lead.id),
    author ? { id: author.id, email: author.email, name: adminDisplayName(author) } : null,
    isoDate(now),
  );

  const portal = await seedPortalSharing(db, author?.id ?? null, now);

  // Fresh statistics, so the planner picks the right plans right after a bulk seed.
  await db.execute(sql`vacuum analyze`);
  return {
    leads: sizes.leads,
    projects: projectIds.length,
    communications: communicationRows.length,
    invoices: sizes.invoices,
    clients: bulkClients,
    proposals: proposalCount,
    portal,
  };
}
