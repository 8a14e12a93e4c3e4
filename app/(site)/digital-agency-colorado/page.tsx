import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("digital-agency-colorado");

export const generateMetadata = route.generateMetadata;
export default route.Page;
