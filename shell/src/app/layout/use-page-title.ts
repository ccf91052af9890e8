import { useEffect } from 'react';

const BRAND = 'JobPilot';

/** The tab's title for the screen shown: "Dashboard · JobPilot", the screen's name from its route. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${BRAND}`;
  }, [title]);
}
