import { GlobeIcon } from '@/components/ui/icons';
import { countryFlagUrls } from '@/config/country-flags';
import { findCountry, type CountryValue } from '@/config/countries';
import { cn } from '@/lib/cn';

type CountryFlagProps = { country: string; className?: string };
/** `className` replaces the default text-sized dimensions. */
type FlagImageProps = CountryFlagProps & { alt?: string };

/**
 * A destination's flag as an image named after the country; a country value we do not
 * know (old data, a country added server-side first) gets a generic globe.
 */
export function CountryFlag({ country, className, alt }: FlagImageProps) {
  const known = findCountry(country);
  // A className sizes the flag itself; without one it sits in the line like a letter.
  const classes = cn('inline-block shrink-0 rounded-[2px] object-cover', className ?? 'h-[0.9em] w-[1.2em] align-[-0.1em]');
  if (!known) {
    return (
      <span role="img" aria-label={`Unknown country (${country})`} className="inline-flex align-[-0.15em]">
        <GlobeIcon className="size-[1em] text-slate-500" />
      </span>
    );
  }
  return <img src={countryFlagUrls[known.value as CountryValue]} alt={alt ?? known.label} className={classes} />;
}

/** The flag and the country's name ("[flag] Kenya"); an unknown value shows as it came, with a globe. */
export function CountryName({ country, className }: CountryFlagProps) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      {/* The name follows, so the flag itself is not read out twice. */}
      <CountryFlag country={country} alt="" />
      <span>{findCountry(country)?.label ?? country}</span>
    </span>
  );
}
