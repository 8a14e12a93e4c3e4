"use client";

import { Loader2 } from "lucide-react";
import { useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

import { FieldShell } from "./field-shell";
import { SEARCH_DEBOUNCE_MS, useAsyncSearch } from "./use-async-search";

export type ComboboxOption = { id: string; label: string; detail?: string | null };

/** Wait for a pause this long in typing before asking the server. */
export const COMBOBOX_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

type Props = {
  id: string;
  label: string;
  /** The chosen record, or null for the 'None' choice. */
  value: ComboboxOption | null;
  onChange: (next: ComboboxOption | null) => void;
  /** Asks the server for matches (a few, never the whole table); "" asks for the newest. */
  search: (query: string) => Promise<ComboboxOption[]>;
  noneLabel?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
};

const NONE_ID = "__none__";

/**
 * An editable combobox (WAI-ARIA 1.2 pattern with a listbox popup) whose options come from the
 * server as the admin types: debounced, only the latest answer shown. The first option is always
 * 'None'. Arrow keys move through the options, Enter chooses, Escape closes and restores the text.
 */
export function AsyncCombobox({ id, label, value, onChange, search, noneLabel = "None", placeholder, error, disabled }: Props) {
  const listId = useId();
  const [text, setText] = useState(value?.label ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { results: options, loading, failed, run, cancel } = useAsyncSearch(search, `combobox:${id}`);

  const choices: ComboboxOption[] = [{ id: NONE_ID, label: noneLabel }, ...options];

  const runSearch = (query: string, delay: number) => {
    run(query, delay, (found) => setActive(found.length > 0 && query ? 1 : 0));
  };

  const openList = () => {
    if (open || disabled) return;
    setOpen(true);
    setActive(0);
    runSearch("", 0);
  };

  const close = (restore: boolean) => {
    cancel();
    setOpen(false);
    if (restore) setText(value?.label ?? "");
  };

  const choose = (option: ComboboxOption) => {
    const next = option.id === NONE_ID ? null : option;
    onChange(next);
    setText(next?.label ?? "");
    close(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) openList();
      else setActive((index) => Math.min(index + 1, choices.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open) {
      event.preventDefault(); // choosing must not submit the form
      const option = choices[active];
      if (option && !loading) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation(); // close the list, not the dialog around it
      close(true);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const status = loading
    ? "Searching..."
    : failed
      ? "The search failed. Type again to retry."
      : options.length === 0
        ? "No matches."
        : null;

  return (
    <FieldShell id={id} label={label} error={error}>
      {(a11y) => (
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && !loading ? optionId(active) : undefined}
            {...a11y}
            autoComplete="off"
            disabled={disabled}
            value={text}
            placeholder={placeholder ?? `${noneLabel}: type to search`}
            onFocus={openList}
            onClick={openList}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              setOpen(true);
              runSearch(next.trim(), COMBOBOX_DEBOUNCE_MS);
            }}
            onBlur={() => {
              if (!open) return;
              // An emptied box means 'None'; any other unfinished text goes back to the choice.
              if (text.trim() === "") {
                if (value) onChange(null);
                close(false);
              } else close(true);
            }}
            onKeyDown={onKeyDown}
            className="pr-8"
          />
          {loading && open ? (
            <Loader2 aria-hidden className="text-muted-foreground absolute top-1/2 right-2.5 size-4 -translate-y-1/2 animate-spin" />
          ) : null}
          {open ? (
            <div className="bg-popover absolute z-50 mt-1 w-full rounded-md border shadow-md">
              <ul id={listId} role="listbox" aria-label={`${label} options`} className="max-h-60 overflow-y-auto py-1">
                {(loading ? choices.slice(0, 1) : choices).map((option, index) => (
                  <li
                    key={option.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    // Keep the focus in the input, so its blur does not close the list first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseEnter={() => setActive(index)}
                    className={cn(
                      "cursor-pointer px-3 py-1.5 text-sm",
                      index === active ? "bg-accent text-accent-foreground" : "",
                      option.id === NONE_ID ? "text-muted-foreground italic" : "",
                    )}
                  >
                    <span className="block truncate">{option.label}</span>
                    {option.detail ? <span className="text-muted-foreground block truncate text-xs">{option.detail}</span> : null}
                  </li>
                ))}
              </ul>
              {status ? (
                <p role="status" className="text-muted-foreground border-t px-3 py-1.5 text-xs">
                  {status}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
