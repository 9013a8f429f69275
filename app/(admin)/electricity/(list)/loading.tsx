// The readings' list only: the month's bills to print (print/) stand outside this group, with no loading
// boundary (components/layout/screen-loading.tsx says why).
export { ScreenLoading as default } from "@/components/layout/screen-loading";
