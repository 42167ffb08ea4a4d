import { SelectField } from '@/components/ui/select-field';
import { useCountryName } from '@/components/country-flag';
import type { Recipient } from '@/lib/data/recipients';
import { formatPhone } from '@/lib/format-phone';
import { useT } from '@/lib/i18n/messages';

type SavedRecipientPickerProps = {
  recipients: readonly Recipient[];
  /** The saved recipient the form holds now, or '' for someone new. */
  value: string;
  onPick: (recipient: Recipient | undefined) => void;
};

/** "Send to": one of the sender's saved recipients fills the recipient, the country and how they are paid. */
export function SavedRecipientPicker({ recipients, value, onPick }: SavedRecipientPickerProps) {
  const t = useT();
  const countryName = useCountryName();
  if (recipients.length === 0) return null;
  const options = [
    { value: '', label: t('send.someoneNew') },
    ...recipients.map((recipient) => ({
      value: String(recipient.id),
      label: `${recipient.firstName} ${recipient.lastName} · ${countryName(recipient.country)} · ${formatPhone(recipient.phone)}`,
    })),
  ];
  return (
    <SelectField
      label={t('send.savedRecipient')}
      name="savedRecipient"
      value={value}
      options={options}
      onChange={(event) => onPick(recipients.find((recipient) => String(recipient.id) === event.target.value))}
    />
  );
}
