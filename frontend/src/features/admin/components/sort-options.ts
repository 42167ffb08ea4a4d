import type { SelectOption } from '@/components/ui/select-field';

/** The admin lists' date order. */
export const SORT_OPTIONS: readonly SelectOption[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
