import "server-only";

import { createReadStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { ImportFileError, tooLargeMessage } from "./parse";

/**
 * An upload read to a temporary file before anything touches the database: a client that sends
 * its file slowly holds only a file handle, never a pooled connection or an open transaction.
 */

export type SpooledUpload = {
  /** The file's bytes, read back from the disk. */
  chunks(): AsyncIterable<Uint8Array>;
  /** Deletes the file; safe to call more than once. */
  remove(): Promise<void>;
};

/** Writes the body to a file only this process's user may read (it holds personal data); refuses more than maxBytes. */
export async function spoolUpload(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<SpooledUpload> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "summit-import-"));
  const file = path.join(directory, "upload.csv");
  const remove = () => rm(directory, { recursive: true, force: true });
  try {
    const handle = await open(file, "wx", 0o600);
    try {
      let bytes = 0;
      for await (const chunk of body) {
        bytes += chunk.byteLength;
        if (bytes > maxBytes) throw new ImportFileError(413, tooLargeMessage(maxBytes));
        await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { chunks: () => createReadStream(file), remove };
}
