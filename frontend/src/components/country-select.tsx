import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { CountryFlag, useCountryName } from '@/components/country-flag';
import { countries } from '@/config/countries';

type CountrySelectProps = Omit<ComponentProps<typeof SelectField>, 'options' | 'leading'> & {
  /** Show the chosen country's flag in the field. */
  withFlags?: boolean;
};

/** A labelled select of the four destination countries (option values eritrea, ethiopia, ...). */
export function CountrySelect({ withFlags = false, ...props }: CountrySelectProps) {
  const countryName = useCountryName();
  const options = countries.map((country) => ({ value: country.value, label: countryName(country.value) }));
  const chosen = typeof props.value === 'string' ? props.value : undefined;
  const leading = withFlags && chosen ? <CountryFlag country={chosen} alt="" /> : undefined;
  return <SelectField options={options} leading={leading} {...props} />;
}
