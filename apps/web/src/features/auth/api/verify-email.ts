/** POST /api/auth/verify-email: confirms the address a link was mailed to (a pending new e-mail becomes the account's). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const verifyEmail = (body: { token: string }) => api<{ message: string }>('/auth/verify-email', { method: 'POST', body });

export const useVerifyEmailMutation = () => useMutation({ mutationFn: verifyEmail });
