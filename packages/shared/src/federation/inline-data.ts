import { REMOTE_MANIFEST_ATTRIBUTE, REMOTES_CONFIG_ID } from './page-data';

/**
 * The JSON `element` holds, and the element removed: read once, so that the next read (a Retry,
 * after a deploy) goes to the network. Undefined when there is none or it does not parse.
 */
function take<T>(element: Element | null | undefined): T | undefined {
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/** remotes.json as the server put it in the page (see page-data.ts), once. */
export function takeInlineRemotesConfig<T>(): T | undefined {
  return take<T>(document.getElementById(REMOTES_CONFIG_ID));
}

/** The manifest at `url` (absolute) as the server put it in the page, once; `resolve` makes the element's URL absolute. */
export function takeInlineManifest<T>(url: string, resolve: (href: string) => string): T | undefined {
  const element = Array.from(document.querySelectorAll(`script[${REMOTE_MANIFEST_ATTRIBUTE}]`)).find(
    (candidate) => resolve(candidate.getAttribute(REMOTE_MANIFEST_ATTRIBUTE) ?? '') === url,
  );
  return take<T>(element);
}
