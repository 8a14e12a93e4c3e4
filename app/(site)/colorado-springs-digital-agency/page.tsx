import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("colorado-springs-digital-agency");

export const generateMetadata = route.generateMetadata;
export default route.Page;
