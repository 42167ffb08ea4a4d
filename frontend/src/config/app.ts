export const appName = 'Remit East Africa';
