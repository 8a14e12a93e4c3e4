"use client";

import { useEffect, useRef } from "react";

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
    let gone = false;
    // The code that plays it (ambient-video-play.ts) loads after the load event.
    const begin = () => {
      void import("./ambient-video-play").then(
        ({ playAmbientVideo }) => {
          if (!gone) stop = playAmbientVideo(video);
        },
        () => undefined,
      );
    };
    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => {
      gone = true;
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
