import { contactBudgetOptions, contactServiceOptions, insightsBudgetOptions, optionLabel, projectTypeOptions } from "@/content/options";
import { site } from "@/content/site";

/**
 * An AI draft's context (SPEC §7): the related lead, else project, else general text, as "Key: value"
 * lines that the endpoint takes and the offline generator reads back. Pure.
 */

export type DraftFacts =
  | { kind: "lead"; name: string; company: string | null; service: string | null; budget: string | null; status: string }
  | { kind: "project"; title: string; clientName: string; status: string; progress: number }
  | { kind: "general" };

export const GENERAL_CONTEXT = `General business communication from ${site.name}, a Colorado digital agency (branding, websites and web applications, digital marketing, AI solutions, video and drone production).`;

const services = [...projectTypeOptions, ...contactServiceOptions];
const budgets = [...insightsBudgetOptions, ...contactBudgetOptions];

const NOT_SPECIFIED = "Not specified";
const NOT_PROVIDED = "Not provided";

/** Stored status values ("in_progress") as words ("In Progress"). */
export const statusWords = (status: string) =>
  status
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** The context string sent to the provider, with stored option values turned into their labels. */
export function describeDraftContext(facts: DraftFacts): string {
  switch (facts.kind) {
    case "lead":
      return [
        `Related lead: ${facts.name}`,
        `Company: ${facts.company?.trim() || NOT_PROVIDED}`,
        `Service: ${facts.service ? optionLabel(services, facts.service) : NOT_SPECIFIED}`,
        `Budget: ${facts.budget ? optionLabel(budgets, facts.budget) : NOT_SPECIFIED}`,
        `Lead status: ${statusWords(facts.status)}`,
      ].join("\n");
    case "project":
      return [
        `Related project: ${facts.title}`,
        `Client: ${facts.clientName}`,
        `Project status: ${statusWords(facts.status)}`,
        `Progress: ${facts.progress}%`,
      ].join("\n");
    case "general":
      return GENERAL_CONTEXT;
  }
}

/** "Key: value" lines of a context string, keys lower-cased; values of one line each. */
function contextFields(context: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of context.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z][A-Za-z ]{0,30}):\s*(.+?)\s*$/.exec(line);
    if (match && !fields.has(match[1]!.toLowerCase())) fields.set(match[1]!.toLowerCase(), match[2]!);
  }
  return fields;
}

const known = (value: string | undefined, ...placeholders: string[]) => (value && !placeholders.includes(value) ? value : null);

/**
 * Reads a context string back into facts (the inverse of describeDraftContext). Anything else,
 * such as free text sent to the endpoint, counts as general context.
 */
export function parseDraftContext(context: string): DraftFacts {
  const fields = contextFields(context);
  const lead = fields.get("related lead");
  if (lead) {
    return {
      kind: "lead",
      name: lead,
      company: known(fields.get("company"), NOT_PROVIDED),
      service: known(fields.get("service"), NOT_SPECIFIED),
      budget: known(fields.get("budget"), NOT_SPECIFIED),
      status: fields.get("lead status") ?? "",
    };
  }
  const project = fields.get("related project");
  if (project) {
    const progress = Number.parseInt(fields.get("progress") ?? "", 10);
    return {
      kind: "project",
      title: project,
      clientName: fields.get("client") ?? "",
      status: fields.get("project status") ?? "",
      progress: Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0,
    };
  }
  return { kind: "general" };
}

/** Who the draft greets: the lead, else the project's client (null for general context). */
export function contactNameOf(facts: DraftFacts): string | null {
  if (facts.kind === "lead") return facts.name || null;
  if (facts.kind === "project") return facts.clientName || null;
  return null;
}
