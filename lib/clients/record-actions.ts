"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/authentication/action-clients";
import { revalidateBackOffice } from "@/lib/safe-action";

import { toClientOption } from "./picker-queries";
import { clientIdSchema } from "./record-schema";
import { deleteClient, updateClient } from "./records-service";
import { clientFormSchema } from "./schema";

/** The edit form's action, bound to the client's id: `updateClientAction.bind(null, id)`; answers as createClientAction does. */
export const updateClientAction = adminAction
  .bindArgsSchemas([z.uuid()])
  .inputSchema(clientFormSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    const client = await updateClient(getDb(), { ...parsedInput, id }, ctx.admin.id);
    revalidateBackOffice();
    return toClientOption(client);
  });

/** Refused, with what links to it, while anything does. */
export const deleteClientAction = adminAction.inputSchema(clientIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteClient(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});
