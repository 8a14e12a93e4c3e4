"use client";

import { useEffect, useState } from "react";
import { z } from "zod";

import { clientsUsingEmailAction } from "@/lib/clients/actions";

import { useAsyncSearch } from "../forms/use-async-search";

/** Wait for a pause in typing before asking whether other clients have the email. */
const EMAIL_CHECK_DELAY_MS = 400;

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The note under one of the client form's email fields: the other clients that already have this
 * email ("Also used by ..."), or nothing. It never blocks saving: one person may work for two clients.
 */
export function useEmailUsersNote(email: string | undefined, exceptClientId?: string): string | undefined {
  const [answer, setAnswer] = useState<{ email: string; names: string[] } | null>(null);
  const { run, cancel } = useAsyncSearch(
    async (value: string) => (await clientsUsingEmailAction({ email: value, exceptClientId }))?.data ?? [],
    "clients.email-users",
  );
  const value = (email ?? "").trim();
  const valid = isEmail(value);
  useEffect(() => {
    if (valid) run(value, EMAIL_CHECK_DELAY_MS, (names) => setAnswer({ email: value, names }));
    else cancel();
  }, [value, valid, run, cancel]);
  // An answer for an email since edited says nothing about the one in the field.
  const names = answer?.email === value ? answer.names : [];
  return names.length > 0 ? `Also used by ${names.join(", ")}.` : undefined;
}
