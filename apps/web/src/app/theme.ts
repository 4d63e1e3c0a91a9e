import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Darker shades than the defaults so text on filled buttons meets WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects, not `Modal.extend(…)`: naming a component here would put its code into every
  // screen's first download, the sign-in screen's included.
  components: {
    // Icon-only close buttons need a name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The default hover tint under the active entry leaves its text at 4:1; these keep it above 4.5:1.
    NavLink: {
      vars: () => ({
        root: {
          '--nl-bg': 'var(--mantine-color-blue-0)',
          '--nl-hover': 'var(--mantine-color-blue-1)',
          '--nl-color': 'var(--mantine-color-blue-9)',
        },
        children: {},
      }),
    },
    // The default toggle name contains "password", which makes "the Password field" ambiguous.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    },
  },
});

/** Text colours the defaults leave below 4.5:1 on white: errors, dimmed text, links. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    // Picker inputs render their placeholder as real text, which must reach 4.5:1 (gray.6 is 3.3:1).
    '--mantine-color-placeholder': '#6a7178',
  },
  dark: {},
});
