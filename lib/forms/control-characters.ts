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

/**
 * Unicode format characters (category Cf): bidi overrides and isolates (U+202A-202E, U+2066-2069),
 * zero-width spaces and joiners (U+200B-200F), the BOM. Invisible, they can make a name or message
 * read differently from what it holds, so the public forms refuse them.
 */
const FORMAT_CHARACTERS = /\p{Cf}/u;
export const FORMAT_CHARACTER_MESSAGE =
  "Contains an invisible formatting character (such as a right-to-left mark or a zero-width space); remove it.";

/** No Unicode format (Cf) character: no bidi control, no zero-width character. */
export const hasNoFormatCharacter = (value: string) => !FORMAT_CHARACTERS.test(value);
