/**
 * The optimization module's port to the user's bell: what the server tells a user about what it did on its own
 * (stored by modules/notifications). A file of its own so that what applies changes (apply/, schedule/,
 * autonomous.ts) can all name it without importing each other (decision 171).
 */
import type { NotificationType } from '@ads-creative/contracts/notifications';

export interface OptimizationNotice {
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
}
export type Notify = (userId: number, notice: OptimizationNotice) => Promise<void>;
