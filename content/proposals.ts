/**
 * The words a new proposal starts from; the agency edits them per proposal. Pure data: the editor,
 * the prefill and the seed read them.
 */

/** The terms every new proposal starts with. */
export const defaultProposalTerms = [
  "Pricing is valid until the date shown on this proposal.",
  "A deposit of the percentage shown is invoiced on acceptance and is due before work begins; the balance is invoiced on delivery.",
  "Scope changes after acceptance are quoted separately and start only once approved in writing.",
  "Each deliverable includes two rounds of revisions; further rounds are billed at our hourly rate.",
  "Either party may end the engagement with 14 days' written notice; work completed to that date is billed.",
].join("\n");

/** The section the price book's lines are drafted into. */
export const DEFAULT_SECTION_TITLE = "Scope";

/** The closing line of a drafted introduction. */
export const introductionClosing =
  "Below you will find the scope we recommend, with the price of each part. Choose what fits, and accept online when you are ready.";
