/**
 * Icon keys that content records and the public components may name, each with the lucide icon it
 * is drawn from. scripts/build-icon-sprite.ts draws them all into one SVG sprite
 * (components/site/icons.svg), so a page references an icon in a few bytes instead of carrying
 * its paths in the HTML and again in the page's data.
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
