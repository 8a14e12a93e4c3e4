// Not imported from lib/authentication/cookie: that module imports next/headers, which tests mock with this file.
const SESSION_COOKIE = "admin_session";

type Cookie = { name: string; value: string };
type CookieOptions = { maxAge?: number; secure?: boolean; httpOnly?: boolean; sameSite?: string };

/**
 * Stands in for Next's per-request `cookies()` and `headers()` so server actions and session code
 * run in tests exactly as in a request (tests `vi.mock("next/headers")` to return these).
 */
export class FakeRequestContext {
  private jar = new Map<string, string>();
  headers = new Headers({ "x-forwarded-for": "203.0.113.7", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" });
  /** The options of the last cookie written (Secure, HttpOnly, SameSite). */
  lastCookieOptions: CookieOptions | undefined;

  readonly cookieStore = {
    get: (name: string): Cookie | undefined => {
      const value = this.jar.get(name);
      return value === undefined ? undefined : { name, value };
    },
    has: (name: string) => this.jar.has(name),
    set: (nameOrOptions: string | ({ name: string; value: string } & CookieOptions), value?: string, options?: CookieOptions) => {
      const name = typeof nameOrOptions === "string" ? nameOrOptions : nameOrOptions.name;
      const cookieValue = typeof nameOrOptions === "string" ? (value ?? "") : nameOrOptions.value;
      this.lastCookieOptions = typeof nameOrOptions === "string" ? options : nameOrOptions;
      const maxAge = this.lastCookieOptions?.maxAge;
      // iron-session's destroy() writes an empty value that expires at once.
      if (maxAge === 0 || cookieValue === "") this.jar.delete(name);
      else this.jar.set(name, cookieValue);
    },
    delete: (name: string) => {
      this.jar.delete(name);
    },
  };

  get sessionCookie(): string | undefined {
    return this.jar.get(SESSION_COOKIE);
  }

  set sessionCookie(value: string | undefined) {
    if (value === undefined) this.jar.delete(SESSION_COOKIE);
    else this.jar.set(SESSION_COOKIE, value);
  }

  /** A Request to a route handler carrying this context's session cookie. */
  request(url: string): Request {
    const cookie = this.sessionCookie;
    return new Request(url, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` } : {} });
  }

  /** A POST of a raw body (an uploaded file) to a route handler, with this context's session cookie. */
  postBody(url: string, body: BodyInit, headers: Record<string, string> = {}): Request {
    const cookie = this.sessionCookie;
    return new Request(url, {
      method: "POST",
      headers: { ...(cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` } : {}), ...headers },
      body,
    });
  }

  /** A JSON POST to a route handler with this context's session cookie; a string body is sent as is. */
  postJson(url: string, body: unknown): Request {
    const cookie = this.sessionCookie;
    return new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
}

/** The context the mocked next/headers serves; tests switch it to act as another browser. */
export const requestContext = { current: new FakeRequestContext() };
