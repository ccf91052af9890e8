// The remote on its own (`pnpm dev`): an async boundary, then the standalone frame.
import('./standalone');
