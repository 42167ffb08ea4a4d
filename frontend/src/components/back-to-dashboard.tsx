import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { m, useTranslateIfId } from '@/lib/i18n/messages';

/** The spec's "Back to Dashboard" button on the signed-in secondary pages: it goes to /. */
export function BackToDashboard({ className }: { className?: string }) {
  const translate = useTranslateIfId();
  return (
    <ButtonLink to={paths.home} variant="ghost" size="sm" className={cn('-ml-3', className)}>
      <span aria-hidden="true">←</span> {translate(m('dashboard.back'))}
    </ButtonLink>
  );
}
