/** The client portal's addresses, in one place (pure: client components link with them). */
export const portalPaths = {
  signIn: "/portal",
  overview: "/portal/overview",
  projects: "/portal/projects",
  proposals: "/portal/proposals",
  invoices: "/portal/invoices",
  payments: "/portal/payments",
  statement: "/portal/statement",
  messages: "/portal/messages",
  sessions: "/portal/sessions",
} as const;

export const portalProjectPath = (id: string) => `/portal/projects/${id}`;
export const portalProposalPath = (id: string) => `/portal/proposals/${id}`;
export const portalInvoicePath = (id: string) => `/portal/invoices/${id}`;
export const portalPaymentPath = (id: string) => `/portal/payments/${id}`;
/** The statement of a range as a PDF download. */
export const portalStatementPdfPath = ({ from, to }: { from: string; to: string }) =>
  `/portal/statement/pdf?${new URLSearchParams({ from, to }).toString()}`;

/** The signed-in portal's navigation, in order. */
export const portalNavigation = [
  { href: portalPaths.overview, label: "Overview" },
  { href: portalPaths.projects, label: "Projects" },
  { href: portalPaths.proposals, label: "Proposals" },
  { href: portalPaths.invoices, label: "Invoices" },
  { href: portalPaths.payments, label: "Payments" },
  { href: portalPaths.statement, label: "Statement" },
  { href: portalPaths.messages, label: "Messages" },
] as const;
