import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/messages';
import { tellerCallbackMessage } from '@/lib/teller-callback-message';
import { CheckoutCard } from '../components/checkout-layout';

/**
 * /teller-callback: where the bank-linking popup returns (spec section 2). The enrollment or
 * error goes to the opener, same origin only, and the popup closes. Opened in a tab of its
 * own, it carries its query on to the bank checkout instead.
 */
export default function TellerCallbackRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  // Strict mode runs effects twice: post once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const query = new URLSearchParams(search);
    const opener = window.opener as Window | null;
    if (opener) {
      const message = tellerCallbackMessage(query);
      if (message) opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    navigate(query.toString() !== '' ? `${paths.tellerCheckout}?${query.toString()}` : paths.home, { replace: true });
  }, [search, navigate]);

  return (
    <CheckoutCard>
      <Spinner label={t('checkout.bank.connectingLabel')} className="py-4" />
      <p className="text-center text-slate-600">{t('checkout.bank.connecting')}</p>
    </CheckoutCard>
  );
}
