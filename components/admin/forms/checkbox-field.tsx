"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** A labelled checkbox bound to a boolean form field (react-hook-form's Controller). */
export function CheckboxField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  className,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  hint?: string;
  className?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby={hintId}
            />
          )}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      {hint ? (
        <p id={hintId} className="text-muted-foreground mt-1 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
