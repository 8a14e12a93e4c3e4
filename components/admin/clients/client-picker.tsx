"use client";

import { ChevronsUpDown, Loader2, Plus } from "lucide-react";
import { Fragment, useCallback, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Listbox, ListboxOption } from "@/components/ui/listbox";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { searchClientsAction } from "@/lib/clients/actions";
import type { ClientFormValues } from "@/lib/clients/schema";
import type { ClientOption } from "@/lib/clients/types";
import { cn } from "@/lib/utils";

import { ClientFormDialog, EMPTY_CLIENT } from "./client-form-dialog";
import { FieldShell } from "../forms/field-shell";
import { SEARCH_DEBOUNCE_MS, useAsyncSearch } from "../forms/use-async-search";

async function searchClients(q: string): Promise<ClientOption[]> {
  const result = await searchClientsAction({ q });
  if (!result?.data) throw new Error(result?.serverError ?? "The search failed.");
  return result.data;
}

/** 'New client' starts from what was typed: an email as the billing and first contact's email, else the name. */
function startFromTyped(text: string): ClientFormValues {
  const typed = text.trim();
  if (!typed) return EMPTY_CLIENT;
  if (typed.includes("@")) {
    return { ...EMPTY_CLIENT, billingEmail: typed, contacts: [{ ...EMPTY_CLIENT.contacts[0]!, email: typed }] };
  }
  return { ...EMPTY_CLIENT, displayName: typed };
}

type Props = {
  id: string;
  label?: string;
  value: ClientOption | null;
  onChange: (client: ClientOption) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Chooses a form's client: a button opening a searchable list (WAI-ARIA combobox with a listbox),
 * searched on the server as the admin types. Arrow keys move, Enter chooses, Escape closes and
 * gives the focus back. 'New client' opens the client form over this one and chooses what it saved.
 */
export function ClientPicker({ id, label = "Client", value, onChange, error, disabled }: Props) {
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState<{ key: number; values: ClientFormValues } | null>(null);
  const search = useCallback((q: string) => searchClients(q), []);
  const { results, loading, failed, run, cancel } = useAsyncSearch(search, `client-picker:${id}`);

  const openList = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery("");
      setActive(0);
      run("", 0);
    } else cancel();
  };

  const choose = (client: ClientOption) => {
    onChange(client);
    openList(false);
  };

  const startCreating = () => {
    openList(false);
    setCreating((current) => ({ key: (current?.key ?? 0) + 1, values: startFromTyped(query) }));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : Math.max(results.length - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault(); // choosing must not submit the form around the picker
      const client = results[active];
      if (client && !loading) choose(client);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = loading
    ? "Searching..."
    : failed
      ? "The search failed. Type again to retry."
      : results.length === 0
        ? query.trim()
          ? "No clients match."
          : "No clients yet."
        : null;

  return (
    <FieldShell id={id} label={label} error={error}>
      {(a11y) => (
        <>
          <Popover open={open} onOpenChange={openList}>
            <PopoverTrigger asChild>
              <Button
                ref={trigger}
                id={id}
                type="button"
                variant="outline"
                role="combobox"
                aria-haspopup="listbox"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                {...a11y}
                disabled={disabled}
                onKeyDown={(event) => {
                  if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !open) {
                    event.preventDefault();
                    openList(true);
                  }
                }}
                className={cn("w-full justify-between font-normal", !value && "text-muted-foreground")}
              >
                <span className="truncate">{value ? value.label : "Choose a client"}</span>
                <ChevronsUpDown aria-hidden className="opacity-50" />
              </Button>
            </PopoverTrigger>
            <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-72 p-0">
              <div className="relative border-b p-2">
                <Input
                  role="combobox"
                  aria-label="Search clients"
                  aria-expanded
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={!loading && results[active] ? optionId(active) : undefined}
                  autoComplete="off"
                  placeholder="Name, company or email"
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    run(event.target.value.trim(), SEARCH_DEBOUNCE_MS, () => setActive(0));
                  }}
                  onKeyDown={onKeyDown}
                  className="pr-8"
                />
                {loading ? (
                  <Loader2 aria-hidden className="text-muted-foreground absolute top-1/2 right-4 size-4 -translate-y-1/2 animate-spin" />
                ) : null}
              </div>
              <Listbox id={listId} aria-label={`${label} options`}>
                {loading
                  ? null
                  : results.map((client, index) => (
                      <ListboxOption
                        key={client.id}
                        id={optionId(index)}
                        active={index === active}
                        onClick={() => choose(client)}
                        onMouseEnter={() => setActive(index)}
                      >
                        <span className="block truncate">{client.label}</span>
                        {client.detail ? <span className="text-muted-foreground block truncate text-xs">{client.detail}</span> : null}
                      </ListboxOption>
                    ))}
              </Listbox>
              {status ? (
                <p role="status" className="text-muted-foreground px-3 py-1.5 text-xs">
                  {status}
                </p>
              ) : null}
              <div className="border-t p-1">
                <Button type="button" variant="ghost" size="sm" className="w-full justify-start" onClick={startCreating}>
                  <Plus aria-hidden />
                  New client
                </Button>
              </div>
            </PopoverContent>
          </Popover>
          {creating ? (
            <Fragment key={creating.key}>
              <ClientFormDialog
                open
                defaultValues={creating.values}
                onClose={() => setCreating(null)}
                onCloseAutoFocus={(event) => {
                  event.preventDefault(); // the 'New client' button has gone with the list: back to the picker
                  trigger.current?.focus();
                }}
                onSaved={(client) => onChange(client)}
              />
            </Fragment>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
