/** The Mantine theme and the colour-scheme storage shared by the app and its tests. */
import { THEME_STORAGE_KEY } from '@ads-creative/contracts/constants';
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** The stored choice ('dark' or 'light', key 'theme') wins; without one Mantine follows the OS ('auto'). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
