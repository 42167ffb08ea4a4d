import { GlobeIcon } from '@/components/ui/icons';
import { countryFlagUrls } from '@/config/country-flags';
import { findCountry, type CountryValue } from '@/config/countries';
import { cn } from '@/lib/cn';
import { m, useTranslateIfId } from '@/lib/i18n/messages';

/** A country's name in the language showing; a value we do not know shows as it came. */
export function useCountryName(): (country: string) => string {
  const translate = useTranslateIfId();
  return (country) => {
    const known = findCountry(country);
    if (!known) return country;
    const name = translate(known.labelId);
    return name === known.labelId ? known.label : name;
  };
}

/** The currency's name ("Birr") in the language showing. */
export function useCurrencyName(): (currencyCode: string) => string {
  const translate = useTranslateIfId();
  return (currencyCode) => translate(`currency.${currencyCode}`) ?? currencyCode;
}

type CountryFlagProps = { country: string; className?: string };
/** `className` replaces the default text-sized dimensions. */
type FlagImageProps = CountryFlagProps & { alt?: string };

/**
 * A destination's flag as an image named after the country; a country value we do not
 * know (old data, a country added server-side first) gets a generic globe.
 */
export function CountryFlag({ country, className, alt }: FlagImageProps) {
  const known = findCountry(country);
  const countryName = useCountryName();
  const translate = useTranslateIfId();
  // A className sizes the flag itself; without one it sits in the line like a letter.
  const classes = cn('inline-block shrink-0 rounded-[2px] object-cover', className ?? 'h-[0.9em] w-[1.2em] align-[-0.1em]');
  if (!known) {
    return (
      <span role="img" aria-label={translate(m('country.unknown'), { country })} className="inline-flex align-[-0.15em]">
        <GlobeIcon className="size-[1em] text-slate-500" />
      </span>
    );
  }
  // Lazy: a page's text paints first, the small flags come as they scroll into view (issue #27).
  return <img src={countryFlagUrls[known.value as CountryValue]} alt={alt ?? countryName(known.value)} className={classes} loading="lazy" />;
}

/** The flag and the country's name ("[flag] Kenya"); an unknown value shows as it came, with a globe. */
export function CountryName({ country, className }: CountryFlagProps) {
  const countryName = useCountryName();
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      {/* The name follows, so the flag itself is not read out twice. */}
      <CountryFlag country={country} alt="" />
      <span>{countryName(country)}</span>
    </span>
  );
}
