"use client";

import type { ComponentProps } from "react";

import { homeAnchorHref } from "@/lib/site/anchors";

import { useAnchorNavigation } from "./use-anchor-navigation";

type AnchorLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A section anchor such as "#contact". */
  href: string;
  /** Scroll on the current page when it has the section (a service page's own contact form). */
  scrollIfPresent?: boolean;
  /** Called after the link handled a plain click, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/** A link to a section of the home page that follows the site's anchor rules. */
export function AnchorLink({ href, scrollIfPresent, onNavigate, onClick, ...props }: AnchorLinkProps) {
  const navigate = useAnchorNavigation();
  return (
    <a
      {...props}
      href={homeAnchorHref(href)}
      onClick={(event) => {
        onClick?.(event);
        if (navigate(event, href, { scrollIfPresent })) onNavigate?.();
      }}
    />
  );
}
