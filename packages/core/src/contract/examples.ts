/**
 * Example answers for /api/docs (issue 31.1), shared by the areas that show the same things (a farm, a
 * product, an order). contract/examples.test.ts checks each example against the schema it illustrates.
 */
const address = {
  addressLine1: '480 Route 9',
  addressLine2: '',
  city: 'Hudson',
  state: 'NY',
  postalCode: '12534',
};

export const farmCardExample = {
  _id: 7,
  farmName: 'Hawthorn Hill Farm',
  farmLogo: '/uploads/farms/7/logo.webp',
  coverImage: '/uploads/farms/7/cover.webp',
  brandColor: '#2F6B3A',
  shortInfo: 'Vegetables and eggs from the Hudson Valley.',
  farmAddress: address,
  geoLocation: [-73.79, 42.25] as [number, number],
  certifiedOrganic: true,
  nofa: false,
  numberAvailableProducts: 18,
  distanceMiles: 4.2,
};

export const farmExample = {
  ...farmCardExample,
  infoAboutFarm: 'Forty acres of mixed vegetables on the river flats.',
  infoAboutFarmer: 'Ada has farmed here since 2009.',
  farmerName: 'Ada Moss',
  media: [{ url: '/uploads/farms/7/field.webp', thumbUrl: '/uploads/farms/7/field-thumb.webp' }],
};

export const inventoryExample = {
  _id: 31,
  farmId: 7,
  farmName: 'Hawthorn Hill Farm',
  name: 'Carrots',
  variety: 'Nantes',
  description: 'Sweet spring carrots, tops on.',
  image: '/uploads/inventory/31.webp',
  inventoryType: 1,
  categoryName: 'Vegetables',
  distributionTypes: [1, 2],
  isShippable: false,
  status: 1,
  priceCents: 450,
  unit: 'bunch',
  maxQuantity: 20,
  subscriptionInterval: null,
  subscriptionIntervalCount: 0,
  orderWindowOpen: true,
};

export const distributionExample = {
  _id: 12,
  farmId: 7,
  farmName: 'Hawthorn Hill Farm',
  selectPickDel: 1,
  deliveryFor: null,
  marketId: 3,
  marketName: 'Hudson Saturday Market',
  address,
  geoLocation: [-73.79, 42.25] as [number, number],
  deliveryPostalCodes: [],
  deliveryPostalCodeCount: 0,
  flatFeeCents: null,
  deliveryFeeCentsPerMile: null,
  radiusMiles: null,
  deliveryZones: [],
  freeDeliveryOverCents: null,
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '1:00 PM' }] }],
  deliveries: [],
  placeOrderOpen: { day: 1, time: '6:00', meridiem: 'AM' as const },
  placeOrderClose: { day: 4, time: '8:00', meridiem: 'PM' as const },
  timeZone: 'America/New_York',
  isOpen: true,
  fullSlots: [],
};

export const orderExample = {
  _id: 1042,
  created: '2026-11-18T15:00:00.000Z',
  status: '1',
  paymentMethod: 'card' as const,
  card: { brand: 'Visa', last4: '4242' },
  amountCents: 900,
  deliveryFeesCents: 0,
  totalPriceCents: 900,
  harvestStatus: 0,
  billingInfo: {
    firstName: 'Ada',
    lastName: 'Moss',
    phoneNumber: '2125550123',
    ...address,
    country: 'US',
  },
  buyList: [
    {
      _id: 2051,
      farmId: 7,
      farmName: 'Hawthorn Hill Farm',
      farmUserId: 21,
      courierType: 'Pickup' as const,
      address: { ...address, addressLine1: '1 Front St' },
      locationName: 'Hudson Saturday Market',
      day: 6,
      timeSlot: '9:00 AM - 1:00 PM',
      date: '2026-11-21',
      deliveryFeesCents: 0,
      totalPriceCents: 900,
      harvestStatus: 0,
      trackingInfo: [],
      pickedUpAt: null,
      productList: [
        {
          _id: 5001,
          productId: 31,
          productName: 'Carrots',
          variety: 'Nantes',
          productPriceCents: 450,
          productQuantity: 2,
          unit: 'bunch',
          image: '/uploads/inventory/31.webp',
          stripeSubscriptionId: null,
        },
      ],
      messages: [],
    },
  ],
  canCancel: true,
  pickupRef: 'LFM1-1042-Qm9vZ2xlLWV4YW1wbGU',
};

