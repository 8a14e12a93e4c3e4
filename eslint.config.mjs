import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * The layers of ARCHITECTURE.md, kept by the linter: components/ only draw, db/ is the bottom,
 * lib/ decides and holds no React component. tests/unit/layering.test.ts checks that every
 * server-only module of lib/ is on the list below, so a new one cannot slip past: those with the
 * `server-only` marker, and those that reach the database without it because the job worker (plain
 * Node, where the marker throws) loads them too.
 */
export const serverOnlyLibModules = [
  "@/lib/*/queries",
  "@/lib/*/*-queries",
  "@/lib/*/service",
  "@/lib/*/*-service",
  "@/lib/*/export",
  "@/lib/*/request-data",
  // A domain's sub-features (lib/billing/invoices/...) hold the same kinds of module one level down.
  "@/lib/*/*/queries",
  "@/lib/*/*/service",
  "@/lib/*/*/export",
  "@/lib/activity/*",
  "!@/lib/activity/types",
  "!@/lib/activity/vocabulary",
  "@/lib/ai/*",
  "@/lib/authentication/*",
  "!@/lib/authentication/actions",
  "!@/lib/authentication/device",
  "!@/lib/authentication/paths",
  "!@/lib/authentication/schema",
  "@/lib/billing/client-links/*",
  "@/lib/billing/invoices/pdf",
  "@/lib/billing/mail-parts",
  // Online payment: the provider, its keys and the fulfilment; its rules, types and actions are for components too.
  "@/lib/billing/online/*",
  "!@/lib/billing/online/rules",
  "!@/lib/billing/online/provider",
  "!@/lib/billing/online/schema",
  "!@/lib/billing/online/actions",
  "!@/lib/billing/online/*-actions",
  "@/lib/communications/client-scope",
  "@/lib/communications/delivery",
  "@/lib/dates/agency",
  "@/lib/digest/*",
  "@/lib/mail/*",
  "@/lib/env",
  "@/lib/export/*",
  "@/lib/http",
  "@/lib/intake/insights/*",
  "!@/lib/intake/insights/split",
  "@/lib/intake/public-form-limit",
  "@/lib/jobs/*",
  "@/lib/lead-imports/*",
  "!@/lib/lead-imports/actions",
  "!@/lib/lead-imports/fields",
  "!@/lib/lead-imports/limits",
  "!@/lib/lead-imports/schema",
  "!@/lib/lead-imports/summary",
  "!@/lib/lead-imports/types",
  "@/lib/leads/merge",
  // The client portal: its sessions, links, mail and scoped reads reach the database; what a component may use is listed.
  "@/lib/portal/*",
  "!@/lib/portal/*schema",
  "!@/lib/portal/*types",
  "!@/lib/portal/*actions",
  "!@/lib/portal/paths",
  "!@/lib/portal/state",
  "!@/lib/portal/mask",
  "!@/lib/portal/labels",
  "!@/lib/portal/scope",
  "!@/lib/portal/statement-range",
  // The client's side of proposals: the decision transactions, the page's reads, the PDF, the mail parts, the daily run.
  "@/lib/proposals/acceptance",
  "@/lib/proposals/client-page",
  "@/lib/proposals/pdf",
  "@/lib/proposals/mail-parts",
  "@/lib/proposals/reminders",
  "@/lib/log",
  "@/lib/log/*",
  "@/lib/rate-limit",
  "@/lib/safe-action",
  "@/lib/server/*",
  "@/lib/team/credentials",
  "@/lib/worker/*",
];

const componentsOnlyDraw = {
  files: ["components/**/*.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/db", "@/db/*", "drizzle-orm", "drizzle-orm/*", "postgres", "server-only"],
            message: "components/ only draw: data comes from the route as props, value lists from lib/<feature>/schema.",
          },
          {
            group: serverOnlyLibModules,
            message:
              "components/ only draw: the route loads data through lib/<feature>/queries; components may import schema, types, rules and actions.",
          },
        ],
      },
    ],
  },
};

