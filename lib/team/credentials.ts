import { randomInt } from "node:crypto";

/*
 * No "server-only" marker: pure functions of node:crypto, which the unit tests call directly.
 */

// No 0/O, 1/l/I: the owner reads these out or types them across.
const LETTERS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A temporary password: four groups of four characters from 56 (~93 bits), e.g. "f7Kq-x2Mz-...":
 * strong enough to live the hours until first sign-in, easy to read out.
 */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}

/** A temporary PIN: six random digits. */
export function temporaryPin(): string {
  return String(randomInt(1_000_000)).padStart(6, "0");
}
