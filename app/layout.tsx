import type { Metadata, Viewport } from "next";

import { site } from "@/content/site";
import { readEnv } from "@/lib/env";

import { inter } from "./fonts";

export const metadata: Metadata = {
  metadataBase: new URL(readEnv().SITE_URL),
  title: { default: `${site.name} | Colorado Digital Agency`, template: `%s` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: "#0b1220" };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
