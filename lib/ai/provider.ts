import type { Env } from "@/lib/env";

import type { OpenAiOptions } from "./openai-chat";

/** Where AI text comes from: the OpenAI-compatible API when a key is set, else the built-in writer. */
export type Provider<Request, Result> = {
  name: "openai" | "offline";
  generate(request: Request): Promise<Result>;
};

/** A provider could not answer (timeout, error answer, empty or malformed output). */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The built-in writer as a provider. */
export const offlineProvider = <Request, Result>(generate: (request: Request) => Result): Provider<Request, Result> => ({
  name: "offline",
  generate: async (request) => generate(request),
});

type AiEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;

/** OpenAI when OPENAI_API_KEY is set, else the built-in writer (CONTRACT.md). */
export function chooseProvider<P>(env: AiEnv, offline: P, openAi: (options: OpenAiOptions) => P): P {
  if (!env.OPENAI_API_KEY) return offline;
  return openAi({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL });
}
