/** One toast per failed load: not on re-renders of the same failure, again for a retry that fails again. */
import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

it('toasts once per failure and again when a retry fails', () => {
  const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined as never);
  const { rerender } = renderHook(({ at }) => useLoadErrorToast(at, 'Failed to load campaign details'), { initialProps: { at: 0 } });
  expect(error).not.toHaveBeenCalled();
  rerender({ at: 1000 });
  rerender({ at: 1000 });
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith('Failed to load campaign details');
  rerender({ at: 0 });
  rerender({ at: 2000 });
  expect(error).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
