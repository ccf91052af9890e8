/**
 * Runs `work` once the frame after this one has been drawn: for work the screen being rendered
 * does not need, which would otherwise take the main thread before that screen paints.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
