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
