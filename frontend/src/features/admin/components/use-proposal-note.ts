import { useState, type ChangeEvent } from 'react';

const MIN_LENGTH = 3;
const MISSING = `Say why, for the operator who approves it (at least ${MIN_LENGTH} characters)`;

/**
 * The "Why (for the approving operator)" note of a four-eyes proposal (a rate beyond the
 * approval band, new sending limits, a top-up confirmed by hand): its text, its error, and the
 * props of its field (`<Input {...note.field} hint="…" />` or a TextArea), whose typing clears
 * the error.
 */
export function useProposalNote() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    /** The note as sent: trimmed. */
    text: value.trim(),
    /** False, with the field marked, when the note is too short to send. */
    check(): boolean {
      if (value.trim().length >= MIN_LENGTH) return true;
      setError(MISSING);
      return false;
    },
    /** Shows the server's word on the note (its `proposalNote` field error). */
    showError: setError,
    clear(): void {
      setValue('');
      setError(undefined);
    },
    field: {
      label: 'Why (for the approving operator)',
      name: 'proposalNote',
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
    },
  };
}
