/*
 * A short HTML page for a plain form post that cannot go where it asked (a 4xx or 503): the
 * browser shows the message and a way back instead of a JSON error. No script, no outside asset.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export function htmlAnswer(
  status: number,
  { title, message, back }: { title: string; message: string; back?: { href: string; label: string } },
  headers: Record<string, string> = {},
): Response {
  const link = back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : "";
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #0f172a; line-height: 1.5">
<main><h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link}</main>
</body></html>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
