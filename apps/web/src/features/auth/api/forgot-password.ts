/** POST /api/auth/forgot-password: asks for a reset e-mail; the server answers 200 whether or not the address exists. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const forgotPassword = (body: { email: string }) => api<{ message: string }>('/auth/forgot-password', { method: 'POST', body });

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
