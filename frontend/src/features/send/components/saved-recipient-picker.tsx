import { SelectField } from '@/components/ui/select-field';
import { findCountry } from '@/config/countries';
import type { Recipient } from '@/lib/data/recipients';
import { formatPhone } from '@/lib/format-phone';

type SavedRecipientPickerProps = {
  recipients: readonly Recipient[];
  /** The saved recipient the form holds now, or '' for someone new. */
  value: string;
  onPick: (recipient: Recipient | undefined) => void;
};

/** "Send to": one of the sender's saved recipients fills the recipient, the country and how they are paid. */
export function SavedRecipientPicker({ recipients, value, onPick }: SavedRecipientPickerProps) {
  if (recipients.length === 0) return null;
  const options = [
    { value: '', label: 'Someone new' },
    ...recipients.map((recipient) => ({
      value: String(recipient.id),
      label: `${recipient.firstName} ${recipient.lastName} · ${findCountry(recipient.country)?.label ?? recipient.country} · ${formatPhone(recipient.phone)}`,
    })),
  ];
  return (
    <SelectField
      label="Send to a saved recipient"
      name="savedRecipient"
      value={value}
      options={options}
      onChange={(event) => onPick(recipients.find((recipient) => String(recipient.id) === event.target.value))}
    />
  );
}
