// Loading remotes at run time on Module Federation's runtime: the registry of remotes.json's
// entries, loading and preloading a remote's modules, and why a load failed (the runtime plugins
// beside this file do the rest). Compiled into each app (not a shared singleton): the shell's
// first chunk uses it.
export { registerRemote, registerRemoteAfresh, remoteManifestUrl } from './registry';
export { loadRemoteModule, preloadRemoteRoute } from './remote-modules';
export { takeInlineRemotesConfig } from './inline-data';
export {
  classifyLoadError,
  failureMessage,
  RemoteLoadError,
  REMOTE_TIMEOUT_MS,
  withTimeout,
  type RemoteFailure,
} from './remote-failure';
