import { hashClientToken, isWellFormedToken, newClientToken, sealClientToken, unsealClientToken } from "@/lib/billing/client-links/tokens";

/*
 * A proposal's client page link: the same token scheme as the client invoice page (32 random bytes,
 * kept as its SHA-256 for the lookup and a sealed copy for 'Copy link'), under /proposal/.
 */

export {
  hashClientToken as hashProposalToken,
  isWellFormedToken,
  newClientToken as newProposalToken,
  sealClientToken as sealProposalToken,
  unsealClientToken as unsealProposalToken,
};

export const clientProposalPath = (token: string) => `/proposal/${token}`;

export const clientProposalUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, "")}${clientProposalPath(token)}`;
