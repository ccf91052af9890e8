/**
 * `pnpm bench dialogs`: the project's dialog (`packages/shared/src/ui/dialog.tsx`, its own focus
 * handling) against the native `<dialog>` with showModal(), focus-trap and @radix-ui/react-dialog,
 * each the same dialog on the same page (bench/dialogs/), plus a baseline with no focus handling,
 * so that the probes are seen to fail without one.
 * - Bytes: each page built as the apps are (Rspack, production, swc), gzip level 9; a variant's
 *   handling costs its bundle less the baseline's.
 * - Behaviour, by keyboard and mouse in real Chromium: role and name, focus on the first field,
 *   Tab and Shift+Tab kept inside, the page behind neither reachable by Tab nor clickable nor
 *   read by a screen reader (Chromium's accessibility tree), focus kept inside when the focused
 *   Save disables itself, Escape closing and focus going back to the opener, Escape refused twice
 *   when the dialog must not close on it.
 * - The same page in jsdom (where the remotes' component tests run), by events alone: does the
 *   dialog open, take focus, close on Escape and give focus back. Tab is left out: jsdom moves no
 *   focus on Tab (the tests' user-event emulates it).
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { rspack } from '@rspack/core';
import { JSDOM, VirtualConsole } from 'jsdom';
import { chromiumLaunchOptions } from '../support/chromium';

const VARIANTS = ['none', 'ours', 'native', 'focus-trap', 'radix'] as const;
type Variant = (typeof VARIANTS)[number];

async function build(outDir: string): Promise<Record<Variant, string>> {
  const compiler = rspack({
    mode: 'production',
    context: path.join(__dirname, 'dialogs'),
    entry: Object.fromEntries(VARIANTS.map((variant) => [variant, `./${variant}.tsx`])),
    output: { path: outDir, filename: '[name].js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    devtool: false,
    performance: false,
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
      ],
    },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  return Object.fromEntries(
    VARIANTS.map((variant) => [variant, readFileSync(path.join(outDir, `${variant}.js`), 'utf8')]),
  ) as Record<Variant, string>;
}

/** What has focus: inside the dialog, or the element's name outside it. */
const whereFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('[role="dialog"], dialog[open]');
    if (active && dialog?.contains(active)) return active === dialog ? 'the dialog' : 'inside';
    if (!active || active === document.body) return 'the page';
    return active.textContent?.trim() || active.tagName.toLowerCase();
  });

/** Whether Chromium's accessibility tree, as a screen reader gets it, exposes a node so named. */
async function exposedToScreenReader(page: Page, role: string, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>;
  };
  await cdp.detach();
  return nodes.some((node) => !node.ignored && node.role?.value === role && node.name?.value === name);
}

async function openDialog(page: Page, script: string, noEscape = false) {
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  if (noEscape) await page.evaluate(() => (window.noEscape = true));
  await page.addScriptTag({ content: script });
  await page.getByRole('button', { name: 'Open' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox').first().waitFor();
}

async function probe(page: Page, script: string): Promise<Array<[string, string]>> {
  const results: Array<[string, string]> = [];
  const yes = (ok: boolean, detail = '') => `${ok ? 'yes' : 'NO'}${detail ? ` (${detail})` : ''}`;

  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: script });
  const background = await page.getByRole('button', { name: 'Background' }).boundingBox();
  await openDialog(page, script);
  const dialog = page.getByRole('dialog', { name: 'Upload Resume' });
  results.push(['role dialog named by its title', yes((await dialog.count()) === 1)]);
  results.push([
    "page behind left out of Chromium's accessibility tree",
    yes(
      (await exposedToScreenReader(page, 'dialog', 'Upload Resume')) &&
        !(await exposedToScreenReader(page, 'button', 'Background')),
    ),
  ]);
  const initial = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
  results.push(['focus on the first field when it opens', yes(initial === 'input', `on ${initial}`)]);

  const outside: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(i < 6 ? 'Tab' : 'Shift+Tab');
    const where = await whereFocus(page);
    if (where !== 'inside' && where !== 'the dialog')
      outside.push(`${i < 6 ? 'Tab' : 'Shift+Tab'} ${(i % 6) + 1}: ${where}`);
  }
  results.push(['6 Tab and 6 Shift+Tab stay inside', yes(outside.length === 0, outside.join(', '))]);

  await page.mouse.click(background!.x + background!.width / 2, background!.y + background!.height / 2);
  const clicks = await page.evaluate(() => window.backgroundClicks);
  results.push(['a click on the page behind does nothing', yes(clicks === 0, `${clicks} clicks reached it`)]);

  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).and(page.locator(':disabled')).waitFor();
  await page.waitForTimeout(50);
  const afterDisable = await whereFocus(page);
  await page.keyboard.press('Tab');
  const afterTab = await whereFocus(page);
  results.push([
    'focus kept when the focused Save disables itself, then Tab',
    yes(
      afterDisable !== 'the page' && (afterTab === 'inside' || afterTab === 'the dialog'),
      `${afterDisable}, then ${afterTab}`,
    ),
  ]);

  await page.keyboard.press('Escape');
  const closed = (await dialog.count()) === 0 || !(await dialog.isVisible());
  // A library may give focus back a tick later: up to 500 ms counts as given back.
  let back: string | undefined;
  for (let waited = 0; waited <= 500 && back !== 'Open'; waited += 50) {
    back = await page.evaluate(() =>
      document.activeElement === document.body ? undefined : document.activeElement?.textContent?.trim(),
    );
    if (back !== 'Open') await page.waitForTimeout(50);
  }
  results.push(['Escape closes it', yes(closed)]);
  results.push(['focus back on the opener', yes(back === 'Open', `on ${back || 'the page'}`)]);

  await openDialog(page, script, true);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  const stillOpen = await page.getByRole('dialog', { name: 'Upload Resume' }).isVisible();
  results.push(['Escape pressed twice refused when it must not close', yes(stillOpen)]);
  return results;
}

