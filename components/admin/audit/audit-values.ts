/** A recorded value as a person reads it: empty for null, lists joined, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) return value.join(", ") || "(none)";
  return JSON.stringify(value);
}

/** A column name as a label: next_follow_up_date -> "Next follow up date". */
export const fieldLabel = (name: string) => {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
