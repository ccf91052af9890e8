const KB = 1024;
const MB = 1024 * KB;

/**
 * Resume sizes as product §2 words it: bytes below 1 KB, KB with one decimal below 1 MB, otherwise
 * MB with one decimal. The unit is chosen before rounding, so 1 048 575 bytes reads "1024.0 KB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
