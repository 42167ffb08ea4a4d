import { cn } from '@/lib/cn';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Initials in a circle; decorative, so the surrounding control must carry the name. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
