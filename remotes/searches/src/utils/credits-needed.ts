/** product §9: a search costs 1 credit per job still to apply. */
export function creditsNeeded(maxJobs: number, alreadyApplied: number): number {
  return Math.max(0, maxJobs - alreadyApplied);
}
