/**
 * @jest-environment jsdom
 */
import { errorMessages } from '../../contract';
import { closedPortOrigin, startHttpTestServer, type TestServer } from '../../test-support/http-test-server';
import {
  ApiClientError,
  createApiClient,
  getMe,
  isExpiredTokenError,
  NETWORK_ERROR_MESSAGE,
  normalizeApiError,
  setApiClient,
} from '..';

let server: TestServer;
afterAll(() => server.close());

/** Each row's body is what the real server answers; the message is what product §8 shows. */
describe('normalizeApiError: product §8 generic handling, through a real HTTP answer', () => {
  let answer: { status: number; body: unknown };
  beforeAll(async () => {
    server = await startHttpTestServer(() => answer);
  });

  it.each([
    ['message first', 400, { message: 'Message wins', detail: 'Detail loses' }, 'Message wins'],
    ['then detail', 404, { detail: 'No job search with this id.' }, 'No job search with this id.'],
    // The API keeps DRF's wording; people read plain words (./plain-message).
    [
      'a throttled answer in plain words',
      429,
      { detail: 'Request was throttled. Expected available in 1 second.' },
      'Too many attempts. Please wait 1 second and try again.',
    ],
    [
      'a server error in plain words',
      500,
      { detail: 'A server error occurred.' },
      'Something went wrong on our side. Please try again in a moment.',
    ],
    [
      'a request the server could not read',
      400,
      { detail: 'JSON parse error - Unexpected end of JSON input' },
      'This request could not be read. Please reload the page and try again.',
    ],
    ['an empty message falls through to detail', 400, { message: '', detail: 'Detail' }, 'Detail'],
    ['else "An error occurred"', 500, {}, 'An error occurred'],
    ['a body that is not JSON is generic', 502, '<html>Bad gateway</html>', 'An error occurred'],
    ['a JSON list body is generic', 400, ['oops'], 'An error occurred'],
    [
      'still generic: the first list-valued field',
      400,
      { email: ['Enter a valid email address.'], password: ['This field is required.'] },
      'email: Enter a valid email address.',
    ],
    ['fields that are not lists, or empty lists, are skipped', 400, { note: 'text', a: [], b: ['B bad'] }, 'b: B bad'],
    ['a field list does not beat detail', 400, { detail: 'Detail', email: ['bad'] }, 'Detail'],
    ['non_field_errors wins over fields', 400, { email: ['bad'], non_field_errors: ['Pair exists.'] }, 'Pair exists.'],
    [
      'non_field_errors wins over message and detail',
      400,
      { message: 'M', detail: 'D', non_field_errors: ['First.', 'Second.'] },
      'First.',
    ],
    ['an empty non_field_errors does not win', 400, { non_field_errors: [], detail: 'D' }, 'D'],
    ['`errors` (an object) is not a list field', 400, { errors: { email: ['bad'] } }, 'An error occurred'],
    [
      // (a 401 would be the expired-token case, which refreshes instead)
      'token messages are read by their message',
      400,
      { messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is expired' }] },
      'messages: Token is expired',
    ],
  ])('%s', async (_rule, status, body, expected) => {
    answer = { status, body };
    const client = createApiClient({ host: server.origin });
    const error = await client.post('/anything/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).message).toBe(expected);
    expect((error as ApiClientError).status).toBe(status);
  });

  it('keeps status, errors, code, detail and messages', async () => {
    const messages = [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is expired' }];
    answer = { status: 403, body: { detail: 'No.', code: 'permission_denied', messages } };
    const client = createApiClient({ host: server.origin });
    const error = (await client.get('/x/').catch((e: unknown) => e)) as ApiClientError;
    expect(error).toMatchObject({ status: 403, code: 'permission_denied', detail: 'No.', messages });
    expect(error.errors).toEqual({ detail: 'No.', code: 'permission_denied', messages });
  });

  it('errors is the body’s `errors` when it has one, else the field errors', async () => {
    const client = createApiClient({ host: server.origin });
    answer = { status: 400, body: { errors: { email: ['bad'] } } };
    expect(((await client.get('/x/').catch((e: unknown) => e)) as ApiClientError).errors).toEqual({ email: ['bad'] });
    answer = { status: 400, body: { email: ['bad'] } };
    expect(((await client.get('/x/').catch((e: unknown) => e)) as ApiClientError).errors).toEqual({ email: ['bad'] });
  });

  it('no HTTP status at all: "Network error. Please check your connection."', async () => {
    // jsdom reports the refused connection on the console, as a browser would.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = createApiClient({ host: await closedPortOrigin() });
    const error = (await client.get('/accounts/users/me/').catch((e: unknown) => e)) as ApiClientError;
    consoleError.mockRestore();
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(error.status).toBeUndefined();
    expect(error.code).toBe('ERR_NETWORK');
  });

  it('a typed call that gets no answer rejects with the same network error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    setApiClient(createApiClient({ host: await closedPortOrigin() }));
    try {
      const error = await getMe().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, code: 'ERR_NETWORK', status: undefined });
    } finally {
      setApiClient(null);
      consoleError.mockRestore();
    }
  });
});

