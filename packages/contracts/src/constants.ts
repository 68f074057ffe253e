/** Business constants and limits of spec 1 §9 and spec 2 §9 that both sides need. */
export const API_PREFIX = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const GENERATION_TIMEOUT_MS = 180_000; // AI generation calls only (web decision 041): real image providers outlast 30 s
export const TUNNEL_BYPASS_HEADER = 'ngrok-skip-browser-warning';
export const TOKEN_STORAGE_KEY = 'token';
export const REDIRECT_STORAGE_KEY = 'redirectAfterLogin';
export const THEME_STORAGE_KEY = 'theme';
export const NOTIFICATIONS_STORAGE_KEY = 'notifications';
export const NOTIFICATION_HISTORY_LIMIT = 100;
export const NOTIFICATION_DROPDOWN_COUNT = 5;
/** GET /api/notifications answers at most this many server notifications at a time (contracts/notifications.ts). */
export const NOTIFICATIONS_BATCH = 50;
/** How often the web app asks the server for new notifications, ms. */
export const NOTIFICATIONS_POLL_MS = 60_000;
export const PASSWORD_RESET_REDIRECT_MS = 2000;
export const SIDEBAR_WIDTH = 240;
export const LEGAL_EFFECTIVE_DATE = '06/06/2025';
export const DATA_DELETION_WORKING_DAYS = 7;
export const MINIMUM_USER_AGE = 13;

/** Query errors that /login understands after a failed Facebook login (spec 1 §4). */
export const facebookLoginErrors = ['no_token', 'auth_process_failed'] as const;

export const toastTypes = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];
export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 5000,
  info: 5000,
  warning: 6000,
  error: 8000,
};
export const DEFAULT_TOAST_DURATION = 5000;
