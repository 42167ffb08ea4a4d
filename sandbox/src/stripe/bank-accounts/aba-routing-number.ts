/**
 * The check digit every US (ABA) routing number carries: 3·(d1+d4+d7) + 7·(d2+d5+d8) +
 * (d3+d6+d9) is a multiple of 10. 110000000 (Stripe's test bank) and 021000021 pass.
 */
export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(routingNumber[i]) * weights[i % 3]!;
  return sum % 10 === 0;
}