/** A buyer's saved address (user/addAddress, the profile). */
export const savedAddressExample = { _id: 3, ...address, addressLine1: '12 Orchard St' };

export const userProfileExample = {
  _id: 12,
  firstName: 'Ada',
  lastName: 'Moss',
  email: 'ada@example.com',
  phone: '2125550123',
  userType: 2,
  consumerType: null,
  address: [savedAddressExample],
  profileImage: null,
  farmInfo: null,
  invoiceStatus: null,
  isAdmin: false,
  language: 'es' as const,
};

/** What user/login answers (user/signup and user/resetpassword alike). */
export const sessionExample = {
  accessToken: 'c2Vzc2lvbi0xMi05ZjFjMmQ0ZS1leGFtcGxl',
  userProfile: userProfileExample,
  message: 'You are now signed in.',
};

const carrotsLine = {
  _id: 88,
  productId: 31,
  farmId: 7,
  productName: 'Carrots',
  variety: 'Nantes',
  image: '/uploads/inventory/31.webp',
  unit: 'bunch',
  productQuantity: 2,
  productPriceCents: 450,
  totalPriceCents: 900,
  distributionTypes: [1, 2],
  isShippable: false,
  maxQuantity: 20,
  subscriptionInterval: null,
  subscriptionIntervalCount: 0,
  isAvailable: true,
  problem: null,
};

/** A cart with one farm's carrots, picked up at the Saturday market (addCart/*). */
export const cartExample = {
  _id: 240,
  shipped: { productList: [], farms: [], shipTo: null, shippingFeesCents: 0, problem: null },
  buyList: [
    {
      farmId: 7,
      farmName: 'Hawthorn Hill Farm',
      farmAddress: address,
      defaultTab: 'Pickup' as const,
      courierType: 'Pickup' as const,
      distributionId: 12,
      marketId: 3,
      day: 6,
      timeSlot: '9:00 AM - 1:00 PM',
      address: null,
      deliveryFeesCents: 0,
      pickupOptions: [
        {
          distributionId: 12,
          marketId: 3,
          locationName: 'Hudson Saturday Market',
          address: { ...address, addressLine1: '1 Front St' },
          day: 6,
          timeSlot: '9:00 AM - 1:00 PM',
          isOpen: true,
          isFull: false,
        },
      ],
      deliveryOptions: [
        {
          distributionId: 14,
          day: 3,
          timeSlot: '2:00 PM - 6:00 PM',
          feeCents: null,
          feeKind: 'flat' as const,
          isOpen: true,
          isFull: false,
        },
      ],
      deliveryPostalCodes: ['12534', '12526'],
      orderWindowOpen: true,
      productList: [carrotsLine],
      isDisabled: false,
      problem: null,
    },
  ],
  deliveryInfo: null,
  totalBuyProduct: 2,
  lineCount: 1,
  subtotalCents: 900,
  deliveryFeesCents: 0,
  totalPayCents: 900,
  problems: [],
  canCheckout: true,
  defaultAddressId: 3,
};

export const subscriptionExample = {
  id: 'sub_1QeggsHawthorn',
  status: 'active',
  created: '2026-10-03T14:12:00.000Z',
  interval: 'week',
  intervalCount: 1,
  quantity: 1,
  unitAmountCents: 2800,
  productName: 'Weekly vegetable share',
  productImage: '/uploads/inventory/40.webp',
  productUnit: 'share',
  courierType: 'Pickup',
  address: { ...address, addressLine1: '1 Front St' },
  day: 6,
  nextRenewalAt: '2026-11-28T14:12:00.000Z',
};

export const cardExample = {
  id: 'card_1QegAdaVisa4242',
  brand: 'Visa',
  last4: '4242',
  exp_month: 8,
  exp_year: 2029,
  name: 'Ada Moss',
};

