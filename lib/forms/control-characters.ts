/**
 * Control characters: C0 (NUL and the rest below space), DEL and C1. PostgreSQL text cannot hold
 * NUL (the insert would fail with a 500), and the others are invisible tricks in a name or an
 * email subject. Line feed, carriage return and tab are allowed where text may have several lines.
 * A module of its own, importing nothing: the public forms' schemas use it without fields.ts's
 * date helpers; fields.ts re-exports it for the back office.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = "Contains an invisible control character (such as NUL); remove it.";

/** One line of text: no control character at all (a name, a title, a subject). */
export const isCleanLine = (value: string) => !CONTROL_CHARACTERS.test(value);
/** Text that may span lines: tabs and line breaks kept, every other control character refused. */
export const isCleanText = (value: string) => !CONTROL_CHARACTERS_BUT_LINES.test(value);
