"use server";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/authentication/action-clients";
import { revalidateBackOffice } from "@/lib/safe-action";

import { listClientProjectOptions, searchClientOptions, toClientOption } from "./picker-queries";
import { clientIdSchema, clientSearchSchema, emailUsersSchema } from "./picker-schema";
import { clientFormSchema } from "./schema";
import { clientsUsingEmail, createClient } from "./service";

/** 'New client' (the Clients section and the pickers' inline form); staff and owners alike. Answers the picker's option. */
export const createClientAction = adminAction.inputSchema(clientFormSchema).action(async ({ parsedInput, ctx }) => {
  const client = await createClient(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return toClientOption(client);
});

/** The client pickers' matches for the typed text, a few at a time. */
export const searchClientsAction = adminAction.inputSchema(clientSearchSchema).action(async ({ parsedInput }) => {
  return searchClientOptions(getDb(), parsedInput.q);
});

/** The projects of the chosen client, for an invoice's optional project. */
export const listClientProjectsAction = adminAction.inputSchema(clientIdSchema).action(async ({ parsedInput }) => {
  return listClientProjectOptions(getDb(), parsedInput.clientId);
});

/** The other clients that already have an email typed into the client form, for its note. */
export const clientsUsingEmailAction = adminAction.inputSchema(emailUsersSchema).action(async ({ parsedInput }) => {
  return clientsUsingEmail(getDb(), parsedInput.email, parsedInput.exceptClientId);
});
