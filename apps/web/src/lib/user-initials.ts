/** Initials for a user's avatar: from the name, else the username, else the e-mail's local part. */

export interface NamedUser {
  name?: string | null;
  username?: string | null;
  email?: string | null;
}

/** The name a user is greeted by in menus and the sidebar. */
export const displayName = (user: NamedUser | null | undefined) =>
  user?.name?.trim() || user?.username?.trim() || user?.email?.trim() || '';

export function userInitials(user: NamedUser | null | undefined): string {
  const source = user?.name?.trim() || user?.username?.trim() || user?.email?.split('@')[0]?.trim() || '';
  const words = source.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}
