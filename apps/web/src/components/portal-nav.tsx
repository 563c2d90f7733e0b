import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

export interface PortalLink {
  to: string;
  label: string;
  /** Active only on this exact path (the portal's home). */
  end?: boolean;
}

/** The own navigation of a portal (farmer, admin): pills that wrap on a phone, so none is hidden. */
export function PortalNav({ label, links }: { label: string; links: readonly PortalLink[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-6 flex flex-wrap gap-2 border-b border-line px-1 pb-3">
      {links.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) =>
            cn(
              'shrink-0 rounded-full px-4 py-1.5 font-semibold',
              isActive ? 'bg-leaf text-white' : 'text-soil hover:bg-leaf-tint',
            )
          }
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
