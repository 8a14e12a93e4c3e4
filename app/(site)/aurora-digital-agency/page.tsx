import { landingPageRoute } from "../landing-route";

const route = landingPageRoute("aurora-digital-agency");

export const generateMetadata = route.generateMetadata;
export default route.Page;
