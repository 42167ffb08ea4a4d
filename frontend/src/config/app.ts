export const appName = 'Remit East Africa';

/** Where senders write for help (legal pages, support notes). */
export const contactEmails = {
  support: 'support@remit.example',
  privacy: 'privacy@remit.example',
} as const;

/** The federal regulator a sender may contact about a remittance transfer (Regulation E): on every disclosure and receipt. */
export const consumerRegulator = {
  name: 'Consumer Financial Protection Bureau',
  phone: '(855) 411-2372',
  website: 'www.consumerfinance.gov',
} as const;
