import {
  HARVEST_STATUSES,
  MARKETPLACE_NAME,
  ORDER_STATUS_LABELS,
  TEST_MODE_NOTICE,
  courierLine,
  formatAddress,
  formatCents,
  formatOrderDate,
  paymentLabel,
  translate,
  translateText,
  type Locale,
  type MessageKey,
  type MessageValues,
  type OrderDto,
} from '@lfm/core';
import { escapeHtml } from '../../lib/html';
import { drawTable, pdfFileName, renderPdf } from '../../lib/pdf';
import { pickupQrPng } from '../../lib/pickup-code';

/** The inline picture's id of the pick-up QR code in the receipt email. */
export const PICKUP_QR_CID = 'pickup-code';

/**
 * SPEC 2 Orders: the details as an A4 PDF named after the product (the group's first product, or
 * the order's when no group is named).
 */
export async function orderPdf(
  order: OrderDto,
  opts: { groupId?: number; testMode?: boolean; locale?: Locale } = {},
) {
  const { groupId, testMode, locale = 'en' } = opts;
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const money = (cents: number) => formatCents(cents, locale);
  const groups = groupId ? order.buyList.filter((g) => g._id === groupId) : order.buyList;
  const firstProduct = groups[0]?.productList[0]?.productName ?? `order-${order._id}`;
  const qr = order.pickupRef ? await pickupQrPng(order.pickupRef, 220) : null;
  const buffer = await renderPdf(
    { title: t('receipt.pdfTitle', { id: order._id, product: firstProduct }) },
    (doc) => {
      // Issue 33.2: the pick-up code, top right, for the host's scanner.
      if (qr) {
        const x = doc.page.width - doc.page.margins.right - 100;
        doc.image(qr, x, doc.page.margins.top, { width: 100 });
        doc.font('Helvetica').fontSize(7).fillColor('#222222');
        doc.text(t('receipt.showCode'), x, doc.page.margins.top + 102, { width: 100, align: 'center' });
        doc.x = doc.page.margins.left;
        doc.y = doc.page.margins.top;
      }
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#2f5d3a').text(MARKETPLACE_NAME);
      // Issue 30.1: a receipt of pretend money says so, first.
      if (testMode)
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .fillColor('#9a5415')
          .text(translateText(locale, TEST_MODE_NOTICE));
      doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#222222');
      doc.text(t('receipt.order', { id: order._id }));
      doc.text(t('receipt.placed', { date: formatOrderDate(order.created, locale) }));
      doc.text(
        t('receipt.status', {
          status: translateText(locale, ORDER_STATUS_LABELS[order.status] ?? order.status),
          payment: paymentLabel(order, locale),
        }),
      );
      const b = order.billingInfo;
      doc.moveDown(0.5).font('Helvetica-Bold').text(t('receipt.billedTo'));
      doc.font('Helvetica').text([`${b.firstName} ${b.lastName}`, b.organization].filter(Boolean).join(', '));
      doc.text(formatAddress(b));
      for (const g of groups) {
        doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(g.farmName);
        doc.font('Helvetica').fontSize(10).text(courierLine(g, locale));
        doc.text(
          t('receipt.harvest', {
            status: translateText(locale, HARVEST_STATUSES[g.harvestStatus] ?? 'Pending'),
          }),
        );
        if (g.trackingInfo.length)
          doc.text(
            t('receipt.tracking', { numbers: g.trackingInfo.map((i) => i.trackingNumber).join(', ') }),
          );
        doc.moveDown(0.5);
        drawTable(
          doc,
          [
            { header: t('receipt.item'), width: 215 },
            { header: t('receipt.unit'), width: 80 },
            { header: t('receipt.qty'), width: 50, align: 'right' },
            { header: t('receipt.price'), width: 75, align: 'right' },
            { header: t('receipt.total'), width: 75, align: 'right' },
          ],
          g.productList.map((l) => [
            [l.productName, l.variety].filter(Boolean).join(' – '),
            l.unit,
            String(l.productQuantity),
            money(l.productPriceCents),
            money(l.productPriceCents * l.productQuantity),
          ]),
        );
        if (g.deliveryFeesCents > 0)
          doc.text(t('receipt.deliveryLine', { amount: money(g.deliveryFeesCents) }));
      }
      doc.moveDown(1).font('Helvetica-Bold').fontSize(12);
      if (!groupId) {
        doc.text(t('receipt.subtotalLine', { amount: money(order.amountCents) }), { align: 'right' });
        if (order.deliveryFeesCents > 0)
          doc.text(t('receipt.deliveryLine', { amount: money(order.deliveryFeesCents) }), { align: 'right' });
        doc.text(t('receipt.totalLine', { amount: money(order.totalPriceCents) }), { align: 'right' });
      } else {
        doc.text(
          t('receipt.totalLine', { amount: money(groups.reduce((s, g) => s + g.totalPriceCents, 0)) }),
          {
            align: 'right',
          },
        );
      }
    },
  );
  // The whole order is order-N.pdf, as the receipt's attachment (issue 15); one farm's part is named
  // after its product (SPEC 2).
  return { buffer, filename: groupId ? pdfFileName(firstProduct) : `order-${order._id}.pdf` };
}

/** The receipt email (SPEC issue: order placed) as text and HTML, in the buyer's language (issue 32). */
export function receiptMail(
  order: OrderDto,
  buyerName: string,
  siteUrl: string,
  testMode = false,
  locale: Locale = 'en',
) {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const money = (cents: number) => formatCents(cents, locale);
  const lines: string[] = [
    // Issue 30.1: a receipt of pretend money says so, first.
    ...(testMode ? [`${translateText(locale, TEST_MODE_NOTICE)}.`, ''] : []),
    t('email.hello', { name: buyerName }),
    '',
    t('receipt.thanks', { id: order._id, date: formatOrderDate(order.created, locale) }),
    '',
  ];
  for (const g of order.buyList) {
    lines.push(`${g.farmName}: ${courierLine(g, locale)}`);
    for (const l of g.productList)
      lines.push(
        `  ${l.productQuantity} × ${l.productName}${l.variety ? ` (${l.variety})` : ''} @ ${money(l.productPriceCents)} / ${l.unit}`,
      );
    if (g.deliveryFeesCents > 0)
      lines.push(`  ${t('receipt.deliveryLine', { amount: money(g.deliveryFeesCents) })}`);
  }
  lines.push(
    '',
    t('receipt.subtotalLine', { amount: money(order.amountCents) }),
    ...(order.deliveryFeesCents > 0
      ? [t('receipt.deliveryLine', { amount: money(order.deliveryFeesCents) })]
      : []),
    t('receipt.totalPaid', {
      amount: money(order.totalPriceCents),
      how: order.paymentMethod === 'invoice' ? 'invoice' : 'card',
    }),
    '',
    t('receipt.seeOrders', { url: `${siteUrl}/orders` }),
  );
  if (order.pickupRef)
    lines.push('', `${t('receipt.showCode')} ${t('receipt.pickupCode', { code: order.pickupRef })}`);
  const text = lines.join('\n');
  const qr = order.pickupRef
    ? `<p><img src="cid:${PICKUP_QR_CID}" width="200" height="200" alt="${escapeHtml(t('receipt.pickupCode', { code: order.pickupRef }))}"></p>`
    : '';
  const html = `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(text)}</div>${qr}`;
  return { subject: t('receipt.subject', { id: order._id, name: MARKETPLACE_NAME }), text, html };
}
