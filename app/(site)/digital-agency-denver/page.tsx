import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("digital-agency-denver");

export const generateMetadata = route.generateMetadata;
export default route.Page;
