import "server-only";

import OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";

/** How the AI features reach an OpenAI-compatible API (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). */
export type OpenAiOptions = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number };

/**
 * A client without automatic retries: someone is waiting on every call (a visitor promised an
 * answer in 30 s, an admin at the form), and can ask again.
 */
export const createOpenAiClient = ({ apiKey, baseURL }: OpenAiOptions, timeoutMs: number) =>
  new OpenAI({ apiKey, baseURL, timeout: timeoutMs, maxRetries: 0 });

/** Why a call failed, in words fit for the provider error's message. */
function failureReason(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "timed out";
  if (error instanceof OpenAI.APIError) return `answered ${error.status ?? "an error"}`;
  return "could not be reached";
}

/** A system prompt and a user message, answered as text or as JSON of a schema. */
export type ChatRequest = {
  system: string;
  user: string;
  temperature: number;
  /** The answer's ceiling in tokens: bounds what one call costs and how long it may run. */
  maxOutputTokens: number;
  responseFormat?: ChatCompletionCreateParamsNonStreaming["response_format"];
};

/**
 * One chat completion's text ("" when the answer has none). A failed call is thrown as the
 * caller's own error type, built by `fail` from the reason ("timed out", "answered 500", ...).
 */
export async function chatCompletionText(
  client: OpenAI,
  model: string,
  { system, user, temperature, maxOutputTokens, responseFormat }: ChatRequest,
  fail: (reason: string, cause: unknown) => Error,
): Promise<string> {
  try {
    const completion = await client.chat.completions.create({
      model,
      temperature,
      max_completion_tokens: maxOutputTokens,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      response_format: responseFormat,
    });
    return completion.choices[0]?.message?.content ?? "";
  } catch (error) {
    throw fail(failureReason(error), error);
  }
}
