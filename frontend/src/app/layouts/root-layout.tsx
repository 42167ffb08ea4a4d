import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { T } from '@/lib/i18n/messages';
import { Header } from './header';
import { ScrollToHash } from './scroll-to-hash';

// The footer starts below the fold on every page (see <main>): its chunk (with the flags and the
// countries) downloads as soon as the entry runs, beside the page's chunk, rather than inside the
// entry bundle (issue #27, 110 KB gzip).
const loadFooter = () => import('./footer');
void loadFooter();
const Footer = lazy(() => loadFooter().then((module) => ({ default: module.Footer })));

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <T id="layout.skipToContent" />
      </a>
      <ScrollToHash />
      <Header />
      {/* At least the screen below the header: the footer starts below the fold, so a page that grows as its data arrives never pushes it (layout shift). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Suspense fallback={<Spinner className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
