import { useEffect, useState } from 'react';
import { QrCode } from 'lucide-react';
import { useT } from '../../lib/i18n';

const SVG = { type: 'svg', margin: 2, errorCorrectionLevel: 'M' } as const;

/**
 * Issue 33.2: the order's signed pick-up code as a QR picture for the host's scanner. The encoder is
 * loaded only when an order with a pickup is shown, never with the first page.
 */
export function PickupCode({ orderId, pickupRef }: { orderId: number; pickupRef: string }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // A CommonJS package: its functions are the module's default export in the browser build.
      .then(({ default: QRCode }) => QRCode.toString(pickupRef, SVG))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pickupRef]);
  return (
    <figure className="flex items-center gap-4 rounded-lg border border-line bg-white p-4">
      {src ? (
        <img
          src={src}
          alt={t('orders.pickUpCodeOf', { id: orderId })}
          width={128}
          height={128}
          className="size-32"
        />
      ) : (
        <div className="grid size-32 place-items-center rounded bg-leaf-tint/50">
          <QrCode className="size-8 text-leaf" aria-hidden />
        </div>
      )}
      <figcaption className="text-sm text-soil">
        <strong className="block text-base">{t('orders.pickUpCode')}</strong>
        {t('orders.showThisAtThe')}
        <span className="mt-1 block break-all font-mono text-xs text-soil-muted">{pickupRef}</span>
      </figcaption>
    </figure>
  );
}
