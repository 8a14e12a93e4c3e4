import "../back-office.css";

/** The demo's test checkout page is drawn like the client invoice page it returns to. */
export default function TestCheckoutLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
