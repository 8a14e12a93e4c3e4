import { landingOgImage } from "../../landing-route";

export const dynamic = "force-static";

export const GET = () => landingOgImage("social-media-colorado");
