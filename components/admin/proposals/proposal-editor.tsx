"use client";

import { Layers, Loader2, Plus, Sparkles, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useMemo } from "react";
import { useFieldArray, useWatch, type Control, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { numberOr } from "@/lib/forms/values";
import { formatCents } from "@/lib/money";
import { createProposalAction, enhanceProposalIntroductionAction, updateProposalAction } from "@/lib/proposals/actions";
import { proposalHref } from "@/lib/proposals/paths";
import {
  BLANK_LINE,
  defaultTotals,
  flattenSections,
  proposalFormSchema,
  proposalLineKindOptions,
  type ProposalFormValues,
  type ProposalLineKind,
} from "@/lib/proposals/schema";

import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { registerFilled, useActionForm } from "../forms/use-action-form";

type Form = UseFormReturn<ProposalFormValues>;

const usable = (value: unknown, max: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : 0;

/**
 * The live figures of the agency's default choice, by the same rules.ts the server recomputes with;
 * a box that is not (yet) a valid number counts as 0, so typing never breaks the preview.
 */
function liveTotals(values: Pick<ProposalFormValues, "sections" | "taxRate" | "depositPercent">) {
  const sections = (values.sections ?? []).map((section) => ({
    title: section?.title ?? "",
    lines: (section?.lines ?? []).map((line) => ({
      kind: line?.kind ?? "included",
      description: line?.description ?? "",
      quantity: usable(line?.quantity, 1_000_000),
      unitPrice: usable(line?.unitPrice, 1_000_000_000),
      selected: Boolean(line?.selected),
    })),
  }));
  try {
    return defaultTotals(flattenSections(sections), usable(values.taxRate, 100), usable(values.depositPercent, 100));
  } catch {
    return { lineTotals: [], subtotal: 0, tax: 0, total: 0, deposit: 0 };
  }
}

function LiveTotals({ control }: { control: Control<ProposalFormValues> }) {
  const [sections, taxRate, depositPercent] = useWatch({ control, name: ["sections", "taxRate", "depositPercent"] });
  const totals = liveTotals({ sections, taxRate, depositPercent });
  const rows: [string, number][] = [
    ["Subtotal", totals.subtotal],
    ["Tax", totals.tax],
    ["Total", totals.total],
    ["Deposit", totals.deposit],
  ];
  return (
    <section aria-labelledby="proposal-totals-heading" className="rounded-lg border bg-slate-50 p-4">
      <h3 id="proposal-totals-heading" className="text-sm font-semibold text-slate-900">
        Totals as proposed
      </h3>
      <p className="text-muted-foreground text-xs">The included lines, the package shown chosen and the ticked options.</p>
      <dl aria-live="polite" className="mt-2 grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className={label === "Total" ? "font-semibold" : undefined}>{label}</dt>
            <dd className={`text-right tabular-nums ${label === "Total" ? "font-semibold" : ""}`}>
              <output aria-label={`${label} as proposed`}>{formatCents(cents)}</output>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Marks one package as the one shown chosen, and every other package of the proposal not. */
function choosePackage(form: Form, section: number, line: number) {
  form.getValues("sections").forEach((each, s) =>
    each.lines.forEach((one, l) => {
      if (one.kind === "package") form.setValue(`sections.${s}.lines.${l}.selected`, s === section && l === line, { shouldDirty: true });
    }),
  );
}

const anotherPackageChosen = (form: Form, section: number, line: number) =>
  form
    .getValues("sections")
    .some((each, s) => each.lines.some((one, l) => one.kind === "package" && one.selected && !(s === section && l === line)));

function LineRow({ form, section, line, onRemove }: { form: Form; section: number; line: number; onRemove: () => void }) {
  const path = `sections.${section}.lines.${line}` as const;
  const [kind, selected] = useWatch({ control: form.control, name: [`${path}.kind`, `${path}.selected`] });
  const errors = form.formState.errors.sections?.[section]?.lines?.[line];
  const id = `proposal-s${section}-l${line}`;
  const n = `line ${line + 1} of section ${section + 1}`;
  const kindField = registerFilled(form, `${path}.kind`);
  return (
    <div className="grid grid-cols-2 gap-2 border-b pb-3 sm:grid-cols-[8rem_1fr_6rem_8rem_7rem_2.25rem] sm:items-center sm:border-0 sm:pb-0">
      <div>
        <Label htmlFor={`${id}-kind`} className="sr-only">{`Kind of ${n}`}</Label>
        <select
          id={`${id}-kind`}
          className="border-input h-9 w-full rounded-md border bg-transparent px-2 text-sm"
          {...kindField}
          onChange={(event) => {
            void kindField.onChange(event);
            const next = event.target.value as ProposalLineKind;
            // A new package is shown chosen only when no other is; an option starts unticked.
            const value = next === "included" ? true : next === "package" ? !anotherPackageChosen(form, section, line) : false;
            form.setValue(`${path}.selected`, value, { shouldDirty: true });
          }}
        >
          {proposalLineKindOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor={`${id}-description`} className="sr-only">{`Description of ${n}`}</Label>
        <Input
          id={`${id}-description`}
          placeholder="Description"
          aria-invalid={errors?.description ? true : undefined}
          {...registerFilled(form, `${path}.description`)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-quantity`} className="sr-only">{`Quantity of ${n}`}</Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          aria-invalid={errors?.quantity ? true : undefined}
          {...registerFilled(form, `${path}.quantity`, { setValueAs: numberOr(1) })}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-unit-price`} className="sr-only">{`Unit price of ${n}`}</Label>
        <Input
          id={`${id}-unit-price`}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          aria-invalid={errors?.unitPrice ? true : undefined}
          {...registerFilled(form, `${path}.unitPrice`, { setValueAs: numberOr(0) })}
        />
      </div>
      <div className="text-sm">
        {kind === "package" ? (
          <label className="flex items-center gap-2">
            <input type="radio" name="default-package" checked={Boolean(selected)} onChange={() => choosePackage(form, section, line)} />
            <span>Default</span>
            <span className="sr-only">{`package, ${n}`}</span>
          </label>
        ) : kind === "optional" ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" {...registerFilled(form, `${path}.selected`)} />
            <span>Ticked</span>
            <span className="sr-only">{`option, ${n}`}</span>
          </label>
        ) : (
          <span className="text-muted-foreground">Always in</span>
        )}
      </div>
      <div>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${n}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {errors ? (
        <p role="alert" className="text-destructive col-span-full text-sm">
          {[errors.description?.message, errors.quantity?.message, errors.unitPrice?.message, errors.kind?.message]
            .filter(Boolean)
            .join(" ")}
        </p>
      ) : null}
    </div>
  );
}

function SectionEditor({ form, index, onRemove }: { form: Form; index: number; onRemove: (() => void) | null }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `sections.${index}.lines` });
  const sectionErrors = form.formState.errors.sections?.[index];
  const linesError = sectionErrors?.lines?.message ?? sectionErrors?.lines?.root?.message;
  const titleId = `proposal-section-${index}-title`;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{`Section ${index + 1}`}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          id={titleId}
          label="Section title"
          className="min-w-60 flex-1"
          error={sectionErrors?.title?.message}
          {...registerFilled(form, `sections.${index}.title`)}
        />
        {onRemove ? (
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden />
            {`Remove section ${index + 1}`}
          </Button>
        ) : null}
      </div>
      <div
        aria-hidden
        className="text-muted-foreground hidden grid-cols-[8rem_1fr_6rem_8rem_7rem_2.25rem] gap-2 text-xs font-medium uppercase sm:grid"
      >
        <span>Kind</span>
        <span>Description</span>
        <span>Quantity</span>
        <span>Unit Price</span>
        <span>Default</span>
        <span />
      </div>
      {fields.map((field, line) => (
        <LineRow key={field.id} form={form} section={index} line={line} onRemove={() => remove(line)} />
      ))}
      {linesError ? (
        <p role="alert" className="text-destructive text-sm">
          {linesError}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ ...BLANK_LINE })}>
          <Plus aria-hidden />
          {`Add line to section ${index + 1}`}
        </Button>
      </div>
    </fieldset>
  );
}

