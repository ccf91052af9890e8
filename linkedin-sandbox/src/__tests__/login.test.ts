import { startSandbox, type RunningSandbox } from '../server';
import { parseScenario } from '../scenario/load';
import { SandboxClient, dom, testJob, textOf } from './sandbox-client';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    scenario: parseScenario({
      accounts: [{ email: 'listed@example.com', password: 'listed-pw', requirePin: true }],
      jobs: [testJob('101')],
    }),
  });
});
afterAll(() => sandbox.close());

const errorFor = (page: string, field: string) => textOf(dom(page).querySelector(`#error-for-${field}`));

describe('sign-in', () => {
  it('renders the sign-in form with LinkedIn ids and names', async () => {
    const page = dom(await new SandboxClient(sandbox.url).html('/login'));
    expect(page.querySelector('#username')?.getAttribute('name')).toBe('session_key');
    expect(page.querySelector('#password')?.getAttribute('name')).toBe('session_password');
    expect(page.querySelector('button[type=submit]')).not.toBeNull();
    expect(page.querySelector('#error-for-password')?.hasAttribute('hidden')).toBe(true);
  });

  it('creates the account on first sign-in, then only that password works', async () => {
    const first = new SandboxClient(sandbox.url);
    const created = await first.signIn('new.user@example.com', 'first-password');
    expect(created.status).toBe(302);
    expect(created.headers.get('location')).toBe('/feed/');
    expect(created.headers.get('set-cookie')).toMatch(/li_at=.+; .*Path=\/; HttpOnly/);
    expect(await first.html('/feed/')).toContain('new.user@example.com');

    const wrong = await new SandboxClient(sandbox.url).signIn('New.User@example.com', 'other-password');
    expect(wrong.status).toBe(200);
    const page = await wrong.text();
    expect(errorFor(page, 'password')).toBe('Wrong email or password. Try again or create an account .');
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const again = await new SandboxClient(sandbox.url).signIn('new.user@example.com', 'first-password');
    expect(again.headers.get('location')).toBe('/feed/');
  });

  it('explains an empty or malformed email and an empty password', async () => {
    const client = new SandboxClient(sandbox.url);
    expect(errorFor(await (await client.signIn('', 'x')).text(), 'username')).toBe(
      'Please enter an email address or phone number.',
    );
    expect(errorFor(await (await client.signIn('not-an-email', 'x')).text(), 'username')).toBe(
      'Please enter a valid username.',
    );
    expect(errorFor(await (await client.signIn('a@example.com', '')).text(), 'password')).toBe(
      'Please enter a password.',
    );
  });

  it('a saved session cookie skips the sign-in page; without it member pages go to /login', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.signIn('saved@example.com', 'pw');
    const restored = new SandboxClient(sandbox.url);
    await restored.request('/feed/', { headers: { cookie: client.cookieHeader } });
    const login = await fetch(`${sandbox.url}/login`, { headers: { cookie: client.cookieHeader }, redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/feed/');

    const anonymous = await new SandboxClient(sandbox.url).get('/jobs/search/?keywords=node');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      `/login?session_redirect=${encodeURIComponent('/jobs/search/?keywords=node')}`,
    );
    expect((await new SandboxClient(sandbox.url).get('/jobs/view/101/')).headers.get('location')).toMatch(/^\/login/);
  });

  it('signing out ends the session', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.signIn('leaver@example.com', 'pw');
    const token = client.cookie('li_at');
    await client.get('/m/logout/');
    const after = await fetch(`${sandbox.url}/feed/`, { headers: { cookie: `li_at=${token}` }, redirect: 'manual' });
    expect(after.status).toBe(302);
  });
});

describe('email PIN verification', () => {
  const pinFor = async (to: string): Promise<string> => {
    const mails = (await (await fetch(`${sandbox.url}/__sandbox/mailbox.json`)).json()) as {
      to: string;
      pin: string;
      sentAt: string;
    }[];
    const mail = mails.find((m) => m.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    expect(new Date(mail.sentAt).toISOString()).toBe(mail.sentAt);
    return mail.pin;
  };

  it('a +verify email must enter the PIN from the mailbox; a wrong PIN shows an error', async () => {
    const client = new SandboxClient(sandbox.url);
    const login = await client.signIn('ann+verify@example.com', 'pw');
    expect(login.status).toBe(302);
    const challenge = login.headers.get('location')!;
    expect(challenge).toMatch(/^\/checkpoint\/challenge\/[\w-]+$/);
    expect(client.cookie('li_at')).toBeUndefined();

    const page = dom(await client.html(challenge));
    expect(page.querySelector('#email-pin-challenge')).not.toBeNull();
    expect(page.querySelector('#email-pin-challenge #input__email_verification_pin')?.getAttribute('name')).toBe('pin');
    expect(page.querySelector('#email-pin-submit-button')).not.toBeNull();

    const pin = await pinFor('ann+verify@example.com');
    expect(pin).toMatch(/^\d{6}$/);
    const wrongPin = pin === '000000' ? '111111' : '000000';
    const wrong = await client.postForm(challenge, { pin: wrongPin });
    expect(wrong.status).toBe(200);
    expect(textOf(dom(await wrong.text()).querySelector('#email-pin-error'))).toBe(
      "The verification code you entered isn't valid. Please check the code and try again.",
    );
    expect(client.cookie('li_at')).toBeUndefined();

    const right = await client.postForm(challenge, { pin });
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/feed/');
    expect(client.cookie('li_at')).toBeDefined();
    expect((await client.get('/feed/')).status).toBe(200);
    // The challenge is used up.
    expect((await client.get(challenge)).headers.get('location')).toBe('/login');
  });

  it('the mailbox page shows the PIN to a person, newest first', async () => {
    await new SandboxClient(sandbox.url).signIn('listed@example.com', 'listed-pw');
    const page = await new SandboxClient(sandbox.url).html('/__sandbox/mailbox');
    const pin = await pinFor('listed@example.com');
    expect(page).toContain(pin);
    expect(page.indexOf('listed@example.com')).toBeLessThan(page.indexOf('ann+verify@example.com'));
  });

  it('scenario accounts keep their password', async () => {
    const wrong = await new SandboxClient(sandbox.url).signIn('listed@example.com', 'guess');
    expect(await wrong.text()).toContain('Wrong email or password.');
  });
});
