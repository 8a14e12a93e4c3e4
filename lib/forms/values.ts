/**
 * How number inputs hand their text to react-hook-form (`register(name, { setValueAs })`), so the
 * shared schemas stay plain `z.number()`: an unparsable entry becomes NaN and fails the schema.
 */

/** An optional amount: "" -> null, else the number. */
export const numberOrNull = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : typeof value === "number" ? value : Number(value);

/** SPEC §5 invoice fields: a blank box means its default (quantity 1, unit price 0, tax rate 0). */
export const numberOr = (fallback: number) => (value: unknown) =>
  value === "" || value === null || value === undefined ? fallback : Number(value);

/** A required number: "" -> NaN, so the schema says it must be a number. */
export const requiredNumber = (value: unknown) => (value === "" ? Number.NaN : Number(value));
