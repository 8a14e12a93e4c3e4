import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { ImageResponse } from "next/og";

import { site } from "@/content/site";
import { OG_IMAGE_SIZE } from "@/lib/seo/metadata";

import { wordmarkParts } from "./logo";

/*
 * The share card every public page gets, drawn by next/og (satori) at build time. satori reads
 * ttf/otf/woff but not woff2, so the static Inter cuts come from @fontsource/inter's .woff files
 * on disk: no font host is contacted.
 */
const fontFile = (weight: 400 | 700) =>
  readFile(join(process.cwd(), "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`));

let fonts: Promise<[Buffer, Buffer]> | undefined;
const loadFonts = () => (fonts ??= Promise.all([fontFile(400), fontFile(700)]));

export type OgCard = { eyebrow: string; title: string; subtitle: string };

export async function renderOgImage({ eyebrow, title, subtitle }: OgCard): Promise<ImageResponse> {
  const wordmark = wordmarkParts(site.name);
  const [regular, bold] = await loadFonts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        fontFamily: "Inter",
        color: "#ffffff",
        backgroundColor: "#0b1220",
        backgroundImage:
          "radial-gradient(circle at 85% 10%, rgba(99,102,241,0.55), transparent 55%), radial-gradient(circle at 5% 100%, rgba(34,211,238,0.30), transparent 50%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <svg width="56" height="48" viewBox="0 0 40 34">
          <defs>
            <linearGradient id="m" x1="0" y1="1" x2="1" y2="0">
              <stop offset="0" stopColor="#6366f1" />
              <stop offset="1" stopColor="#22d3ee" />
            </linearGradient>
          </defs>
          <path fill="url(#m)" d="M3 31L15.6 9.4l6.3 10.3 3.9-5.6L37 31z" />
          <path fill="#e0e7ff" d="M15.6 9.4l3.9 6.5-2-.9-1.9 1.7-1.9-1.6-1.9 1z" />
          <circle cx="30.5" cy="7.5" r="3" fill="#f59e0b" />
        </svg>
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>
          {wordmark.lead}
          {wordmark.rest ? <span style={{ fontWeight: 400, opacity: 0.75, marginLeft: 10 }}>{wordmark.rest}</span> : null}
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 24, fontWeight: 700, letterSpacing: 4, textTransform: "uppercase", color: "#67e8f9" }}>{eyebrow}</div>
        <div style={{ marginTop: 20, fontSize: title.length > 48 ? 56 : 66, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }}>
          {title}
        </div>
        <div style={{ marginTop: 24, fontSize: 28, lineHeight: 1.4, color: "#cbd5e1", maxWidth: 980 }}>{subtitle}</div>
      </div>

      <div style={{ display: "flex", alignItems: "center", fontSize: 22, color: "#94a3b8" }}>
        <span>{new URL(site.url).host}</span>
        <span style={{ margin: "0 16px" }}>·</span>
        <span>{site.phone.display}</span>
        <span style={{ margin: "0 16px" }}>·</span>
        <span>{`${site.address.locality}, ${site.address.region}`}</span>
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: "Inter", data: regular, weight: 400, style: "normal" },
        { name: "Inter", data: bold, weight: 700, style: "normal" },
      ],
    },
  );
}
