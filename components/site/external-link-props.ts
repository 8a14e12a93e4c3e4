/** Attributes of a link to another site: a new tab that cannot reach back into this page. */
export const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;
