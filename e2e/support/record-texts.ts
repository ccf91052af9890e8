import type { Page } from '@playwright/test';

/**
 * Records, in order, every distinct text of the elements `selector` matches as the page changes,
 * so a test sees a value pass through its steps; a reload loses the record (null).
 */
export async function recordTexts(page: Page, selector: string) {
  await page.evaluate((css) => {
    const seen: string[] = [];
    const note = () => {
      for (const element of Array.from(document.querySelectorAll(css))) {
        const text = element.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { liveTexts: string[] }).liveTexts = seen;
  }, selector);
  return () => page.evaluate(() => (window as unknown as { liveTexts?: string[] }).liveTexts ?? null);
}
