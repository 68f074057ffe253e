/** The Mantine theme and the colour-scheme storage shared by the app and its tests. */
import { THEME_STORAGE_KEY } from '@ads-creative/contracts/constants';
import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // White on indigo 6 is 4.3:1, under WCAG AA's 4.5:1 for button labels; indigo 7 is 5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** The stored choice ('dark' or 'light', key 'theme') wins; without one Mantine follows the OS ('auto'). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/** Mantine's light 'dimmed' (gray 6) is 3.3:1 on white; gray 7 meets WCAG AA's 4.5:1 for the small print it is used for. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
