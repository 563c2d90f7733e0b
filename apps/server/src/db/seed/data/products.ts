import { DistributionType } from '@lfm/core';

/** SPEC 9 unit codes; a string is a custom unit (code 13 with its text). */
export const Unit = {
  bunch: 3,
  pint: 5,
  head: 6,
  bag: 7,
  halfPint: 8,
  pound: 10,
  halfPoundBag: 11,
  halfPound: 12,
} as const;
export const CUSTOM_UNIT = 13;
type UnitValue = (typeof Unit)[keyof typeof Unit] | string;

/** SPEC 9 categories. */
export const Category = {
  Vegetables: 1,
  Seedlings: 2,
  Others: 5,
  Fruits: 6,
  MeatAndEggs: 7,
  Dairy: 8,
} as const;
type CategoryValue = (typeof Category)[keyof typeof Category];

/** Twemoji colour swaps: what fills the (empty) jar, and an edible brown or grey mushroom. */
export const jar = (filling: string, base: string) => ({ '#C4C9C8': filling, '#AEB3B2': base });
export const bowl = (filling: string, outside: string, rim: string) => ({
  '#662113': filling,
  '#A0041E': outside,
  '#EA596E': rim,
});
export const mushroom = (cap: string, spots: string) => ({
  '#DD2E44': cap,
  '#F4ABBA': spots,
  '#99AAB5': '#EFE3CC',
});

export interface ProductSeed {
  farm: string;
  name: string;
  /** Shown instead of the name when the name is 'others' (SPEC 3). */
  otherName?: string;
  variety: string;
  description: string;
  category: CategoryValue;
  /** Twemoji code point of the picture. */
  emoji: string;
  colors?: Record<string, string>;
  /** Twemoji on the label of a jar. */
  label?: string;
  consumer: [priceCents: number, unit: UnitValue];
  wholesale: [priceCents: number, unit: UnitValue];
  /** Units available to consumers and to wholesale buyers. */
  max: [consumer: number, wholesale: number];
  /** Its distribution types; exactly [Shipping] is shippable. */
  dist: DistributionType[];
  outOfStock?: true;
  every?: ['week' | 'month', 1 | 2];
}

const { Vegetables, Seedlings, Others, Fruits, MeatAndEggs, Dairy } = Category;
const { bunch, pint, head, pound, halfPoundBag, halfPound } = Unit;
const local = [DistributionType.Pickup, DistributionType.Delivery];
const pickupOnly = [DistributionType.Pickup];
const deliveryOnly = [DistributionType.Delivery];
const shipped = [DistributionType.Shipping];

