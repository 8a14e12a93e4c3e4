/*
 * The 403 screen outside the back office's sections (which have their own, app/admin/(protected)/
 * forbidden.tsx). No public page refuses anyone, but Next.js sends this tree with every page's
 * data, so it is kept to a few elements rather than Next's default screen. One element for the
 * module: the copy for a nested layout is sent as a reference to the first.
 */
const screen = (
  <main style={{ padding: "30vh 1.25rem", textAlign: "center" }}>
    <title>403: This page could not be accessed.</title>
    <h1>403: This page could not be accessed.</h1>
  </main>
);

export default function Forbidden() {
  return screen;
}
