import "server-only";

import { insightsBudgetLabels, insightsTimelineLabels, projectTypeLabels } from "@/content/options";
import { site } from "@/content/site";
import { chatCompletionText, createOpenAiClient, type OpenAiOptions } from "@/lib/ai/openai-chat";
import { chooseProvider, offlineProvider, ProviderError, type Provider } from "@/lib/ai/provider";
import { type InsightsRequest, type InsightsResponse, insightsResponseSchema } from "@/lib/intake/schema";

import { generateOfflineInsights } from "./offline";
import { estimatePrice } from "./price-book";

export type InsightsProvider = Provider<InsightsRequest, InsightsResponse>;

/** The provider could not produce insights. */
export class InsightsProviderError extends ProviderError {}

/** SPEC §9 promises insights "under 30 seconds"; one attempt with room to answer the visitor. */
export const OPENAI_TIMEOUT_MS = 25_000;
/** The insights' ceiling in tokens: the expected JSON is well under 1,000; a runaway answer stops there. */
export const INSIGHTS_MAX_OUTPUT_TOKENS = 1_500;

const SYSTEM_PROMPT = [
  `You are a senior strategist at ${site.name}, a Colorado digital agency (branding, marketing, web, AI, video).`,
  "Write professional, specific brand insights for a prospective client from their request.",
  "The insights field must have exactly four sections, each starting with a markdown heading line",
  "(## Brand Analysis, ## Market Opportunities, ## Digital Strategy, ## Recommended Next Steps),",
  "using short paragraphs and '-' or numbered list lines. Plain text only: no HTML, no links.",
  "The pricing estimate is in US dollars; start from the reference estimate and adjust only with a reason.",
].join(" ");

/** JSON schema for structured output: the SPEC §3 response shape, every field required (strict mode). */
const RESPONSE_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["insights", "pricingEstimate"],
  properties: {
    insights: { type: "string" },
    pricingEstimate: {
      type: "object",
      additionalProperties: false,
      required: ["costBreakdown", "totalRange", "timeline", "notes"],
      properties: {
        costBreakdown: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["service", "price"],
            properties: { service: { type: "string" }, price: { type: "string" } },
          },
        },
        totalRange: { type: "string" },
        timeline: {
          type: "object",
          additionalProperties: false,
          required: ["phases", "total"],
          properties: {
            phases: {
              type: "array",
              items: {
                type: "object",
                additionalProperties: false,
                required: ["phase", "duration"],
                properties: { phase: { type: "string" }, duration: { type: "string" } },
              },
            },
            total: { type: "string" },
          },
        },
        notes: { type: "string" },
      },
    },
  },
} as const;

function describeRequest(request: InsightsRequest): string {
  const lines = [
    `Brand: ${request.brandName}`,
    `Website: ${request.domainName || "none yet"}`,
    `Project type: ${request.projectType ? projectTypeLabels[request.projectType] : "not specified"}`,
    `Budget: ${request.budgetRange ? insightsBudgetLabels[request.budgetRange] : "not specified"}`,
    `Timeline: ${request.preferredTimeline ? insightsTimelineLabels[request.preferredTimeline] : "not specified"}`,
    `Requirements: ${request.projectRequirements}`,
    `Reference estimate from our price book: ${JSON.stringify(estimatePrice(request))}`,
  ];
  return lines.join("\n");
}

export function createOpenAiInsightsProvider({ timeoutMs = OPENAI_TIMEOUT_MS, ...options }: OpenAiOptions): InsightsProvider {
  // No retries inside: a second attempt would break the 30 s promise; the visitor can retry.
  const client = createOpenAiClient(options, timeoutMs);
  return {
    name: "openai",
    async generate(request) {
      const content = await chatCompletionText(
        client,
        options.model,
        {
          system: SYSTEM_PROMPT,
          user: describeRequest(request),
          temperature: 0.7,
          maxOutputTokens: INSIGHTS_MAX_OUTPUT_TOKENS,
          responseFormat: { type: "json_schema", json_schema: { name: "brand_insights", strict: true, schema: RESPONSE_JSON_SCHEMA } },
        },
        (reason, cause) => new InsightsProviderError(`The insights provider ${reason}.`, { cause }),
      );
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch (error) {
        throw new InsightsProviderError("The insights provider answered malformed JSON.", { cause: error });
      }
      const parsed = insightsResponseSchema.safeParse(json);
      if (!parsed.success || !parsed.data.insights.trim()) {
        throw new InsightsProviderError("The insights provider answered an unexpected shape.");
      }
      return parsed.data;
    },
  };
}

export const offlineInsightsProvider = offlineProvider(generateOfflineInsights);

export const getInsightsProvider = (env: Parameters<typeof chooseProvider>[0]) =>
  chooseProvider(env, offlineInsightsProvider, createOpenAiInsightsProvider);
