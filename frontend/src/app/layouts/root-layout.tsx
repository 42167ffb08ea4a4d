import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToHash } from './scroll-to-hash';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <ScrollToHash />
      <Header />
      <main id="main" className="flex-1">
        {/* A screen tall while a page's chunk loads: the footer stays below the fold instead of jumping down when the page arrives. */}
        <Suspense fallback={<Spinner className="min-h-svh py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
