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

  'sheet.placed': 'Hecho el',
  'sheet.status': 'Estado',
  'sheet.email': 'Correo',
  'sheet.way': 'Forma',
  'sheet.wayName':
    '{way, select, Pickup {Recoger} Delivery {Entrega a domicilio} Shipping {Envío} other {{way}}}',
  'sheet.unitPrice': 'Precio por unidad',
  'sheet.lineTotal': 'Total de la línea',
  'sheet.deliveryFee': 'Tarifa de entrega',
  'sheet.orderTotalFarm': 'Total del pedido (granja)',

  'mail.invoice.subject': 'Factura de tu pedido n.º {id} en {marketplace}',
  'mail.invoice.body':
    'Adjuntamos tu factura {invoice} por {amount}. Vence en {days, plural, one {# día} other {# días}}.',
  'mail.invoice.thanks': 'Gracias por comprarles a las granjas de tu zona.',
  'doc.invoice.title': 'Factura',
  'doc.invoice.number': 'Número de factura: {invoice}',
  'doc.invoice.reference': 'Referencia: {reference}',
  'doc.invoice.date': 'Fecha: {date}',
  'doc.invoice.due': 'Vence: {date}',
  'doc.invoice.billTo': 'Facturar a',
  'doc.invoice.description': 'Descripción',
  'doc.invoice.unitPrice': 'Precio por unidad',
  'doc.invoice.amount': 'Importe',
  'doc.invoice.amountDue': 'Importe a pagar: {amount}',
  'doc.invoice.feeLine': '{way, select, Shipping {Envío} other {Entrega a domicilio}} – {farm}',

  'answer.invoicePlaced': 'Hicimos tu pedido. Pronto recibirás un correo de {from} con tu factura.',
  'answer.signedUp': 'Creamos tu cuenta.',
  'answer.signedIn': 'Ya iniciaste sesión.',
  'answer.signedOut': 'Cerraste sesión.',
  'answer.invalidCredentials': 'El correo o la contraseña no son correctos.',
  'answer.oldPasswordWrong': 'La contraseña actual no es correcta.',
  'answer.passwordChanged': 'Cambiamos tu contraseña.',
  'answer.onlyFarmers': 'Solo los agricultores pueden hacer eso.',
  'answer.onlyHosts': 'Solo los anfitriones de puntos de recogida pueden hacer eso.',
  'answer.onlyAdmins': 'Solo los administradores del mercado pueden hacer eso.',
  'answer.multipart': 'Envía este formulario como multipart/form-data.',
  'answer.imageUnreadable': 'No pudimos leer esta imagen. Elige otro archivo.',
  'answer.outOfStock': 'Se agotó {name}',
  'answer.unitsLeft': 'Solo quedan {n} unidades de {name}',
  'answer.paymentAuthenticated': 'Pago confirmado.',
  'answer.paymentNotAuthenticated': 'No se pudo confirmar el pago.',
  'answer.alreadyPickedUp': 'Este pedido ya se recogió.',
  'answer.tooManyPhotos': 'Una granja muestra como máximo {n} fotos. Quita una primero.',
  'answer.photoOrder': 'Envía cada foto de tu granja una sola vez, en el orden en que quieres mostrarlas.',
  'answer.choosePhoto': 'Elige una foto para subir.',

  'site.description': 'Haz tu pedido a granjas locales y sustentables: recoge, recibe en casa o pide envío.',
  'email.hello': 'Hola, {name}:',
  'email.reset.subject': 'Cambia tu contraseña',
  'email.reset.intro':
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta de Local Food Marketplace. Abre este enlace para elegir una nueva:',
  'email.reset.expires':
    'El enlace funciona una sola vez y vence en {minutes} minutos. Si no lo pediste, puedes ignorar este correo; tu contraseña sigue igual.',
  'receipt.subject': 'Tu pedido n.º {id} de {name}',
  'receipt.thanks': 'Gracias por tu pedido n.º {id}, hecho el {date}',
  'receipt.subtotalLine': 'Subtotal {amount}',
  'receipt.deliveryLine': 'Cargo por entrega {amount}',
  'receipt.totalLine': 'Total {amount}',
  'receipt.totalPaid': 'Total {amount} {how, select, invoice {(con factura)} other {(cobrado a tu tarjeta)}}',
  'receipt.seeOrders': 'Mira tus pedidos: {url}',
  'receipt.showCode': 'Muestra este código en la mesa de entregas.',
  'receipt.pickupCode': 'Código para recoger: {code}',
  'receipt.pdfTitle': 'Pedido n.º {id}: {product}',
  'receipt.order': 'Pedido n.º {id}',
  'receipt.placed': 'Hecho el {date}',
  'receipt.status': 'Estado: {status} · Pagado con {payment}',
  'receipt.billedTo': 'Facturado a',
  'receipt.harvest': 'Estado de la cosecha: {status}',
  'receipt.tracking': 'Rastreo: {numbers}',
  'receipt.item': 'Artículo',
  'receipt.unit': 'Unidad',
  'receipt.qty': 'Cant.',
  'statement.sale': 'Venta',
  'statement.line': 'Tipo',
  'statement.feeRate': 'Tasa de comisión',
  'statement.summary': 'Resumen',
  'statement.pdfTitle': '{farm}: estado de cuenta n.º {id}',

  'done.applicationApprovedSetPassword':
    'Solicitud aprobada. Le enviamos al agricultor un enlace para crear su contraseña.',
  'done.applicationApprovedListed':
    'Solicitud aprobada. La granja ya aparece en el mercado y le enviamos un correo al agricultor.',
  'done.applicationDeclined': 'Solicitud rechazada.',
  'done.marketAdded': 'Mercado agregado.',
  'done.marketSaved': 'Mercado guardado.',
  'done.recipeAdded': 'Receta agregada.',
  'done.recipeSaved': 'Receta guardada.',
  'done.pickedUp': 'Marcado como recogido.',
  'done.farmSaved': 'Granja guardada.',
  'done.photoAdded': 'Foto agregada.',
  'done.photosReordered': 'Fotos reordenadas.',
  'done.photoRemoved': 'Foto eliminada.',
  'done.itemAdded': 'Producto agregado.',
  'done.itemSaved': 'Producto guardado.',
  'done.itemDuplicated': 'Producto duplicado.',
  'done.distributionAdded': 'Distribución agregada.',
  'done.distributionSaved': 'Distribución guardada.',
  'done.distributionRemoved': 'Distribución eliminada.',
  'done.trackingSaved': 'Números de rastreo guardados.',
  'done.marked':
    '{status, select, 0 {Marcado como pendiente.} 1 {Marcado como cosechado.} 2 {Marcado como entregado.} other {Marcado como agotado.}}',
} satisfies ServerCatalogue;
