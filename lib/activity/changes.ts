import type { ActivityChanges } from "@/db/schema";

/**
 * What an audit entry may hold of an update: exactly the fields whose value changed, by column
 * name, each with its old and new value as JSON, and never a secret. Pure; shared by the writers
 * and their tests.
 */

// Words that name a secret wherever they appear in a field name (pin_hash, newPassword, client_link_sealed).
const SECRET_WORDS = new Set(["password", "pin", "hash", "token", "secret", "sealed", "cookie"]);

/** Whether a field name names a secret: password, PIN, any hash, token, sealed copy or cookie. */
export function isSecretField(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** A record without its secret fields. */
export function withoutSecrets<Value>(record: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !isSecretField(name)));
}

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/** A value as JSON would hold it: dates as ISO text, undefined as null, inside arrays and objects too. */
export function jsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, jsonValue(inner)]));
  }
  return value;
}

/**
 * The fields of `after` whose value differs from `before` (compared as JSON), keyed by column name
 * (camelCase becomes snake_case), secrets left out. Fields absent from `after` did not change.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const [name, next] of Object.entries(after)) {
    if (next === undefined || isSecretField(name)) continue;
    const oldValue = jsonValue(before[name]);
    const newValue = jsonValue(next);
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) changes[snakeCase(name)] = { old: oldValue, new: newValue };
  }
  return changes;
}
