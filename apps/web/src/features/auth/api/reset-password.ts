/** POST /api/auth/reset-password: sets a new password with the token from the reset e-mail. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api<{ message: string }>('/auth/reset-password', { method: 'POST', body });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
