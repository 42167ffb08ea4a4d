import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The module the app imports its phone metadata from (declared in src/vite-env.d.ts). */
const MODULE_ID = 'virtual:corridor-phone-metadata';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The countries whose numbers the app shows: its senders' (the US) and its recipients' (Kenya,
 * Uganda, Ethiopia, Eritrea). A number of any other country is shown as typed.
 */
export const CORRIDOR_PHONE_COUNTRIES = ['US', 'KE', 'UG', 'ET', 'ER'] as const;

interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/**
 * libphonenumber-js's "min" metadata cut down to the corridor's countries at build time: about
 * 2 KB instead of 30 KB gzip in every page that shows a phone number (issue #27: the dashboard and
 * the send form load it before their first screen). The library reads it through its `core` API.
 */
export function corridorPhoneMetadata(): Plugin {
  return {
    name: 'corridor-phone-metadata',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const path = createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json');
      const full = JSON.parse(readFileSync(path, 'utf8')) as PhoneMetadata;
      const keep = new Set<string>(CORRIDOR_PHONE_COUNTRIES);
      const callingCodes = Object.fromEntries(
        Object.entries(full.country_calling_codes)
          .map(([code, countries]) => [code, countries.filter((country) => keep.has(country))] as const)
          .filter(([, countries]) => countries.length > 0),
      );
      const countries = Object.fromEntries(Object.entries(full.countries).filter(([country]) => keep.has(country)));
      return `export default ${JSON.stringify({ version: full.version, country_calling_codes: callingCodes, countries })};`;
    },
  };
}
