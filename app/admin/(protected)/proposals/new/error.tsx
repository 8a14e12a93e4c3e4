"use client";

import { sectionError } from "@/components/admin/shell/section-error";

export default sectionError("Failed to load the proposal.");
