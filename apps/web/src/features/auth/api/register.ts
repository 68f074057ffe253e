/** POST /api/auth/register: creates an app account (answers 201 with the user; the user then signs in). */
import type { RegisterBody, User } from '@ads-creative/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const register = (body: RegisterBody) => api<User>('/auth/register', { method: 'POST', body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
