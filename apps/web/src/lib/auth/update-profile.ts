/**
 * PUT /api/user/profile: name, e-mail, avatar URL, password (the profile page) or time zone (the sign-in's
 * time-zone sync, decision 160). One fetcher (decision 173); the answer is the updated user, which both
 * caches of the user take at once: the signed-in state's and the profile page's.
 */
import type { UpdateProfileBody, User } from '@ads-creative/contracts/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const updateProfile = (body: UpdateProfileBody) => api<User>('/user/profile', { method: 'PUT', body });

export function keepUpdatedUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(queryKeys.authUser, user);
  queryClient.setQueryData(queryKeys.profile, user);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => keepUpdatedUser(queryClient, user) });
}
