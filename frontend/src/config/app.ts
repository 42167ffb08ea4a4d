export const appName = 'Remit East Africa';

/** Where senders write for help (legal pages, support notes). */
export const contactEmails = {
  support: 'support@remit.example',
  privacy: 'privacy@remit.example',
} as const;
