import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { T } from '@/lib/i18n/messages';

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900"><T id="notFound.title" /></h1>
      <p className="mt-4 text-slate-600"><T id="notFound.text" /></p>
      <ButtonLink to={paths.home} className="mt-8">
        <T id="notFound.home" />
      </ButtonLink>
    </div>
  );
}
