// GSM 03.38 basic set plus the extension table (extension characters take two septets).
const gsmBasic = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ ÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const gsmExtension = new Set('^{}\\[~]|€\f');

/** How many SMS parts a body takes, as Twilio reports in `num_segments`. */
export function countSmsSegments(body: string): number {
  const characters = [...body];
  const isGsm = characters.every((c) => gsmBasic.has(c) || gsmExtension.has(c));
  if (isGsm) {
    const septets = characters.reduce((total, c) => total + (gsmExtension.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  // UCS-2 counts UTF-16 code units, so characters outside the BMP take two.
  const units = body.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
