import { useEffect } from 'react';
import { appName } from '@/config/app';

/** Gives the page its own `<title>` ("Send money · Remit East Africa"), so tabs and history tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);
}
