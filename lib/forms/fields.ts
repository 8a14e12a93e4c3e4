import { z } from "zod";

import { isIsoDate } from "@/lib/dates";
import { splitCommaList } from "@/lib/text/comma-list";

import { CONTROL_CHARACTER_MESSAGE, isCleanLine, isCleanText } from "./control-characters";

/**
 * The zod fields every back-office form is built from, so a rule (a length, a money step, what an
 * empty date means) is written once. Pure: client forms import them with their schemas.
 */

export const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** numeric(12,2): the largest amount a money column holds. */
export const MAX_MONEY = 9_999_999_999.99;
/** numeric(10,2): estimated hours. */
export const MAX_HOURS = 99_999_999.99;
/** SPEC sets no length limits; generous ones keep hostile input out of the database. */
export const MAX_TEXT = 5000;

export { CONTROL_CHARACTER_MESSAGE, isCleanLine, isCleanText } from "./control-characters";

/** A trimmed string that refuses control characters (one line), or all but tabs and line breaks. */
export const cleanString = (lines: "single" | "multi" = "single") =>
  z
    .string()
    .trim()
    .refine(lines === "single" ? isCleanLine : isCleanText, CONTROL_CHARACTER_MESSAGE);

/** A required single-line text (a title, a client's name). */
export const requiredText = (message: string, max = 200) => cleanString("single").min(1, message).max(max, tooLong(max));

/** An optional single-line text (a first name, a phone number). */
export const optionalLine = (max = 200) => cleanString("single").max(max, tooLong(max));

/** A required text that may span lines (a message to a client). */
export const requiredParagraphs = (message: string, max = MAX_TEXT) => cleanString("multi").min(1, message).max(max, tooLong(max));

/** An optional text that may span lines (a description, notes). */
export const optionalText = (max = MAX_TEXT) => cleanString("multi").max(max, tooLong(max));

export const requiredEmail = (message: string, max = 320) =>
  z.string().trim().min(1, message).max(max, tooLong(max)).pipe(z.email("Enter a valid email address."));

/** SPEC §5 "step 0.01": at most two decimals, tolerating binary floating-point noise. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A number of at most two decimals between 0 and `max` (amounts, quantities, rates). */
export const decimalField = (label: string, max: number) =>
  z
    .number(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`)
    .refine(hasAtMostTwoDecimals, `${label} takes at most two decimals.`);

/** An amount that may be left empty: the form sends null for an empty box. */
export const optionalDecimalField = (label: string, max = MAX_MONEY) => decimalField(label, max).nullable();

/** A whole number between `min` and `max` (lead score, progress). */
export const wholeNumberField = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`);

/** A date input's value: "" is no date (null). */
export const optionalDateField = z
  .union([z.iso.date("Enter a valid date."), z.literal("")])
  .transform((value) => (value === "" ? null : value));

/** A required date input ("Issue date is required.", "Issue date must be a valid date."). */
export const requiredDateField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .refine(isIsoDate, `${label} must be a valid date.`);

/** A comma separated list (SPEC §5): split, trimmed, empties dropped. */
export const commaListField = cleanString("single").max(MAX_TEXT, tooLong(MAX_TEXT)).transform(splitCommaList);

export const idSchema = z.object({ id: z.uuid() });
