import { FIXTURE_CLIENT_ID } from "./clients";

/**
 * The project form as a browser sends it (before the schema's parse); pass the fields a test cares
 * about. Its client is the fixture client: insertFixtureClient first.
 */
export const projectForm = (changes: Record<string, unknown> = {}) => ({
  title: "Website rebuild",
  clientId: FIXTURE_CLIENT_ID,
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
