"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

import { navItems, quoteLink } from "@/content/navigation";
import { isHeaderScrolled } from "@/lib/site/anchors";
import { classNames } from "@/lib/site/class-names";

import { AnchorLink } from "./anchor-link";
import { Icon } from "./icon";

/**
 * The fixed site header (SPEC section 2): transparent over the dark page top, translucent white
 * with blur and shadow past 20 px of scroll; a disclosure menu on small screens.
 */
export function HeaderBar({ logo }: { logo: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    const update = () => setScrolled(isHeaderScrolled(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const solid = scrolled || open;
  const close = () => setOpen(false);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={classNames(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300",
        solid ? "text-slate-900 shadow-lg shadow-slate-900/5 backdrop-blur-md" : "bg-transparent text-white",
        // The open menu sits over page text, so it is opaque; the scrolled bar alone is translucent.
        open ? "bg-white" : scrolled && "bg-white/80",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8 lg:h-20">
        {/* Plain links between the static pages: a document load of prerendered HTML needs no router code. */}
        <a
          href="/"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-cyan-400"
        >
          {logo}
        </a>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navItems.map((item) => (
            <AnchorLink
              key={item.href}
              href={item.href}
              className={classNames(
                "focus-ring rounded-full px-4 py-2 text-sm font-medium transition-colors",
                solid ? "text-slate-700 hover:bg-slate-100 hover:text-slate-900" : "text-white/85 hover:bg-white/10 hover:text-white",
              )}
            >
              {item.label}
            </AnchorLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <AnchorLink
            href={quoteLink.href}
            className="hidden rounded-full bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-lg shadow-indigo-600/25 transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400 sm:inline-flex"
          >
            {quoteLink.label}
          </AnchorLink>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
            className={classNames(
              "inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400 md:hidden",
              solid ? "text-slate-900 hover:bg-slate-100" : "text-white hover:bg-white/10",
            )}
          >
            <Icon name={open ? "close" : "menu"} className="size-6" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      <div ref={panelRef} id={menuId} hidden={!open} className="border-t border-slate-200/70 md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-5 pt-2 pb-6 sm:px-8">
          <ul className="flex flex-col">
            {navItems.map((item) => (
              <li key={item.href}>
                <AnchorLink
                  href={item.href}
                  onNavigate={close}
                  className="menu-link"
                >
                  {item.label}
                </AnchorLink>
              </li>
            ))}
          </ul>
          <AnchorLink
            href={quoteLink.href}
            onNavigate={close}
            className="mt-3 flex justify-center rounded-full bg-indigo-600 px-5 py-3 text-base font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {quoteLink.label}
          </AnchorLink>
        </nav>
      </div>
    </header>
  );
}
