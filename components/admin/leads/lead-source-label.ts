import type { LeadSource } from "@/db/enums";

export const leadSourceLabels: Record<LeadSource, string> = {
  brand_analysis: "Brand Analysis",
  contact_form: "Contact Form",
};
