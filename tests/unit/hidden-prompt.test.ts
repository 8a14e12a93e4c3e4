import { PassThrough } from "node:stream";

import { describe, expect, it } from "vitest";

import { promptHidden, PromptCancelledError } from "@/scripts/hidden-prompt";

/** A terminal stand-in: keys go in, what the prompt writes comes out, raw mode is recorded. */
function terminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      this.rawModes.push(mode);
    },
  });
  const output = new PassThrough();
  let written = "";
  output.on("data", (chunk: Buffer) => (written += chunk.toString()));
  return { input, output, written: () => written };
}

describe("promptHidden", () => {
  it("reads key by key in raw mode, echoes nothing typed, and handles Backspace", async () => {
    const tty = terminal();
    const answer = promptHidden("Password: ", tty.input, tty.output);
    tty.input.write("s3cr\u007fet");
    tty.input.write("!\r");
    await expect(answer).resolves.toBe("s3cet!");
    expect(tty.written()).toBe("Password: \n");
    expect(tty.input.rawModes).toEqual([true, false]);
  });

  it("is cancelled by Ctrl-C, and raw mode is switched off again", async () => {
    const tty = terminal();
    const answer = promptHidden("PIN: ", tty.input, tty.output);
    tty.input.write("12\u0003");
    await expect(answer).rejects.toBeInstanceOf(PromptCancelledError);
    expect(tty.input.rawModes).toEqual([true, false]);
  });
});
