/** The Proposals section's addresses, shared by its pages, components and the lead and client pages. Pure. */
export const PROPOSALS_PATH = "/admin/proposals";
export const proposalHref = (id: string) => `${PROPOSALS_PATH}/${id}`;
export const editProposalHref = (id: string) => `${proposalHref(id)}/edit`;
export const newProposalHref = (forRecord: { lead: string } | { client: string }) =>
  `${PROPOSALS_PATH}/new?${new URLSearchParams(forRecord)}`;
/** The admin's PDF of a proposal (served by the PDF route). */
export const proposalPdfHref = (id: string) => `${proposalHref(id)}/pdf`;
