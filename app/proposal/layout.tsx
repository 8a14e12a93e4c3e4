import "../back-office.css";

/** The client proposal pages are drawn with the back office's styles, as the client invoice pages are. */
export default function ClientProposalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
