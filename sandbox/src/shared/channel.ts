export const channels = ['email', 'sms'] as const;

export type Channel = (typeof channels)[number];
