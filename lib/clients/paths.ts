/** The Clients section's addresses, shared by its pages and components. */
export const CLIENTS_PATH = "/admin/clients";
export const clientHref = (id: string) => `${CLIENTS_PATH}/${id}`;
export const statementHref = (id: string, range?: { from: string; to: string }) =>
  `${clientHref(id)}/statement${range ? `?${new URLSearchParams(range)}` : ""}`;
export const statementPdfHref = (id: string, range: { from: string; to: string }) =>
  `/api/admin/clients/${id}/statement/pdf?${new URLSearchParams(range)}`;
