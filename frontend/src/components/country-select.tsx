import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { countries } from '@/config/countries';

type CountrySelectProps = Omit<ComponentProps<typeof SelectField>, 'options'> & {
  /** Show each country's flag before its name. */
  withFlags?: boolean;
};

/** A labelled select of the four destination countries (option values eritrea, ethiopia, ...). */
export function CountrySelect({ withFlags = false, ...props }: CountrySelectProps) {
  const options = countries.map((country) => ({
    value: country.value,
    label: withFlags ? `${country.flag} ${country.label}` : country.label,
  }));
  return <SelectField options={options} {...props} />;
}
