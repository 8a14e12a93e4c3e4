import { site } from "@/content/site";

import { contactNameOf, type DraftFacts, parseDraftContext } from "./draft-context";

/**
 * The built-in draft writer when no OPENAI_API_KEY is set (DESIGN.md "Works offline"): greeting, an
 * opening for the relation, the admin's notes as sentences, a next step, the sign-off. Deterministic.
 */

export type OfflineDraftInput = {
  originalContent: string;
  /** The context string (lib/ai/draft-context.ts); free text counts as general context. */
  context: string;
  /** Who is addressed; when absent, taken from the context (the lead or the project's client). */
  contactName?: string | null;
  /** The signed-in admin, for the sign-off. */
  senderName?: string | null;
};

/** Shorthand that reads badly in a client message, spelled out. Word-bounded, case-insensitive. */
const SHORTHAND: [RegExp, string][] = [
  [/\bpls\b|\bplz\b/gi, "please"],
  [/\bthx\b|\bthnx\b/gi, "thank you"],
  [/\basap\b/gi, "as soon as possible"],
  [/\bw\/o\b/gi, "without"],
  [/\bw\//gi, "with "],
  [/\bre:\s*/gi, "regarding "],
  [/\bfyi\b/gi, "for your information"],
  [/\bmtg\b/gi, "meeting"],
  [/\btmrw\b|\btmr\b/gi, "tomorrow"],
  [/(^|\s)i(?=[\s'’]|$)/g, "$1I"],
];

/** Between sentences: after . ! ? (not after "i.e.", "e.g." or a common abbreviation) or a semicolon. */
const SENTENCE_BREAK = /(?<!\b[a-z]\.[a-z]\.)(?<!\b(?:etc|vs|approx|mr|mrs|ms|dr|st|inc|co|no)\.)(?<=[.!?])\s+|;\s+/i;

const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^.!?]{0,60}[,!.]?$/i;
const SIGN_OFF = /^(best( regards)?|kind regards|regards|warm regards|thanks|thank you|many thanks|cheers|sincerely|all the best),?$/i;

/** The first name, for the greeting ("jordan.lee" from an address reads "Jordan"). */
export function greetingName(contactName: string | null | undefined): string | null {
  const first = (contactName ?? "").trim().split(/[\s._\-+]+/)[0] ?? "";
  const letters = first.replace(/[^\p{L}\p{M}'’-]/gu, "");
  if (!letters) return null;
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

function sentenceCase(text: string): string {
  const trimmed = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[,;:\-–—]+$/, "")
    .trim();
  if (!trimmed) return "";
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["')\]]?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The admin's notes as clear sentences: bullets and numbering removed, shorthand spelled out,
 * each point capitalised and punctuated. Greetings and a typed sign-off (or an earlier draft's)
 * are dropped, so enhancing twice does not greet or sign twice.
 */
export function notesToSentences(notes: string, ignore: readonly string[] = []): string[] {
  const lines = notes.split(/\r?\n/).map((line) => line.trim());
  const signOffAt = lines.findIndex((line) => SIGN_OFF.test(line));
  const body = signOffAt >= 0 ? lines.slice(0, signOffAt) : lines;
  const ignored = new Set(ignore.map((line) => sentenceCase(line).toLowerCase()));
  const sentences: string[] = [];
  for (const rawLine of body) {
    const line = rawLine.replace(/^([-*•·>]+|\(?\d{1,2}[.)])\s*/, "").trim();
    if (!line || GREETING.test(line)) continue;
    let expanded = line;
    for (const [pattern, replacement] of SHORTHAND) expanded = expanded.replace(pattern, replacement);
    for (const part of expanded.split(SENTENCE_BREAK)) {
      const sentence = sentenceCase(part);
      if (sentence.length > 1 && !ignored.has(sentence.toLowerCase())) sentences.push(sentence);
    }
  }
  // The same point typed twice is said once.
  return sentences.filter((sentence, index) => sentences.findIndex((s) => s.toLowerCase() === sentence.toLowerCase()) === index);
}

export function openingLine(facts: DraftFacts): string {
  switch (facts.kind) {
    case "lead": {
      const about = facts.service ? ` on ${facts.service}` : "";
      const company = facts.company ? ` for ${facts.company}` : "";
      return `Thank you for your interest in working with ${site.name}${about}${company}.`;
    }
    case "project": {
      const status = facts.status ? `, which is ${facts.status.toLowerCase()}` : "";
      return `Here is a quick update on ${facts.title}${status} and ${facts.progress}% complete.`;
    }
    case "general":
      return `Thank you for getting in touch with ${site.name}.`;
  }
}

/** One concrete next step, chosen by where the relationship stands. */
export function nextStep(facts: DraftFacts): string {
  const call = `call us at ${site.phone.display}`;
  if (facts.kind === "lead") {
    const status = facts.status.toLowerCase();
    if (status === "qualified" || status === "proposal") {
      return `As a next step, I will send you a written proposal with scope, timeline and pricing within two business days. If anything changes before then, reply to this email or ${call}.`;
    }
    if (status === "won") {
      return "As a next step, let's book the kickoff meeting: reply with two or three times that suit your team this week and I will send the invitation.";
    }
    if (status === "lost") {
      return `If your plans change, reply to this email or ${call} and we will pick things up from here.`;
    }
    return `As a next step, I would like to set up a 30-minute call this week to talk through your goals, timeline and budget. Reply with two or three times that work for you, or ${call}.`;
  }
  if (facts.kind === "project") {
    if (facts.status.toLowerCase() === "completed") {
      return "As a next step, I will send the final handover notes this week; reply to this email if you would like a walkthrough call.";
    }
    return "As a next step, we will send the next progress update by the end of this week. Reply to this email if you would like to review anything together before then.";
  }
  return `As a next step, reply with two or three times that work for a short call, or ${call}.`;
}

const SUMMARY_INTRO = "Here is a summary of the key points:";

export function signOff(senderName: string | null | undefined): string {
  const name = senderName?.trim();
  return name ? `Best regards,\n${name}\n${site.name}` : `Best regards,\nThe ${site.name} team`;
}

/** The offline draft: greeting, opening, the admin's points, next step and sign-off. */
export function generateOfflineDraft(input: OfflineDraftInput): string {
  const facts = parseDraftContext(input.context);
  const contact = greetingName(input.contactName ?? contactNameOf(facts));
  const opening = openingLine(facts);
  const step = nextStep(facts);
  const sender = input.senderName?.trim() || null;
  // An earlier draft's own lines are not the admin's points: enhancing twice must not repeat them.
  const ownLines = [opening, SUMMARY_INTRO, ...step.split(SENTENCE_BREAK), site.name, ...(sender ? [sender] : [])];
  const points = notesToSentences(input.originalContent, ownLines);

  const body =
    points.length === 0 ? [] : points.length <= 2 ? [points.join(" ")] : [SUMMARY_INTRO, points.map((point) => `- ${point}`).join("\n")];

  return [contact ? `Hi ${contact},` : "Hello,", opening, ...body, step, signOff(sender)].join("\n\n");
}
