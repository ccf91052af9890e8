import { hmacSha256Hex } from '@/live/signature';
import { signQuery, stringToSign, verifySignedQuery, type SignedRequest } from '../signed-query';

// The worked example of Pusher's HTTP API documentation (a signed POST /apps/3/events).
const DOC = {
  key: '278d425bdf160c739803',
  secret: '7ad3773142a6692b25b8',
  timestamp: 1353088179,
  bodyMd5: 'ec365a775a4cd0599faeb73354201b6f',
  signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
};
const credentials = { key: DOC.key, secret: DOC.secret };
const nowMs = DOC.timestamp * 1000;
const docParams = {
  auth_key: DOC.key,
  auth_timestamp: String(DOC.timestamp),
  auth_version: '1.0',
  body_md5: DOC.bodyMd5,
};

const request = (query: SignedRequest['query'], body: Buffer): SignedRequest => ({
  method: 'POST',
  path: '/apps/3/events',
  query,
  body,
});

describe('stringToSign and the doc vector', () => {
  it('signs the doc request to the documented signature', () => {
    const text = stringToSign('POST', '/apps/3/events', docParams);
    expect(text).toBe(
      'POST\n/apps/3/events\nauth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f',
    );
    expect(hmacSha256Hex(DOC.secret, text)).toBe(DOC.signature);
  });

  it('sorts the parameters by name and leaves auth_signature out, whatever the order given', () => {
    const shuffled = {
      body_md5: DOC.bodyMd5,
      auth_signature: 'x',
      auth_version: '1.0',
      auth_timestamp: String(DOC.timestamp),
      auth_key: DOC.key,
    };
    expect(hmacSha256Hex(DOC.secret, stringToSign('post', '/apps/3/events', shuffled))).toBe(DOC.signature);
  });

  it('verifySignedQuery accepts the documented query and signature (the body hash checked apart)', () => {
    // The doc gives only the body's hash, not the body: with any other bytes, only the MD5 check
    // fails, which proves the documented signature itself was accepted.
    const query = { ...docParams, auth_signature: DOC.signature };
    expect(verifySignedQuery(credentials, request(query, Buffer.from('{}')), nowMs)).toBe(
      'body_md5 does not match the body',
    );
  });
});

describe('verifySignedQuery on a request signed as the SDK signs it', () => {
  const body = Buffer.from('{"name":"e","channel":"c","data":"{}"}');
  const signed = (options: { now?: number; path?: string; secret?: string } = {}) =>
    Object.fromEntries(
      new URLSearchParams(
        signQuery(
          { key: DOC.key, secret: options.secret ?? DOC.secret },
          { method: 'POST', path: options.path ?? '/apps/3/events', body },
          options.now ?? nowMs,
        ),
      ),
    );
  const verify = (query: SignedRequest['query'], at = nowMs, bytes = body) =>
    verifySignedQuery(credentials, request(query, bytes), at);

  it('accepts it', () => {
    expect(verify(signed())).toBeUndefined();
  });

  it('accepts a timestamp up to 600 s either side of the server clock, not 601', () => {
    expect(verify(signed(), nowMs + 600_000)).toBeUndefined();
    expect(verify(signed(), nowMs - 600_000)).toBeUndefined();
    expect(verify(signed(), nowMs + 601_000)).toMatch(/^Timestamp expired/);
    expect(verify(signed(), nowMs - 601_000)).toMatch(/^Timestamp expired/);
  });

  it('refuses another key, another secret, another path or another version', () => {
    expect(verify({ ...signed(), auth_key: 'someoneelse' })).toBe('Unknown auth_key');
    expect(verify(signed({ secret: 'not-the-secret' }))).toBe('Invalid auth_signature');
    expect(verify(signed({ path: '/apps/4/events' }))).toBe('Invalid auth_signature');
    expect(verify({ ...signed(), auth_version: '2.0' })).toBe('Unsupported auth_version (expected 1.0)');
  });

  it('refuses other body bytes than those hashed, and a body without body_md5', () => {
    expect(verify(signed(), nowMs, Buffer.from('{"name":"e","channel":"c","data":"{} "}'))).toBe(
      'body_md5 does not match the body',
    );
    const { body_md5: _dropped, ...withoutMd5 } = signed();
    expect(verify(withoutMd5)).toBe('Missing body_md5');
  });

  it('refuses an added parameter (everything in the query is signed) and a repeated one', () => {
    expect(verify({ ...signed(), extra: '1' })).toBe('Invalid auth_signature');
    expect(verify({ ...signed(), auth_key: [DOC.key, DOC.key] })).toMatch(/more than once/);
  });

  it('refuses a missing signature and a timestamp that is not whole seconds', () => {
    const { auth_signature: _signature, ...unsigned } = signed();
    expect(verify(unsigned)).toMatch(/^Missing auth_key/);
    expect(verify({ ...signed(), auth_timestamp: '1e9' })).toMatch(/whole seconds/);
  });
});
