import { expect, test } from '@playwright/test';
import { baseURL } from '../support/base-url';
import { signInThroughPage } from '../support/api-user';

// docs/product.md §2.4: nothing is wider than the screen from 320 px on, with a long name and a long
// email (a long email once widened the phone menu to 513 px). Real Chromium, the real server.

const PASSWORD = 'correct horse battery';

for (const width of [320, 375]) {
  test(`at ${width} px a long name and email wrap: the page and the open menu stay within the screen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const email = `maximiliana.alexandrina.featherstonehaugh-${Date.now()}-${width}@a-very-long-domain-name.example.com`;
    const register = await request.post(`${baseURL()}/django/api/accounts/users/register/`, {
      data: {
        first_name: 'Maximiliana-Alexandrina',
        last_name: 'Featherstonehaugh-Cholmondeley',
        email,
        password: PASSWORD,
      },
    });
    expect(register.ok()).toBe(true);
    await signInThroughPage(page, email, PASSWORD);
    const widest = () => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(await widest()).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu', { name: 'Menu' });
    await expect(menu).toContainText(email);
    expect(await widest()).toBeLessThanOrEqual(width);
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // Every line of the menu inside it: nothing cut off or scrolled sideways.
    expect(await menu.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    await page.goto(`${baseURL()}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await widest()).toBeLessThanOrEqual(width);
  });
}