/** The page in jsdom: what a component test there can see of each behaviour. */
async function probeJsdom(script: string): Promise<Array<[string, string]>> {
  // What the page throws is kept for the table, not printed.
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  virtualConsole.on('error', (...args: unknown[]) => errors.push(String(args[0])));
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    virtualConsole,
  });
  const { window } = dom;
  const firstError = () => (errors[0] ? ` (${errors[0].replace(/\s+/g, ' ').slice(0, 70)})` : '');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
  const button = (name: string) =>
    [...window.document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  const results: Array<[string, string]> = [];
  try {
    window.eval(script);
    await settle();
    const opener = button('Open')!;
    opener.focus();
    opener.click();
    await settle();
    const dialog = window.document.querySelector('[role="dialog"], dialog');
    const shown = !!dialog && (dialog.tagName !== 'DIALOG' || (dialog as HTMLDialogElement).open);
    results.push(['jsdom: opens', shown ? 'yes' : `NO${firstError()}`]);
    if (!shown) return results;
    const active = window.document.activeElement;
    results.push([
      'jsdom: focus on the first field',
      active?.tagName === 'INPUT' ? 'yes' : `NO (on ${active?.tagName.toLowerCase()})${firstError()}`,
    ]);
    active?.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await settle();
    const gone = !window.document.querySelector('[role="dialog"], dialog[open]');
    results.push(['jsdom: Escape closes it', gone ? 'yes' : 'NO']);
    results.push(['jsdom: focus back on the opener', window.document.activeElement === opener ? 'yes' : 'NO']);
  } finally {
    window.close();
  }
  return results;
}

async function main() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-bench-dialogs-'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const scripts = await build(outDir);
    const gzip = Object.fromEntries(VARIANTS.map((v) => [v, gzipSync(scripts[v], { level: 9 }).length])) as Record<
      Variant,
      number
    >;
    const table = new Map<string, Record<string, string>>();
    const row = (name: string) => table.get(name) ?? table.set(name, {}).get(name)!;
    for (const variant of VARIANTS) {
      row('page bundle, gzip')[variant] = `${(gzip[variant] / 1024).toFixed(1)} KB`;
      row('focus handling, gzip (less none)')[variant] = `${((gzip[variant] - gzip.none) / 1024).toFixed(2)} KB`;
      const page = await browser.newPage();
      for (const [name, result] of await probe(page, scripts[variant])) row(name)[variant] = result;
      for (const [name, result] of await probeJsdom(scripts[variant])) row(name)[variant] = result;
      await page.close();
    }
    const width = Math.max(...[...table.keys()].map((name) => name.length));
    console.log(`${''.padEnd(width)}  ${VARIANTS.map((v) => v.padEnd(12)).join('  ')}`);
    for (const [name, cells] of table) {
      console.log(`${name.padEnd(width)}  ${VARIANTS.map((v) => (cells[v] ?? '').padEnd(12)).join('  ')}`);
    }
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