type Props = {
  defaultValues: ProposalFormValues;
  /** The draft being edited; absent for a new proposal. */
  proposal?: { id: string; label: string };
  cancelHref: string;
};

/**
 * The proposal editor (new and draft): recipient, title, introduction with 'Enhance with AI', sections
 * of lines (Included / Package / Optional, the default package and ticked options), live totals,
 * valid-until, deposit, tax and terms. A refused save keeps every value as typed.
 */
export function ProposalEditor({ defaultValues, proposal, cancelHref }: Props) {
  const router = useRouter();
  const proposalId = proposal?.id;
  const action = useMemo(() => (proposalId ? updateProposalAction.bind(null, proposalId) : createProposalAction), [proposalId]);
  const actionForm = useActionForm(action, proposalFormSchema, {
    defaultValues,
    mode: "onTouched",
    messages: proposalId
      ? { success: "Proposal saved.", failure: "Failed to save proposal.", log: "proposals.update" }
      : { success: "Proposal created.", failure: "Failed to create proposal.", log: "proposals.create" },
    onSuccess: (data) => router.push(proposalHref(data?.id ?? proposalId ?? "")),
  });
  const { form, field, errors, pending, succeeded, submit } = actionForm;
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const hasPackages = useWatch({ control: form.control, name: "sections" }).some((section) =>
    section.lines?.some((line) => line.kind === "package"),
  );
  const busy = pending || succeeded;

  const enhance = useAction(enhanceProposalIntroductionAction, {
    onSuccess: ({ data }) => {
      if (data?.content) form.setValue("introduction", data.content, { shouldDirty: true, shouldValidate: true });
    },
    onError: ({ error }) => {
      // The introduction stays as it was.
      console.error("[proposals.enhance]", error);
      toast.error("Error", { description: error.serverError ?? "Failed to generate AI response." });
    },
  });
  const onEnhance = () => {
    const values = form.getValues();
    if (values.introduction.trim() === "" || enhance.isPending) return;
    enhance.execute({
      introduction: values.introduction,
      leadId: values.leadId ?? "",
      recipientName: values.recipientName,
      recipientEmail: values.recipientEmail,
    });
  };

  const sectionsError = errors.sections?.message ?? errors.sections?.root?.message;
  const title = proposal ? `Edit Proposal ${proposal.label}` : "New Proposal";

  return (
    <form onSubmit={submit} noValidate aria-labelledby="proposal-editor-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="proposal-editor-heading" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {errors.leadId?.message ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.leadId.message}
        </p>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-3" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Recipient</legend>
        <TextField id="proposal-recipient-name" label="Recipient Name" autoComplete="off" {...field("recipientName")} />
        <TextField id="proposal-recipient-email" label="Recipient Email" type="email" autoComplete="off" {...field("recipientEmail")} />
        <TextField id="proposal-recipient-company" label="Company" autoComplete="off" {...field("recipientCompany")} />
      </fieldset>

      <fieldset className="grid gap-4" disabled={busy}>
        <legend className="sr-only">Proposal</legend>
        <TextField id="proposal-title" label="Title" {...field("title")} />
        <div className="grid gap-2">
          <TextareaField
            id="proposal-introduction"
            label="Introduction"
            rows={8}
            readOnly={enhance.isPending}
            aria-busy={enhance.isPending || undefined}
            hint="Write your points; 'Enhance with AI' turns them into a finished introduction."
            {...field("introduction")}
          />
          <div className="flex items-center gap-3">
            <Button type="button" variant="outline" size="sm" onClick={onEnhance} disabled={enhance.isPending || busy}>
              {enhance.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
              {enhance.isPending ? "Enhancing..." : "Enhance with AI"}
            </Button>
            <p aria-live="polite" className="sr-only">
              {enhance.isPending ? "Writing the AI draft..." : ""}
            </p>
          </div>
        </div>
      </fieldset>

      <div className="grid gap-4" aria-disabled={busy || undefined}>
        <h3 className="text-base font-semibold text-slate-900">Sections and lines</h3>
        <p className="text-muted-foreground text-sm">
          Included lines are always part of the proposal. Packages form one pick-one group (the client chooses one; mark the default).
          Optional lines are unticked unless you tick them.
        </p>
        {sections.fields.map((section, index) => (
          <SectionEditor
            key={section.id}
            form={form}
            index={index}
            onRemove={sections.fields.length > 1 ? () => sections.remove(index) : null}
          />
        ))}
        {sectionsError ? (
          <p role="alert" className="text-destructive text-sm">
            {sectionsError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => sections.append({ title: "", lines: [{ ...BLANK_LINE }] })}
          >
            <Plus aria-hidden />
            Add section
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || hasPackages}
            title={hasPackages ? "A proposal has one package group." : undefined}
            onClick={() =>
              sections.append({
                title: "Packages",
                lines: [
                  { kind: "package", description: "Starter", quantity: 1, unitPrice: 0, selected: true },
                  { kind: "package", description: "Growth", quantity: 1, unitPrice: 0, selected: false },
                ],
              })
            }
          >
            <Layers aria-hidden />
            Add package group
          </Button>
        </div>
        <LiveTotals control={form.control} />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-3" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Terms</legend>
        <TextField id="proposal-valid-until" label="Valid Until" type="date" {...field("validUntil")} />
        <TextField
          id="proposal-deposit"
          label="Deposit (%)"
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          {...field("depositPercent", { setValueAs: numberOr(0) })}
        />
        <TextField
          id="proposal-tax-rate"
          label="Tax Rate (%)"
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          {...field("taxRate", { setValueAs: numberOr(0) })}
        />
        <TextareaField id="proposal-terms" label="Terms" rows={6} className="sm:col-span-3" {...field("terms")} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        <Button type="submit" disabled={busy || enhance.isPending}>
          {busy ? "Saving..." : proposal ? "Save Draft" : "Create Proposal"}
        </Button>
        <Button asChild variant="outline">
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
