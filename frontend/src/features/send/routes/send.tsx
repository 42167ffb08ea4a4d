import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SendForm } from '../components/send-form';

/** /send and /transfer (spec section 2). */
export default function SendRoute() {
  const [query] = useSearchParams();
  const recipientId = query.get('recipientId');

  // Spec section 2: a saved recipient's id arrives with "Send Money" but is only logged;
  // the transfer names the recipient by the fields it carries.
  useEffect(() => {
    if (recipientId) console.info(`Send money: recipient ${recipientId} chosen from saved recipients`);
  }, [recipientId]);

  return <SendForm />;
}
