/** SPEC §2: the welcome text uses the first name, else the username, else the email. */
export function welcomeName(admin: { firstName: string | null; username: string; email: string }): string {
  return admin.firstName?.trim() || admin.username.trim() || admin.email;
}

/** SPEC §9: won / all x 100 with one decimal. */
export function formatConversionRate(rate: number | null): string {
  return `${(rate ?? 0).toFixed(1)}%`;
}

const counts = new Intl.NumberFormat("en-US");
export const formatCount = (value: number) => counts.format(value);

/** A date as the agency reads it ("Mar 4, 2026"), in the agency's time zone. */
export function formatAgencyDate(value: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(value);
}
