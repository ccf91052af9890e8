import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Where each step's screenshot goes: e2e/test-results/journey/<project>/<nn>-<step>.png (gitignored). */
const SCREENSHOTS = path.resolve(__dirname, '..', 'test-results', 'journey');

/** The axe impacts that fail a screen; minor and moderate ones are reported by axe but not asserted. */
const BLOCKING = new Set(['serious', 'critical']);

export interface ScreenRecorder {
  /**
   * Keeps a screenshot of what the user sees now and checks the screen with axe-core (every rule
   * axe runs, WCAG 2.x A/AA and best practices): no serious or critical violation. A violation is
   * a soft failure, so one run reports every screen that has one.
   */
  screen(name: string, target?: Page): Promise<void>;
  /** Only the screenshot: for pages that are not ours (the sandbox's mailbox). */
  screenshot(name: string, target?: Page): Promise<void>;
}

export function screenRecorder(page: Page, testInfo: TestInfo): ScreenRecorder {
  let step = 0;
  const screenshot = async (name: string, target: Page = page) => {
    step += 1;
    const file = path.join(SCREENSHOTS, testInfo.project.name, `${String(step).padStart(2, '0')}-${name}.png`);
    // The whole page, unless a dialog is open: a full-page capture stretches the viewport, which
    // a fixed, full-screen dialog then follows, so the picture would not be what the user sees.
    const dialogOpen = (await target.getByRole('dialog').count()) > 0;
    await target.screenshot({ path: file, fullPage: !dialogOpen });
    await testInfo.attach(`${String(step).padStart(2, '0')}-${name}`, { path: file, contentType: 'image/png' });
  };
  return {
    screenshot,
    async screen(name, target = page) {
      await screenshot(name, target);
      const results = await new AxeBuilder({ page: target }).analyze();
      const blocking = results.violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => `${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`),
        }));
      expect.soft(blocking, `axe-core on the "${name}" screen (${testInfo.project.name})`).toEqual([]);
    },
  };
}
