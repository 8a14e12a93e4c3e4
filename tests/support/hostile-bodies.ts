import fc from "fast-check";

/** Anything a hostile client can put where a field belongs: the given strings, numbers, null, arrays, objects. */
export function hostileValues(strings: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof(
    strings,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
}

/** A valid body with some fields replaced by hostile values or removed, and prototype keys added. */
export function mutatedBody(base: () => Record<string, unknown>, values: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .dictionary(fc.constantFrom(...Object.keys(base()), "__proto__", "constructor", "extra"), fc.option(values, { nil: undefined }), {
      maxKeys: 4,
    })
    .map((changes) => {
      const body: Record<string, unknown> = { ...base() };
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete body[key];
        else body[key] = value;
      }
      return body;
    });
}

/** Bodies that are not a JSON object at all, plus the given extra texts (an oversized one, say). */
export function rawBodies(...extra: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 3 }),
    fc.constantFrom("", "null", "[]", "{", '{"a":', "1e309", '"\\u0000"', "{}".repeat(1000), ...extra),
  );
}
