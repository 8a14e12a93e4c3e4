/**
 * Plays a decorative video while it is on screen, starting when the main thread is idle, and never
 * for visitors who ask for reduced motion (they keep the still backdrop). Called by AmbientVideo
 * after the page's load event; returns what stops it.
 */
export function playAmbientVideo(video: HTMLVideoElement): () => void {
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

  // When the main thread is idle: hydration and first input come first.
  // Safari has no requestIdleCallback: a short timeout stands in for it there.
  const hasIdle = "requestIdleCallback" in window;
  const idleHandle = hasIdle ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000);
  motion.addEventListener("change", onMotionChange);
  return () => {
    if (hasIdle) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
    motion.removeEventListener("change", onMotionChange);
    observer?.disconnect();
  };
}
