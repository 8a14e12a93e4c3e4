/**
 * C0, DEL and C1 control characters: PostgreSQL text cannot hold NUL, and the rest are invisible tricks
 * in a name or subject. Imports nothing, so the public forms use it without fields.ts's date helpers.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = "Contains an invisible control character (such as NUL); remove it.";

/** One line of text: no control character at all (a name, a title, a subject). */
export const isCleanLine = (value: string) => !CONTROL_CHARACTERS.test(value);
/** Text that may span lines: tabs and line breaks kept, every other control character refused. */
export const isCleanText = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value);
