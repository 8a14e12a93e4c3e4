import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("colorado-digital-marketing-agency");

export const generateMetadata = route.generateMetadata;
export default route.Page;
