/** Wire timestamps are UTC `yyyy-MM-dd HH:mm:ss` (product §9). */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
