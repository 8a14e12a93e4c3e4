import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("social-media-colorado");

export const generateMetadata = route.generateMetadata;
export default route.Page;
