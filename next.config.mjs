import { createRequire } from "node:module";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";

// Headers every response carries; pages get their nonce-based CSP from proxy.ts.
const baseHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

// Responses that are never HTML documents still get a locked-down CSP.
const nonDocumentCsp = { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets tests and parallel builds keep their own build folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Lets a dev server opened at 127.0.0.1 hydrate (Next 16 refuses unlisted dev origins).
  allowedDevOrigins: ["127.0.0.1"],
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      // next-intl formats messages compiled once on the server (lib/server/i18n/compiled.ts), so pages ship its
      // formatter without the ICU parser. Turbopack takes a relative path here, as next-intl's own plugin does.
      "use-intl/format-message": `./${path.relative(process.cwd(), createRequire(import.meta.url).resolve("use-intl/format-message/format-only"))}`,
    },
  },
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "nodemailer"],
  async headers() {
    return [
      { source: "/:path*", headers: baseHeaders },
      { source: "/api/:path*", headers: [nonDocumentCsp, { key: "Cache-Control", value: "no-store" }] },
      { source: "/uploads/:path*", headers: [nonDocumentCsp] },
    ];
  },
  async redirects() {
    return [
      { source: "/login", destination: "/Sign-in", permanent: false },
      { source: "/students", destination: "/customers", permanent: false },
    ];
  },
};

// next-intl: the language of each request (lib/server/i18n/request.ts) and its message catalogue.
const withNextIntl = createNextIntlPlugin("./lib/server/i18n/request.ts");

export default withNextIntl(nextConfig);
