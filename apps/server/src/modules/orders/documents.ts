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
  type OrderDto,
} from '@lfm/core';
import { escapeHtml } from '../../lib/html';
import { drawTable, pdfFileName, renderPdf } from '../../lib/pdf';
import { pickupQrPng } from '../../lib/pickup-code';

/** The inline picture's id of the pick-up QR code in the receipt email. */
export const PICKUP_QR_CID = 'pickup-code';
const PICKUP_QR_NOTE = 'Show this code at the pick-up table.';

/**
 * SPEC 2 Orders: the details as an A4 PDF named after the product (the group's first product, or
 * the order's when no group is named).
 */
export async function orderPdf(order: OrderDto, opts: { groupId?: number; testMode?: boolean } = {}) {
  const { groupId, testMode } = opts;
  const groups = groupId ? order.buyList.filter((g) => g._id === groupId) : order.buyList;
  const firstProduct = groups[0]?.productList[0]?.productName ?? `order-${order._id}`;
  const qr = order.pickupRef ? await pickupQrPng(order.pickupRef, 220) : null;
  const buffer = await renderPdf({ title: `Order #${order._id}: ${firstProduct}` }, (doc) => {
    // Issue 33.2: the pick-up code, top right, for the host's scanner.
    if (qr) {
      const x = doc.page.width - doc.page.margins.right - 100;
      doc.image(qr, x, doc.page.margins.top, { width: 100 });
      doc.font('Helvetica').fontSize(7).fillColor('#222222');
      doc.text(PICKUP_QR_NOTE, x, doc.page.margins.top + 102, { width: 100, align: 'center' });
      doc.x = doc.page.margins.left;
      doc.y = doc.page.margins.top;
    }
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#2f5d3a').text(MARKETPLACE_NAME);
    // Issue 30.1: a receipt of pretend money says so, first.
    if (testMode) doc.font('Helvetica-Bold').fontSize(11).fillColor('#9a5415').text(TEST_MODE_NOTICE);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#222222');
    doc.text(`Order #${order._id}`);
    doc.text(`Placed ${formatOrderDate(order.created)}`);
    doc.text(`Status: ${ORDER_STATUS_LABELS[order.status] ?? order.status} · Paid by ${paymentLabel(order)}`);
    const b = order.billingInfo;
    doc.moveDown(0.5).font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica').text([`${b.firstName} ${b.lastName}`, b.organization].filter(Boolean).join(', '));
    doc.text(formatAddress(b));
    for (const g of groups) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(g.farmName);
      doc.font('Helvetica').fontSize(10).text(courierLine(g));
      doc.text(`Harvest status: ${HARVEST_STATUSES[g.harvestStatus] ?? 'Pending'}`);
      if (g.trackingInfo.length)
        doc.text(`Tracking: ${g.trackingInfo.map((t) => t.trackingNumber).join(', ')}`);
      doc.moveDown(0.5);
      drawTable(
        doc,
        [
          { header: 'Item', width: 215 },
          { header: 'Unit', width: 80 },
          { header: 'Qty', width: 50, align: 'right' },
          { header: 'Price', width: 75, align: 'right' },
          { header: 'Total', width: 75, align: 'right' },
        ],
        g.productList.map((l) => [
          [l.productName, l.variety].filter(Boolean).join(' – '),
          l.unit,
          String(l.productQuantity),
          formatCents(l.productPriceCents),
          formatCents(l.productPriceCents * l.productQuantity),
        ]),
      );
      if (g.deliveryFeesCents > 0) doc.text(`Delivery charge: ${formatCents(g.deliveryFeesCents)}`);
    }
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12);
    if (!groupId) {
      doc.text(`Subtotal: ${formatCents(order.amountCents)}`, { align: 'right' });
      if (order.deliveryFeesCents > 0)
        doc.text(`Delivery charge: ${formatCents(order.deliveryFeesCents)}`, { align: 'right' });
      doc.text(`Total: ${formatCents(order.totalPriceCents)}`, { align: 'right' });
    } else {
      doc.text(`Total: ${formatCents(groups.reduce((s, g) => s + g.totalPriceCents, 0))}`, {
        align: 'right',
      });
    }
  });
  // The whole order is order-N.pdf, as the receipt's attachment (issue 15); one farm's part is named
  // after its product (SPEC 2).
  return { buffer, filename: groupId ? pdfFileName(firstProduct) : `order-${order._id}.pdf` };
}

/** The receipt email (SPEC issue: order placed) as text and HTML. */
export function receiptMail(order: OrderDto, buyerName: string, siteUrl: string, testMode = false) {
  const lines: string[] = [
    // Issue 30.1: a receipt of pretend money says so, first.
    ...(testMode ? [`${TEST_MODE_NOTICE}.`, ''] : []),
    `Hello ${buyerName},`,
    '',
    `Thank you for your order #${order._id}, placed ${formatOrderDate(order.created)}.`,
    '',
  ];
  for (const g of order.buyList) {
    lines.push(`${g.farmName}: ${courierLine(g)}`);
    for (const l of g.productList)
      lines.push(
        `  ${l.productQuantity} × ${l.productName}${l.variety ? ` (${l.variety})` : ''} @ ${formatCents(l.productPriceCents)} / ${l.unit}`,
      );
    if (g.deliveryFeesCents > 0) lines.push(`  Delivery charge ${formatCents(g.deliveryFeesCents)}`);
  }
  lines.push(
    '',
    `Subtotal ${formatCents(order.amountCents)}`,
    ...(order.deliveryFeesCents > 0 ? [`Delivery charge ${formatCents(order.deliveryFeesCents)}`] : []),
    `Total ${formatCents(order.totalPriceCents)}${order.paymentMethod === 'invoice' ? ' (invoiced)' : ' (charged to your card)'}`,
    '',
    `See your orders: ${siteUrl}/orders`,
  );
  if (order.pickupRef) lines.push('', `${PICKUP_QR_NOTE} Pick-up code: ${order.pickupRef}`);
  const text = lines.join('\n');
  const qr = order.pickupRef
    ? `<p><img src="cid:${PICKUP_QR_CID}" width="200" height="200" alt="Pick-up code ${escapeHtml(order.pickupRef)}"></p>`
    : '';
  const html = `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(text)}</div>${qr}`;
  return { subject: `Your order #${order._id} from ${MARKETPLACE_NAME}`, text, html };
}
