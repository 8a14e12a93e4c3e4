import bcrypt from "bcryptjs";

const COST = 10;

export const hashSecret = (secret: string) => bcrypt.hash(secret, COST);
export const verifySecret = (secret: string, hash: string) => bcrypt.compare(secret, hash);

// A real hash of a random secret: comparing against it costs what a real comparison costs, so a
// login for an unknown username takes as long as one for a known username.
const DUMMY_HASH = "$2b$10$tjEcGelliQj20Pbe6/A7auK41AXHfjI7EEDerZIp40tfpzFGGytUO";
export const burnComparison = (secret: string) => bcrypt.compare(secret, DUMMY_HASH);
