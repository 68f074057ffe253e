/**
 * Tells the server the browser's time zone (decision 160): once the signed-in user is known, when the stored
 * one is empty or differs, PUT /api/user/profile { timeZone }. Analytics' days are in it when the user has
 * no connected ad account. A failure is only logged: the next sign-in or visit tries again.
 */
import type { User } from '@ads-creative/contracts/auth';
import { isIanaTimeZone } from '@ads-creative/contracts/time-zone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { keepUpdatedUser, updateProfile } from './update-profile.ts';

/** The browser's IANA time zone, or null when it has none the server would take. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : null;
}

/** The zone to send: the browser's when it is known and differs from the stored one, else null. */
export function zoneToSend(stored: string | null, browser: string | null): string | null {
  return browser !== null && browser !== stored ? browser : null;
}

export function useTimeZoneSync(user: User | null) {
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    const zone = zoneToSend(user.timeZone, browserTimeZone());
    const key = `${user.id}:${zone}`;
    if (zone === null || sent.current === key) return;
    sent.current = key;
    updateProfile({ timeZone: zone })
      .then((updated) => keepUpdatedUser(queryClient, updated))
      .catch((error: unknown) => console.warn('Saving the time zone failed', error));
  }, [user, queryClient]);
}
