"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { mapToHookFormErrors } from "@next-safe-action/adapter-react-hook-form";
import type { ValidationErrors } from "next-safe-action";
import { useState } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Mode,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";

import { settleAction, toastOutcome, type ActionResult, type OutcomeMessages } from "./settle-action";

type Options<Values extends FieldValues, Data> = {
  defaultValues: Values;
  /** When fields validate before submit (react-hook-form's mode; on submit by default). */
  mode?: Mode;
  /** SPEC §8's texts for this form: the success toast (may read the answer), the failure toast, the log tag. */
  messages: OutcomeMessages<Data>;
  /** After the success toast: close the dialog, clear secrets... */
  onSuccess?: (data: Data | undefined, values: Values) => void;
};

/**
 * The one way an admin form talks to its server action: validated with the action's own schema,
 * server field errors under their fields, SPEC §8's toasts settled from the promise (settleAction).
 */
export function useActionForm<Schema extends z.ZodType<unknown, FieldValues>, Data>(
  action: (input: z.input<Schema>) => Promise<ActionResult<Data>>,
  schema: Schema,
  { defaultValues, mode, messages, onSuccess }: Options<z.input<Schema>, Data>,
) {
  type Values = z.input<Schema>;
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>();
  const form = useForm<Values>({
    // raw: the action parses the same schema on the server, so it must receive the form's own values.
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode,
    errors: serverErrors,
  });
  const outcome = toastOutcome(messages);

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    setServerErrors(undefined);
    await settleAction(action(values), {
      onSuccess: (data) => {
        setSucceeded(true);
        outcome.onSuccess(data);
        onSuccess?.(data, values);
      },
      onError: (failure) => {
        // A field the server refused shows under that field; anything else is SPEC §8's toast.
        if (failure.validationErrors) {
          console.error(`[${messages.log}]`, failure.validationErrors);
          setServerErrors(mapToHookFormErrors(failure.validationErrors as ValidationErrors<Schema>) as FieldErrors<Values> | undefined);
          return;
        }
        outcome.onError(failure);
      },
    });
    setPending(false);
  });

  /** A field's registration and its error message, to spread on a TextField or SelectField. */
  const field = <Name extends Path<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => ({
    error: get<FieldErrors<Values>, FieldError | undefined>(form.formState.errors, name)?.message,
    ...registerFilled(form, name, options),
  });

  /** `succeeded`: the last submit was saved (a form that navigates away stays busy until it has). */
  return { form, field, submit, pending, succeeded, errors: form.formState.errors };
}

/**
 * register() plus the value the form holds as the input's initial value: the server renders the form
 * already filled in, and react-hook-form still keeps whatever a person changed before it was ready.
 */
export function registerFilled<Values extends FieldValues, Name extends Path<Values>>(
  form: UseFormReturn<Values>,
  name: Name,
  options?: RegisterOptions<Values, Name>,
) {
  const value: unknown = form.getValues(name);
  const initial =
    typeof value === "boolean"
      ? { defaultChecked: value }
      : typeof value === "string" || (typeof value === "number" && Number.isFinite(value))
        ? { defaultValue: value }
        : {};
  return { ...initial, ...form.register(name, options) };
}
