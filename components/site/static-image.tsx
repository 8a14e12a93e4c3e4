import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image without its client component: getImageProps computes the same src, srcset, sizes,
 * lazy loading and layout styles on the server and the browser receives a plain <img>, so the
 * public pages ship no image JavaScript.
 */
export function StaticImage(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  // `color: transparent` only hides alt text while an image loads; a decorative image has none.
  const style = props.alt === "" && !props.fill ? undefined : imgProps.style;
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is part of imgProps
  return <img {...imgProps} style={style} />;
}
