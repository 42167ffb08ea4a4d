import { appName, contactEmails } from '@/config/app';
import { LegalPage, LegalSection } from '../components/legal-page';

/** /privacy: what we keep about senders and recipients, why, and who else sees it. */
export default function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 23, 2026"
      intro={`${appName} moves money from the United States to Kenya, Uganda, Ethiopia and Eritrea. To do that lawfully and safely we must know who sends money, who receives it, and how it is paid. This policy says what we keep, why, who else sees it, and what you can ask of us.`}
    >
      <LegalSection title="What we keep">
        <ul className="list-disc space-y-1 pl-6">
          <li>Your account: name, email address and/or phone number, a one-way hash of your password, and whether each contact was verified.</li>
          <li>Your recipients: their names, phone numbers and countries.</li>
          <li>Your transfers: amounts, fees, exchange rates, status and the history of each step, with its time.</li>
          <li>When you pay from a bank account: the network address and browser you authorised the debit from, which our payment processor keeps as proof of your authorisation. Network addresses of other requests are held only briefly, to limit abuse such as repeated sign-in attempts.</li>
          <li>How you pay: for cards and bank accounts, only a reference from our payment processor, the brand or bank name and the last four digits. Card numbers and security codes go straight to the processor and never reach our servers; bank account numbers are passed to the processor and never stored by us.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Why we keep it">
        <p>
          To carry out the transfers you ask for, to tell you and your recipient how they stand, to prevent fraud and
          card testing, to answer your questions and complaints, and because US money transmission law (including the
          Bank Secrecy Act and the Remittance Rule) requires us to keep records of every transfer and to screen
          senders and recipients against sanctions lists.
        </p>
      </LegalSection>
      <LegalSection title="Who else sees it">
        <ul className="list-disc space-y-1 pl-6">
          <li>Our card and bank payment processor, to take your payment, and our bank-linking provider, when you link a bank account.</li>
          <li>Our payout partners in the destination country (mobile-money operators, banks and cash-pickup agents), who need the recipient's name, phone or account and the amount to deliver it.</li>
          <li>Our email and text-message providers, to send you codes, receipts and updates.</li>
          <li>Regulators and law enforcement, when the law requires it, and sanctions screening services.</li>
        </ul>
        <p>We do not sell your information or use it for advertising.</p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Transfer records are kept for at least five years after the transfer, as US law requires. Account data is kept
          while your account is open and, once it is closed, for as long as the records of its transfers.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You can see your recipients, payment methods and transfers in your account at any time, change or delete
          recipients and payment methods, and ask us for a copy of what we hold about you or to correct it. Write to us
          at the address below.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>Questions about this policy: {contactEmails.privacy}.</p>
      </LegalSection>
    </LegalPage>
  );
}
