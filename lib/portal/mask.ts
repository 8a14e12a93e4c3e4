/** An address shown on a public page without giving it away: "jane@example.com" -> "j•••@example.com". Pure. */
export function maskEmail(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${address[0]}•••${address.slice(at)}`;
}

/** How the portal compares addresses: trimmed, any case (as the contacts' unique index does). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
