"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const clientYear = () => new Date().getFullYear();

/** The year of the visitor's clock; the prerendered HTML carries the year the page was built in. */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  return <>{useSyncExternalStore(subscribe, clientYear, () => builtIn)}</>;
}
