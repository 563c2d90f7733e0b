import { mushroom } from './products';

export interface RecipeSeed {
  recipesName: string;
  /** Issue 18.3: matched to the food of farms near the buyer on the recipe page. */
  ingredients: { quantity: string; unit: string; name: string }[];
  /** Simple, safe HTML: p, h3, ul/ol/li, strong. */
  description: string;
  picture: {
    main: string;
    recolor?: Record<string, string>;
    garnish: string[];
    dish: 'plate' | 'bowl';
    cloth: string;
    soup?: string;
  };
}

export const RECIPES: RecipeSeed[] = [
  {
    recipesName: 'Honey-Roasted Carrots with Thyme',
    ingredients: [
      { quantity: '1', unit: 'bunch', name: 'carrots' },
      { quantity: '1', unit: 'tablespoon', name: 'honey' },
      { quantity: '4', unit: 'sprigs', name: 'thyme' },
      { quantity: '2', unit: 'tablespoons', name: 'olive oil' },
    ],
    picture: { main: '1f955', garnish: ['1f33f', '1f36f'], dish: 'plate', cloth: '#D9822B' },
    description:
      '<p>Roasting brings out everything good about a fresh bunch of carrots. A spoonful of raw honey at the end makes them glossy and just sweet enough.</p>' +
      '<h3>Ingredients</h3><ul><li>1 bunch carrots, scrubbed, tops trimmed to an inch</li><li>2 tablespoons olive oil</li><li>1 tablespoon wildflower honey</li><li>4 sprigs fresh thyme</li><li>Flaky salt and black pepper</li></ul>' +
      '<h3>Method</h3><ol><li>Heat the oven to 425°F. Halve any thick carrots lengthwise so they cook evenly.</li><li>Toss with the oil, thyme, salt and pepper on a sheet pan and roast for 25 minutes, shaking once, until browned at the edges.</li><li>Drizzle with the honey, toss, and roast 3 minutes more.</li></ol>' +
      '<p><strong>Tip:</strong> Save the carrot tops for a quick pesto with garlic, walnuts and olive oil.</p>',
  },
  {
    recipesName: 'Heirloom Tomato Salad with Basil',
    ingredients: [
      { quantity: '2', unit: 'lb', name: 'heirloom tomatoes' },
      { quantity: '1', unit: '', name: 'shallot' },
      { quantity: '1', unit: 'handful', name: 'basil' },
      { quantity: '1', unit: 'tablespoon', name: 'red wine vinegar' },
    ],
    picture: { main: '1f345', garnish: ['1f33f', '1f9c5'], dish: 'plate', cloth: '#C8553D' },
    description:
      '<p>In August this is hardly a recipe at all: the best tomatoes you can find, good salt, and a few leaves of basil. Make it just before you eat.</p>' +
      '<h3>Ingredients</h3><ul><li>2 lb heirloom tomatoes in mixed colours</li><li>1 small shallot, sliced paper-thin</li><li>A handful of basil leaves</li><li>3 tablespoons your best olive oil</li><li>1 tablespoon red wine vinegar</li><li>Flaky salt</li></ul>' +
      '<h3>Method</h3><ol><li>Soak the shallot in the vinegar for 10 minutes.</li><li>Slice the tomatoes into thick rounds and wedges and arrange them on a platter. Salt generously.</li><li>Scatter the shallot over, spoon on the vinegar and oil, and tear the basil on top.</li></ol>' +
      '<p><strong>Tip:</strong> Never refrigerate ripe tomatoes; the cold dulls their flavour.</p>',
  },
  {
    recipesName: 'Sweet Corn Chowder',
    ingredients: [
      { quantity: '6', unit: 'ears', name: 'sweet corn' },
      { quantity: '4', unit: 'slices', name: 'bacon' },
      { quantity: '1', unit: '', name: 'yellow onion' },
      { quantity: '1', unit: 'lb', name: 'potatoes' },
      { quantity: '1', unit: 'cup', name: 'whole milk' },
    ],
    picture: { main: '1f33d', garnish: ['1f954', '1f33f'], dish: 'bowl', cloth: '#2F6B3B', soup: '#F3D9A4' },
    description:
      '<p>A late-summer soup that uses the whole ear: the cobs simmer in the broth for a deep, sweet corn flavour.</p>' +
      '<h3>Ingredients</h3><ul><li>6 ears sweet corn</li><li>4 slices thick-cut bacon, chopped</li><li>1 yellow onion, diced</li><li>1 lb Yukon Gold potatoes, diced</li><li>4 cups water or chicken stock</li><li>1 cup whole milk</li><li>Salt, pepper and chives</li></ul>' +
      '<h3>Method</h3><ol><li>Cut the kernels off the cobs and set aside. Simmer the bare cobs in the water for 20 minutes, then discard them.</li><li>Cook the bacon in a soup pot until crisp. Add the onion and cook until soft.</li><li>Add the potatoes and corn broth and simmer until the potatoes are tender, about 15 minutes.</li><li>Stir in the corn kernels and milk, heat through, and blend a third of the soup to thicken it. Season and top with chives.</li></ol>',
  },
  {
    recipesName: 'Skillet Apple Crisp',
    ingredients: [
      { quantity: '3', unit: 'lb', name: 'apples' },
      { quantity: '6', unit: 'tablespoons', name: 'butter' },
      { quantity: '1', unit: 'cup', name: 'rolled oats' },
      { quantity: '2', unit: 'tablespoons', name: 'maple syrup' },
    ],
    picture: { main: '1f34e', garnish: ['1f34f', '1f9c8'], dish: 'plate', cloth: '#B3455A' },
    description:
      '<p>Our favourite way to use a bag of mixed apples. Mutsu and Honeycrisp hold their shape; a softer apple melts into the sauce.</p>' +
      '<h3>Ingredients</h3><ul><li>3 lb apples, peeled and sliced</li><li>2 tablespoons maple syrup</li><li>1 teaspoon cinnamon</li><li>1 cup rolled oats</li><li>½ cup flour</li><li>½ cup brown sugar</li><li>6 tablespoons cold butter, cubed</li></ul>' +
      '<h3>Method</h3><ol><li>Heat the oven to 375°F. Toss the apples with the maple syrup and cinnamon in a 10-inch cast-iron skillet.</li><li>Rub the oats, flour, sugar and butter together with your fingers until clumpy, then scatter over the apples.</li><li>Bake for 45 minutes, until the top is deep golden and the juices bubble at the edges.</li></ol>' +
      '<p><strong>Tip:</strong> Serve warm with a spoonful of plain yogurt or a scoop of vanilla ice cream.</p>',
  },
  {
    recipesName: 'Blueberry Maple Pancakes',
    ingredients: [
      { quantity: '1', unit: 'bag', name: 'pancake mix' },
      { quantity: '1', unit: 'pint', name: 'blueberries' },
      { quantity: '2', unit: '', name: 'eggs' },
      { quantity: '1', unit: 'cup', name: 'whole milk' },
      { quantity: '', unit: '', name: 'maple syrup' },
    ],
    picture: { main: '1f95e', garnish: ['1fad0', '1f341'], dish: 'plate', cloth: '#4B5AA8' },
    description:
      '<p>Saturday-morning pancakes with Jersey blueberries and real Vermont syrup. Frozen berries work too; do not thaw them first.</p>' +
      '<h3>Ingredients</h3><ul><li>2 cups buttermilk pancake mix</li><li>2 pasture-raised eggs</li><li>1½ cups whole milk</li><li>1 pint blueberries</li><li>Butter for the pan</li><li>Maple syrup, warmed</li></ul>' +
      '<h3>Method</h3><ol><li>Whisk the mix, eggs and milk until just combined; a few lumps are fine.</li><li>Heat a buttered griddle over medium heat. Pour ¼ cup of batter per pancake and drop a few blueberries onto each.</li><li>Flip when bubbles cover the surface, cook one minute more, and serve stacked with syrup.</li></ol>',
  },
  {
    recipesName: 'Green Shakshuka with Farm Eggs',
    ingredients: [
      { quantity: '6', unit: '', name: 'eggs' },
      { quantity: '1', unit: 'bunch', name: 'kale' },
      { quantity: '5', unit: 'oz', name: 'baby spinach' },
      { quantity: '2', unit: 'cloves', name: 'garlic' },
      { quantity: '4', unit: 'oz', name: 'fromage blanc' },
    ],
    picture: { main: '1f95a', garnish: ['1f96c', '1f336'], dish: 'bowl', cloth: '#3E7C6B', soup: '#9BC17A' },
    description:
      '<p>A green twist on the North African classic: eggs gently poached in a skillet of garlicky greens. Ready in twenty minutes.</p>' +
      '<h3>Ingredients</h3><ul><li>1 bunch Lacinato kale, stems removed, sliced</li><li>½ lb baby spinach</li><li>3 cloves garlic, sliced</li><li>1 jalapeño, sliced</li><li>4 pasture-raised eggs</li><li>¼ cup crumbled fromage blanc or feta</li><li>Olive oil, salt, lemon</li></ul>' +
      '<h3>Method</h3><ol><li>Warm a few tablespoons of oil in a skillet and soften the garlic and jalapeño.</li><li>Add the kale with a splash of water, cover and cook 5 minutes, then stir in the spinach until wilted. Season with salt and lemon.</li><li>Make four wells, crack in the eggs, cover, and cook until the whites are set but the yolks still run, 5 to 7 minutes.</li><li>Scatter the cheese over and serve straight from the pan with bread.</li></ol>',
  },
  {
    recipesName: 'Roasted Mushroom and Cheddar Toasts',
    ingredients: [
      { quantity: '8', unit: 'oz', name: 'mushrooms' },
      { quantity: '4', unit: 'oz', name: 'cheddar' },
      { quantity: '1', unit: 'loaf', name: 'sourdough' },
      { quantity: '2', unit: 'tablespoons', name: 'butter' },
    ],
    picture: {
      main: '1f344',
      recolor: mushroom('#7A5034', '#9C7352'),
      garnish: ['1f9c0', '1f35e'],
      dish: 'plate',
      cloth: '#8B5A2B',
    },
    description:
      '<p>A fast, savoury supper from the Cold Spring mushrooms, Two Rivers cheddar and a loaf of country sourdough.</p>' +
      '<h3>Ingredients</h3><ul><li>½ lb oyster or shiitake mushrooms, torn</li><li>2 tablespoons butter</li><li>1 shallot, minced</li><li>A few sprigs of thyme</li><li>4 thick slices sourdough</li><li>4 oz aged cheddar, grated</li></ul>' +
      '<h3>Method</h3><ol><li>Brown the mushrooms in the butter in a hot skillet without stirring for 3 minutes, then add the shallot and thyme and cook 2 minutes more. Season well.</li><li>Toast the bread, pile on the mushrooms and cover with the cheddar.</li><li>Slide under the broiler until the cheese bubbles and browns.</li></ol>',
  },
];
