import type { Palette, Sky, View } from '../landscape';

export interface FarmSeed {
  key: string;
  farmName: string;
  shortInfo: string;
  infoAboutFarm: string;
  infoAboutFarmer: string;
  farmer: { firstName: string; lastName: string; email: string; phone: string };
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  certifiedOrganic: boolean;
  nofa: boolean;
  brandColor: string;
  /** How the farm's generated pictures look: the cover is always the barn view. */
  sky: Sky;
  palette: Palette;
  photos: View[];
}

/** The first farm belongs to farmer@demo.local. Addresses are on real roads; zips are real. */
export const FARMS: FarmSeed[] = [
  {
    key: 'hawthorn',
    farmName: 'Hawthorn Hollow Farm',
    shortInfo: 'Certified organic vegetables and a weekly CSA from the Hudson Valley.',
    infoAboutFarm:
      'Hawthorn Hollow is 38 acres of river-bottom soil a few miles east of Hudson. We grow more than ' +
      'sixty crops in rotation with cover crops and compost, harvest the morning of every pickup, and ' +
      'keep a small greenhouse busy with seedlings for home gardeners from March to June.',
    infoAboutFarmer:
      'Ruth Delgado left a restaurant kitchen in Albany in 2011 to grow the vegetables she used to order. ' +
      'She runs the farm with her partner Tom and a crew of four, and still tastes every bed of salad ' +
      'greens before it is cut.',
    farmer: { firstName: 'Ruth', lastName: 'Delgado', email: 'farmer@demo.local', phone: '5185550142' },
    addressLine1: '388 Union Turnpike',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
    certifiedOrganic: true,
    nofa: true,
    brandColor: '#2F6B3B',
    sky: 'clear',
    palette: 'summer',
    photos: ['rows', 'greenhouse', 'flowers', 'pasture'],
  },
  {
    key: 'tworivers',
    farmName: 'Two Rivers Creamery',
    shortInfo: 'Grass-fed Jersey milk, butter and clothbound cheddar from the Champlain Valley.',
    infoAboutFarm:
      'Our forty Jersey cows graze rotationally on 120 acres between Otter Creek and the Middlebury ' +
      'River from May to November and eat our own dry hay in winter. Milk goes from the parlor to the ' +
      'cheese room by gravity, and every wheel of cheddar ages at least twelve months in our cave.',
    infoAboutFarmer:
      'Eli and Hannah Brandt are the third generation on this land. Eli milks and makes the cheese; ' +
      'Hannah runs the herd and the farm stand, and their daughter June names every calf.',
    farmer: {
      firstName: 'Eli',
      lastName: 'Brandt',
      email: 'eli@tworiverscreamery.example',
      phone: '8025550117',
    },
    addressLine1: '1240 Quarry Rd',
    city: 'Middlebury',
    state: 'VT',
    postalCode: '05753',
    certifiedOrganic: false,
    nofa: true,
    brandColor: '#2B6CB0',
    sky: 'crisp',
    palette: 'spring',
    photos: ['pasture', 'barn', 'flowers'],
  },
  {
    key: 'blueheron',
    farmName: 'Blue Heron Orchard',
    shortInfo: 'Tree-ripened apples, peaches and pears from the hills above Hopewell.',
    infoAboutFarm:
      'Blue Heron has 2,400 trees on 30 acres: forty apple varieties, peaches, pears and sweet ' +
      'cherries. We use integrated pest management, mow instead of spraying between rows, and press ' +
      'cider every Friday from September to December.',
    infoAboutFarmer:
      'Marcus Oyelaran planted his first hundred trees in 2006 after a career as a civil engineer. ' +
      'He grafts his own rootstock and will happily talk pruning with anyone who stops by the stand.',
    farmer: {
      firstName: 'Marcus',
      lastName: 'Oyelaran',
      email: 'marcus@blueheronorchard.example',
      phone: '6095550188',
    },
    addressLine1: '87 Aunt Molly Rd',
    city: 'Hopewell',
    state: 'NJ',
    postalCode: '08525',
    certifiedOrganic: false,
    nofa: false,
    brandColor: '#C8553D',
    sky: 'golden',
    palette: 'autumn',
    photos: ['orchard', 'rows', 'orchard', 'barn', 'flowers'],
  },
  {
    key: 'oakridge',
    farmName: 'Oak Ridge Pastures',
    shortInfo: 'Pasture-raised eggs, chicken, pork and grass-fed beef from Berks County.',
    infoAboutFarm:
      'Our laying hens follow the cattle across 85 acres of pasture in mobile coops, our pigs forage ' +
      'the oak woods, and our beef cattle eat nothing but grass and hay. Everything is processed at a ' +
      'family-run, USDA-inspected butcher twenty minutes down the road.',
    infoAboutFarmer:
      'Caleb and Rosa Hoffman grew up on neighbouring dairy farms and bought Oak Ridge in 2014. Caleb ' +
      'moves the herd every morning; Rosa handles the eggs, the books and the farm dog, Biscuit.',
    farmer: {
      firstName: 'Caleb',
      lastName: 'Hoffman',
      email: 'caleb@oakridgepastures.example',
      phone: '6105550163',
    },
    addressLine1: '410 Hottenstein Rd',
    city: 'Kutztown',
    state: 'PA',
    postalCode: '19530',
    certifiedOrganic: false,
    nofa: false,
    brandColor: '#8B5A2B',
    sky: 'sunrise',
    palette: 'golden',
    photos: ['pasture', 'barn', 'pasture'],
  },
  {
    key: 'putney',
    farmName: 'Putney Sugarworks',
    shortInfo: 'Wood-fired maple syrup, raw honey and beeswax from a Vermont hillside.',
    infoAboutFarm:
      'We tap 3,000 sugar maples on 90 acres of hillside forest and boil over a wood fire in the ' +
      'sugarhouse from late February into April. Sixty hives spend the summer in our clover fields and ' +
      "the neighbours' orchards. All of it ships well, so we send it anywhere in the Northeast.",
    infoAboutFarmer:
      'Nora Whitcomb took over the sugarbush from her grandfather in 2016. She grades every batch of ' +
      'syrup by eye against the same glass samples he used, and teaches a beekeeping class each June.',
    farmer: {
      firstName: 'Nora',
      lastName: 'Whitcomb',
      email: 'nora@putneysugarworks.example',
      phone: '8025550131',
    },
    addressLine1: '33 Westminster West Rd',
    city: 'Putney',
    state: 'VT',
    postalCode: '05346',
    certifiedOrganic: true,
    nofa: false,
    brandColor: '#A0522D',
    sky: 'lavender',
    palette: 'autumn',
    photos: ['barn', 'flowers', 'orchard'],
  },
  {
    key: 'coldspring',
    farmName: 'Cold Spring Greens',
    shortInfo: 'Year-round salad greens, mushrooms, herbs and cut flowers in the Litchfield Hills.',
    infoAboutFarm:
      'Cold Spring grows under four hoop houses and two acres outside, so there is something green to ' +
      'harvest every week of the year. Oyster and shiitake mushrooms fruit on oak logs and sawdust ' +
      'blocks in our old dairy barn, and the flower field blooms from June to frost.',
    infoAboutFarmer:
      'Priya Raman and Dev Kapoor met in a soil science class at UConn. Priya grows the greens and ' +
      'flowers; Dev tends the mushrooms and builds whatever the farm needs next.',
    farmer: {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya@coldspringgreens.example',
      phone: '8605550174',
    },
    addressLine1: '152 Milton Rd',
    city: 'Litchfield',
    state: 'CT',
    postalCode: '06759',
    certifiedOrganic: true,
    nofa: true,
    brandColor: '#3E7C6B',
    sky: 'mint',
    palette: 'spring',
    photos: ['greenhouse', 'flowers', 'greenhouse', 'rows'],
  },
  {
    key: 'pioneer',
    farmName: 'Pioneer Valley Growers',
    shortInfo: 'Sweet corn, potatoes, onions and dried beans from the Connecticut River floodplain.',
    infoAboutFarm:
      'Our 160 acres of deep Hadley loam have been farmed since the 1700s. We grow field crops for ' +
      'families, restaurants and school cafeterias across the valley, and dry our own heirloom beans ' +
      'and stone-grind cornmeal over the winter.',
    infoAboutFarmer:
      'The Kowalczyk family has farmed along River Drive for four generations. Anna runs the fields ' +
      'and the wholesale accounts; her father Stan still drives the corn picker every August.',
    farmer: {
      firstName: 'Anna',
      lastName: 'Kowalczyk',
      email: 'anna@pioneervalleygrowers.example',
      phone: '4135550126',
    },
    addressLine1: '95 River Dr',
    city: 'Hadley',
    state: 'MA',
    postalCode: '01035',
    certifiedOrganic: false,
    nofa: true,
    brandColor: '#B8860B',
    sky: 'clear',
    palette: 'golden',
    photos: ['rows', 'barn', 'rows'],
  },
  {
    key: 'pinebarrens',
    farmName: 'Pine Barrens Berry Farm',
    shortInfo: 'Jersey blueberries, strawberries and melons from the sandy soils of Hammonton.',
    infoAboutFarm:
      'Hammonton calls itself the blueberry capital of the world, and our 45 acres of highbush ' +
      'blueberries are why. We also grow strawberries, melons and sweet peppers, and turn the ripest ' +
      'fruit into small-batch jam in our own kitchen.',
    infoAboutFarmer:
      'Gina and Sal Maiorano are the fourth generation to pick berries here. Gina makes the jam and ' +
      'runs the pick-your-own in July; Sal grows the plants and sells bushes to home gardeners.',
    farmer: {
      firstName: 'Gina',
      lastName: 'Maiorano',
      email: 'gina@pinebarrensberry.example',
      phone: '6095550109',
    },
    addressLine1: '720 Middle Rd',
    city: 'Hammonton',
    state: 'NJ',
    postalCode: '08037',
    certifiedOrganic: false,
    nofa: false,
    brandColor: '#4B5AA8',
    sky: 'sunrise',
    palette: 'summer',
    photos: ['orchard', 'rows', 'flowers'],
  },
  {
    key: 'wallkill',
    farmName: 'Wallkill Valley Farm & Bakehouse',
    shortInfo: 'Naturally leavened bread, flowers and garden seedlings below the Shawangunk Ridge.',
    infoAboutFarm:
      'We grow heritage wheat and rye on twelve acres, mill it on site and bake in a wood-fired oven ' +
      'three mornings a week. The rest of the farm is cut flowers and a seedling nursery of vegetables ' +
      'and pollinator plants for home gardens.',
    infoAboutFarmer:
      'Sofia Lindqvist apprenticed with bakers in Stockholm and Vermont before opening the bakehouse ' +
      'in 2018. Her brother Erik grows the grain and the flowers.',
    farmer: {
      firstName: 'Sofia',
      lastName: 'Lindqvist',
      email: 'sofia@wallkillbakehouse.example',
      phone: '8455550152',
    },
    addressLine1: '19 Springtown Rd',
    city: 'New Paltz',
    state: 'NY',
    postalCode: '12561',
    certifiedOrganic: true,
    nofa: true,
    brandColor: '#7A4E9C',
    sky: 'golden',
    palette: 'golden',
    photos: ['rows', 'flowers', 'greenhouse'],
  },
];

export type FarmKey = (typeof FARMS)[number]['key'];
