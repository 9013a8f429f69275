// The register's list only: its prints (print/, form/) stand outside this group, with no loading boundary
// (components/layout/screen-loading.tsx says why).
export { ScreenLoading as default } from "@/components/layout/screen-loading";
