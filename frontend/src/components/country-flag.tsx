import { GlobeIcon } from '@/components/ui/icons';
import { countryFlagUrls } from '@/config/country-flags';
import { findCountry, type CountryValue } from '@/config/countries';
import { cn } from '@/lib/cn';

type CountryFlagProps = { country: string; className?: string };
type FlagImageProps = CountryFlagProps & { alt?: string };

/**
 * A destination's flag as an image named after the country; a country value we do not
 * know (old data, a country added server-side first) gets a generic globe.
 */
export function CountryFlag({ country, className, alt }: FlagImageProps) {
  const known = findCountry(country);
  const classes = cn('inline-block h-[0.9em] w-[1.2em] shrink-0 rounded-[2px] align-[-0.1em] object-cover', className);
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
