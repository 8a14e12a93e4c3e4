import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

import { generateSecret, generateURI, verify } from "otplib";

import { readEnv } from "@/lib/env";

/*
 * The TOTP second factor's pieces, without the database: the secret sealed with the server's key,
 * the code check (30-second steps, one step of drift, never a step already used) and the recovery
 * codes, kept as keyed hashes. No "server-only" marker (tests and scripts load it in plain Node);
 * Node's crypto keeps it off the browser, and the linter keeps it out of components/.
 */

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of the server's clock: a phone a little fast or slow still signs in. */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;

function key(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
}

export const newTotpSecret = () => generateSecret();

/** The TOTP secret encrypted and authenticated with the server's key: base64url(iv | tag | ciphertext). */
export function sealTotpSecret(totpSecret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(serverSecret, "admin-totp-secret"), iv);
  const ciphertext = Buffer.concat([cipher.update(totpSecret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The secret back, or null when the seal is not ours (another server key, a damaged value). */
export function unsealTotpSecret(sealed: string, serverSecret: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(serverSecret, "admin-totp-secret"), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** The otpauth:// address the QR code carries: the app shows "<issuer> (<username>)". */
export const totpUri = (issuer: string, username: string, totpSecret: string) =>
  generateURI({ issuer, label: username, secret: totpSecret });

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step a 6-digit code matches, now or one step either side, and only after `lastStep`
 * (a code is accepted once); null when it matches none.
 */
export async function matchTotpCode(totpSecret: string, code: string, lastStep: number | null, now: Date): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    const result = await verify({
      secret: totpSecret,
      token: code,
      epoch,
      epochTolerance: DRIFT_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    // otplib refuses an afterTimeStep beyond the window (a clock set back): no code passes then.
    return null;
  }
}

// 32 signs (no i, l, o or 1): each random byte gives 5 unbiased bits.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz023456789";

/** Ten fresh recovery codes ("xxxxx-xxxxx", 50 bits each), to be shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a typed recovery code compares: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/**
 * A recovery code's stored form: an HMAC keyed with the server's key, so a copy of the database
 * alone cannot test guesses offline.
 */
export const hashRecoveryCode = (code: string, serverSecret: string) =>
  createHmac("sha256", key(serverSecret, "admin-recovery-code")).update(normalizeRecoveryCode(code)).digest("hex");

/** SESSION_SECRET, the server's key that seals the TOTP secrets and keys the recovery codes' hashes. */
export function secondFactorKey(env: { SESSION_SECRET?: string } = readEnv()): string {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set: second factors cannot be made or checked.");
  return env.SESSION_SECRET;
}
