import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/ui/icons';
import { appName } from '@/config/app';
import { paths } from '@/config/paths';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2 font-bold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <CheckIcon className="size-5" />
      </span>
      <span className={tone === 'dark' ? 'text-slate-900' : 'text-white'}>{appName}</span>
    </Link>
  );
}
