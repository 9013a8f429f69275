export { ScreenLoading as default } from "@/components/layout/screen-loading";