/** One farm's part of an order as the farm and the pick-up host see it. */
export const farmOrderGroupExample = {
  _id: 2051,
  orderId: 1042,
  created: '2026-11-18T15:00:00.000Z',
  orderStatus: '1',
  farmId: 7,
  farmName: 'Hawthorn Hill Farm',
  buyer: { firstName: 'Ada', lastName: 'Moss', email: 'ada@example.com', phone: '2125550123' },
  courierType: 'Pickup' as const,
  address: null,
  locationName: 'Hudson Saturday Market',
  day: 6,
  timeSlot: '9:00 AM - 1:00 PM',
  deliveryFeesCents: 0,
  totalPriceCents: 900,
  harvestStatus: 1,
  trackingNumbers: [],
  pickedUpAt: null,
  productList: orderExample.buyList[0]!.productList,
};

/** The farmer's own farm (farmer/farm). */
export const portalFarmExample = {
  id: 7,
  farmName: 'Hawthorn Hill Farm',
  farmLogo: '/uploads/farms/7/logo.webp',
  coverImage: null,
  brandColor: '#2F6B3A',
  shortInfo: 'Vegetables and eggs from the Hudson Valley.',
  infoAboutFarm: 'Forty acres of mixed vegetables on the river flats.',
  infoAboutFarmer: 'Ada has farmed here since 2009.',
  shortInfoEs: 'Verduras y huevos del valle del Hudson.',
  infoAboutFarmEs: '',
  infoAboutFarmerEs: '',
  ...address,
  certifiedOrganic: true,
  nofa: false,
  latitude: 42.25,
  longitude: -73.79,
  status: 1,
  media: [
    {
      id: 9,
      url: '/uploads/farms/7/field.webp',
      thumbUrl: '/uploads/farms/7/field-thumb.webp',
      position: 0,
    },
  ],
};

/** One of the farm's items as the farmer edits it (farmer/inventory). */
export const portalItemExample = {
  id: 31,
  farmId: 7,
  itemName: 'Carrots',
  otherItemName: '',
  variety: 'Nantes',
  description: 'Sweet spring carrots, tops on.',
  itemNameEs: 'Zanahorias',
  descriptionEs: '',
  image: '/uploads/inventory/31.webp',
  inventoryType: 1,
  distributionTypes: [1, 2],
  status: 1,
  published: true,
  consumerPriceCents: 450,
  wholesalePriceCents: 350,
  consumerUnit: 4,
  otherConsumerUnit: '',
  wholesaleUnit: 4,
  otherWholesaleUnit: '',
  maximumConsumerQuantity: 20,
  maximumWholesaleQuantity: 60,
  subscriptionInterval: null,
  subscriptionIntervalCount: 0,
};

export const windowPreviewExample = {
  isOpen: true,
  nextOpenAt: '2026-11-23T11:00:00.000Z',
  nextCloseAt: '2026-11-27T01:00:00.000Z',
};

/** A distribution as the farmer edits it: Saturday pickup at the market, orders Monday to Thursday. */
export const portalDistributionExample = {
  id: 12,
  selectPickDel: 1,
  marketId: 3,
  deliveryFor: null,
  category: 'Farmers Market',
  ...address,
  addressLine1: '1 Front St',
  deliveryPostalCodes: [],
  flatFeeCents: null,
  deliveryFeeCentsPerMile: null,
  radiusMiles: null,
  deliveryZones: [],
  freeDeliveryOverCents: null,
  slotCapacity: 40,
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '1:00 PM' }] }],
  deliveries: [],
  placeOrderOpen: { day: 1, time: '6:00', meridiem: 'AM' as const },
  placeOrderClose: { day: 4, time: '8:00', meridiem: 'PM' as const },
  timeZone: 'America/New_York',
  preview: windowPreviewExample,
};

