/**
 * A subject or header value as one line: line breaks, tabs and other control characters become
 * spaces (typed text must not add mail headers or break the line), runs of spaces collapse, and
 * text longer than `max` ends in "...". Pure: shared by the mail composers and the forms' schemas.
 */
export function oneLine(value: string, max = 120): string {
  const flat = value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}
