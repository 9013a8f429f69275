// The list and the forms only: the stay view and the settlement slip stand outside this group, with no
// loading boundary (components/layout/screen-loading.tsx says why).
export { ScreenLoading as default } from "@/components/layout/screen-loading";
