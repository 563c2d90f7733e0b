/**
 * La parte legal del catálogo en español (issue 32): los términos de uso y la política de privacidad, cada clave de
 * en-legal.ts (`satisfies LegalCatalogue`, así que una clave que falta no compila). Solo esas dos páginas la cargan.
 * Una versión fiel de los mismos documentos, escrita para leerse en español.
 */
import type { LegalCatalogue } from './catalogue';

export const esLegal = {
  'legal.onThisPage': 'En esta página',
  'legal.contactUs': 'Contáctanos',

  // Términos de uso.
  'terms.date': 'Vigentes desde mayo de 2020',
  'terms.intro':
    'Las reglas para comprar y vender en Local Food Marketplace, escritas para que se lean. En pocas palabras: sé honesto, sé justo y pasa a recoger tus verduras.',
  'terms.acceptance.title': 'Aceptación de estos términos',
  'terms.acceptance.who':
    'Local Food Marketplace (“nosotros”) opera un mercado de agricultores en línea donde granjas locales y sustentables y productores artesanales (“vendedores”) ofrecen sus productos a clientes particulares, compradores mayoristas y escuelas (“compradores”). Estos Términos de uso se aplican a todas las personas que visitan el mercado, crean una cuenta, compran o venden.',
  'terms.acceptance.agree':
    'Al usar el mercado aceptas estos términos y nuestra {link}. Si no estás de acuerdo, por favor no uses el mercado.',
  'terms.eligibility.title': 'Quién puede usar el mercado',
  'terms.eligibility.lead': 'Para crear una cuenta o hacer un pedido debes:',
  'terms.eligibility.age': 'tener 18 años o más, y',
  'terms.eligibility.resident': 'residir en los Estados Unidos.',
  'terms.eligibility.organisation':
    'Si usas el mercado en nombre de una empresa, una escuela u otra organización, confirmas que tienes autorización para aceptar estos términos en su nombre.',
  'terms.accounts.title': 'Tu cuenta',
  'terms.accounts.signIn':
    'No compartas tus datos para iniciar sesión y avísanos de inmediato en {email} si crees que otra persona usó tu cuenta. Eres responsable de lo que se haga con tu cuenta.',
  'terms.accounts.accurate':
    'Danos información correcta y mantenla al día. Podemos suspender o cerrar una cuenta que no cumpla estos términos o que ponga en riesgo a otros miembros.',
  'terms.buying.title': 'Comprar en el mercado',
  'terms.buying.sellers':
    'Cada vendedor decide sus productos, sus precios, sus periodos de pedidos y las formas de recibir tu comida: recoger en una granja, un mercado o un punto temporal, entrega a domicilio o envío. Un pedido es un contrato entre tú y el vendedor; nosotros ofrecemos el mercado que los une.',
  'terms.buying.local':
    'Los productos que se venden aquí son locales: los vendedores los entregan o envían a menos de 500 millas de donde se cultivaron. Las fotos y descripciones de los productos las proporcionan los vendedores. La comida fresca cambia con la temporada y el clima, así que lo que recibas puede verse un poco distinto de la foto.',
  'terms.buying.collect':
    'Pasa a recoger tus pedidos dentro del horario que elegiste y asegúrate de que alguien pueda recibir las entregas. La comida que no se recoge por lo general no puede volver a venderse y es posible que no se reembolse.',
  'terms.payments.title': 'Pagos',
  'terms.payments.cards':
    'Los pagos con tarjeta los procesa un proveedor de pagos externo. Nunca vemos ni guardamos el número completo de tu tarjeta; el proveedor lo maneja según sus propios términos y normas de seguridad.',
  'terms.payments.invoices':
    'Los compradores mayoristas aprobados y las escuelas pueden pagar con factura, que debe pagarse a más tardar en la fecha de vencimiento que aparece en ella. Los precios incluyen los cargos de entrega o envío del vendedor cuando correspondan, y ves el total antes de hacer tu pedido.',
  'terms.selling.title': 'Vender en el mercado',
  'terms.selling.lead':
    'El mercado es para productores pequeños y locales. Para vender aquí, un vendedor debe:',
  'terms.selling.acres': 'cultivar 200 acres o menos;',
  'terms.selling.miles': 'entregar o enviar sus productos a menos de 500 millas de donde se cultivaron;',
  'terms.selling.insurance':
    'tener un seguro de responsabilidad civil por productos de al menos $1,000,000 por siniestro y $2,000,000 en total, y mostrar el comprobante cuando se lo pidamos;',
  'terms.selling.honest':
    'describir con honestidad sus productos, sus prácticas de cultivo y sus certificaciones (como USDA Certified Organic o un compromiso NOFA), y mantenerlos al día;',
  'terms.selling.laws':
    'cumplir todas las leyes de seguridad alimentaria, etiquetado y licencias que se apliquen a lo que vende.',
  'terms.selling.responsible':
    'Los vendedores son responsables de la calidad y la seguridad de sus productos y de cumplir con los pedidos.',
  'terms.warranty.title': 'Cancelaciones, reembolsos y garantía',
  'terms.warranty.cancel':
    'Puedes cancelar un pedido mientras su periodo de pedidos siga abierto. Cuando el periodo cierra, el vendedor empieza a cosechar y empacar, y el pedido ya no se puede cancelar.',
  'terms.warranty.damaged':
    'Si algo llega dañado, echado a perder o distinto de lo descrito, comunícate con el vendedor o con nosotros lo antes posible, con una foto si puedes. Los vendedores reponen o reembolsan los productos que no corresponden a lo descrito. Cualquier garantía que un vendedor dé sobre productos no perecederos se limita a 90 días desde la entrega.',
  'terms.use.title': 'Usar el mercado de forma justa',
  'terms.use.lead': 'Por favor, no:',
  'terms.use.law': 'infrinjas la ley, ni ayudes a otros a hacerlo, a través del mercado;',
  'terms.use.content':
    'publiques contenido falso, engañoso u ofensivo, ni uses la identidad de otra persona;',
  'terms.use.security':
    'interfieras con la seguridad del mercado ni recopiles información de otros miembros;',
  'terms.use.fees': 'acuerdes cerrar fuera del mercado una venta encontrada aquí para evitar sus comisiones.',
  'terms.content.title': 'Contenido y propiedad intelectual',
  'terms.content.text':
    'El diseño, los textos y las ilustraciones del mercado nos pertenecen a nosotros o a quienes nos dieron licencia para usarlos; las ilustraciones de productos de Twemoji se usan bajo la licencia CC-BY 4.0. Los vendedores siguen siendo dueños de las fotos y descripciones que suben y nos dan permiso para mostrarlas en el mercado y en nuestros boletines.',
  'terms.children.title': 'Privacidad de los niños',
  'terms.children.text':
    'El mercado no está pensado para niños. No recopilamos a sabiendas información personal de niños menores de 13 años. Si crees que un niño nos dio información, escríbenos y la borraremos.',
  'terms.liability.title': 'Exención y límites de responsabilidad',
  'terms.liability.asIs':
    'Nos esforzamos para que el mercado funcione bien y su información sea correcta, pero lo ofrecemos “tal cual”. No somos los vendedores de los productos publicados y no los garantizamos más allá de lo que dicen estos términos.',
  'terms.liability.limit':
    'En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, y nuestra responsabilidad total por cualquier reclamo se limita al monto que pagaste por el pedido en cuestión.',
  'terms.disputes.title': 'Reclamos y ley aplicable',
  'terms.disputes.law':
    'Estos términos se rigen por las leyes del Estado de Nueva York, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier reclamo relacionado con el mercado o con estos términos debe presentarse dentro del año siguiente a que surja; pasado ese plazo, prescribe de forma definitiva.',
  'terms.disputes.talk':
    'Si tienes un problema, háblanos primero: casi todo se puede resolver con un mensaje.',
  'terms.changes.title': 'Cambios a estos términos',
  'terms.changes.text':
    'Podemos actualizar estos términos a medida que el mercado crezca. Publicaremos aquí la nueva versión con su fecha de vigencia y, si los cambios son importantes, se lo avisaremos por correo electrónico a quienes tienen cuenta. Si sigues usando el mercado después de un cambio, aceptas los términos actualizados.',
  'terms.contact.text': '¿Preguntas sobre estos términos? Escríbenos a {email}.',

  // Política de privacidad.
  'privacy.date': 'Última modificación: 27 de mayo de 2020',
  'privacy.intro':
    'Qué información recopilamos cuando usas Local Food Marketplace, para qué y qué opciones tienes. Lo explicamos en pocas palabras y solo recopilamos lo necesario.',
  'privacy.collection.title': 'La información que recopilamos',
  'privacy.collection.lead': 'Solo recopilamos lo que necesitamos para operar el mercado:',
  'privacy.collection.account.name': 'Datos de tu cuenta',
  'privacy.collection.account':
    '{name} que nos das: tu nombre, tu correo electrónico, tu contraseña (guardada cifrada, nunca legible), tu teléfono, tus direcciones y, para compradores mayoristas y escuelas, los documentos del EIN que subas.',
  'privacy.collection.orders.name': 'Pedidos',
  'privacy.collection.orders':
    '{name}: qué compraste, a qué granjas, cómo elegiste recibirlo y tus datos de facturación. Los números de tarjeta van directamente a nuestro proveedor de pagos; solo guardamos la marca de la tarjeta, sus últimos cuatro dígitos y su fecha de vencimiento.',
  'privacy.collection.newsletter.name': 'Suscripciones al boletín',
  'privacy.collection.newsletter': '{name}: tu nombre, tu correo electrónico y tu código postal.',
  'privacy.collection.technical.name': 'Información técnica',
  'privacy.collection.technical':
    '{name} que envía tu navegador, como el tipo de dispositivo y las páginas que visitas, que nos ayuda a que el mercado funcione y sea seguro.',
  'privacy.use.title': 'Cómo la usamos',
  'privacy.use.orders': 'para administrar tu cuenta y recibir, preparar y atender tus pedidos;',
  'privacy.use.zip': 'para mostrarte granjas, mercados y productos que llegan a tu código postal;',
  'privacy.use.emails':
    'para enviarte los correos que pides, como avisos sobre tus pedidos, cambios de contraseña y nuestro boletín;',
  'privacy.use.fraud': 'para prevenir fraudes y mantener seguro el mercado;',
  'privacy.use.improve': 'para entender, en conjunto, cómo se usa el mercado y así mejorarlo.',
  'privacy.sharing.title': 'Con quién la compartimos',
  'privacy.sharing.lead': 'Nunca vendemos tu información personal. Solo la compartimos:',
  'privacy.sharing.farms':
    'con las granjas a las que les haces pedidos: tu nombre, tus datos de contacto y tu dirección de entrega, para que puedan preparar tu pedido;',
  'privacy.sharing.providers':
    'con proveedores de servicios que trabajan para nosotros, como nuestro proveedor de pagos, el servicio de correo electrónico y el alojamiento del sitio, bajo contratos que limitan lo que pueden hacer con ella;',
  'privacy.sharing.law':
    'cuando la ley lo exige, o para proteger los derechos y la seguridad de nuestros miembros y del público.',
  'privacy.storage.title': 'Cómo la guardamos y protegemos',
  'privacy.storage.security':
    'Tu información se guarda en servidores seguros. Las conexiones con el mercado van cifradas, las contraseñas se guardan con hash y, dentro de nuestro equipo, solo tienen acceso las personas que lo necesitan.',
  'privacy.storage.retention':
    'Guardamos tu información mientras tu cuenta esté abierta y un año más, para poder responder preguntas sobre pedidos anteriores y cumplir nuestras obligaciones legales y fiscales. Después la borramos o la hacemos anónima.',
  'privacy.control.title': 'Tus opciones y tu control',
  'privacy.control.profile': 'Consulta y corrige tus datos cuando quieras en tu {link}.',
  'privacy.control.profileLink': 'perfil',
  'privacy.control.unsubscribe':
    'Cancela tu suscripción al boletín con el enlace que aparece al final de cada edición.',
  'privacy.control.copy':
    'Pídenos una copia de tu información, o que borremos tu cuenta, escribiendo a la dirección que aparece abajo.',
  'privacy.additional.title': 'Otros asuntos',
  'privacy.additional.age.name': 'Edad.',
  'privacy.additional.age':
    'El mercado no está pensado para menores de 16 años, y no recopilamos a sabiendas información de ellos.',
  'privacy.additional.sites.name': 'Otros sitios.',
  'privacy.additional.sites':
    'Los enlaces a los sitios web o redes sociales de las granjas te llevan a servicios con sus propias políticas de privacidad.',
  'privacy.additional.changes.name': 'Cambios.',
  'privacy.additional.changes':
    'Cuando actualizamos esta política cambiamos la fecha que aparece arriba y, si los cambios son importantes, se lo avisamos por correo electrónico a quienes tienen cuenta.',
  'privacy.contact.text': 'Preguntas o solicitudes sobre tu privacidad: escríbenos a {email}.',
} as const satisfies LegalCatalogue;
