import { paths } from '@/config/paths';
import { ButtonLink } from './ui/button-link';
import { Card } from './ui/card';

/** Stand-in for a screen whose issue has not landed yet, so every route already resolves. */
type ComingSoonProps = { title: string; showHomeLink?: boolean };

export function ComingSoon({ title, showHomeLink = true }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <Card className="p-10 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600">This screen is coming soon.</p>
        {showHomeLink && (
          <ButtonLink to={paths.home} variant="secondary" className="mt-8">
            Back to home
          </ButtonLink>
        )}
      </Card>
    </div>
  );
}
