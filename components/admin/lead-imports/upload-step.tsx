"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { IMPORT_LIMITS, tooLargeMessage } from "@/lib/lead-imports/limits";

import { FieldShell } from "../forms/field-shell";

const UPLOAD_ENDPOINT = "/api/admin/imports/leads";

/** Why a chosen file cannot be sent, found before any byte is uploaded; the server checks again. */
function fileProblem(file: File | null): string | null {
  if (!file) return "Choose a CSV file.";
  if (file.size === 0) return "The file is empty.";
  if (file.size > IMPORT_LIMITS.maxBytes) return tooLargeMessage(IMPORT_LIMITS.maxBytes);
  return null;
}

/**
 * Step 1: choose a CSV file and upload it. The file goes to the upload endpoint as the request
 * body (streamed into the database there); the import then continues on its own address.
 */
export function UploadStep() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file);
    if (problem || !file) {
      setError(problem ?? undefined);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(`${UPLOAD_ENDPOINT}?name=${encodeURIComponent(file.name)}`, {
        method: "POST",
        body: file,
        headers: { "content-type": "text/csv" },
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; error?: string };
      if (!response.ok || !body.id) {
        const message = body.error ?? "The file could not be uploaded. Please try again.";
        setError(message);
        toast.error("Error", { description: message });
        setBusy(false);
        return;
      }
      router.push(`/admin/leads/import?id=${body.id}`);
    } catch (caught) {
      console.error("[imports.upload]", caught);
      setError("The file could not be uploaded. Check your connection and try again.");
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void upload(event)} noValidate className="max-w-xl space-y-4">
      <FieldShell
        id="import-file"
        label="CSV file"
        error={error}
        hint={`UTF-8 (with or without a byte order mark), comma or semicolon separated, up to ${IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows and ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. The first row names the columns. A file from 'Export CSV' imports back as it is.`}
      >
        {(a11y) => (
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            className="border-input block w-full rounded-md border px-3 py-1.5 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
            {...a11y}
          />
        )}
      </FieldShell>
      <Button type="submit" disabled={busy}>
        {busy ? "Uploading..." : "Upload"}
      </Button>
    </form>
  );
}
