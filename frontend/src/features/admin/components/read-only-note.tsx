import { cn } from '@/lib/cn';
import { useOperatorAccess } from '../api/admin-session';

/**
 * Said where a form the operator's role cannot use would be: "Your role (viewer) can read
 * this but not change it."
 */
export function ReadOnlyNote({ className }: { className?: string }) {
  const { operator } = useOperatorAccess();
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {operator ? `Your role (${operator.role}) can read this but not change it.` : 'This session can read this but not change it.'}
    </p>
  );
}
