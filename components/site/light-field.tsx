import type { ComponentProps, ReactNode } from "react";

import type { Option } from "@/content/options";
import { classNames } from "@/lib/site/class-names";

/*
 * Form controls for the forms on a public page's first load: plain elements styled like the
 * shadcn primitives, without tailwind-merge or Radix, so they add almost nothing to the budget.
 */

/** The `field` component class (app/site.css) styles every control; `fld` a field's label and error. */
const CONTROL = "field";

export function LightField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="fld">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {children}
      {error ? <p id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}

/** aria-invalid and aria-describedby for a control whose field shows an error. */
export const invalidProps = (id: string, invalid: boolean, error?: string) => ({
  "aria-invalid": invalid ? (true as const) : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

export const LightInput = ({ className, ...props }: ComponentProps<"input">) => (
  <input className={classNames(CONTROL, className)} {...props} />
);

export const LightTextarea = ({ className, ...props }: ComponentProps<"textarea">) => (
  <textarea className={classNames(CONTROL, className)} {...props} />
);

export function LightSelect<V extends string>({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly Option<V>[]; placeholder: string }) {
  return (
    <select className={classNames(CONTROL, className)} {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
