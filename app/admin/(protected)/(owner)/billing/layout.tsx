import { BillingNav } from "@/components/admin/billing/billing-nav";

/** The Billing section: its pages (invoices, recurring) under one sub-navigation. */
export default function BillingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <BillingNav />
      {children}
    </>
  );
}
