import { startRemotes } from './federation/start-remotes';

// remotes.json, and the current path's remote, load while the app's own chunks do.
void startRemotes();
// An async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
