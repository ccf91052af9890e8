export { formatTimestamp } from './timestamp';
export { formatFileSize } from './file-size';
export { initials, type NamedUser } from './initials';
export { formatDate, formatDateTime, parseWireTimestamp } from './date-time';
export { plural } from './plural';
export { toCsv, UTF8_BOM } from './csv';
