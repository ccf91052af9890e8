/** The product's look: product §2 breakpoints and one palette every app shares. */
export const theme = {
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  maxContentWidth: 1200,
  colors: {
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryText: '#ffffff',
    text: '#111827',
    muted: '#6b7280',
    border: '#d1d5db',
    background: '#f5f7fb',
    surface: '#ffffff',
    // red-700 / green-700: 4.5:1 or more as text on white and on dangerBackground, and under white text.
    danger: '#b91c1c',
    dangerBackground: '#fef2f2',
    success: '#15803d',
    warning: '#ea580c',
    info: '#2563eb',
    grey: '#6b7280',
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(17, 24, 39, 0.12), 0 1px 2px rgba(17, 24, 39, 0.06)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type AppTheme = typeof theme;
export type Breakpoint = keyof AppTheme['breakpoints'];

/** `${up('sm')} { ... }` applies from that breakpoint upwards. */
export const up = (breakpoint: Breakpoint) => `@media (min-width: ${theme.breakpoints[breakpoint]}px)`;
/** `${down('sm')} { ... }` applies below that breakpoint. */
export const down = (breakpoint: Breakpoint) => `@media (max-width: ${theme.breakpoints[breakpoint] - 0.05}px)`;
