/** SPEC §5: "a, b,,c " -> ["a", "b", "c"]: split on commas, trimmed, empties dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** The inverse for form defaults: ["a", "b"] -> "a, b". */
export const joinCommaList = (items: readonly string[]) => items.join(", ");
