"use client";

import dynamic from "next/dynamic";

import { BoardSkeleton } from "./board-skeleton";
import type { LeadsBoardProps } from "./leads-board";

/**
 * The board and @dnd-kit load as their own chunk, only when the Leads tab shows the board: the
 * table view (and every other page) never downloads the drag-and-drop code. The server still
 * renders the board's HTML, so the cards show before that chunk arrives.
 */
const LeadsBoard = dynamic(() => import("./leads-board").then((module) => module.LeadsBoard), {
  loading: () => <BoardSkeleton />,
});

export function LeadsBoardLoader(props: LeadsBoardProps) {
  return <LeadsBoard {...props} />;
}
