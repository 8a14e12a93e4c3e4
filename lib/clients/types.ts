/** What the client pickers list: enough to choose, and an invoice's bill-to to start from. Pure types. */
export type ClientOption = {
  id: string;
  /** The display name. */
  label: string;
  /** The billing email, and the company when it differs from the name. */
  detail: string;
  billingEmail: string;
  billingAddress: string;
};

export type ClientProjectOption = { id: string; title: string };

/** What converting a lead will do about its client, said in the dialog before submit. */
export type ConversionClientPlan = { existing: boolean; name: string };
