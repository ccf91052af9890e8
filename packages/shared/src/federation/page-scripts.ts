import { REMOTE_ENTRY_ATTRIBUTE } from './page-data';

/**
 * Whether the page runs files of the remote whose manifest is at `manifestUrl` as scripts of its
 * own: the server's page for a path names the path's remote's entry, route table and page chunks as
 * deferred scripts (server/src/plugins/external/route-preloads.ts). The runtime then finds them
 * loaded; a preload of them would only add them a second time.
 */
export function pageRunsFilesOf(manifestUrl: string): boolean {
  const base = new URL('.', new URL(manifestUrl, document.baseURI)).href;
  return Array.from(document.scripts).some((script) => script.src.startsWith(base));
}

/**
 * The page's own script that runs the entry at `entryUrl` (absolute): the entry itself, or the
 * route's start file the server marks with it (route-preloads.ts).
 */
export function pageScriptRunning(entryUrl: string): HTMLScriptElement | undefined {
  return Array.from(document.scripts).find(
    (script) =>
      script.src === entryUrl ||
      (script.hasAttribute(REMOTE_ENTRY_ATTRIBUTE) &&
        new URL(script.getAttribute(REMOTE_ENTRY_ATTRIBUTE)!, document.baseURI).href === entryUrl),
  );
}
