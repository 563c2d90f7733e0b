import { Link } from 'react-router';
import { Clock, MapPin } from 'lucide-react';
import { formatAddress, type MarketDto } from '@lfm/core';
import { useLocale } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';
import { DefaultMarketImage } from './illustrations';

export const marketPath = (id: number) => `/marketpopups/marketpopuplist/${id}`;

/** The market's 16:9 picture with its space reserved, or the default stall. */
export function MarketImage({
  market,
  eager,
  className,
}: {
  market: MarketDto;
  eager?: boolean;
  className?: string;
}) {
  return market.marketImage ? (
    <img
      src={market.marketImage}
      alt={market.marketName}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-video w-full bg-leaf-tint object-cover ${className ?? ''}`}
    />
  ) : (
    <DefaultMarketImage
      color={market.marketBackgroundColor}
      className={`aspect-video w-full ${className ?? ''}`}
    />
  );
}

/** SPEC 2 market card: picture, icon, name, address and order window; the whole card opens the market. */
export function MarketCard({ market, eager }: { market: MarketDto; eager?: boolean }) {
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-[0_4px_16px_-8px_rgba(43,38,32,0.2)] transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <MarketImage market={market} eager={eager} />
      <div className="relative flex flex-1 flex-col gap-2 px-5 pb-5 pt-9">
        <span
          className="absolute -top-8 left-5 flex size-16 items-center justify-center overflow-hidden rounded-full border-4 border-white shadow-md"
          style={{ backgroundColor: market.marketBackgroundColor }}
        >
          {market.marketIcon && (
            <img src={market.marketIcon} alt="" width={64} height={64} className="size-full object-cover" />
          )}
        </span>
        <h2 className="text-xl text-soil">
          <Link
            to={marketPath(market._id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {market.marketName}
          </Link>
        </h2>
        <p className="flex items-start gap-1.5 text-sm text-soil-muted">
          <MapPin className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden />
          {formatAddress(market.address)}
        </p>
        <p className="tabular mt-auto flex items-start gap-1.5 pt-1 text-sm text-soil">
          <Clock className="mt-0.5 size-4 shrink-0 text-leaf" strokeWidth={1.75} aria-hidden />
          {ownWords(locale, market.marketOrderWindow, market.marketOrderWindowEs)}
        </p>
      </div>
    </article>
  );
}
