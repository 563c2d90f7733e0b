/**
 * La parte de las páginas del catálogo en español (issue 32): los textos largos de «Quiénes somos», las escuelas y
 * el sitio del vendedor, cada clave de en-pages.ts (`satisfies PagesCatalogue`). Solo esas páginas la cargan.
 */
import type { PagesCatalogue } from './catalogue';

export const esPages = {
  // About.
  'about.eyebrow': 'Quiénes somos',
  'about.heading': 'Buena comida, cultivada cerca de casa',
  'about.intro':
    'Local Food Marketplace es un mercado de agricultores en línea para granjas locales y sustentables y productores artesanales. Te facilitamos comprar directo a quienes cultivan tu comida, y a ellos, ganarse la vida haciéndolo.',
  'about.farmerAlt': 'Un agricultor sonriente carga una caja de tomates junto a cajas de productos apiladas',
  'about.missionHeading': 'Nuestra misión',
  'about.mission':
    'Que las granjas pequeñas y sustentables prosperen, conectándolas directamente con los hogares, las cocinas y las escuelas que las rodean.',
  'about.fieldsAlt': 'Hileras de cultivos en el campo con un granero rojo',
  'about.storyHeading': 'Cómo empezó',
  'about.story1':
    'Nuestra fundadora creció en una pequeña granja de verduras, donde cada temporada terminaba igual: comida hermosa, muy pocos compradores cerca y largos viajes a mercados que no siempre valían la pena. Las granjas vecinas tenían el mismo problema, y a las familias, los restaurantes y las escuelas de la zona les costaba encontrarlas.',
  'about.story2':
    'En 2020 reunió en línea a un puñado de esas granjas. Los compradores podían ver lo que estaba listo esa semana, hacer su pedido antes de que cerrara el plazo de la granja y recogerlo en un mercado, recibirlo en casa o por envío. Los agricultores cosechaban lo pedido y desperdiciaban menos.',
  'about.story3':
    'El mercado ha crecido desde entonces, pero la idea sigue igual: precios justos para los agricultores, comida más fresca para todos y menos millas de por medio.',
  'about.practicesHeading': 'Cómo cultivan nuestras granjas',
  'about.sustainable.title': 'Sustentables en la práctica',
  'about.sustainable.text':
    'Nuestros agricultores cuidan la salud del suelo, rotan sus cultivos, ahorran agua y crían animales en pastoreo. Te cuentan cómo cultivan, con sus propias palabras, en la página de cada granja.',
  'about.organic.title': 'Orgánico certificado, bien señalado',
  'about.organic.text':
    'Las granjas con certificación orgánica del USDA o que hicieron el compromiso de NOFA llevan una insignia, para que siempre sepas cuál es cuál.',
  'about.local.title': 'Pequeñas y de verdad locales',
  'about.local.text':
    'Cada vendedor cultiva 200 acres o menos, y la comida no viaja más de 500 millas del campo a la cocina.',
  'about.farmersHeading': 'Conoce a nuestros agricultores',
  'about.farmersIntro': 'Las personas que cultivan tu comida, cada una con una granja que puedes visitar.',
  'about.doYouFarm': '¿Tienes una granja?',
  'about.sellHarvest': 'Vende tu cosecha a compradores cerca de ti en el mercado.',
  'about.licensedUnder': 'con licencia',
  // Schools.
  'schools.intro':
    'Las escuelas compran directo a las granjas de su zona: productos de temporada, lácteos, huevos y más, para la cafetería y el salón de clases.',
  'schools.noEin': 'No necesitas documentos del EIN para registrarte',
  'schools.payBy': 'Paga con tarjeta, o con factura una vez aprobada tu cuenta',
  'schools.wholesale': 'Precios y cantidades al por mayor de granjas locales',
  'schools.signUp': 'Regístrate como escuela',
  'schools.moreHeading': 'Más que un proveedor',
  'schools.moreIntro':
    'De la granja a la escuela trata tanto de lo que aprenden los estudiantes como de lo que comen. Las escuelas del programa también pueden pedir:',
  'schools.tours.title': 'Visitas a granjas',
  'schools.tours.text':
    'Lleva a tu clase a una granja en funcionamiento cerca de ti: la siembra, la cosecha, los animales y de dónde viene de verdad el almuerzo.',
  'schools.events.title': 'Eventos con agricultores',
  'schools.events.text':
    'Invita a un agricultor a tu escuela para una degustación, una demostración de cocina o un día de las profesiones.',
  'schools.marketing.title': 'Materiales de promoción',
  'schools.marketing.text':
    'Carteles, tarjetas de menú y letreros para la cafetería que muestran a los estudiantes qué granja cultivó la comida de hoy.',
  'schools.letter.title': 'Boletín De la granja a la escuela',
  'schools.letter.text':
    'Ideas de temporada, planes de clase y noticias de las escuelas y granjas del programa.',
  'schools.arrange': 'Para organizar una visita o un evento, escribe a',
  'schools.letterHeading': 'Recibe el boletín De la granja a la escuela',
  'schools.letterText':
    'Menús de temporada, ideas para el salón de clases y noticias de las granjas. Una vez al mes.',
  'schools.readyHeading': '¿Quieres llevar comida local a tu escuela?',
  'schools.readyText': 'Toma unos minutos, y no necesitas documentos del EIN.',
  // Where sellers land (the portal being built).
  'sellerSite.title': '{role, select, host {Tu portal de entregas} other {Tu portal de la granja}}',
  'sellerSite.alt':
    '{role, select, host {Un puesto de mercado con cajas de productos bajo un toldo a rayas} other {Un agricultor carga una caja de tomates junto a cajas de productos apiladas}}',
  'sellerSite.building': 'En construcción',
  'sellerSite.hi': 'Hola, {name}. Gracias por unirte.',
  'sellerSite.notOpen':
    'El portal para vendedores, donde {role, select, host {ves los pedidos que llegan a tu lugar y los entregas el día de recoger} other {subes tu inventario, defines tus opciones para recoger, entrega a domicilio y envío, y manejas tus pedidos}}, todavía está en construcción. Aún no está abierto.',
  'sellerSite.contact':
    'Tu cuenta está guardada. Nuestro equipo se comunicará contigo{email, select, none {} other { en {email}}} para ayudarte a empezar y avisarte en cuanto abra el portal.',
  'sellerSite.back': 'Volver al mercado',
  'sellerSite.emailTeam': 'Escribe al equipo',

  'becomeFarmer.title': 'Únete como agricultor',
  'becomeFarmer.eyebrow': 'Vende con nosotros',
  'becomeFarmer.intro':
    'Somos un mercado de agricultores en línea para granjas locales y sustentables y productores artesanales. Cuéntanos sobre tu granja y nuestro equipo se comunicará contigo.',
  'becomeFarmer.buyers.title': 'Compradores a quienes les importa de dónde viene su comida',
  'becomeFarmer.buyers.text':
    'Familias, restaurantes, universidades y escuelas de la zona vienen aquí a buscar granjas como la tuya.',
  'becomeFarmer.ways.title': 'Vende como trabaja tu granja',
  'becomeFarmer.ways.text':
    'Ofrece recoger en la granja o en un mercado, entrega a domicilio en tu zona o envío, los días que tú elijas.',
  'becomeFarmer.simple.title': 'Pedidos y pagos sencillos',
  'becomeFarmer.simple.text':
    'Sube tu cosecha, pon tus precios y tus plazos de pedidos; los compradores pagan con tarjeta o factura.',
  'becomeFarmer.formTitle': 'Cuéntanos sobre tu granja',
  'becomeFarmer.allRequired': 'Todos los campos son obligatorios.',
  'becomeFarmer.sent': 'Solicitud enviada',
  'becomeFarmer.postalCode': 'Código postal',
  'becomeFarmer.certifications': 'Certificaciones y compromisos',
  'becomeFarmer.certificationsHint':
    'Orgánico certificado por el USDA, el Farmer’s Pledge de NOFA, o cómo cultivas',
  'becomeFarmer.questions': 'Preguntas o comentarios',
  'becomeFarmer.questionsHint': 'Qué cultivas, cómo te gustaría vender, lo que quieras preguntarnos',
} satisfies PagesCatalogue;
