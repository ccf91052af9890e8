import { channelAuthSignature, hmacSha256Hex, safeEqual } from '../signature';

describe('signatures', () => {
  it('signs a channel as the Pusher documentation vector says', () => {
    expect(channelAuthSignature('7ad3773142a6692b25b8', '1234.1234', 'private-foobar')).toBe(
      '58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('signs an HTTP API request as the Pusher documentation vector says', () => {
    const query =
      'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f';
    expect(hmacSha256Hex('7ad3773142a6692b25b8', `POST\n/apps/3/events\n${query}`)).toBe(
      'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  it('compares strings of any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
