/**
 * La parte del servidor del catálogo en español (issue 32): las palabras de los correos y los documentos (PDF,
 * CSV) que escribe el servidor, cada clave de en-server.ts (`satisfies ServerCatalogue`, así que una clave
 * que falta no compila). Solo el servidor la carga.
 */
import type { ServerCatalogue } from './catalogue';

export const esServer = {
  'doc.theFarm': 'la granja',

  'mail.yourOrders': 'Tus pedidos: {url}',
  'mail.cancelled.subject': 'Cancelamos tu pedido n.º {id}',
  'mail.cancelled.body':
    'Cancelamos tu pedido n.º {id}. {payment, select, invoice {Anulamos su factura.} other {Te devolvimos el pago a tu tarjeta.}}',
  'mail.renewal.subject': 'Tu suscripción a {product} no se renovó',
  'mail.renewal.body':
    'Tu suscripción a {product} no se renovó: {outcome, select, declined {tu tarjeta fue rechazada, así que la suscripción quedó en pausa. Agrega una tarjeta en tu perfil y vuelve a suscribirte.} other {a la granja se le acabó esta vez, así que no te cobramos nada. Se renovará de nuevo el próximo periodo.}}',
  'mail.outOfStock.subject': 'A {farm} se le acabó parte de tu pedido n.º {id}',
  'mail.outOfStock.body':
    'A {farm} se le acabó lo que pediste, así que no llegará. Comunícate con la granja para pedir un reembolso o un cambio por otro producto.',
  'mail.ready.subject': 'Tu pedido n.º {id} está listo para recoger',
  'mail.ready.body': 'Tu pedido de {farm} está listo. {how}.',
  'mail.onItsWay.subject': 'Tu pedido n.º {id} va en camino',
  'mail.onItsWay.body': 'Tu pedido de {farm} va en camino. {how}.',
  'mail.harvested.subject': 'Ya cosecharon tu pedido n.º {id}',
  'mail.harvested.body': '{farm} ya cosechó tu pedido y te lo enviará muy pronto.',
  'mail.shipped.subject': 'Tu pedido n.º {id} ya fue enviado',
  'mail.shipped.body': '{farm} ya envió tu pedido.',
  'mail.shipped.tracking': 'Número de rastreo {number}: {link}',
  'mail.dayMessage.subject': 'Un mensaje de {from} sobre el {date}',
  'mail.dayMessage.intro': '{from} te escribe sobre tu pedido del {date}:',

  'mail.summary.subject': '{farm}: {count, plural, one {# pedido} other {# pedidos}} en este periodo',
  // The date ends in 'a.m.' or 'p.m.': no period after it.
  'mail.summary.closed':
    'El periodo de pedidos de tu {kind, select, pickup {punto de recogida} delivery {entrega a domicilio} other {envío}} en {place} cerró el {date}',
  'mail.summary.zipCodes': 'los códigos postales {zips}',
  'mail.summary.orders': '{count, plural, one {# pedido} other {# pedidos}}, {amount} en productos:',
  'mail.summary.none': 'Esta vez no llegaron pedidos.',
  'mail.summary.byBuyer': 'Por comprador:',
  'mail.summary.sheets': 'Listas de cosecha y hojas de empaque: {url}',

  'mail.application.received.subject': 'Recibimos tu solicitud para vender',
  'mail.application.received.body':
    'Gracias por tu solicitud para vender en {name}. La recibimos y nuestro equipo la revisará pronto; te escribiremos a este correo.',
  'mail.application.approved.subject': 'Aprobamos tu solicitud para vender: crea tu contraseña',
  'mail.application.approved.body': 'Te damos la bienvenida a {name}: aprobamos tu solicitud para vender.',
  'mail.application.setPassword':
    'Crea tu contraseña aquí (el enlace funciona una sola vez, durante {days, plural, one {# día} other {# días}}): {link}',
  'mail.application.nextSteps':
    'Después inicia sesión como agricultor para preparar tu granja, tus productos y los lugares donde los entregas.',
  'mail.application.accountApproved.subject': 'Aprobamos tu cuenta de agricultor',
  'mail.application.accountApproved.body':
    'Te damos la bienvenida a {name}: aprobamos tu cuenta de agricultor.',
  'mail.application.listed':
    'Los compradores ya pueden ver tu granja y tus productos, y ya puedes entregar pedidos en los mercados.',
  'mail.application.declined.subject': 'Tu solicitud para vender',
  'mail.application.declined.body':
    'Gracias por tu solicitud para vender en {name}. Por ahora no podemos aprobarla.',

  'sheet.pickList.title': 'Lista de cosecha – {farm}',
  'sheet.packing.title': 'Hoja de empaque – {farm}',
  'sheet.product': 'Producto',
  'sheet.variety': 'Variedad',
  'sheet.unit': 'Unidad',
  'sheet.quantity': 'Cantidad',
  'sheet.qty': 'Cant.',
  'sheet.orders': 'Pedidos',
  'sheet.order': 'Pedido',
  'sheet.buyer': 'Comprador',
  'sheet.phone': 'Teléfono',
  'sheet.where': 'Dónde',
  'sheet.when': 'Cuándo',
  'sheet.howWhen': 'Cómo / cuándo',
} satisfies ServerCatalogue;
