import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { LoaderOverlay } from '../components/loader-overlay';
import { setHomeNavigator } from '../lib/query-client';
import { loadSonner } from '../lib/toast';
import { useMediaQuery } from '../lib/use-media-query';
import { useSiteConfig } from '../api/site-config';
import { TEST_MODE_NOTICE } from '@lfm/core';
import { tTextNow, useT } from '../lib/i18n';

const Toaster = lazy(() => loadSonner().then((s) => ({ default: s.Toaster })));

/**
 * sonner's Toaster, mounted once the first page has rendered and the browser is idle: its code is not part
 * of the first load (lib/toast.ts). Toasts asked for earlier show when it mounts.
 */
function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setMounted(true), 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setMounted(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  if (!mounted) return null;
  return <Toasts />;
}

/**
 * Reads the screen's width itself, once mounted (after the page has hydrated). Read by the layout, it
 * changed on a phone at once (the server draws the wide screen's answer), and an update of the layout
 * before the page inside its Suspense has hydrated makes React hydrate that page in one blocking task
 * instead of in slices (about 60 ms on a phone, 240 ms at Lighthouse's 4x slower CPU).
 */
function Toasts() {
  const mobile = useMediaQuery('(max-width: 760px)');
  return (
    <Suspense fallback={null}>
      <Toaster position={mobile ? 'top-center' : 'bottom-right'} richColors closeButton />
    </Suspense>
  );
}

function PageFallback() {
  return (
    <div className="mx-auto w-full max-w-[1200px] animate-pulse px-4 py-8 sm:px-6" aria-hidden>
      <div className="mb-6 h-10 w-1/3 rounded bg-line" />
      <div className="h-64 rounded-xl bg-line/60" />
    </div>
  );
}

/**
 * The test-mode ribbon (index.html's #lfm-test-mode) is filled by the server in the page's HTML. The dev
 * server (Vite) serves index.html as it is: there the app fills it from site/config.
 */
function DevTestModeRibbon() {
  const { data } = useSiteConfig();
  useEffect(() => {
    const ribbon = document.getElementById('lfm-test-mode');
    if (!data?.testMode || !ribbon?.hidden) return;
    ribbon.textContent = tTextNow(TEST_MODE_NOTICE);
    ribbon.hidden = false;
  }, [data]);
  return null;
}

export function RootLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
        {t('layout.skipToContent')}
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
      <LazyToaster />
      {import.meta.env.DEV && <DevTestModeRibbon />}
    </div>
  );
}
