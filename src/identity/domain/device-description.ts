/**
 * A browser's User-Agent as a sender recognises their device in a list of sessions or a
 * new-sign-in message: "Chrome on Android", "Safari on iPhone". Only the common browsers and
 * systems are named; anything else is "a browser" / "an unknown device", never the raw string.
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  return `${browserOf(agent)} on ${systemOf(agent)}`;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function browserOf(agent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'A browser';
}

function systemOf(agent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'an unknown device';
}
