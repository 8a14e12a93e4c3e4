import { notFoundScreen } from "@/components/site/not-found-screen";

/**
 * A public page that calls notFound() shows the 404 screen inside the public layout's own header
 * and footer (app/not-found.tsx adds the header for paths outside every route).
 */
export default function SiteNotFound() {
  return notFoundScreen;
}
