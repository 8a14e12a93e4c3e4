"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, type MouseEvent } from "react";

import { HOME_PATH, HOME_SCROLL_DELAY_MS, anchorId, planAnchorNavigation } from "@/lib/site/anchors";

/**
 * The section to scroll to once the home page shows. Module state, not component state: the page
 * that started the trip (a 404 screen, say) may unmount before the home page mounts its header.
 */
let pendingAnchor: string | null = null;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smooth-scrolls to a section, moves keyboard focus there and records the hash in the URL. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  // Sections carry tabindex="-1" so keyboard and screen-reader users land where they asked to go.
  if (target.hasAttribute("tabindex")) target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
  return true;
}

type NavigateOptions = { scrollIfPresent?: boolean };

/**
 * Click handling for section anchors (SPEC section 2): scroll on the home page; elsewhere go to
 * the home page and scroll after 100 ms. The links keep real "/#id" hrefs, so they also work
 * without JavaScript, in a new tab and with modifier keys.
 */
export function useAnchorNavigation() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    if (pathname !== HOME_PATH || pendingAnchor === null) return;
    const id = pendingAnchor;
    const timer = window.setTimeout(() => {
      // Header and footer both watch; the first one to fire does the scroll.
      if (pendingAnchor !== id) return;
      pendingAnchor = null;
      scrollToSection(id);
    }, HOME_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string, options: NavigateOptions = {}): boolean => {
      if (event.defaultPrevented || event.button !== 0) return false;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
      const id = anchorId(href);
      const plan = planAnchorNavigation({
        pathname,
        href,
        targetOnPage: document.getElementById(id) !== null,
        scrollIfPresent: options.scrollIfPresent,
      });
      event.preventDefault();
      if (plan.kind === "scroll") {
        scrollToSection(plan.id);
      } else {
        pendingAnchor = plan.id;
        router.push(HOME_PATH);
      }
      return true;
    },
    [pathname, router],
  );
}
