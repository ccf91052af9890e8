/** Share of the planned jobs already applied, as a whole percentage (may pass 100; bars cap it). */
export function appliedPercent(applied: number, max: number): number {
  if (max <= 0) return applied > 0 ? 100 : 0;
  return Math.round((applied / max) * 100);
}
