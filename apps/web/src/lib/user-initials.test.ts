/** Avatar initials: from the name, else the username, else the e-mail. */
import { expect, it } from 'vitest';
import { displayName, userInitials } from './user-initials.ts';

it.each([
  [{ name: 'Alice Nguyen', username: 'alice', email: 'a@x.io' }, 'AN'],
  [{ name: 'Nguyễn Văn An' }, 'NA'],
  [{ name: 'cher' }, 'C'],
  [{ name: '  ', username: 'bob', email: 'b@x.io' }, 'B'],
  [{ name: null, username: null, email: 'zoe@example.com' }, 'Z'],
  [{}, '?'],
])('%o → %s', (user, initials) => {
  expect(userInitials(user)).toBe(initials);
});

it('greets by name, else username, else e-mail', () => {
  expect(displayName({ name: 'Alice', username: 'alice' })).toBe('Alice');
  expect(displayName({ name: null, username: 'alice', email: 'a@x.io' })).toBe('alice');
  expect(displayName({ email: 'a@x.io' })).toBe('a@x.io');
});
