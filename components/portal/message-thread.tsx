import type { CommunicationType } from "@/lib/communications/schema";
import { formatDateTime } from "@/lib/dates";
import type { PortalThreadMessage } from "@/lib/portal/message-types";
import { cn } from "@/lib/utils";

/** What a message without a subject is called (a shared call or meeting summary). */
const UNTITLED: Record<CommunicationType, string> = { email: "Message", call: "Call summary", meeting: "Meeting summary", note: "Message" };

/** The thread, oldest first: each message with who wrote it and when; the client's own set apart. */
export function MessageThread({ messages, timeZone }: { messages: PortalThreadMessage[]; timeZone: string }) {
  if (messages.length === 0) {
    return <p className="text-slate-600">No messages yet. Write to us below.</p>;
  }
  return (
    <ol aria-label="Messages" className="space-y-3">
      {messages.map((message) => (
        <li key={message.id}>
          <article
            aria-labelledby={`message-${message.id}`}
            className={cn("rounded-lg border p-4 shadow-sm", message.fromClient ? "ml-6 border-sky-200 bg-sky-50" : "mr-6 bg-white")}
          >
            <header className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h2 id={`message-${message.id}`} className="font-semibold break-words">
                {message.subject ?? UNTITLED[message.type]}
              </h2>
              <p className="text-sm text-slate-700">
                <span className="font-medium">{message.author}</span> ·{" "}
                <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt, timeZone)}</time>
              </p>
            </header>
            {message.projectTitle ? <p className="mb-2 text-sm text-slate-700">Project: {message.projectTitle}</p> : null}
            <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
