// Development only: imported by each remote's `src/dev/` entry, which production builds never include.
export { startStandalone } from './start-standalone';