const dbAtTheBottom = {
  files: ["db/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/lib/*", "@/lib/**", "@/components/**", "@/app/**", "@/scripts/**", "@/documents/**"],
            message: "db/ is the bottom layer: it imports nothing from lib/ or above.",
          },
        ],
      },
    ],
  },
};

const libDecides = {
  files: ["lib/**/*.ts", "documents/**/*.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/components/**", "@/app/**"],
            message: "lib/ and documents/ never import what draws on screen (components/) or routes (app/).",
          },
        ],
      },
    ],
  },
};

const libHasNoComponents = {
  files: ["lib/**/*.tsx"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "Program",
        message: "lib/ holds no React component: documents rendered on the server live in documents/, screens in components/.",
      },
    ],
  },
};

/**
 * Billing's parts depend one way, so none can grow a cycle: each sub-feature below may import the
 * ones it lists (and billing's root modules: rules, types, mail, schedule), never the others;
 * client-links and settings are leaves; the root modules import no sub-feature, except mail-parts,
 * which reads invoices and client links for the mail delivery. Paths are resolved, so relative
 * and @/ imports are held alike.
 */
const billingParts = {
  "client-links": [],
  settings: [],
  invoices: ["client-links"],
  payments: ["invoices"],
  recurring: ["invoices"],
  reminders: ["invoices", "settings"],
  online: ["invoices", "payments", "settings", "client-links"],
};

const billingOneWay = {
  files: ["lib/billing/**/*.ts"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        basePath: import.meta.dirname,
        zones: [
          ...Object.entries(billingParts).map(([part, uses]) => ({
            target: `./lib/billing/${part}`,
            from: "./lib/billing",
            except:
              part === "client-links"
                ? ["./client-links"]
                : [`./${part}`, ...uses.map((used) => `./${used}`), "./rules.ts", "./types.ts", "./mail.ts", "./schedule.ts"],
            message: `lib/billing/${part} may import ${uses.length > 0 ? uses.join(", ") : "no other part of billing"}${part === "client-links" ? "" : " and billing's root modules"} (dependencies inside billing run one way).`,
          })),
          {
            target: "./lib/billing/!(mail-parts).ts",
            from: [...Object.keys(billingParts).map((part) => `./lib/billing/${part}`), "./lib/billing/mail-parts.ts"],
            message:
              "billing's root modules (rules, types, mail, schedule) import no sub-feature nor mail-parts: the sub-features build on them.",
          },
          {
            target: "./lib/billing/mail-parts.ts",
            from: Object.keys(billingParts)
              .filter((part) => part !== "invoices" && part !== "client-links")
              .map((part) => `./lib/billing/${part}`),
            message: "lib/billing/mail-parts reads invoices and client links only.",
          },
        ],
      },
    ],
  },
};

/**
 * Identity's modules depend one way: authentication (the cookie, sign-in and session rows, the
 * guards and the session-checked action clients) on neither of the others; team (admin records,
 * roles, temporary credentials) and account (the signed-in admin's own profile and sessions) on
 * authentication, never on each other.
 */
const identityOneWay = {
  files: ["lib/authentication/**/*.ts", "lib/team/**/*.ts", "lib/account/**/*.ts"],
  rules: {
    "import/no-restricted-paths": [
      "error",
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: "./lib/authentication",
            from: ["./lib/team", "./lib/account"],
            message: "lib/authentication imports neither team nor account: they build on it.",
          },
          {
            target: "./lib/team",
            from: "./lib/account",
            message: "lib/team and lib/account are apart: each builds on authentication only.",
          },
          {
            target: "./lib/account",
            from: "./lib/team",
            message: "lib/team and lib/account are apart: each builds on authentication only.",
          },
        ],
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  componentsOnlyDraw,
  dbAtTheBottom,
  libDecides,
  libHasNoComponents,
  billingOneWay,
  identityOneWay,
  {
    // One import order everywhere, fixed by `npm run format`; Prettier owns the rest of the layout.
    rules: {
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "@/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // The public pages are prerendered HTML: plain links load the next page as a document, so the
    // pages ship no router-link code and their HTML carries no client component per link.
    files: ["components/site/**", "app/not-found.tsx"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  globalIgnores([".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench-out/**"]),
]);
