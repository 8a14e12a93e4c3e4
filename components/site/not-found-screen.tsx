import { Icon } from "./icon";

/**
 * The 404 screen's content (SPEC section 2): '404', 'Oops! Page not found' and a link home. One
 * element for the whole module: Next.js sends each layout's not-found tree with every page's data,
 * and React writes an element it has already sent as a short reference to the first copy.
 */
export const notFoundScreen = (
  <section className="not-found">
    <div>
      <p>404</p>
      <h1>Oops! Page not found</h1>
      <p>The page you are looking for has moved or never existed. Let us get you back on the trail.</p>
      <a href="/" className="btn-primary">
        <Icon name="arrow-left" />
        Return to Home
      </a>
    </div>
  </section>
);
