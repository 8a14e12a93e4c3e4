/** The project form as a browser sends it (before the schema's parse); pass the fields a test cares about. */
export const projectForm = (changes: Record<string, unknown> = {}) => ({
  title: "Website rebuild",
  clientName: "Lee Outfitters",
  clientEmail: "jordan@example.com",
  status: "planning",
  progressPercentage: 0,
  startDate: "",
  endDate: "",
  fixedPrice: null,
  hourlyRate: null,
  estimatedHours: null,
  description: "",
  services: "",
  deliverables: "",
  notes: "",
  ...changes,
});
