import { useSWRConfig } from 'swr';
import type { ToastInput } from '@/components/ui/toast/toast-context';
import { toastAfterReload } from '@/components/ui/toast/pending-toast';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { apiWrite } from '@/lib/api-client';
import { m } from '@/lib/i18n/messages';
import { hardRedirect } from '@/lib/redirect';

/** Spec section 8: the header's sign-out confirmation (message ids: the toast shows them in the language showing, after the reload too). */
export const LOGGED_OUT_TOAST: ToastInput = {
  title: m('auth.logout.title'),
  description: m('auth.logout.description'),
};

export type Logout = (successToast?: ToastInput) => Promise<void>;

/**
 * Ends the session, forgets every cached response, then reloads on the landing page.
 * The success toast is shown now and again after the reload, so it is not lost with the
 * page. A failure rejects, for the caller to report in its own words.
 */
export function useLogout(): Logout {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  return async function logout(successToast = LOGGED_OUT_TOAST): Promise<void> {
    await apiWrite('POST', '/api/auth/logout', {});
    await mutate(() => true, undefined, { revalidate: false });
    toast(successToast);
    toastAfterReload(successToast);
    hardRedirect(paths.home);
  };
}
