import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { proxy } from "@/proxy";

const post = (path: string, contentType: string, body: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, { method: "POST", body, headers: { "content-type": contentType, ...headers } });

const FORM = "multipart/form-data; boundary=x";
const ACTION = { "next-action": "7f0000000000000000000000000000000000000000" };

describe("posts whose body cannot be read", () => {
  it.each([
    ["a cut multipart body", post("/privacy", FORM, "--x\r\nbroken")],
    ["a multipart body to a server action", post("/admin/login", FORM, "--x\r\nbroken", ACTION)],
    ["action arguments that are not JSON", post("/admin/login", "text/plain;charset=UTF-8", '[{"username":', ACTION)],
    ["action arguments that are not an array", post("/admin/login", "text/plain;charset=UTF-8", "null", ACTION)],
  ])("%s: 400 with a reason", async (_, request) => {
    const response = await proxy(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body could not be read." });
  });

  it("lets readable forms and action arguments through to their page", async () => {
    const form = `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n`;
    for (const request of [
      post("/privacy", FORM, form),
      post("/admin/login", "text/plain;charset=UTF-8", '[{"username":"a"}]', ACTION),
      post("/privacy", "text/plain", "not an action, not read"),
    ]) {
      expect((await proxy(request)).status, request.url).toBe(200);
    }
  });
});
