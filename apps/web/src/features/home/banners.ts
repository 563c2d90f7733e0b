import fields from '../../assets/banners/fields.svg';
import marketStall from '../../assets/banners/market-stall.svg';
import deliveryVan from '../../assets/banners/delivery-van.svg';
import schoolGarden from '../../assets/banners/school-garden.svg';
import farmerCrates from '../../assets/banners/farmer-crates.svg';
import produceBowl from '../../assets/banners/produce-bowl.svg';
import shippingBox from '../../assets/banners/shipping-box.svg';

/** A banner's words are the catalogue's `home.banner.<id>.alt`, `.eyebrow`, `.headline` and `.text`. */
export type BannerId = 'fields' | 'market' | 'delivery' | 'school' | 'growers' | 'season' | 'shipping';

export interface Banner {
  id: BannerId;
  image: string;
  /** Where Order Now goes: the order-now page, with the way of getting food the banner is about. */
  to: string;
  /** Background of the slide, matched to the illustration's sky. */
  tint: string;
}

/** SPEC 2 home carousel: seven banners. */
export const BANNERS: Banner[] = [
  {
    id: 'fields',
    image: fields,
    to: '/order-now',
    tint: '#FCEFDF',
  },
  {
    id: 'market',
    image: marketStall,
    to: '/order-now?type=pickup',
    tint: '#FBEBD9',
  },
  {
    id: 'delivery',
    image: deliveryVan,
    to: '/order-now?type=delivery',
    tint: '#E8F1F8',
  },
  {
    id: 'school',
    image: schoolGarden,
    to: '/order-now',
    tint: '#EEF5EC',
  },
  {
    id: 'growers',
    image: farmerCrates,
    to: '/order-now',
    tint: '#FBEBD9',
  },
  {
    id: 'season',
    image: produceBowl,
    to: '/order-now',
    tint: '#FCEFDF',
  },
  {
    id: 'shipping',
    image: shippingBox,
    to: '/order-now?type=shipping',
    tint: '#EAF2E8',
  },
];