// One line per entry reads as a table.
// prettier-ignore
export const PRODUCTS: ProductSeed[] = [
  // Hawthorn Hollow Farm (NY): vegetables, CSA, seedlings
  { farm: 'hawthorn', name: 'Carrots', variety: 'Nantes', description: 'Sweet, snappy orange carrots pulled the morning of your pickup, tops on.', category: Vegetables, emoji: '1f955', consumer: [400, bunch], wholesale: [250, pound], max: [40, 120], dist: local },
  { farm: 'hawthorn', name: 'Heirloom Tomatoes', variety: 'Cherokee Purple & Brandywine', description: 'A mix of our juiciest slicing tomatoes, picked ripe for a Saturday sandwich.', category: Vegetables, emoji: '1f345', consumer: [550, pound], wholesale: [375, pound], max: [30, 200], dist: local },
  { farm: 'hawthorn', name: 'Salad Mix', variety: 'Spring mesclun', description: 'Baby lettuces, arugula and mizuna, washed twice and ready for the bowl.', category: Vegetables, emoji: '1f96c', consumer: [600, halfPoundBag], wholesale: [900, pound], max: [25, 60], dist: local },
  { farm: 'hawthorn', name: 'Lacinato Kale', variety: 'Dinosaur kale', description: 'Dark, tender leaves that are just as good raw in a salad as braised with garlic.', category: Vegetables, emoji: '1f96c', consumer: [350, bunch], wholesale: [250, bunch], max: [35, 80], dist: local },
  { farm: 'hawthorn', name: 'Garlic', variety: 'German White hardneck', description: 'Big, easy-to-peel cloves with a rich, lingering heat, cured in our barn loft.', category: Vegetables, emoji: '1f9c4', consumer: [250, head], wholesale: [1400, pound], max: [8, 30], dist: local },
  { farm: 'hawthorn', name: 'Weekly Vegetable Share', variety: 'Half share, 8 to 10 items', description: 'A box of whatever is best in the fields this week, with a recipe card tucked inside.', category: Vegetables, emoji: '1f9fa', consumer: [3200, 'box'], wholesale: [3000, 'box'], max: [20, 5], dist: local, every: ['week', 1] },
  { farm: 'hawthorn', name: 'Sugar Snap Peas', variety: 'Sugar Ann', description: 'Crisp, sweet pods you can eat straight from the bag; back in early June.', category: Vegetables, emoji: '1fadb', consumer: [450, pint], wholesale: [600, pound], max: [0, 0], dist: local, outOfStock: true },
  { farm: 'hawthorn', name: 'Tomato Seedlings', variety: 'Sungold cherry, 4-inch pot', description: 'Sturdy, hardened-off plants ready for your garden after the last frost.', category: Seedlings, emoji: '1f331', consumer: [400, '4-inch pot'], wholesale: [5400, 'flat of 18'], max: [24, 10], dist: pickupOnly },
  { farm: 'hawthorn', name: 'Basil Seedlings', variety: 'Genovese, 4-pack', description: 'Four bushy basil starts, enough for a summer of pesto.', category: Seedlings, emoji: '1f33f', consumer: [500, '4-pack'], wholesale: [4200, 'flat of 12 packs'], max: [18, 6], dist: pickupOnly },
  { farm: 'hawthorn', name: 'Wildflower Honey', variety: 'Raw, unfiltered', description: 'Light, floral honey from hives that forage our cover crops and hedgerows.', category: Others, emoji: '1f36f', consumer: [1200, '1 lb jar'], wholesale: [12000, 'case of 12 jars'], max: [15, 4], dist: shipped },
  { farm: 'hawthorn', name: 'Test product - do not buy', variety: 'Internal test', description: 'Used by the marketplace team to test checkout. Hidden from shoppers.', category: Others, emoji: '1f4e6', consumer: [100, 'each'], wholesale: [100, 'each'], max: [99, 99], dist: local },

  // Two Rivers Creamery (VT): dairy
  { farm: 'tworivers', name: 'Whole Milk', variety: 'Grass-fed Jersey, cream-top', description: 'Gently pasteurized, never homogenized; shake the cream back in or skim it for coffee.', category: Dairy, emoji: '1f95b', consumer: [650, 'half gallon'], wholesale: [525, 'half gallon'], max: [30, 60], dist: local, every: ['week', 1] },
  { farm: 'tworivers', name: 'Aged Cheddar', variety: '12-month clothbound', description: 'Sharp, crumbly and nutty, with the caramel crunch of a long-aged cheddar.', category: Dairy, emoji: '1f9c0', consumer: [900, halfPound], wholesale: [1500, pound], max: [20, 40], dist: local },
  { farm: 'tworivers', name: 'Cultured Butter', variety: 'Lightly salted', description: 'Churned from ripened cream for a tangy, golden butter that tastes like June pasture.', category: Dairy, emoji: '1f9c8', consumer: [750, '8 oz block'], wholesale: [1200, '1 lb block'], max: [24, 30], dist: local },
  { farm: 'tworivers', name: 'Plain Yogurt', variety: 'Whole milk, quart', description: 'Thick, mild and tangy, cultured slowly in small batches.', category: Dairy, emoji: '1f963', colors: bowl('#F7F1E3', '#2B6CB0', '#6FA3D8'), consumer: [700, 'quart'], wholesale: [550, 'quart'], max: [18, 40], dist: local, every: ['week', 2] },
  { farm: 'tworivers', name: 'Herbed Fromage Blanc', variety: 'Chive and garlic', description: 'A fresh, spreadable cheese for bagels, crackers and baked potatoes.', category: Dairy, emoji: '1f9c0', consumer: [650, '8 oz tub'], wholesale: [1100, '1 lb tub'], max: [12, 20], dist: local },
  { farm: 'tworivers', name: 'Heavy Cream', variety: '40% butterfat', description: 'Whips up tall and holds its shape; the cows are on winter hay, so it is resting.', category: Dairy, emoji: '1f95b', consumer: [600, pint], wholesale: [950, 'quart'], max: [0, 0], dist: local, outOfStock: true },
  { farm: 'tworivers', name: 'Mountain Tomme', variety: 'Natural rind, 6 months', description: 'A supple Alpine-style wheel with a buttery, grassy finish.', category: Dairy, emoji: '1f9c0', consumer: [1100, halfPound], wholesale: [1800, pound], max: [6, 12], dist: local },
  { farm: 'tworivers', name: 'Cheddar Gift Box', variety: 'Two cheddars and a jar of maple mustard', description: 'Packed cold and shipped Monday so it arrives fresh anywhere in the Northeast.', category: Dairy, emoji: '1f9c0', consumer: [3800, 'gift box'], wholesale: [3200, 'gift box'], max: [10, 10], dist: shipped },

  // Blue Heron Orchard (NJ): fruit
  { farm: 'blueheron', name: 'Honeycrisp Apples', variety: 'Honeycrisp', description: 'Explosively crisp and sweet-tart, picked at the peak of the season.', category: Fruits, emoji: '1f34e', consumer: [350, pound], wholesale: [5500, 'bushel (40 lb)'], max: [60, 25], dist: local },
  { farm: 'blueheron', name: 'Mutsu Apples', variety: 'Mutsu (Crispin)', description: 'A big green-gold apple, juicy and honeyed, that holds its shape in pies.', category: Fruits, emoji: '1f34f', consumer: [300, pound], wholesale: [4800, 'bushel (40 lb)'], max: [50, 20], dist: local },
  { farm: 'blueheron', name: 'Bartlett Pears', variety: 'Bartlett', description: 'Let them turn from green to gold on the counter for a buttery, perfumed pear.', category: Fruits, emoji: '1f350', consumer: [325, pound], wholesale: [250, pound], max: [40, 100], dist: local },
  { farm: 'blueheron', name: 'Yellow Peaches', variety: 'Redhaven', description: 'Our July peaches: freestone, fragrant and dripping. Back next summer.', category: Fruits, emoji: '1f351', consumer: [700, 'quart basket'], wholesale: [3600, 'half bushel'], max: [0, 0], dist: local, outOfStock: true },
  { farm: 'blueheron', name: 'Sweet Cherries', variety: 'Black Tartarian', description: 'Dark, sweet cherries from our six oldest trees; there are never many.', category: Fruits, emoji: '1f352', consumer: [800, pint], wholesale: [1400, 'quart'], max: [5, 8], dist: pickupOnly },
  { farm: 'blueheron', name: 'Concord Grapes', variety: 'Concord', description: 'The grape that tastes like grape juice, with a slip skin and a jammy perfume.', category: Fruits, emoji: '1f347', consumer: [600, 'quart'], wholesale: [2000, '4-quart basket'], max: [25, 15], dist: local },
  { farm: 'blueheron', name: 'Orchard Fruit Share', variety: '10 lb of mixed fruit', description: 'Apples, pears and whatever else is ripe, every other week through the season.', category: Fruits, emoji: '1f350', consumer: [2800, 'share'], wholesale: [2500, 'share'], max: [15, 5], dist: local, every: ['week', 2] },
  { farm: 'blueheron', name: 'Apple Cider', variety: 'Fresh-pressed, UV-pasteurized', description: 'Pressed every Friday from a blend of six apple varieties; nothing added.', category: Others, emoji: '1f9c3', consumer: [700, 'half gallon'], wholesale: [2400, 'case of 4 half gallons'], max: [30, 20], dist: local },
  { farm: 'blueheron', name: 'Apple Butter', variety: 'Slow-cooked, no sugar added', description: 'Apples and cider cooked down for hours with a whisper of cinnamon.', category: Others, emoji: '1fad9', colors: jar('#8A4B22', '#6B3617'), label: '1f34e', consumer: [850, '10 oz jar'], wholesale: [8400, 'case of 12 jars'], max: [30, 6], dist: shipped },

  // Oak Ridge Pastures (PA): meat and eggs
  { farm: 'oakridge', name: 'Pasture-Raised Eggs', variety: 'Large, brown and blue', description: 'Deep orange yolks from hens that roam fresh pasture every day.', category: MeatAndEggs, emoji: '1f95a', consumer: [700, 'dozen'], wholesale: [9000, 'case of 15 dozen'], max: [40, 10], dist: local, every: ['week', 1] },
  { farm: 'oakridge', name: 'Whole Chicken', variety: 'Freedom Ranger, 4 to 5 lb', description: 'A slow-growing bird with rich, firm meat; roast it whole and make stock from the bones.', category: MeatAndEggs, emoji: '1f357', consumer: [650, pound], wholesale: [525, pound], max: [20, 60], dist: local },
  { farm: 'oakridge', name: 'Chicken Thighs', variety: 'Bone-in, skin-on', description: 'The cook\'s favourite cut: juicy, forgiving and full of flavour.', category: MeatAndEggs, emoji: '1f357', consumer: [1200, '1.5 lb pack'], wholesale: [650, pound], max: [24, 40], dist: local },
  { farm: 'oakridge', name: 'Ground Beef', variety: '100% grass-fed, 85% lean', description: 'Frozen in one-pound packs, perfect for burgers, chili and meatballs.', category: MeatAndEggs, emoji: '1f969', consumer: [950, pound], wholesale: [775, pound], max: [50, 150], dist: local },
  { farm: 'oakridge', name: 'Ribeye Steak', variety: 'Grass-fed, dry-aged 21 days', description: 'Well-marbled and deeply beefy; only a few come from each animal.', category: MeatAndEggs, emoji: '1f969', consumer: [2200, '12 oz steak'], wholesale: [2600, pound], max: [4, 6], dist: local },
  { farm: 'oakridge', name: 'Thick-Cut Bacon', variety: 'Hickory-smoked', description: 'From our woodland pigs, cured with maple sugar and smoked low and slow.', category: MeatAndEggs, emoji: '1f953', consumer: [1100, '12 oz pack'], wholesale: [1050, pound], max: [30, 40], dist: local },
  { farm: 'oakridge', name: 'Pork Sausage', variety: 'Sweet Italian links', description: 'Fennel, garlic and a little red pepper; brown them with peppers and onions.', category: MeatAndEggs, emoji: '1f356', consumer: [1000, '1 lb pack'], wholesale: [850, pound], max: [28, 60], dist: local },
  { farm: 'oakridge', name: 'Duck Eggs', variety: 'Khaki Campbell', description: 'Rich, large eggs bakers love; our ducks take the winter off.', category: MeatAndEggs, emoji: '1f95a', consumer: [600, 'half dozen'], wholesale: [1000, 'dozen'], max: [0, 0], dist: local, outOfStock: true },
  { farm: 'oakridge', name: 'Beef Bone Broth', variety: 'Simmered 24 hours', description: 'Sipping broth from grass-fed beef bones, frozen in quart jars.', category: MeatAndEggs, emoji: '1fad9', colors: jar('#C99A56', '#A97B3C'), label: '1f356', consumer: [1400, 'quart'], wholesale: [1200, 'quart'], max: [16, 24], dist: deliveryOnly, every: ['month', 1] },

  // Putney Sugarworks (VT): maple, honey, beeswax; most of it ships
  { farm: 'putney', name: 'Maple Syrup', variety: 'Grade A Amber, Rich Taste', description: 'Wood-fired syrup with a round caramel flavour, the all-purpose pancake grade.', category: Others, emoji: '1f341', consumer: [2400, 'quart'], wholesale: [6800, 'gallon'], max: [40, 20], dist: shipped },
  { farm: 'putney', name: 'Dark Maple Syrup', variety: 'Grade A Dark, Robust Taste', description: 'Late-season syrup with a bold flavour for baking, glazes and barbecue.', category: Others, emoji: '1f341', consumer: [1400, pint], wholesale: [6400, 'gallon'], max: [35, 20], dist: shipped, every: ['month', 2] },
  { farm: 'putney', name: 'Maple Cream', variety: 'Whipped maple', description: 'Nothing but syrup, cooked and stirred until it turns into a silky spread.', category: Others, emoji: '1fad9', colors: jar('#E0B470', '#C4954F'), label: '1f341', consumer: [1100, '8 oz jar'], wholesale: [11000, 'case of 12 jars'], max: [20, 5], dist: shipped },
  { farm: 'putney', name: 'Maple Sugar Candy', variety: 'Maple leaf molds', description: 'Melt-in-your-mouth leaves of pure maple sugar, a dozen to a box.', category: Others, emoji: '1f341', consumer: [900, 'box of 12'], wholesale: [800, 'box of 12'], max: [9, 20], dist: shipped },
  { farm: 'putney', name: 'Beeswax Candles', variety: 'Hand-dipped tapers', description: 'Slow, clean-burning tapers that smell faintly of honey, sold in pairs.', category: Others, emoji: '1f56f', consumer: [1400, 'pair of tapers'], wholesale: [1100, 'pair of tapers'], max: [25, 30], dist: shipped },
  { farm: 'putney', name: 'Buckwheat Honey', variety: 'Raw', description: 'Dark, malty and molasses-rich, wonderful in tea and on buttered toast.', category: Others, emoji: '1f36f', consumer: [1300, '1 lb jar'], wholesale: [13200, 'case of 12 jars'], max: [14, 4], dist: local, every: ['month', 1] },
  { farm: 'putney', name: 'Seasoned Firewood', variety: 'Split ash and maple', description: 'Kiln-dried bundles from our own sugarbush thinning, for the fire pit or the stove.', category: Others, emoji: '1fab5', consumer: [900, 'bundle'], wholesale: [36000, 'face cord'], max: [30, 4], dist: pickupOnly },
  { farm: 'putney', name: 'Sun-dried Tomatoes', variety: 'Slow-dried Romas', description: 'Late-summer Romas dried slowly and packed in oil with garlic and thyme.', category: Others, emoji: '1f345', consumer: [1100, '8 oz jar'], wholesale: [10800, 'case of 12 jars'], max: [20, 6], dist: shipped },
  { farm: 'putney', name: 'Buttermilk Pancake Mix', variety: 'Stone-ground Vermont wheat', description: 'Just add eggs and milk, then drown them in syrup.', category: Others, emoji: '1f95e', consumer: [950, '2 lb bag'], wholesale: [4200, '10 lb bag'], max: [25, 10], dist: shipped },

  // Cold Spring Greens (CT): greens, mushrooms, herbs, flowers
  { farm: 'coldspring', name: 'Oyster Mushrooms', variety: 'Blue oyster', description: 'Velvety, savoury clusters that crisp up beautifully in a hot pan.', category: Vegetables, emoji: '1f344', colors: mushroom('#8E9CA8', '#B4C0C9'), consumer: [700, halfPound], wholesale: [1200, pound], max: [18, 30], dist: local },
  { farm: 'coldspring', name: 'Shiitake Mushrooms', variety: 'Log-grown', description: 'Meaty caps grown on oak logs, with a deep, smoky flavour.', category: Vegetables, emoji: '1f344', colors: mushroom('#7A5034', '#9C7352'), consumer: [800, halfPound], wholesale: [1400, pound], max: [7, 20], dist: local },
  { farm: 'coldspring', name: 'Butterhead Lettuce', variety: 'Rex', description: 'Soft, sweet leaves that cup like a bowl; one head makes a salad for four.', category: Vegetables, emoji: '1f96c', consumer: [350, head], wholesale: [275, head], max: [30, 100], dist: local },
  { farm: 'coldspring', name: 'Microgreens', variety: 'Sunflower and pea shoot mix', description: 'Crunchy, nutty shoots for sandwiches, grain bowls and eggs.', category: Vegetables, emoji: '1f331', consumer: [500, '4 oz clamshell'], wholesale: [1600, pound], max: [30, 20], dist: local, every: ['week', 1] },
  { farm: 'coldspring', name: 'Baby Spinach', variety: 'Winter-sweet', description: 'Cold nights make our spinach extra sweet; ready to eat, no stems.', category: Vegetables, emoji: '1f96c', consumer: [600, halfPoundBag], wholesale: [1000, pound], max: [20, 50], dist: local },
  { farm: 'coldspring', name: 'Hot Peppers', variety: 'Jalapeño and Fresno', description: 'A pint of green and red chiles with bright, clean heat. Frost took the last of them.', category: Vegetables, emoji: '1f336', consumer: [400, pint], wholesale: [450, pound], max: [0, 0], dist: local, outOfStock: true },
  { farm: 'coldspring', name: 'Herb Bundle', variety: 'Thyme, sage and rosemary', description: 'Everything you need for a roast chicken or a pan of roasted roots.', category: Vegetables, emoji: '1f33f', consumer: [300, bunch], wholesale: [225, bunch], max: [40, 60], dist: local },
  { farm: 'coldspring', name: 'Rosemary Plant', variety: 'Arp, 4-inch pot', description: 'A cold-hardy rosemary for the windowsill now and the garden in spring.', category: Seedlings, emoji: '1fab4', consumer: [600, '4-inch pot'], wholesale: [6000, 'flat of 12'], max: [12, 4], dist: pickupOnly },
  { farm: 'coldspring', name: 'others', otherName: 'Fiddlehead Ferns', variety: 'Ostrich fern, wild-foraged', description: 'Tightly coiled spring greens with a taste of asparagus and green beans.', category: Vegetables, emoji: '1f33f', consumer: [900, halfPound], wholesale: [1600, pound], max: [6, 10], dist: pickupOnly },
  { farm: 'coldspring', name: 'Seasonal Bouquet', variety: 'Farmer\'s choice', description: 'A generous, just-cut bouquet of whatever is blooming this week.', category: Others, emoji: '1f490', consumer: [1800, 'bouquet'], wholesale: [1400, 'bouquet'], max: [15, 20], dist: local, every: ['week', 1] },

  // Pioneer Valley Growers (MA): field crops and pantry
  { farm: 'pioneer', name: 'Sweet Corn', variety: 'Butter & Sugar bicolor', description: 'Picked at dawn; cook it the day you get it for the sweetest ears.', category: Vegetables, emoji: '1f33d', consumer: [500, 'half dozen ears'], wholesale: [3000, 'case of 48 ears'], max: [40, 20], dist: local },
  { farm: 'pioneer', name: 'Yukon Gold Potatoes', variety: 'Yukon Gold', description: 'Creamy, golden potatoes for mashing, roasting and everything in between.', category: Vegetables, emoji: '1f954', consumer: [200, pound], wholesale: [4500, '50 lb sack'], max: [80, 20], dist: local },
  { farm: 'pioneer', name: 'Yellow Onions', variety: 'Patterson storage', description: 'Well-cured onions that keep for months in a cool, dark cupboard.', category: Vegetables, emoji: '1f9c5', consumer: [175, pound], wholesale: [4000, '50 lb sack'], max: [80, 20], dist: local },
  { farm: 'pioneer', name: 'Broccoli', variety: 'Belstar', description: 'Tight, blue-green crowns with tender stems; peel and slice the stalks too.', category: Vegetables, emoji: '1f966', consumer: [375, head], wholesale: [300, head], max: [30, 80], dist: local },
  { farm: 'pioneer', name: 'Cucumbers', variety: 'Marketmore', description: 'Crisp slicing cucumbers with thin skins and few seeds.', category: Vegetables, emoji: '1f952', consumer: [250, pound], wholesale: [1800, 'half bushel'], max: [40, 25], dist: deliveryOnly },
  { farm: 'pioneer', name: 'Sweet Potatoes', variety: 'Covington', description: 'Cured for three weeks to bring out their sweetness; roast them whole.', category: Vegetables, emoji: '1f360', consumer: [275, pound], wholesale: [4200, '40 lb case'], max: [60, 15], dist: local },
  { farm: 'pioneer', name: 'Eggplant', variety: 'Italian globe', description: 'Glossy, firm eggplants for parmigiana, baba ghanoush and the grill.', category: Vegetables, emoji: '1f346', consumer: [300, pound], wholesale: [225, pound], max: [25, 80], dist: local },
  { farm: 'pioneer', name: 'Dried Black Beans', variety: 'Black Turtle', description: 'Grown and dried on the farm; this year\'s crop cooks up creamy in an hour.', category: Others, emoji: '1fad8', consumer: [600, '1 lb bag'], wholesale: [4500, '10 lb bag'], max: [40, 10], dist: shipped },
  { farm: 'pioneer', name: 'Stone-Ground Cornmeal', variety: 'Early Riser heirloom', description: 'Coarse, golden cornmeal for cornbread and polenta, milled every month.', category: Others, emoji: '1f33e', consumer: [800, '2 lb bag'], wholesale: [3200, '10 lb bag'], max: [30, 10], dist: shipped },
  { farm: 'pioneer', name: 'Pepper Seedlings', variety: 'Jimmy Nardello, 4-pack', description: 'The sweet Italian frying pepper every gardener should grow once.', category: Seedlings, emoji: '1f331', consumer: [550, '4-pack'], wholesale: [4800, 'flat of 12 packs'], max: [16, 5], dist: pickupOnly },

  // Pine Barrens Berry Farm (NJ): berries, melons, jam
  { farm: 'pinebarrens', name: 'Blueberries', variety: 'Duke highbush', description: 'Big, firm Jersey blueberries with a perfect sweet-tart balance.', category: Fruits, emoji: '1fad0', consumer: [600, pint], wholesale: [5400, 'flat of 12 pints'], max: [50, 20], dist: local },
  { farm: 'pinebarrens', name: 'Strawberries', variety: 'Chandler', description: 'Red all the way through and fragrant enough to fill the car on the way home.', category: Fruits, emoji: '1f353', consumer: [750, 'quart'], wholesale: [3600, 'flat of 8 quarts'], max: [7, 10], dist: local },
  { farm: 'pinebarrens', name: 'Watermelon', variety: 'Sugar Baby', description: 'A fridge-sized melon with deep red, crunchy flesh.', category: Fruits, emoji: '1f349', consumer: [800, 'each'], wholesale: [650, 'each'], max: [15, 40], dist: pickupOnly },
  { farm: 'pinebarrens', name: 'Cantaloupe', variety: 'Athena', description: 'Heavy for its size with a sweet, musky perfume you can smell through the rind.', category: Fruits, emoji: '1f348', consumer: [450, 'each'], wholesale: [350, 'each'], max: [20, 60], dist: local },
  { farm: 'pinebarrens', name: 'Sweet Bell Peppers', variety: 'Red and yellow', description: 'Thick-walled, fully ripened peppers for roasting, stuffing and snacking.', category: Vegetables, emoji: '1fad1', consumer: [350, pound], wholesale: [275, pound], max: [35, 90], dist: local },
  { farm: 'pinebarrens', name: 'Blueberry Jam', variety: 'Small batch, low sugar', description: 'Summer in a jar: our own berries, a little sugar and lemon, nothing else.', category: Others, emoji: '1fad9', colors: jar('#3E2F6B', '#2C2150'), label: '1fad0', consumer: [800, '8 oz jar'], wholesale: [7800, 'case of 12 jars'], max: [40, 8], dist: shipped },
  { farm: 'pinebarrens', name: 'Cranberry Relish', variety: 'Orange and ginger', description: 'Tart Pine Barrens cranberries cooked with orange zest, for the holiday table.', category: Others, emoji: '1fad9', colors: jar('#A3173A', '#7E0F2B'), label: '1f352', consumer: [750, '8 oz jar'], wholesale: [7200, 'case of 12 jars'], max: [3, 2], dist: shipped },
  { farm: 'pinebarrens', name: 'Blueberry Bush', variety: 'Patriot, 1-gallon pot', description: 'A hardy two-year-old bush that will start fruiting next summer.', category: Seedlings, emoji: '1fab4', consumer: [2200, '1-gallon pot'], wholesale: [1800, '1-gallon pot'], max: [10, 25], dist: pickupOnly },

  // Wallkill Valley Farm & Bakehouse (NY): bread, flowers, seedlings
  { farm: 'wallkill', name: 'Country Sourdough', variety: 'Heritage wheat and rye', description: 'A crackling crust and a tender, tangy crumb from grain we grow and mill.', category: Others, emoji: '1f35e', consumer: [900, 'loaf'], wholesale: [650, 'loaf'], max: [24, 40], dist: local, every: ['week', 1] },
  { farm: 'wallkill', name: 'Baguette', variety: 'Wood-fired', description: 'Baked the morning of your pickup; eat it within the day, as the French do.', category: Others, emoji: '1f956', consumer: [450, 'each'], wholesale: [325, 'each'], max: [9, 30], dist: pickupOnly },
  { farm: 'wallkill', name: 'Cherry Tomatoes', variety: 'Sungold', description: 'Orange, sweet as candy and gone by September; eat them by the handful.', category: Vegetables, emoji: '1f345', consumer: [500, pint], wholesale: [375, pint], max: [30, 40], dist: local },
  { farm: 'wallkill', name: 'Granola', variety: 'Maple pecan', description: 'Oats from our fields toasted with Vermont maple and plenty of pecans.', category: Others, emoji: '1f963', colors: bowl('#C08A45', '#B5562F', '#E0895E'), consumer: [1000, '12 oz bag'], wholesale: [3600, '5 lb bag'], max: [30, 10], dist: shipped },
  { farm: 'wallkill', name: 'Sunflowers', variety: 'ProCut Orange', description: 'Five tall, cheerful stems that last a week in a vase.', category: Others, emoji: '1f33b', consumer: [1000, bunch], wholesale: [750, bunch], max: [20, 30], dist: local },
  { farm: 'wallkill', name: 'Tulips', variety: 'Mixed spring colours', description: 'Ten stems of field-grown tulips; we will have them again in April.', category: Others, emoji: '1f337', consumer: [1200, bunch], wholesale: [900, bunch], max: [0, 0], dist: local, outOfStock: true },
  { farm: 'wallkill', name: 'Lettuce Seedlings', variety: 'Salad bowl mix, 6-pack', description: 'Six different lettuces to plant now and pick leaf by leaf all season.', category: Seedlings, emoji: '1f331', consumer: [550, '6-pack'], wholesale: [4800, 'flat of 12 packs'], max: [20, 6], dist: pickupOnly },
  { farm: 'wallkill', name: 'Pollinator Garden Flat', variety: 'Zinnias, cosmos and bee balm', description: 'Twelve flowering plants that keep bees and butterflies busy all summer.', category: Seedlings, emoji: '1f33c', consumer: [3000, 'flat of 12'], wholesale: [2500, 'flat of 12'], max: [8, 10], dist: pickupOnly },
  { farm: 'wallkill', name: 'Shallots', variety: 'French grey', description: 'The cook\'s secret for vinaigrettes and pan sauces, mild and sweet.', category: Vegetables, emoji: '1f9c5', consumer: [450, halfPound], wholesale: [700, pound], max: [20, 30], dist: local },
];
