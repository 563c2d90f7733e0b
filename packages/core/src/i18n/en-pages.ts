/**
 * The pages part of the English catalogue (issue 32): the long texts of the pages a visitor reads once (about us,
 * schools, the seller's own site). A part of its own so the shop's first load does not carry them: only those
 * pages load it (translate.ts `loadCatalogPart(locale, 'pages')`). docs/translating.md says which words go where.
 */
export const enPages = {
  // About.
  'about.eyebrow': 'About us',
  'about.heading': 'Good food, grown close to home',
  'about.intro':
    'Local Food Marketplace is an online farmers market for local, sustainable farms and food artisans. We make it easy to buy straight from the people who grow your food, and easy for them to make a living doing it.',
  'about.farmerAlt': 'A smiling farmer carrying a crate of tomatoes beside stacked crates of produce',
  'about.missionHeading': 'Our mission',
  'about.mission':
    'To keep small, sustainable farms thriving by connecting them directly with the households, kitchens and schools around them.',
  'about.fieldsAlt': 'Rows of crops on rolling farmland with a red barn',
  'about.storyHeading': 'How it started',
  'about.story1':
    'Our founder grew up on a small vegetable farm, where every season ended the same way: beautiful food, too few buyers close by, and long drives to markets that did not always pay off. The farms down the road had the same problem, and the families, restaurants and schools nearby could not easily find them.',
  'about.story2':
    'In 2020 she brought a handful of those farms together online. Buyers could see what was ready that week, order before the farm’s order window closed, and pick up at a market, have it delivered or shipped. Farmers harvested to order and wasted less.',
  'about.story3':
    'The marketplace has grown since, but the idea has not changed: fair prices for farmers, fresher food for everyone, and fewer miles in between.',
  'about.practicesHeading': 'How our farms grow',
  'about.sustainable.title': 'Sustainable by practice',
  'about.sustainable.text':
    'Our farmers build healthy soil, rotate their crops, save water and raise animals on pasture. They tell you how they grow, in their own words, on every farm page.',
  'about.organic.title': 'Certified organic, clearly marked',
  'about.organic.text':
    'Farms that are USDA Certified Organic or have taken the NOFA pledge carry a badge, so you always know which is which.',
  'about.local.title': 'Small and truly local',
  'about.local.text':
    'Every seller farms 200 acres or less, and food travels no more than 500 miles from field to kitchen.',
  'about.farmersHeading': 'Meet our farmers',
  'about.farmersIntro': 'The people growing your food, each running a farm you can visit.',
  'about.doYouFarm': 'Do you farm?',
  'about.sellHarvest': 'Sell your harvest to buyers near you on the marketplace.',
  'about.licensedUnder': 'licensed under',
  // Schools.
  'schools.intro':
    'Schools buy directly from the farms around them: seasonal produce, dairy, eggs and more, for the cafeteria and the classroom.',
  'schools.noEin': 'No EIN documents needed to sign up',
  'schools.payBy': 'Pay by card, or by invoice once approved',
  'schools.wholesale': 'Wholesale prices and quantities from local farms',
  'schools.signUp': 'Sign up as a school',
  'schools.moreHeading': 'More than a supplier',
  'schools.moreIntro':
    'Farm to school is about what students learn as much as what they eat. Schools in the program can also ask for:',
  'schools.tours.title': 'Farm tours',
  'schools.tours.text':
    'Take your class to a working farm near you: planting, harvest, animals and where lunch really comes from.',
  'schools.events.title': 'Farmer events',
  'schools.events.text':
    'Invite a farmer to your school for a tasting, a cooking demonstration or a career day.',
  'schools.marketing.title': 'Marketing materials',
  'schools.marketing.text':
    'Posters, menu cards and cafeteria signs that show students which farm grew today’s food.',
  'schools.letter.title': 'Farm to school newsletter',
  'schools.letter.text': 'Seasonal ideas, lesson plans and news from schools and farms in the program.',
  'schools.arrange': 'To arrange a tour or an event, write to',
  'schools.letterHeading': 'Get the farm to school newsletter',
  'schools.letterText': 'Seasonal menus, classroom ideas and news from the farms. Once a month.',
  'schools.readyHeading': 'Ready to bring local food to your school?',
  'schools.readyText': 'It takes a few minutes, and no EIN documents.',
  // Where sellers land (the portal being built).
  'sellerSite.title': '{role, select, host {Your pick-up host portal} other {Your farmer portal}}',
  'sellerSite.alt':
    '{role, select, host {A market stall with crates of produce under a striped awning} other {A farmer carrying a crate of tomatoes beside stacked crates of produce}}',
  'sellerSite.building': 'Being built',
  'sellerSite.hi': 'Hi {name}, thanks for joining us.',
  'sellerSite.notOpen':
    'The seller portal, where you {role, select, host {see the orders coming to your location and hand them out on pick-up day} other {upload your inventory, set your pick-up, delivery and shipping options, and manage your orders}}, is still being built. It isn’t open yet.',
  'sellerSite.contact':
    'Your account is saved. Our team will contact you{email, select, none {} other { at {email}}} to get you set up and to let you know as soon as the portal opens.',
  'sellerSite.back': 'Back to the marketplace',
  'sellerSite.emailTeam': 'Email the team',

  // Become a farmer: its page, its form's labels and hints.
  'becomeFarmer.title': 'Become a farmer',
  'becomeFarmer.eyebrow': 'Sell with us',
  'becomeFarmer.intro':
    'We’re an online farmers market for local, sustainable farms and food artisans. Tell us about your farm and our team will be in touch.',
  'becomeFarmer.buyers.title': 'Buyers who care where food comes from',
  'becomeFarmer.buyers.text':
    'Families, restaurants, universities and schools nearby come here looking for farms like yours.',
  'becomeFarmer.ways.title': 'Sell the way your farm works',
  'becomeFarmer.ways.text':
    'Offer pick up at the farm or a market, local delivery, or shipping, on the days you choose.',
  'becomeFarmer.simple.title': 'Simple orders and payments',
  'becomeFarmer.simple.text':
    'Upload your harvest, set your prices and order windows; buyers pay by card or invoice.',
  'becomeFarmer.formTitle': 'Tell us about your farm',
  'becomeFarmer.allRequired': 'All fields are required.',
  'becomeFarmer.sent': 'Application sent',
  'becomeFarmer.postalCode': 'Postal code',
  'becomeFarmer.certifications': 'Certifications and pledges',
  'becomeFarmer.certificationsHint': 'USDA Certified Organic, NOFA Farmer’s Pledge, or how you grow',
  'becomeFarmer.questions': 'Questions or comments',
  'becomeFarmer.questionsHint': 'What you grow, how you’d like to sell, anything you’d like to ask us',
} as const;
