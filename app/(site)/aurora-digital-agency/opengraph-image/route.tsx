import { landingOgImage } from "../../landing-route";

export const dynamic = "force-static";

export const GET = () => landingOgImage("aurora-digital-agency");
