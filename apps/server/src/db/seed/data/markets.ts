import { windowPoint } from '../../factories';
import type { WindowPoint } from '@lfm/core';
import type { PickupSlot } from '../../schema';

export interface MarketSeed {
  key: string;
  marketName: string;
  description: string;
  /** The description for Spanish readers (issue 32.4: the admin may write one; the demo does). */
  descriptionEs: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  /** The order window every farm's pickup at this market uses; marketOrderWindow is written from it. */
  open: WindowPoint;
  close: WindowPoint;
  pickups: PickupSlot[];
  marketBackgroundColor: string;
  /** Awning colour of the generated picture, and the produce in its crates (Twemoji code points). */
  accent: string;
  produce: string[];
}

export const MARKETS: MarketSeed[] = [
  {
    key: 'hudson',
    marketName: 'Hudson Farmers Market',
    description:
      'Every Saturday morning on the corner of North 6th and Columbia Street, a dozen Columbia County ' +
      'farms set up under the maples. Order ahead and your bag will be waiting at the marketplace tent.',
    descriptionEs:
      'Cada sábado por la mañana, en la esquina de North 6th y Columbia Street, una docena de granjas del ' +
      'condado de Columbia se instalan bajo los arces. Haz tu pedido antes y tu bolsa te espera en la carpa del mercado.',
    addressLine1: 'N 6th St & Columbia St',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
    open: windowPoint(0, '8:00', 'AM'),
    close: windowPoint(4, '11:59', 'PM'),
    pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '1:00 PM' }] }],
    marketBackgroundColor: '#E6F0E4',
    accent: '#2F6B3B',
    produce: ['1f34e', '1f955', '1f96c', '1f345'],
  },
  {
    key: 'princeton',
    marketName: 'Princeton Thursday Pop-Up',
    description:
      'A weekday pop-up in Hinds Plaza beside the public library, timed for the walk home from work. ' +
      'Orchard fruit, berries, eggs and meat from farms within an hour of town.',
    descriptionEs:
      'Un mercado entre semana en Hinds Plaza, junto a la biblioteca pública, a la hora de volver del trabajo. ' +
      'Fruta de huerto, bayas, huevos y carne de granjas a menos de una hora del pueblo.',
    addressLine1: '55 Witherspoon St',
    city: 'Princeton',
    state: 'NJ',
    postalCode: '08542',
    open: windowPoint(5, '8:00', 'AM'),
    close: windowPoint(2, '8:00', 'PM'),
    pickups: [{ day: 4, time: [{ startTime: '3:00 PM', endTime: '7:00 PM' }] }],
    marketBackgroundColor: '#FBEBD9',
    accent: '#D9822B',
    produce: ['1f351', '1fad0', '1f95a', '1f350'],
  },
  {
    key: 'northampton',
    marketName: 'Northampton Tuesday Market',
    description:
      "The valley's favourite after-work market, in the Gothic Street lot behind Main Street. Pick up " +
      'your order from Pioneer Valley Growers, Two Rivers Creamery and Putney Sugarworks in one stop.',
    descriptionEs:
      'El mercado favorito del valle después del trabajo, en el estacionamiento de Gothic Street detrás de Main ' +
      'Street. Recoge tu pedido de Pioneer Valley Growers, Two Rivers Creamery y Putney Sugarworks en una sola parada.',
    addressLine1: '15 Gothic St',
    city: 'Northampton',
    state: 'MA',
    postalCode: '01060',
    open: windowPoint(3, '6:00', 'AM'),
    close: windowPoint(0, '8:00', 'PM'),
    pickups: [{ day: 2, time: [{ startTime: '1:30 PM', endTime: '6:30 PM' }] }],
    marketBackgroundColor: '#F3E6C8',
    accent: '#B8860B',
    produce: ['1f33d', '1f954', '1f9c0', '1f341'],
  },
  {
    key: 'parkslope',
    marketName: 'Park Slope Harvest Pop-Up',
    description:
      'Hudson Valley and Litchfield Hills farms in the garden of the Old Stone House every Wednesday evening. ' +
      'Bring a tote; the farmers bring everything else.',
    descriptionEs:
      'Granjas del valle del Hudson y de Litchfield Hills en el jardín de la Old Stone House cada miércoles por la ' +
      'tarde. Trae tu bolsa; los agricultores traen todo lo demás.',
    addressLine1: '336 3rd St',
    city: 'Brooklyn',
    state: 'NY',
    postalCode: '11215',
    open: windowPoint(4, '9:00', 'AM'),
    close: windowPoint(1, '11:00', 'PM'),
    pickups: [{ day: 3, time: [{ startTime: '4:00 PM', endTime: '7:30 PM' }] }],
    marketBackgroundColor: '#F6E1E4',
    accent: '#B3455A',
    produce: ['1f35e', '1f33b', '1f352', '1f96c'],
  },
];
