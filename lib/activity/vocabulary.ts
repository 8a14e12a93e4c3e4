import type { ActivityEntityType } from "@/db/enums";

/**
 * The words of the audit trail: every action an entry may record, and what each entity type is
 * called. logActivity only takes these actions, so the Audit section's action filter lists every
 * action there is. Pure data: client components read the labels.
 */
export const auditActionLabels = {
  created: "Created",
  updated: "Updated",
  status_changed: "Status changed",
  deleted: "Deleted",
  converted_to_project: "Converted to project",
  created_from_lead: "Created from lead",
  merged: "Merged",
  follow_up_done: "Follow-up done",
  follow_up_snoozed: "Follow-up snoozed",
  communication_deleted: "Communication deleted",
  read: "Read",
  email_queued: "Email queued",
  email_retried: "Email retried",
  notification_queued: "Notification queued",
  sent: "Sent",
  resent: "Resent",
  viewed: "Viewed by client",
  accepted: "Accepted by client",
  declined: "Declined by client",
  expired: "Expired",
  client_link_revoked: "Client link revoked",
  payment_recorded: "Payment recorded",
  payment_deleted: "Payment deleted",
  // Online card payment (lib/billing/online/fulfilment.ts): what the provider's events did to an invoice.
  online_payment_started: "Card payment started",
  online_payment_received: "Online payment received",
  online_payment_processing: "Online payment processing",
  online_payment_failed: "Online payment failed",
  online_payment_refunded: "Online payment refunded",
  online_event_reconciled: "Found by the payment reconciliation",
  // Online payment (lib/billing/online): money received above the balance, settled by an owner.
  overpayment_resolved: "Overpayment resolved",
  reminder_queued: "Reminder queued",
  reminders_on: "Reminders on",
  reminders_off: "Reminders off",
  repeat_created: "Retainer made",
  paused: "Paused",
  resumed: "Resumed",
  ended: "Ended",
  invoice_created: "Invoice made",
  uploaded: "Uploaded",
  previewed: "Previewed",
  imported: "Imported",
  import_undone: "Import undone",
  discarded: "Discarded",
  retried: "Retried",
  role_changed: "Role changed",
  deactivated: "Deactivated",
  reactivated: "Reactivated",
  credentials_set: "Password and PIN set",
  credentials_reset: "Password and PIN reset",
  signed_in: "Signed in",
  signed_out: "Signed out",
  sign_in_failed: "Failed sign-in",
  session_ended: "Session ended",
  sign_in_throttled: "Sign-in slowed down",
  second_factor_on: "Second factor on",
  second_factor_reset: "Second factor reset",
  recovery_code_used: "Recovery code used",
  second_factor_required: "Second factor required",
  second_factor_optional: "Second factor optional",
  marked_not_spam: "Marked not spam",
  // Proposals (lib/proposals/service.ts): a new version drafted, and the version it replaced once sent.
  revised: "Revised",
  replaced: "Replaced by a revision",
  // The client portal (lib/portal): a contact's sign-in and sign-out, and the agency's control of access.
  portal_signed_in: "Signed in to the portal",
  portal_signed_out: "Signed out of the portal",
  portal_session_ended: "Portal session ended",
  portal_invited: "Invited to the portal",
  portal_link_requested: "Portal link requested",
  portal_access_revoked: "Portal access revoked",
} as const;

export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

export const entityTypeLabels: Record<ActivityEntityType, string> = {
  lead: "Lead",
  project: "Project",
  communication: "Communication",
  invoice: "Invoice",
  recurring_invoice: "Retainer",
  billing_settings: "Billing settings",
  lead_import: "Lead import",
  admin: "Admin",
  session: "Sign-in",
  mail: "Mail",
  security_settings: "Security settings",
  filtered_submission: "Filtered submission",
  client: "Client",
  proposal: "Proposal",
};

/** An action's label; an entry written under a name no longer in the list reads as its name. */
export const auditActionLabel = (action: string): string =>
  (auditActionLabels as Record<string, string>)[action] ?? action.replace(/_/g, " ");
