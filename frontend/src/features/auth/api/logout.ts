import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { apiSend } from '@/lib/api-client';
import { hardRedirect } from '@/lib/redirect';

/** Ends the session, forgets every cached response, then reloads on the landing page. */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return async function logout(): Promise<void> {
    await apiSend('POST', '/api/auth/logout', {}, z.unknown());
    await mutate(() => true, undefined, { revalidate: false });
    hardRedirect(paths.home);
  };
}
