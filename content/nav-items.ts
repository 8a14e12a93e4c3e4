/**
 * The header's buttons (SPEC section 2). A module of its own: the header runs in the browser, and
 * content/navigation.ts also builds the footer's lists from the service records.
 */

export type NavItem = { href: string; label: string };

/** Header buttons: in-page anchors on the home page. */
export const navItems: NavItem[] = [
  { href: "#home", label: "Home" },
  { href: "#services", label: "Services" },
  { href: "#portfolio", label: "Portfolio" },
  { href: "#about", label: "About" },
  { href: "#contact", label: "Contact" },
];

/** The header and footer "Get Quote" buttons both go to the contact section. */
export const quoteLink: NavItem = { href: "#contact", label: "Get Quote" };
