/*
 * The 401 screen (unauthorized()). Nothing calls it today, but Next.js sends this tree with every
 * page's data, so it is kept to a few elements rather than Next's default screen; see forbidden.tsx.
 */
const screen = (
  <main style={{ padding: "30vh 1.25rem", textAlign: "center" }}>
    <title>401: You&apos;re not authorized to access this page.</title>
    <h1>401: You&apos;re not authorized to access this page.</h1>
  </main>
);

export default function Unauthorized() {
  return screen;
}
