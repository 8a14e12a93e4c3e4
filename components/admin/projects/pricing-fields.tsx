"use client";

import { numberOrNull } from "@/lib/forms/values";

import { TextField } from "../forms/text-field";

/** The amounts a project is priced with, as the project form and the conversion dialog hold them. */
type PricingName = "fixedPrice" | "hourlyRate" | "estimatedHours";

/** useActionForm's `field` for one of those amounts. */
type PricingField = (
  name: PricingName,
  options: { setValueAs: (value: unknown) => number | null },
) => React.ComponentProps<"input"> & { error?: string };

const FIELDS = [
  { name: "fixedPrice", label: "Fixed Price ($)", suffix: "fixed-price" },
  { name: "hourlyRate", label: "Hourly Rate ($)", suffix: "hourly-rate" },
  { name: "estimatedHours", label: "Estimated Hours", suffix: "estimated-hours" },
] as const;

/**
 * Fixed price, hourly rate and estimated hours (SPEC §5: min 0, step 0.01; empty is none). The
 * project's value reads them in that order: the fixed price, else the rate times the hours.
 */
export function PricingFields({ field, idPrefix, fixedPriceHint }: { field: PricingField; idPrefix: string; fixedPriceHint?: string }) {
  return (
    <>
      {FIELDS.map(({ name, label, suffix }) => (
        <TextField
          key={name}
          id={`${idPrefix}-${suffix}`}
          label={label}
          type="number"
          min={0}
          step={0.01}
          hint={name === "fixedPrice" ? fixedPriceHint : undefined}
          {...field(name, { setValueAs: numberOrNull })}
        />
      ))}
    </>
  );
}
