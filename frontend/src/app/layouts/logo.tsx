import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/ui/icons';
import { appName } from '@/config/app';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2 font-bold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <CheckIcon className="size-5" />
      </span>
      {/* On the narrowest phones the header needs the room (language switcher, Sign In, menu): the name is still read out. */}
      <span className={cn(tone === 'dark' ? 'text-slate-900 max-[26rem]:sr-only' : 'text-white')}>{appName}</span>
    </Link>
  );
}
