"use client";

import type { NavItem } from "@/content/navigation";

import { externalLinkProps } from "./external-link-props";

export type FooterColumn = { title: string; links: NavItem[]; external?: boolean };

/**
 * The footer's link columns (services, locations, social profiles), drawn from their records: a
 * client component so every page's data carries the records rather than their markup (see
 * portfolio-list.tsx). `footer-cols` (app/site.css) styles the headings, lists and links.
 */
export function FooterLinkColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="footer-cols">
      {columns.map((column) => {
        const list = (
          <>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...(column.external ? externalLinkProps : {})}>
                    {link.label}
                    {column.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </>
        );
        // Site sections are navigation landmarks; the social profiles are just links out.
        return column.external ? (
          <div key={column.title}>{list}</div>
        ) : (
          <nav key={column.title} aria-label={column.title}>
            {list}
          </nav>
        );
      })}
    </div>
  );
}
