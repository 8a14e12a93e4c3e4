import "../back-office.css";

/** The client invoice pages are drawn with the back office's components, so they share its stylesheet. */
export default function ClientInvoiceLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
