import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SelectField } from './select-field';

export type TabItem<Value extends string> = { value: Value; label: string };

type TabsProps<Value extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
  className?: string;
  /**
   * Given, a phone-wide screen gets a select with this label instead of the tab bar: more tabs
   * than a phone is wide would otherwise sit off-screen.
   */
  narrowPickerLabel?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order.
 */
export function Tabs<Value extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  className,
  narrowPickerLabel,
}: TabsProps<Value>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onValueChange(tabs[target]!.value);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className={className}>
      {narrowPickerLabel && (
        <div className="sm:hidden">
          <SelectField
            label={narrowPickerLabel}
            options={tabs}
            value={value}
            aria-controls={panelId}
            onChange={(event) => onValueChange(event.target.value as Value)}
          />
        </div>
      )}
      {/* Without a picker, more tabs than a phone is wide scroll sideways in their own bar, not the page. */}
      <div
        role="tablist"
        aria-label={label}
        className={cn('gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1', narrowPickerLabel ? 'hidden sm:flex' : 'flex')}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'flex-1 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/*
        The panel is deliberately not named after its tab (no aria-labelledby): a panel named
        "Email" would be found as the "Email" field by label queries (getByLabel in tests).
      */}
      <div role="tabpanel" id={panelId} className="mt-6">
        {children}
      </div>
    </div>
  );
}
