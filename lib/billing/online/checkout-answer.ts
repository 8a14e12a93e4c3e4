import "server-only";

import { htmlAnswer } from "@/lib/http/html-answer";
import { logger } from "@/lib/log";

import { type CheckoutStart, CheckoutUnavailable } from "./checkout";

const log = logger("invoice-checkout");

const TITLE = "Payment not started";

type Page = {
  /** The invoice page the client comes back to when there is nothing to pay. */
  url: string;
  back: { href: string; label: string };
  /** What a 404 says; by default the reason startCheckout gave. */
  unavailable?: string;
};

/**
 * What a pay route answers for a checkout start, the same for the invoice link's page and the
 * portal's: 303 to the provider's checkout, 303 back to the page when nothing is owed any more, 429
 * with Retry-After when limited, 404 when the invoice cannot be paid online, 503 when it failed.
 */
export async function checkoutAnswer(start: () => Promise<CheckoutStart>, page: Page): Promise<Response> {
  try {
    const started = await start();
    if (started.kind === "checkout") return seeOther(started.url);
    if (started.kind === "nothing to pay") return seeOther(page.url);
    return htmlAnswer(
      429,
      { title: TITLE, message: started.message, back: page.back },
      { "Retry-After": String(started.retryAfterSeconds) },
    );
  } catch (error) {
    if (error instanceof CheckoutUnavailable) {
      return htmlAnswer(404, { title: "Payment not available", message: page.unavailable ?? error.message });
    }
    log.error({ err: error }, "the checkout could not be started");
    return htmlAnswer(
      503,
      { title: TITLE, message: "Online payment is not available right now. Please try again in a moment.", back: page.back },
      { "Retry-After": "30" },
    );
  }
}

/** 303: the browser follows with a GET, whatever the form's method. */
const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
