import "server-only";

import { site } from "@/content/site";

import { generateOfflineDraft } from "./offline-draft";
import { chatCompletionText, createOpenAiClient, type OpenAiOptions } from "./openai-chat";
import { chooseProvider, offlineProvider, ProviderError, type Provider } from "./provider";

/**
 * AI drafting for the Communication Hub (SPEC §7 generate-ai-response): the admin's notes and the
 * relation's context in, a finished message out. OpenAI when OPENAI_API_KEY is set, else the
 * built-in generator; the same shape as lib/intake/insights/generate.ts.
 */

export type DraftRequest = {
  originalContent: string;
  /** lib/ai/draft-context.ts describeDraftContext(), or any text sent to the endpoint. */
  context: string;
  /** SPEC §9: always professional. */
  tone: "professional";
  contactName?: string | null;
  senderName?: string | null;
};

export type DraftProvider = Provider<DraftRequest, string>;

/** The provider could not write a draft. */
export class DraftProviderError extends ProviderError {}

/** An admin waits on the button; past this the draft is reported as failed and the notes stay. */
export const DRAFT_TIMEOUT_MS = 20_000;
/** A draft longer than the content field allows is cut (COMMUNICATION_LIMITS.content). */
const MAX_DRAFT = 20_000;
/** A rewritten note is a few paragraphs; the ceiling keeps a runaway answer short. */
const DRAFT_MAX_OUTPUT_TOKENS = 2_000;

const SYSTEM_PROMPT = [
  `You write client messages for ${site.name}, a Colorado digital agency (branding, web, marketing, AI, video).`,
  "Rewrite the account manager's notes into one complete message in the requested tone.",
  "Start with a greeting that uses the contact's first name when it is known.",
  "Turn every note into clear, complete sentences; keep every fact, and invent no prices, dates or promises.",
  "End with one concrete next step, then sign off with the sender's name and the agency name.",
  "Plain text only: no markdown headings, no HTML, no subject line, no placeholders in brackets.",
].join(" ");

function userPrompt(request: DraftRequest): string {
  return [
    `Tone: ${request.tone}`,
    `Contact name: ${request.contactName?.trim() || "unknown"}`,
    `Sender name: ${request.senderName?.trim() || `the ${site.name} team`}`,
    `Context:\n${request.context.trim() || "none"}`,
    `Notes to rewrite:\n${request.originalContent}`,
  ].join("\n\n");
}

export function createOpenAiDraftProvider({ timeoutMs = DRAFT_TIMEOUT_MS, ...options }: OpenAiOptions): DraftProvider {
  const client = createOpenAiClient(options, timeoutMs);
  return {
    name: "openai",
    async generate(request) {
      const content = await chatCompletionText(
        client,
        options.model,
        { system: SYSTEM_PROMPT, user: userPrompt(request), temperature: 0.5, maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS },
        (reason, cause) => new DraftProviderError(`The AI provider ${reason}.`, { cause }),
      );
      const draft = content.replace(/\u0000/g, "").trim();
      if (!draft) throw new DraftProviderError("The AI provider answered an empty draft.");
      return draft.slice(0, MAX_DRAFT);
    },
  };
}

export const offlineDraftProvider = offlineProvider(generateOfflineDraft);

export const getDraftProvider = (env: Parameters<typeof chooseProvider>[0]) =>
  chooseProvider(env, offlineDraftProvider, createOpenAiDraftProvider);
