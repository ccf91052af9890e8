import type { FastifyPluginAsync } from 'fastify';
import { html, type SafeHtml } from '../pages/html';
import { ATS_PREFIX, siteUrl } from './hosts';

// The CAPTCHA widgets as the real forms carry them: iframes from the vendor's host (www.google.com
// for reCAPTCHA, newassets.hcaptcha.com for hCaptcha), a hidden response field the form sends, and
// a picture challenge. The challenge here can never be passed — every answer is "Please try again."
// — so no token is ever issued and the replica refuses every submission: what a bot meets when the
// real widget does not let it through. A person testing the sandbox meets the same wall.

const RECAPTCHA_SITE = 'www.google.com';
const HCAPTCHA_SITE = 'newassets.hcaptcha.com';

/** Tokens the challenge issued: it never does, so the set stays empty and no response passes. */
const ISSUED_TOKENS = new Set<string>();
/** Whether a posted response field proves a solved challenge (never, here). */
export const captchaSolved = (token: string): boolean => token.length > 0 && ISSUED_TOKENS.has(token);

/** reCAPTCHA v2's checkbox widget (Greenhouse), with its challenge frame opened by the anchor. */
export function recaptchaWidget(port: number | undefined): SafeHtml {
  const anchor = siteUrl(
    port,
    RECAPTCHA_SITE,
    '/recaptcha/api2/anchor?ar=1&k=6LfmcbcpAAAAAChNTbhUShzUOAMj_wY9LQIvLFX0&co=aHR0cHM6Ly9ib2FyZHMuZ3JlZW5ob3VzZS5pbzo0NDM.&hl=en&v=rz4DvU-cY2JYCwHSTck0_qm-&size=normal',
  );
  const bframe = siteUrl(
    port,
    RECAPTCHA_SITE,
    '/recaptcha/api2/bframe?hl=en&v=rz4DvU-cY2JYCwHSTck0_qm-&k=6LfmcbcpAAAAAChNTbhUShzUOAMj_wY9LQIvLFX0',
  );
  return html`<div class="g-recaptcha" data-sitekey="6LfmcbcpAAAAAChNTbhUShzUOAMj_wY9LQIvLFX0" data-captcha="recaptcha">
    <div style="width: 304px; height: 78px;">
      <div>
        <iframe
          title="reCAPTCHA"
          width="304"
          height="78"
          role="presentation"
          name="a-recaptcha"
          frameborder="0"
          scrolling="no"
          src="${anchor}"
        ></iframe>
      </div>
      <textarea
        id="g-recaptcha-response"
        name="g-recaptcha-response"
        class="g-recaptcha-response"
        style="display: none;"
      ></textarea>
    </div>
    <div class="recaptcha-challenge" data-captcha-challenge hidden>
      <iframe
        title="recaptcha challenge expires in two minutes"
        name="c-recaptcha"
        frameborder="0"
        scrolling="no"
        width="400"
        height="580"
        src="${bframe}"
      ></iframe>
    </div>
  </div>`;
}

/** reCAPTCHA v3's badge (Ashby): no checkbox, a score the replica always finds too low. */
export function recaptchaBadge(): SafeHtml {
  return html`<div class="grecaptcha-badge" data-style="bottomright">
    <div class="grecaptcha-logo" aria-hidden="true">reCAPTCHA</div>
    <div class="grecaptcha-error"></div>
    <textarea
      id="g-recaptcha-response-100000"
      name="g-recaptcha-response"
      class="g-recaptcha-response"
      style="display: none;"
    ></textarea>
  </div>`;
}

/** hCaptcha's invisible widget (Lever): nothing shows until the form is sent, then the challenge. */
export function hcaptchaInvisible(port: number | undefined): SafeHtml {
  const challenge = siteUrl(
    port,
    HCAPTCHA_SITE,
    '/captcha/v1/b3f6b4c/static/hcaptcha.html#frame=challenge&id=0t4e6o5xq8&host=jobs.lever.co&sitekey=e33f87f8-88ec-4e1a-9a13-df9bbb1d8120',
  );
  return html`<div
    id="h-captcha"
    class="h-captcha"
    data-size="invisible"
    data-sitekey="e33f87f8-88ec-4e1a-9a13-df9bbb1d8120"
    data-captcha="hcaptcha"
  >
    <textarea name="h-captcha-response" id="h-captcha-response-0t4e6o5xq8" style="display: none;"></textarea>
    <div class="h-captcha-challenge" data-captcha-challenge hidden>
      <iframe
        title="Main content of the hCaptcha challenge"
        frameborder="0"
        scrolling="no"
        width="520"
        height="570"
        src="${challenge}"
      ></iframe>
    </div>
  </div>`;
}

