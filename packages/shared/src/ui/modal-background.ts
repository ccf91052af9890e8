/** Marks an element that stays usable and announced over a modal dialog (the toasts). */
export const OVER_DIALOGS_ATTRIBUTE = 'data-over-dialogs';

/**
 * What a modal dialog does to the page behind it, as the native `showModal()` does: every other
 * top-level element of the body is made `inert` — out of the accessibility tree (a screen reader
 * no longer reads the page behind), of the tab order and of clicks — except the toasts, which must
 * still be announced. Only what this call made inert is given back, so a dialog opened over
 * another gives the first dialog back when it closes. Returns the function that gives it back.
 */
export function shutOutBackground(dialog: Element): () => void {
  const made: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === dialog || element.hasAttribute(OVER_DIALOGS_ATTRIBUTE) || element.hasAttribute('inert')) continue;
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
    element.setAttribute('inert', '');
    made.push(element);
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}
