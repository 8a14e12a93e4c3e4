import { requireOwnerPage } from "@/lib/authentication/guards";
import { BillingNav } from "@/components/admin/billing/billing-nav";

/** The Billing section (owners only): its pages (invoices, recurring) under one sub-navigation. */
export default async function BillingLayout({ children }: { children: React.ReactNode }) {
  await requireOwnerPage();
  return (
    <>
      <BillingNav />
      {children}
    </>
  );
}
