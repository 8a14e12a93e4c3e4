"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PORTAL_MESSAGE_MAX, PORTAL_SUBJECT_MAX, portalMessageSchema } from "@/lib/portal/message-schema";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string };

const FAILED = "Your message could not be sent. Please try again in a moment.";

/** The server's readable refusal ({ error }), or the general one. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" && body.error ? body.error : FAILED;
  } catch {
    return FAILED;
  }
}

/**
 * "Write to {agency}": posts JSON to the messages endpoint, says "Message sent." in a status region
 * and refreshes the thread; on a refusal the alert says why and the text stays for another try.
 */
export function MessageBox({
  agencyName,
  endpoint,
  projects,
}: {
  agencyName: string;
  endpoint: string;
  projects: { id: string; title: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState("");
  const [subject, setSubject] = useState("");
  const [projectId, setProjectId] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { message, subject, projectId };
    const checked = portalMessageSchema.safeParse(body);
    if (!checked.success) {
      setStatus({ kind: "error", message: checked.error.issues[0]?.message ?? FAILED });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        setStatus({
          kind: "error",
          message: response.status === 401 ? "Your session has ended. Sign in again to send it." : await refusalOf(response),
        });
        return;
      }
      setMessage("");
      setSubject("");
      setProjectId("");
      setStatus({ kind: "sent" });
      router.refresh();
    } catch {
      setStatus({ kind: "error", message: FAILED });
    }
  };

  const errorId = `${id}-error`;
  const invalid = status.kind === "error";
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border bg-white p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        Write to {agencyName}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject (optional)</Label>
          <Input id={`${id}-subject`} value={subject} maxLength={PORTAL_SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} />
        </div>
        {projects.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-project`}>Project (optional)</Label>
            <select
              id={`${id}-project`}
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
              className="border-input h-9 w-full rounded-md border bg-white px-3 text-sm focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
            >
              <option value="">No particular project</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>Message</Label>
          <Textarea
            id={`${id}-message`}
            rows={5}
            required
            maxLength={PORTAL_MESSAGE_MAX}
            value={message}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        {status.kind === "error" ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {status.message}
          </p>
        ) : null}
        <p role="status" className="text-sm text-emerald-800">
          {status.kind === "sent" ? "Message sent." : ""}
        </p>
        <div>
          <Button type="submit" disabled={status.kind === "sending"}>
            {status.kind === "sending" ? "Sending..." : "Send message"}
          </Button>
        </div>
      </form>
    </section>
  );
}
