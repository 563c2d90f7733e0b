import type { ReactNode } from 'react';
import { Page } from '../../components/page';

/** The narrow centred card that the password pages share. */
export function AccountCard({
  title,
  intro,
  icon,
  children,
}: {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} heading={null} className="flex justify-center py-10 mobile:py-16">
      <section className="w-full max-w-md rounded-xl border border-line bg-white p-6 shadow-sm mobile:p-8">
        {icon && (
          <div className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-leaf-tint text-leaf">
            {icon}
          </div>
        )}
        <h1 className="text-3xl text-soil">{title}</h1>
        {intro && <p className="mt-2 text-soil-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </Page>
  );
}
