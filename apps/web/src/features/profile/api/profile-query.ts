/** GET /api/user/profile: the signed-in user's own account, for the profile page. */
import type { User } from '@ads-creative/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

export const fetchProfile = () => api<User>('/user/profile');

export const useProfile = () => useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
