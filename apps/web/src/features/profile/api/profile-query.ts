/** GET /api/user/profile: the signed-in user's own account, for the profile page. */
import type { User } from '@ads-creative/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const fetchProfile = () => api<User>('/user/profile');

export const useProfile = () => useQuery({ queryKey: queryKeys.profile, queryFn: fetchProfile });
