/** libphonenumber-js's metadata for the corridor's countries only (frontend/corridor-phone-metadata.ts). */
declare module 'virtual:corridor-phone-metadata' {
  import type { MetadataJson } from 'libphonenumber-js/core';
  const metadata: MetadataJson;
  export default metadata;
}
