/**
 * @jest-environment jsdom
 */
import { takeInlineRemotesConfig } from '../inline-data';
import { pageDataScript, REMOTES_CONFIG_ID } from '../page-data';

// What the server writes into the page (page-data.ts, the same function the server calls) read
// back by the start-up. The manifest's data block: runtime-plugin.test.ts.

test('remotes.json is read from the page once, escaped text and all; the next read goes to the network', () => {
  const config = { auth: { entry: '/remotes/auth/2.0.0/mf-manifest.json', title: 'a </script> b' } };
  document.head.innerHTML = pageDataScript({ id: REMOTES_CONFIG_ID }, config);
  expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(1);
  expect(takeInlineRemotesConfig()).toEqual(config);
  expect(takeInlineRemotesConfig()).toBeUndefined();
});