const framePage = (title: string, body: SafeHtml) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          body {
            font-family: Roboto, Arial, sans-serif;
            margin: 0;
            font-size: 14px;
          }
          .anchor {
            display: flex;
            align-items: center;
            gap: 12px;
            border: 1px solid #d3d3d3;
            background: #f9f9f9;
            height: 74px;
            padding: 0 12px;
            box-sizing: border-box;
          }
          .checkbox {
            width: 24px;
            height: 24px;
            border: 2px solid #c1c1c1;
            border-radius: 2px;
            background: #fff;
            cursor: pointer;
          }
          .checkbox[aria-checked='true'] {
            border-color: #4a90e2;
          }
          .challenge {
            padding: 8px;
          }
          .challenge header {
            background: #1a73e8;
            color: #fff;
            padding: 16px;
            font-size: 16px;
          }
          .challenge header strong {
            display: block;
            font-size: 24px;
          }
          .grid {
            display: grid;
            grid-template-columns: repeat(3, 1fr);
            gap: 4px;
            margin: 8px 0;
          }
          .grid button {
            height: 110px;
            border: 0;
            background: linear-gradient(135deg, #8aa 0%, #566 100%);
            cursor: pointer;
          }
          .grid button[aria-pressed='true'] {
            outline: 4px solid #1a73e8;
          }
          .error {
            color: #d93025;
            min-height: 18px;
          }
          .verify {
            background: #1a73e8;
            color: #fff;
            border: 0;
            padding: 10px 20px;
            float: right;
            cursor: pointer;
          }
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;

const tiles = () =>
  Array.from(
    { length: 9 },
    (_, i) => html`<button type="button" aria-pressed="false" aria-label="Image ${i + 1} of 9"></button>`,
  );

// The challenge: tick tiles, Verify, always told to try again, new pictures. Never a token.
const CHALLENGE_SCRIPT = html`<script>
  document.querySelectorAll('.grid button').forEach(function (b) {
    b.addEventListener('click', function () {
      b.setAttribute('aria-pressed', b.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
    });
  });
  document.querySelector('.verify').addEventListener('click', function () {
    var picked = document.querySelectorAll('.grid button[aria-pressed="true"]').length;
    document.querySelector('.error').textContent = picked ? 'Please try again.' : 'Please select all matching images.';
    document.querySelectorAll('.grid button').forEach(function (b) {
      b.setAttribute('aria-pressed', 'false');
    });
  });
</script>`;

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  // reCAPTCHA's anchor: "I'm not a robot"; a click asks the page to open the picture challenge.
  app.get(`${ATS_PREFIX}/${RECAPTCHA_SITE}/recaptcha/api2/anchor`, async (_request, reply) =>
    reply.type('text/html').send(
      framePage(
        'reCAPTCHA',
        html`<div class="anchor">
            <span
              class="recaptcha-checkbox checkbox"
              role="checkbox"
              aria-checked="false"
              id="recaptcha-anchor"
              tabindex="0"
              aria-labelledby="recaptcha-anchor-label"
            ></span>
            <label id="recaptcha-anchor-label">I'm not a robot</label>
            <span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA<br />Privacy - Terms</span>
          </div>
          <script>
            var box = document.getElementById('recaptcha-anchor');
            function open() {
              box.setAttribute('aria-checked', 'false');
              parent.postMessage({ captcha: 'recaptcha', open: 'challenge' }, '*');
            }
            box.addEventListener('click', open);
            box.addEventListener('keydown', function (e) {
              if (e.key === ' ' || e.key === 'Enter') open();
            });
          </script>`,
      ),
    ),
  );
  app.get(`${ATS_PREFIX}/${RECAPTCHA_SITE}/recaptcha/api2/bframe`, async (_request, reply) =>
    reply.type('text/html').send(
      framePage(
        'recaptcha challenge expires in two minutes',
        html`<div class="challenge rc-imageselect">
            <header>
              Select all images with <strong>traffic lights</strong>Click verify once there are none left.
            </header>
            <div class="grid" role="group" aria-label="Images">${tiles()}</div>
            <div class="error rc-imageselect-incorrect-response" role="alert"></div>
            <button type="button" class="verify" id="recaptcha-verify-button">Verify</button>
          </div>
          ${CHALLENGE_SCRIPT}`,
      ),
    ),
  );
  app.get(`${ATS_PREFIX}/${HCAPTCHA_SITE}/captcha/v1/:build/static/hcaptcha.html`, async (_request, reply) =>
    reply.type('text/html').send(
      framePage(
        'Main content of the hCaptcha challenge',
        html`<div class="challenge challenge-container">
            <header>Please click each image containing a <strong>bus</strong></header>
            <div class="grid task-grid" role="group" aria-label="Challenge images">${tiles()}</div>
            <div class="error" role="alert"></div>
            <button type="button" class="verify button-submit" aria-label="Verify Answers">Verify</button>
          </div>
          ${CHALLENGE_SCRIPT}`,
      ),
    ),
  );
};