/** A market as the admin edits it. */
export const adminMarketExample = {
  id: 3,
  marketName: 'Hudson Saturday Market',
  marketIcon: '/uploads/markets/3-icon.webp',
  marketBackgroundColor: '#E6F0E4',
  marketImage: '/uploads/markets/3.webp',
  description: 'Farmers from the valley every Saturday on Front Street.',
  marketOrderWindow: 'Order Monday 6:00 AM to Thursday 8:00 PM',
  marketPickupWindows: ['Saturday 9:00 AM - 1:00 PM'],
  descriptionEs: 'Agricultores del valle cada sábado en Front Street.',
  marketOrderWindowEs: 'Pedidos del lunes 6:00 AM al jueves 8:00 PM',
  marketPickupWindowsEs: ['Sábado 9:00 AM - 1:00 PM'],
  status: 0,
  hostUserId: 15,
  ...address,
  addressLine1: '1 Front St',
  latitude: 42.2529,
  longitude: -73.7907,
  timeZone: 'America/New_York',
};

export const adminRecipeExample = {
  id: 4,
  recipesName: 'Roasted squash with sage',
  image: '/uploads/recipes/4.webp',
  description: '<p>Roast the squash until golden, then add the sage.</p>',
  ingredients: [
    { quantity: '2', unit: 'lb', name: 'butternut squash' },
    { quantity: '1', unit: 'bunch', name: 'sage' },
  ],
  status: 1,
  createdAt: '2026-10-12T16:20:00.000Z',
};

/** A statement (the Statement component's own example) with its lines. */
export const statementExample = {
  id: 12,
  farmId: 3,
  farmName: 'Hudson Valley Greens',
  periodStart: '2026-11-14T17:00:00.000Z',
  periodEnd: '2026-11-21T17:00:00.000Z',
  status: 'owed' as const,
  orders: 9,
  itemsCents: 41250,
  deliveryCents: 3000,
  refundsCents: 0,
  feeCents: 4125,
  carriedCents: 0,
  owedCents: 40125,
  carriedTo: null,
  paidAt: null,
  paidOn: null,
  paidMethod: null,
  paidReference: null,
  canTransfer: true,
  transferFailure: null,
};

export const statementLineExample = {
  id: 301,
  kind: 'sale' as const,
  orderId: 1042,
  orderedAt: '2026-11-18T15:00:00.000Z',
  buyer: 'Ada Moss',
  courierType: 'Pickup',
  carriedFrom: null,
  items: [{ productName: 'Carrots', quantity: 2, unit: 'bunch', unitPriceCents: 450 }],
  itemsCents: 900,
  deliveryCents: 0,
  feeBasisPoints: 1000,
  feeCents: 90,
  owedCents: 810,
};

/** A money row (admin/money): what the statements of a farm or a period add up to. */
export const moneyRowExample = {
  key: '3',
  label: 'Hudson Valley Greens',
  itemsCents: 41250,
  deliveryCents: 3000,
  refundsCents: 0,
  feeCents: 4125,
  grossCents: 44250,
  owedCents: 40125,
  paidCents: 0,
  statements: 1,
};

/** A market as the catalog shows it. */
export const marketExample = {
  _id: 3,
  marketName: 'Hudson Saturday Market',
  marketIcon: null,
  marketBackgroundColor: '#E6F0E4',
  marketImage: '/uploads/markets/3.webp',
  desc: 'Farmers from the valley every Saturday on Front Street.',
  address: { addressLine1: '1 Front St', addressLine2: '', city: 'Hudson', state: 'NY', postalCode: '12534' },
  geoLocation: [-73.79, 42.25] as [number, number],
  marketOrderWindow: 'Order Monday 6:00 AM to Thursday 8:00 PM',
  marketPickupWindows: ['Saturday 9:00 AM - 1:00 PM'],
};

/** An application to sell (admin/farmerApplications). */
export const applicationExample = {
  id: 4,
  firstName: 'June',
  lastName: 'Hollis',
  email: 'june@hollisfarm.example',
  phone: '5185550142',
  addressLine1: '88 County Route 9',
  addressLine2: '',
  city: 'Ghent',
  state: 'NY',
  postalCode: '12075',
  country: 'US',
  certifications: 'Certified Naturally Grown',
  questions: 'Can I sell at the Hudson market?',
  userId: null,
  status: 'pending' as const,
  reviewedAt: null,
  createdAt: '2026-11-20T15:04:00.000Z',
};
