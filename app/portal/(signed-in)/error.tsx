"use client";

import { sectionError } from "@/components/admin/shell/section-error";

export default sectionError("This page could not be loaded. Please try again in a moment.");
