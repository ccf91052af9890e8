type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

/** The shell registers react-router's navigate, so a forced logout stays a client-side move. */
export function setNavigator(fn: Navigate | null): void {
  navigate = fn;
}

/** Goes to `path` with the registered navigator, else with a full page load. */
export function navigateTo(path: string): void {
  if (navigate) navigate(path);
  else window.location.assign(path);
}
