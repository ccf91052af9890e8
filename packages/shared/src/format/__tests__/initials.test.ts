import { initials } from '../initials';

describe('initials', () => {
  it.each([
    [{ first_name: 'ada', last_name: 'lovelace', email: 'x@example.com' }, 'AL'],
    [{ first_name: ' Grace ', last_name: ' Hopper', email: 'g@example.com' }, 'GH'],
    [{ first_name: 'Alan', last_name: '', email: 'alan@example.com' }, 'A'],
    [{ first_name: '', last_name: '', email: 'jo@example.com' }, 'JO'],
    [{ first_name: '  ', last_name: '', email: 'ab@example.com' }, 'AB'],
    [{ email: 'q@example.com' }, 'Q@'],
    [{ first_name: '', last_name: '', email: '' }, ''],
  ])('%o → %s', (user, expected) => {
    expect(initials(user)).toBe(expected);
  });

  it('is empty without a user', () => {
    expect(initials(null)).toBe('');
  });
});
