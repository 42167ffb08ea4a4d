import erFlag from 'flag-icons/flags/4x3/er.svg';
import etFlag from 'flag-icons/flags/4x3/et.svg';
import keFlag from 'flag-icons/flags/4x3/ke.svg';
import ugFlag from 'flag-icons/flags/4x3/ug.svg';
import type { CountryValue } from './countries';

/**
 * Each destination's flag as an SVG file (flag-icons), not an emoji: Windows shows
 * regional-indicator emoji as two letters. Only these four are bundled.
 */
export const countryFlagUrls: Record<CountryValue, string> = {
  eritrea: erFlag,
  ethiopia: etFlag,
  uganda: ugFlag,
  kenya: keFlag,
};
