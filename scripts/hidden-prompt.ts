/**
 * Asks for a secret at the terminal without echoing it: the typed characters are never written
 * back (nor kept in shell history or shown by `ps`, as a flag's value would be). Raw mode lets us
 * read key by key: Enter ends, Backspace deletes, Ctrl-C or Ctrl-D on an empty line cancels.
 */

export class PromptCancelledError extends Error {}

/** What the prompt reads keys from: process.stdin, or a stand-in in tests. */
export type PromptInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export function promptHidden(
  question: string,
  input: PromptInput = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let secret = "";
    const finish = (outcome: () => void) => {
      input.removeListener("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return finish(() => resolve(secret));
        if (char === "\u0003" || (char === "\u0004" && secret === "")) return finish(() => reject(new PromptCancelledError("Cancelled.")));
        if (char === "\u007f" || char === "\b") secret = [...secret].slice(0, -1).join("");
        else if (char >= " ") secret += char;
      }
    };
    output.write(question);
    input.setRawMode?.(true);
    input.resume();
    input.on("data", onData);
  });
}
