import { parseArgs } from "node:util";

import { adminCreateSchema } from "@/lib/admins/schema";
import { AdminConflictError, upsertAdmin } from "@/lib/admins/service";

import type { Db } from "./client";

export class CliInputError extends Error {}

const usage =
  "Usage: npm run admin:create -- --username U --email E --pin P --password W [--first-name F] [--last-name L] [--phone X]";

/** Parses the admin:create arguments; throws CliInputError with a readable message on bad input. */
export function parseAdminArgs(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        username: { type: "string" },
        email: { type: "string" },
        pin: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        phone: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CliInputError(`${(error as Error).message}\n${usage}`);
  }
  const parsed = adminCreateSchema.safeParse({
    username: values.username ?? "",
    email: values.email ?? "",
    pin: values.pin ?? "",
    password: values.password ?? "",
    firstName: values["first-name"],
    lastName: values["last-name"],
    phone: values.phone,
  });
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => `--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${issue.message}`);
    throw new CliInputError(`${messages.join("\n")}\n${usage}`);
  }
  return parsed.data;
}

export async function createAdminCli(db: Db, argv: string[]) {
  const input = parseAdminArgs(argv);
  try {
    const result = await upsertAdmin(db, input);
    // Never print the PIN or the password.
    console.log(`${result.created ? "Created" : "Updated"} admin "${input.username}" <${input.email}>.`);
    return result;
  } catch (error) {
    if (error instanceof AdminConflictError) throw new CliInputError(error.message);
    throw error;
  }
}
