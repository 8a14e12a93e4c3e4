"use client";

import { useEffect, useRef } from "react";

import { playAmbientVideo } from "./ambient-video-play";

/**
 * A decorative, muted, looping background video. It downloads nothing until the page has loaded
 * and the video is on screen, so it never competes with the headline for the first paint, and it
 * never plays for visitors who ask for reduced motion (they keep the still backdrop).
 */
export function AmbientVideo({ src, poster, className }: { src: string; poster?: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let stop: (() => void) | undefined;
    // Its few lines ship with the page: a chunk of their own cost a request after hydration.
    const begin = () => {
      stop = playAmbientVideo(video);
    };
    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => {
      window.removeEventListener("load", begin);
      stop?.();
    };
  }, []);

  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
