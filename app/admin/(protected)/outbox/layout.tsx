export { default } from "../owner-only-layout";
