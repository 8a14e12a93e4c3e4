import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { formatDateTime } from "@/lib/dates";
import { readEnv } from "@/lib/env";
import { linkifyText } from "@/lib/mail/linkify";
import { listTestMail } from "@/lib/mail/test-mailbox";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `Test mailbox | ${site.name}`,
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

/**
 * GET /test-mailbox: the demo's mail, kept instead of sent while TEST_MAIL is on (else the 404 page),
 * newest first, with its links clickable, so a demo user can follow a portal sign-in link.
 */
export default async function TestMailboxPage() {
  const env = readEnv();
  if (!env.TEST_MAIL) notFound();
  const messages = await listTestMail(getDb());
  return (
    <div className="min-h-screen bg-slate-50 py-8">
      <main className="mx-auto max-w-3xl space-y-6 px-4">
        <div className="space-y-1">
          <p className="font-semibold text-slate-900">{site.name}</p>
          <h1 className="text-2xl font-semibold text-slate-900">Test mailbox</h1>
          <p className="text-sm text-slate-700">Mail the demo would have sent, newest first. Nothing here left this server.</p>
        </div>
        {messages.length === 0 ? (
          <p className="text-slate-700">No mail yet. Mail arrives here a few seconds after it is queued.</p>
        ) : (
          <ol className="space-y-4">
            {messages.map((message) => (
              <li key={message.id}>
                <article aria-labelledby={`mail-${message.id}`} className="space-y-3 rounded-xl border bg-white p-4 shadow-sm">
                  <header className="space-y-1">
                    <h2 id={`mail-${message.id}`} className="font-semibold text-slate-900">
                      {message.subject}
                    </h2>
                    <p className="text-sm text-slate-700">
                      To {message.toAddress} · {formatDateTime(message.createdAt, env.AGENCY_TIMEZONE)}
                    </p>
                  </header>
                  <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
                    {linkifyText(message.textBody).map((part, index) =>
                      part.kind === "link" ? (
                        <a key={index} href={part.href} className="text-blue-800 underline">
                          {part.href}
                        </a>
                      ) : (
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
