import { HeaderBar } from "./header-bar";
import { Logo } from "./logo";

/** The public header: the logo renders on the server and is handed to the interactive bar. */
export function SiteHeader() {
  return <HeaderBar logo={<Logo />} />;
}