describe('normalizeApiError: a request that never got its answer', () => {
  let release = () => {};
  let held: TestServer;
  beforeAll(async () => {
    held = await startHttpTestServer(
      () => new Promise((resolve) => (release = () => resolve({ status: 200, body: {} }))),
    );
  });
  afterEach(() => release());
  afterAll(() => held.close());

  it('cancelled by its caller: "Request cancelled"', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ host: held.origin }).get('/slow/', { signal: controller.signal });
    while (held.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: 'Request cancelled', code: 'ERR_CANCELED', status: undefined });
  });

  it('cut off by its timeout: the network error', async () => {
    const error = (await createApiClient({ host: held.origin })
      .get('/slow/', { timeout: 20 })
      .catch((e: unknown) => e)) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: NETWORK_ERROR_MESSAGE, code: 'ECONNABORTED', status: undefined });
  });
});

describe('normalizeApiError outside HTTP', () => {
  it('keeps the message of an error raised in the client', () => {
    expect(normalizeApiError(new Error('No refresh token available')).message).toBe('No refresh token available');
  });
  it('returns an ApiClientError as it is', () => {
    const error = new ApiClientError('x', { status: 400 });
    expect(normalizeApiError(error)).toBe(error);
  });
  it('makes anything else the generic message', () => {
    expect(normalizeApiError('boom').message).toBe('An error occurred');
  });
});

describe('isExpiredTokenError: exactly product §8', () => {
  const accessExpired = { token_class: 'AccessToken', token_type: 'access', message: errorMessages.tokenExpired };
  it.each([
    ['401 with code token_not_valid', 401, { code: 'token_not_valid' }, true],
    ['401 with detail "Given token not valid for any token type"', 401, { detail: errorMessages.tokenNotValid }, true],
    ['401 with an access-token message "Token is expired"', 401, { messages: [accessExpired] }, true],
    ['the whole simplejwt answer', 401, { detail: errorMessages.tokenNotValid, code: 'token_not_valid' }, true],
    ['a refresh-token message is not it', 401, { messages: [{ ...accessExpired, token_type: 'refresh' }] }, false],
    [
      'another access-token message is not it',
      401,
      { messages: [{ ...accessExpired, message: 'Token is invalid' }] },
      false,
    ],
    ['401 without credentials', 401, { detail: errorMessages.notAuthenticated, code: 'not_authenticated' }, false],
    ['the same body with 403', 403, { code: 'token_not_valid' }, false],
    ['no status', undefined, { code: 'token_not_valid' }, false],
    ['401 with no body', 401, '', false],
  ])('%s → %s', (_case, status, body, expected) => {
    expect(isExpiredTokenError(status, body)).toBe(expected);
  });
});
