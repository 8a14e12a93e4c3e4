import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("digital-marketing-agency-colorado");

export const generateMetadata = route.generateMetadata;
export default route.Page;
