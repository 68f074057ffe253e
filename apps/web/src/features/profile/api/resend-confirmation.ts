/** POST /api/auth/verify-email/resend: mails the confirmation link again (to the pending new address, else the unconfirmed one). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resendConfirmation = () => api<{ message: string }>('/auth/verify-email/resend', { method: 'POST' });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
