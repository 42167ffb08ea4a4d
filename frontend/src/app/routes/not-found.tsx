import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for does not exist.</p>
      <ButtonLink to={paths.home} className="mt-8">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
