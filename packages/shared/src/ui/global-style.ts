import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  @keyframes app-spin { to { transform: rotate(360deg); } }
  /* A ring that pulses around the badge: fading the badge itself would drop its text below 4.5:1. */
  @keyframes app-pulse { 50% { box-shadow: 0 0 0 4px rgba(37, 99, 235, 0.25); } }
  /* react-toastify's light text (#757575) is 4.47:1 on white; this one is 7.5:1. */
  .Toastify__toast-container { --toastify-text-color-light: #4b5563; }
  @keyframes app-shimmer { 0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; } }
`;
