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
          '--nl-bg': 'var(--masthead-nav-bg)',
          '--nl-hover': 'var(--masthead-nav-hover)',
          '--nl-color': 'var(--masthead-nav-text)',
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

/**
 * Colours per scheme. Light: text colours the defaults leave below 4.5:1 on white (errors, dimmed
 * text, links, placeholders). Both: the app's own names for muted, danger and warning text, the
 * page behind the cards and the side menu's active entry, each at 4.5:1 or more in its scheme
 * (issue 15: dark mode, axe-clean in both).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    // Picker inputs render their placeholder as real text, which must reach 4.5:1 (gray.6 is 3.3:1).
    '--mantine-color-placeholder': '#6a7178',
    '--masthead-muted': 'var(--mantine-color-gray-8)',
    '--masthead-danger': 'var(--mantine-color-red-9)',
    // orange.9 is 4.3:1 on white: one step darker.
    '--masthead-warning': '#a33a0a',
    '--masthead-link': 'var(--mantine-color-blue-9)',
    '--masthead-page': 'var(--mantine-color-gray-0)',
    '--masthead-soft': 'var(--mantine-color-gray-1)',
    '--masthead-nav-bg': 'var(--mantine-color-blue-0)',
    '--masthead-nav-hover': 'var(--mantine-color-blue-1)',
    '--masthead-nav-text': 'var(--mantine-color-blue-9)',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--masthead-muted': 'var(--mantine-color-dark-1)',
    '--masthead-danger': 'var(--mantine-color-red-4)',
    '--masthead-warning': 'var(--mantine-color-orange-4)',
    '--masthead-link': 'var(--mantine-color-blue-3)',
    '--masthead-page': 'var(--mantine-color-dark-8)',
    '--masthead-soft': 'var(--mantine-color-dark-5)',
    '--masthead-nav-bg': 'var(--mantine-color-dark-5)',
    '--masthead-nav-hover': 'var(--mantine-color-dark-4)',
    '--masthead-nav-text': 'var(--mantine-color-blue-2)',
  },
});
