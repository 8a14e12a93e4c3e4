import bcrypt from "bcryptjs";

const COST = 10;

/** A bcrypt comparison of a secret with a stored hash (injectable, so tests can count them). */
export type CompareSecret = (secret: string, hash: string) => Promise<boolean>;

export const hashSecret = (secret: string) => bcrypt.hash(secret, COST);
export const verifySecret: CompareSecret = (secret, hash) => bcrypt.compare(secret, hash);

// A real hash of a random secret: comparing against it costs what a real comparison costs, so a
// login for an unknown username takes as long as one for a known username.
export const DUMMY_HASH = "$2b$10$tjEcGelliQj20Pbe6/A7auK41AXHfjI7EEDerZIp40tfpzFGGytUO";
