/** The part of subset-font's API that scripts/subset-font.ts uses (the package ships no types). */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}
