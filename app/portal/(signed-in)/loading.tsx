export { SectionSkeleton as default } from "@/components/admin/shell/section-skeleton";
