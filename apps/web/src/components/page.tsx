import { useEffect, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** Sets the document title (`title`: already in the page's language), for pages that lay out full-width sections themselves. */
export function useDocumentTitle(title: string) {
  const t = useT();
  const full = t('page.titleSuffix', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** A page's frame: sets the document title and keeps content within the 1200 px measure. */
export function Page({
  title,
  children,
  className,
  heading,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  heading?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main id="main" className={cn('mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-6', className)}>
      {heading !== undefined ? heading : <h1 className="mb-6 text-3xl text-soil sm:text-4xl">{title}</h1>}
      {children}
    </main>
  );
}
