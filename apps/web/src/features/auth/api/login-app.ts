/** POST /api/auth/login-app: exchanges a username-or-email and password for a session token. */
import type { LoginBody, LoginResponse } from '@ads-creative/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const loginApp = (body: LoginBody) => api<LoginResponse>('/auth/login-app', { method: 'POST', body });

export const useLoginAppMutation = () => useMutation({ mutationFn: loginApp });
