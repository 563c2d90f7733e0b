import { MapPin } from 'lucide-react';

/**
 * A drawn map card (no external tiles): soft fields, a river and roads around a pin. It only sets the
 * scene; the address beside it and the directions link carry the information.
 */
export function LocationMap({ label }: { label: string }) {
  return (
    <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl border border-line bg-[#EEF3E6]">
      <svg
        viewBox="0 0 320 200"
        className="absolute inset-0 size-full"
        aria-hidden
        preserveAspectRatio="xMidYMid slice"
      >
        <rect x="0" y="0" width="140" height="90" fill="#E1EBD5" />
        <rect x="180" y="110" width="140" height="90" fill="#E1EBD5" />
        <rect x="200" y="0" width="120" height="70" fill="#F3E9D6" />
        <rect x="0" y="130" width="120" height="70" fill="#F3E9D6" />
        <path
          d="M-10 160 C 60 120, 110 190, 180 140 S 280 60, 340 90"
          stroke="#B9D4E8"
          strokeWidth="14"
          fill="none"
        />
        <path d="M0 100 H320" stroke="#fff" strokeWidth="10" />
        <path d="M160 0 V200" stroke="#fff" strokeWidth="8" />
        <path d="M40 0 L 120 200" stroke="#fff" strokeWidth="5" />
        <path d="M230 0 C 240 80, 280 120, 320 140" stroke="#fff" strokeWidth="5" fill="none" />
        <circle cx="160" cy="100" r="34" fill="#2F6B3B" opacity="0.12" />
      </svg>
      <div className="absolute left-1/2 top-1/2 flex -translate-x-1/2 -translate-y-full flex-col items-center">
        <span className="mb-1 max-w-[200px] truncate rounded-full bg-white px-3 py-1 text-xs font-semibold text-soil shadow">
          {label}
        </span>
        <MapPin className="size-9 fill-berry text-white drop-shadow" strokeWidth={1.5} aria-hidden />
      </div>
    </div>
  );
}
