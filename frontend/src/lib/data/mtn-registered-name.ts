import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/data/current-user';

const MTN_WALLET = /^\+2567[678]\d{7}$/;

/**
 * The MTN Uganda number (E.164) a typed phone stands for, or undefined until it looks like a
 * complete one: "0772 123456", "772123456", "256772123456", "00256772123456" and
 * "+256 772 123 456" are all +256772123456.
 */
export function mtnWalletNumber(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  let e164 = compact;
  if (/^0\d{9}$/.test(compact)) e164 = `+256${compact.slice(1)}`;
  else if (/^7\d{8}$/.test(compact)) e164 = `+256${compact}`;
  else if (/^256\d{9}$/.test(compact)) e164 = `+${compact}`;
  else if (/^00256\d{9}$/.test(compact)) e164 = `+${compact.slice(2)}`;
  return MTN_WALLET.test(e164) ? e164 : undefined;
}

/** `GET /api/mtn-registered-name`: the name MTN holds for the wallet, and whether it can receive. */
const registeredNameSchema = z.object({ name: z.string(), active: z.boolean() });

export type RegisteredName = z.infer<typeof registeredNameSchema>;

export function registeredNameKey(phone: string): string {
  return `/api/mtn-registered-name?${new URLSearchParams({ phone }).toString()}`;
}

/**
 * Who an MTN Mobile Money number belongs to, so the sender can check it before paying;
 * nothing is fetched without a number. A 404 (an ApiError) means the number has no wallet.
 */
export function useMtnRegisteredName(phone: string | undefined) {
  const { data: user } = useCurrentUser();
  return useSWR(user && phone ? registeredNameKey(phone) : null, (url: string) => apiGet(url, registeredNameSchema));
}
