// The shared singletons every page uses are compiled into this chunk (eager: see
// shared-singletons.cjs), so the app starts here, with no round trip for a bootstrap chunk.
import './bootstrap';
