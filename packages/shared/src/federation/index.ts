// Loading remotes at run time: the registry of remotes.json's entries, their manifests, the
// version check, the containers, and why a load failed. Compiled into each app (not a shared
// singleton): the shell's first chunk uses it before shared modules are negotiated.
export { registerRemote, remoteManifestUrl } from './registry';
export { loadRemoteModule, preloadRemoteRoute } from './remote-modules';
export { forgetManifest } from './manifest';
export { takeInlineRemotesConfig } from './inline-data';
export {
  classifyLoadError,
  failureMessage,
  RemoteLoadError,
  REMOTE_TIMEOUT_MS,
  withTimeout,
  type RemoteFailure,
} from './remote-failure';
