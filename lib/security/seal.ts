import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * Values the database keeps but must not be able to reveal alone (a client link's token, a payment
 * provider's keys): AES-256-GCM under a key derived from the server's secret, one key per purpose.
 * No "server-only" marker: the job worker (plain Node) unseals too; Node's crypto keeps it off the browser.
 */

function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
}

/** The value encrypted and authenticated: base64url(iv | tag | ciphertext). */
export function sealText(value: string, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The value back, or null when the seal is not ours (another secret or purpose, a damaged value). */
export function unsealText(sealed: string, secret: string, purpose: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
