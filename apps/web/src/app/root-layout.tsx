import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { LoaderOverlay } from '../components/loader-overlay';
import { setHomeNavigator } from '../lib/query-client';
import { useMediaQuery } from '../lib/use-media-query';

function PageFallback() {
  return (
    <div className="mx-auto w-full max-w-[1200px] animate-pulse px-4 py-8 sm:px-6" aria-hidden>
      <div className="mb-6 h-10 w-1/3 rounded bg-line" />
      <div className="h-64 rounded-xl bg-line/60" />
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery('(max-width: 760px)');
  // SPEC 2: the page scrolls to top on every navigation. Not on the first render: the reader may have
  // scrolled the prerendered page (index.html) already, before the app's code had arrived.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    setHomeNavigator(() => void navigate('/', { replace: true }));
  }, [navigate]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never shifts while a page loads. */}
      <div className="min-h-svh flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <LoaderOverlay />
      <Toaster position={mobile ? 'top-center' : 'bottom-right'} richColors closeButton />
    </div>
  );
}
