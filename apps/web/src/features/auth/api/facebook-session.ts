/**
 * POST /api/auth/facebook/session: exchanges the single-use code a Facebook login left in the
 * /auth-success hash for a session token. It works once, for a minute, and only in the browser that
 * started the login (the server checks its HttpOnly cookie; decision 167).
 */
import type { LoginResponse } from '@ads-creative/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export const exchangeFacebookCode = (code: string) => api<LoginResponse>('/auth/facebook/session', { method: 'POST', body: { code } });
