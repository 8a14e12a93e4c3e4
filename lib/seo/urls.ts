/** `https://example.com` + `/path` -> absolute URL; "/" stays the origin with a trailing slash. */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).toString();
