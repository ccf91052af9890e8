export { formatTimestamp } from './timestamp';
