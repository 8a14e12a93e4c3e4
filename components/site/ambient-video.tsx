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
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let observer: IntersectionObserver | undefined;

    const start = () => {
      if (motion.matches) return;
      observer = new IntersectionObserver(([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          video.muted = true;
          video.play().catch(() => {
            // Autoplay refused (data saver, power saving): the still backdrop stays.
          });
        } else {
          video.pause();
        }
      });
      observer.observe(video);
    };
    const onMotionChange = () => {
      if (motion.matches) video.pause();
    };

    // After the load event, when the main thread is idle: hydration and first input come first.
    // Safari has no requestIdleCallback: a short timeout stands in for it there.
    const hasIdle = "requestIdleCallback" in window;
    let idleHandle: number | undefined;
    const startWhenIdle = () => {
      idleHandle = hasIdle ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000);
    };
    if (document.readyState === "complete") startWhenIdle();
    else window.addEventListener("load", startWhenIdle, { once: true });
    motion.addEventListener("change", onMotionChange);
    return () => {
      window.removeEventListener("load", startWhenIdle);
      if (idleHandle !== undefined) {
        if (hasIdle) window.cancelIdleCallback(idleHandle);
        else window.clearTimeout(idleHandle);
      }
      motion.removeEventListener("change", onMotionChange);
      observer?.disconnect();
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
