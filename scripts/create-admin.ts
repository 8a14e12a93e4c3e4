import { parseArgs } from "node:util";

import type { Db } from "@/db/client";
import { adminCreateSchema } from "@/lib/team/schema";
import { AdminConflictError, upsertAdmin } from "@/lib/team/service";

import { promptHidden, PromptCancelledError } from "./hidden-prompt";

export class CliInputError extends Error {}

const usage = [
  "Usage: npm run admin:create -- --username U --email E [--role owner|staff] [--first-name F] [--last-name L] [--phone X]",
  "The password and PIN: asked at a hidden prompt, or from ADMIN_PASSWORD and ADMIN_PIN, or --password W --pin P",
  "(flags are kept in the shell's history and shown by ps: prefer the prompt or the variables).",
].join("\n");

/** Where the password and PIN come from when no flag gives them. */
export type SecretSources = {
  env: { ADMIN_PASSWORD?: string; ADMIN_PIN?: string };
  /** Asks at a hidden prompt; null when there is no terminal to ask at. */
  prompt: ((question: string) => Promise<string>) | null;
};

/** The process's own sources: its environment, and the terminal when stdin is one. */
export const processSecretSources = (): SecretSources => ({
  env: { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD, ADMIN_PIN: process.env.ADMIN_PIN },
  prompt: process.stdin.isTTY ? (question) => promptHidden(question) : null,
});

const flagName = (field: PropertyKey) => `--${String(field).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function refuse(issues: { path: PropertyKey[]; message: string }[]): never {
  throw new CliInputError(`${issues.map((issue) => `${flagName(issue.path[0] ?? "")}: ${issue.message}`).join("\n")}\n${usage}`);
}

/** A secret from its flag, else its variable, else the hidden prompt (typed twice). */
async function readSecret(
  label: "password" | "PIN",
  flag: string | undefined,
  variable: string | undefined,
  prompt: SecretSources["prompt"],
) {
  if (flag !== undefined) return flag;
  if (variable !== undefined && variable !== "") return variable;
  const name = label === "PIN" ? "ADMIN_PIN" : "ADMIN_PASSWORD";
  if (!prompt)
    throw new CliInputError(
      `No ${label} given: run this in a terminal to be asked, or set ${name}, or pass --${label.toLowerCase()}.\n${usage}`,
    );
  try {
    const first = await prompt(`${label === "PIN" ? "PIN" : "Password"} (not shown): `);
    const again = await prompt(`${label === "PIN" ? "PIN" : "Password"} again: `);
    if (first !== again) throw new CliInputError(`The two ${label}s typed are not the same; nothing was changed.`);
    return first;
  } catch (error) {
    if (error instanceof PromptCancelledError) throw new CliInputError("Cancelled; nothing was changed.");
    throw error;
  }
}

/**
 * Parses the admin:create arguments and reads the password and PIN; throws CliInputError with a
 * readable message on bad input. Everything but the secrets is checked before anything is asked.
 */
export async function parseAdminArgs(argv: string[], sources: SecretSources = { env: {}, prompt: null }) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        username: { type: "string" },
        email: { type: "string" },
        pin: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        phone: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CliInputError(`${(error as Error).message}\n${usage}`);
  }
  const fields = {
    username: values.username ?? "",
    email: values.email ?? "",
    firstName: values["first-name"],
    lastName: values["last-name"],
    phone: values.phone,
    role: values.role,
  };
  const withoutSecrets = adminCreateSchema.omit({ pin: true, password: true }).safeParse(fields);
  if (!withoutSecrets.success) refuse(withoutSecrets.error.issues);
  const password = await readSecret("password", values.password, sources.env.ADMIN_PASSWORD, sources.prompt);
  const pin = await readSecret("PIN", values.pin, sources.env.ADMIN_PIN, sources.prompt);
  const parsed = adminCreateSchema.safeParse({ ...fields, password, pin });
  if (!parsed.success) refuse(parsed.error.issues);
  return parsed.data;
}

export async function createAdminCli(db: Db, argv: string[], sources?: SecretSources) {
  const input = await parseAdminArgs(argv, sources);
  try {
    const result = await upsertAdmin(db, input);
    // Never print the PIN or the password.
    const role = input.role ? ` as ${input.role}` : result.created ? " as owner" : "";
    console.log(`${result.created ? "Created" : "Updated"} admin "${input.username}" <${input.email}>${role}.`);
    return result;
  } catch (error) {
    if (error instanceof AdminConflictError) throw new CliInputError(error.message);
    throw error;
  }
}
