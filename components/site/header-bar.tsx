"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

import { navItems, quoteLink } from "@/content/nav-items";
import { isHeaderScrolled } from "@/lib/site/anchors";

import { AnchorLink } from "./anchor-link";
import { Icon } from "./icon";

/**
 * The fixed site header (SPEC section 2): transparent over the dark page top, translucent white
 * with blur and shadow past 20 px of scroll; a disclosure menu on small screens. The looks of each
 * state are the stylesheet's, keyed on data-scrolled and data-open (`site-header` in app/site.css).
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

  const close = () => setOpen(false);

  return (
    <header data-scrolled={scrolled ? "true" : "false"} data-open={open || undefined} className="site-header">
      <div className="header-row">
        {/* Plain links between the static pages: a document load of prerendered HTML needs no router code. */}
        <a href="/">{logo}</a>

        <nav aria-label="Main" className="main-nav">
          {navItems.map((item) => (
            <AnchorLink key={item.href} href={item.href}>
              {item.label}
            </AnchorLink>
          ))}
        </nav>

        <div className="header-end">
          <AnchorLink href={quoteLink.href}>{quoteLink.label}</AnchorLink>
          <button ref={toggleRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
            <Icon name={open ? "close" : "menu"} />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      <div ref={panelRef} id={menuId} hidden={!open} className="menu-panel">
        <nav aria-label="Mobile">
          <ul>
            {navItems.map((item) => (
              <li key={item.href}>
                <AnchorLink href={item.href} onNavigate={close}>
                  {item.label}
                </AnchorLink>
              </li>
            ))}
          </ul>
          <AnchorLink href={quoteLink.href} onNavigate={close}>
            {quoteLink.label}
          </AnchorLink>
        </nav>
      </div>
    </header>
  );
}
