/**
 * Icon keys that content records may name. Content stays free of React; components map each
 * key to its lucide-react icon (components/site/icon.tsx).
 */
export const iconNames = [
  "palette",
  "megaphone",
  "camera",
  "code",
  "bot",
  "plane",
  "share",
  "search",
  "smartphone",
  "globe",
  "video",
  "chart",
  "target",
  "sparkles",
  "shield",
  "rocket",
  "users",
  "map-pin",
  "layers",
  "zap",
  "pen",
  "mail",
  "phone",
  "building",
  "star",
  "trending-up",
  "clock",
  "check",
] as const;

export type IconName = (typeof iconNames)[number];
