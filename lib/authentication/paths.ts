/** Where the guards send an admin: pure, so proxy.ts reads the same addresses. */

export const LOGIN_PATH = "/admin/login";
/** A cookie that is present but no longer valid goes here first, to be deleted. */
export const EXPIRED_PATH = "/admin/expired";
/** Where an admin still holding temporary credentials is sent from every section, to set their own. */
export const SET_CREDENTIALS_PATH = "/admin/set-credentials";
/** Where an admin without the second factor the owners require is sent from every section, to set it up. */
export const SECOND_FACTOR_SETUP_PATH = "/admin/second-factor";
