/**
 * Icon keys the content and public components may name, with their lucide source. They are drawn into
 * one sprite (scripts/build-icon-sprite.ts), so a page names an icon instead of carrying its paths twice.
 */
export const iconSources = {
  palette: "palette",
  megaphone: "megaphone",
  camera: "camera",
  code: "code",
  bot: "bot",
  plane: "plane",
  share: "share-2",
  search: "search",
  smartphone: "smartphone",
  globe: "globe",
  video: "video",
  chart: "chart-column",
  target: "target",
  sparkles: "sparkles",
  shield: "shield",
  rocket: "rocket",
  users: "users",
  "map-pin": "map-pin",
  layers: "layers",
  zap: "zap",
  pen: "pen-tool",
  mail: "mail",
  phone: "phone",
  building: "building-2",
  star: "star",
  "trending-up": "trending-up",
  clock: "clock",
  check: "check",
  "circle-check": "circle-check",
  "arrow-up": "arrow-up",
  "arrow-left": "arrow-left",
  "arrow-right": "arrow-right",
  "chevron-down": "chevron-down",
  calendar: "calendar-days",
  menu: "menu",
  close: "x",
  "audio-lines": "audio-lines",
} as const;

export type IconName = keyof typeof iconSources;

export const iconNames = Object.keys(iconSources) as IconName[];
