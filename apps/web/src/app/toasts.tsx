/**
 * Where toasts appear. lib/toast.ts queues them in Mantine's store at once; this container, which shows
 * them, is loaded with the first toast (providers.tsx), so its code and transitions stay out of the
 * first download (decisions 062, 173).
 */
import { Notifications } from '@mantine/notifications';

export function Toasts() {
  return (
    <Notifications
      position="top-right"
      limit={5}
      // Below the 60 px header, so toasts never cover the bell, theme toggle or user menu.
      top={72}
      zIndex={400}
      // `top` stretches the unused position containers down the page: let clicks pass through them.
      styles={{ root: { pointerEvents: 'none' }, notification: { pointerEvents: 'auto' } }}
    />
  );
}
