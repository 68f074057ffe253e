/** PUT /api/user/profile: change name, e-mail, avatar URL or password; answers with the updated user. */
import type { UpdateProfileBody, User } from '@ads-creative/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './profile-query.ts';

export const updateProfile = (body: UpdateProfileBody) => api<User>('/user/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(PROFILE_QUERY_KEY, user),
  });
}
