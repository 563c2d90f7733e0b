import fields from '../../assets/banners/fields.svg';
import marketStall from '../../assets/banners/market-stall.svg';
import deliveryVan from '../../assets/banners/delivery-van.svg';
import schoolGarden from '../../assets/banners/school-garden.svg';
import farmerCrates from '../../assets/banners/farmer-crates.svg';
import produceBowl from '../../assets/banners/produce-bowl.svg';
import shippingBox from '../../assets/banners/shipping-box.svg';

export interface Banner {
  image: string;
  alt: string;
  eyebrow: string;
  headline: string;
  text: string;
  /** Where Order Now goes: the order-now page, with the way of getting food the banner is about. */
  to: string;
  /** Background of the slide, matched to the illustration's sky. */
  tint: string;
}

/** SPEC 2 home carousel: seven banners. */
export const BANNERS: Banner[] = [
  {
    image: fields,
    alt: 'Rows of crops on rolling farmland with a red barn under a warm sun',
    eyebrow: 'This week’s harvest',
    headline: 'Fresh from the fields near you',
    text: 'Vegetables, fruit, eggs and more from local, sustainable farms.',
    to: '/order-now',
    tint: '#FCEFDF',
  },
  {
    image: marketStall,
    alt: 'A market stall with a striped awning and crates of tomatoes, greens and carrots',
    eyebrow: 'Pick up',
    headline: 'Order ahead, pick up at the market',
    text: 'Collect your order at a farm, a farmers market or a pop-up near you.',
    to: '/order-now?type=pickup',
    tint: '#FBEBD9',
  },
  {
    image: deliveryVan,
    alt: 'A green delivery van on a country road, heading to a house',
    eyebrow: 'Delivery',
    headline: 'Local food, delivered to your door',
    text: 'Farms bring your order to you on their delivery days.',
    to: '/order-now?type=delivery',
    tint: '#E8F1F8',
  },
  {
    image: schoolGarden,
    alt: 'A school building with a garden of raised beds and sunflowers',
    eyebrow: 'Farm to school',
    headline: 'Fresh, local food for every lunch tray',
    text: 'Schools buy straight from farmers and pay by card or invoice.',
    to: '/order-now',
    tint: '#EEF5EC',
  },
  {
    image: farmerCrates,
    alt: 'A smiling farmer in a straw hat carrying a crate of tomatoes beside stacked crates of produce',
    eyebrow: 'Meet the growers',
    headline: 'Grown by people you can name',
    text: 'Every product comes from a farm you can read about, visit and come back to.',
    to: '/order-now',
    tint: '#FBEBD9',
  },
  {
    image: produceBowl,
    alt: 'A bowl overflowing with greens, tomatoes, carrots, an eggplant and a lemon',
    eyebrow: 'Cook with the season',
    headline: 'Fill your bowl with what’s in season',
    text: 'Picked at its best and on your table within days, not weeks.',
    to: '/order-now',
    tint: '#FCEFDF',
  },
  {
    image: shippingBox,
    alt: 'An open shipping box of fresh produce marked with a leaf, on its way to a house',
    eyebrow: 'Shipping',
    headline: 'Shipped straight from the farm',
    text: 'Shippable products travel from the farm to your door, packed with care.',
    to: '/order-now?type=shipping',
    tint: '#EAF2E8',
  },
];
