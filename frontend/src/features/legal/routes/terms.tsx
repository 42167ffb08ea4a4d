import { appName, contactEmails } from '@/config/app';
import { LegalPage, LegalSection } from '../components/legal-page';

/** /terms: the terms on which senders use the service. */
export default function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 23, 2026"
      intro={`These terms apply when you use ${appName} to send US dollars to recipients in Kenya, Uganda, Ethiopia and Eritrea, who receive local currency. By creating an account you accept them.`}
    >
      <LegalSection title="Who may use the service">
        <p>
          You must be at least 18, live in the United States, and send your own money for lawful purposes. One person,
          one account. We verify your email or phone before you can send, and we may ask for more to confirm who you are.
        </p>
      </LegalSection>
      <LegalSection title="Fees and exchange rates">
        <p>
          Before you pay, we show you the amount you send, our fee (5% when you pay from a bank account, 9% by card:
          5% service plus 4% card processing), the total we will charge, the exchange rate and the amount your recipient
          receives. We charge exactly the total shown. If the rate changes before you pay, we show you the new figures
          and ask you to confirm them; we never charge a different amount silently.
        </p>
      </LegalSection>
      <LegalSection title="Delivery">
        <p>
          Money is normally available to your recipient within 24 hours of your payment being confirmed. A bank
          payment takes a few business days to clear before we send the money. We tell you when the transfer is
          completed, or if it cannot be delivered.
        </p>
      </LegalSection>
      <LegalSection title="Cancellations and refunds">
        <p>
          Until you pay, you can walk away from a checkout: nothing is charged, and it expires after 24 hours. Once
          your payment is accepted the transfer goes ahead and cannot be cancelled from your account; if you
          made a mistake, write to us straight away. A transfer that cannot be delivered is refunded in full, fees
          included, to the card or account you paid with.
        </p>
      </LegalSection>
      <LegalSection title="Errors and complaints">
        <p>
          If something went wrong with a transfer, tell us within 180 days of the date we said the money would be
          available. We will look into it, tell you what we found within 90 days, and correct any error we made,
          including refunding fees. You may also contact the Consumer Financial Protection Bureau (consumerfinance.gov,
          855-411-2372).
        </p>
      </LegalSection>
      <LegalSection title="What you may not do">
        <ul className="list-disc space-y-1 pl-6">
          <li>Send money for anything illegal, or on behalf of someone else without telling us.</li>
          <li>Use cards or bank accounts that are not yours, or test cards on our service.</li>
          <li>Send money to anyone on a US sanctions list, or try to avoid our limits or checks.</li>
        </ul>
        <p>We may hold, refuse or reverse a transfer, and close an account, when the law or these terms require it.</p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>Questions about these terms: {contactEmails.support}.</p>
      </LegalSection>
    </LegalPage>
  );
}
