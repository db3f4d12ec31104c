import type { Messages } from './id';

export const en: Messages = {
  common: {
    siteDescription: "Rimba plants trees with farmers to restore Indonesia's forests.",
    donateNow: 'Donate Now',
    plantATree: 'Plant A Tree',
    seeYouTree: 'See You Tree',
    logIn: 'Log In',
    cart: 'Cart',
    cartItems: '{{count}} items in the cart',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    switchLanguage: 'Switch language to Bahasa Indonesia',
    home: 'Home',
    backHome: 'Back to home',
    loading: 'Loading…',
    empty: 'Empty Data',
    opensInNewTab: '(opens in a new tab)',
  },
  menu: {
    about: 'About Us',
    whyTrees: 'Why Trees?',
    trackTrees: 'Track Trees',
    getInvolved: 'Get Involved',
    stories: 'Our Stories',
    merchandise: 'Merchandise Info',
  },
  pages: {
    'about-our-growers': 'Our Growers',
    'about-anual-report': 'Annual Report',
    'about-partners': 'Our Partners',
    'about-working-t4t': 'Careers',
    'about-faq': 'FAQ',
    'why-trees': 'Why Trees?',
    'why-tree-species': 'Tree Species',
    win: 'Track Trees',
    trees4everyone: 'Trees4Everyone',
    business: 'Business',
    trees4teaching: 'Trees4Teaching',
    'campaign-event': 'Campaigns & Events',
    blog: 'Blog',
    'our-news': 'News',
    'photo-gallery': 'Photo Gallery',
    'our-video-gallery': 'Video Gallery',
    'our-publications': 'Publications',
    gifts: 'Gifts & Merchandise',
    donation: 'Donate',
    cart: 'Cart',
    'about-who-we-are': 'Who We Are',
    'about-what-we-do': 'What We Do',
    'about-impact': 'Our Impact',
    trees4change: 'Trees4Change',
    trees4shop: 'Trees4Shop',
    trees4tomorrow: 'Trees4Tomorrow',
    trees4trade: 'Trees4Trade',
    trees4teams: 'Trees4Teams',
    'form-get-involved': 'Get Involved',
  },
  placeholder: {
    comingSoon: 'This page is coming soon. Thank you for your patience.',
  },
  notFound: {
    title: 'Page not found',
    text: 'Sorry, the page you are looking for does not exist or has moved.',
  },
  contact: {
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
  },
  home: {
    fallbackTitle: 'Planting trees, restoring forests',
    fallbackText: 'Together with farmers we plant trees for water, air and livelihoods across Indonesia.',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {{number}}',
    introTitle: 'Plant trees with Indonesian farmers',
    introText:
      'Every tree you plant is cared for by one of our partner farmers, and you can track it by its tree code.',
    benefitsTitle: 'Why trees?',
    benefitsText: 'Trees give far more than we usually think.',
    learnMore: 'Learn more',
    benefits: {
      water: {
        title: 'Keeps water',
        text: 'A mature evergreen intercepts more than 15,000 litres of water a year.',
      },
      cooling: {
        title: 'Cools cities',
        text: 'Trees cut city temperature by up to 8 °C.',
      },
      climate: {
        title: 'Captures carbon',
        text: 'A tree absorbs about 22 lbs (10 kg) of CO₂ a year.',
      },
      people: {
        title: 'Supports farmers',
        text: 'Partner farmers plant, tend and harvest from their own trees.',
      },
    },
    audienceTitle: 'Plant with us, your way',
    audienceText: 'Everyone and every organisation can grow a forest together with farmers.',
    audience: {
      individuals: {
        title: 'Individuals',
        text: 'Plant trees in your name or for someone you love, then follow their growth by their WIN code.',
        cta: 'Trees for Everyone',
      },
      business: {
        title: 'Businesses',
        text: 'Planting programmes for staff, customers and supply chains, with impact reports you can measure.',
        cta: 'Business programmes',
      },
      schools: {
        title: 'Schools',
        text: 'Lessons, nursery visits and planting days that let pupils get to know the forest.',
        cta: 'Trees for Teaching',
      },
      communities: {
        title: 'Communities',
        text: 'Join our planting campaigns and events, or raise trees with your own community.',
        cta: 'Campaigns & events',
      },
    },
    sdgTitle: 'Sustainable Development Goals',
    sdgText: 'Trees planted with farmers help reach these nine global goals.',
    sdg: {
      '1': 'No Poverty',
      '2': 'Zero Hunger',
      '3': 'Good Health and Well-being',
      '4': 'Quality Education',
      '5': 'Gender Equality',
      '6': 'Clean Water and Sanitation',
      '8': 'Decent Work and Economic Growth',
      '13': 'Climate Action',
      '15': 'Life on Land',
    },
    sdgGoal: 'Goal {{number}}',
    quote: {
      text: 'This land used to be bare. Now the trees give us fruit, timber and clearer water in our well.',
      author: 'Mrs Sumi',
      role: 'Partner farmer, Temanggung',
    },
    latestArticlesTitle: 'Latest articles',
    latestArticlesText: 'Stories from the field, the nurseries and the farmers.',
    allArticles: 'All articles',
    latestNewsTitle: 'Latest news',
    latestNewsText: 'The latest from the foundation.',
    allNews: 'All news',
    partnersTitle: 'Our partners',
    partnersText: 'Companies and institutions that plant with us.',
  },
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page',
    of: 'of {{pages}}',
  },
  blog: {
    intro: 'Stories from the field: forests that recover, farmers who plant, and what trees mean to us all.',
    readMore: 'Read More',
    pages: 'Blog pages',
    photos: 'Photos',
    comments: 'Comments',
    commentCount: '{{count}} comments',
    noComments: 'No comments yet. Be the first.',
    commentPages: 'Comment pages',
    anonymous: 'Anonymous',
    writeComment: 'Write a comment',
    commentLabel: 'Your comment',
    commentRequired: 'A comment is required',
    send: 'Send Comment',
    sending: 'Sending…',
    thanks: 'Thank you! Your comment will appear once it is approved.',
    backToBlog: 'Back to the blog',
  },
  stories: {
    newsIntro: 'The latest from our plantings, our nurseries and our partner farmers.',
    publicationsIntro: 'Guides, reports and studies to download.',
    pages: 'Story pages',
    download: 'Download',
    backToNews: 'Back to the news',
    by: 'by {{name}}',
  },
  gallery: {
    intro: 'Moments of our work with farmers, volunteers and schools: from the nursery to the planting.',
    pages: 'Photo gallery pages',
    photoCount: '{{count}} photos',
    back: 'Back to the photo gallery',
    photos: 'Photos in this album',
    photoNumber: 'Photo {{number}} of {{count}}',
  },
  lightbox: {
    label: 'Photo {{number}} of {{count}}',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  videos: {
    intro: 'Stories of our plantings, partner farmers and nurseries on video.',
    pages: 'Video gallery pages',
    play: 'Play video: {{title}}',
    watch: 'Watch on {{host}}: {{title}}',
    site: 'the video site',
  },
  treeSpecies: {
    intro:
      'The trees we plant with our partner farmers: timber trees, fruit trees, multipurpose trees and mangroves.',
    pages: 'Tree species pages',
    back: 'Back to the tree species',
  },
  faq: {
    intro: 'Answers to frequently asked questions about Rimba and our tree-planting programme.',
  },
  newsletter: {
    successTitle: 'Success!',
    successText: 'Thank you for subscribing to our newsletter.',
    checkInbox: 'We sent you a mail with a link to confirm. Your subscription starts once you open it.',
    emailInvalid: 'Enter a valid email address.',
    failed: 'Your subscription could not be sent. Please try again.',
    intro: {
      title: 'The Rimba newsletter',
      text: 'News of our trees, farmers and programmes, once a month. Give your email; we ask you to confirm it first.',
    },
    confirmed: {
      title: 'Subscription confirmed',
      text: 'Thank you! You will receive our newsletter. Every mail has a link to unsubscribe.',
    },
    unsubscribed: {
      title: 'You have unsubscribed',
      text: 'You will not receive our newsletter any more. Changed your mind? Subscribe again below.',
    },
    invalid: {
      title: 'This link is not valid',
      text: 'This link is unknown or incomplete. Copy the whole link from the mail, or subscribe again below.',
    },
    ask: {
      title: 'Unsubscribe?',
      text: 'After this you will no longer receive the Rimba newsletter.',
      button: 'Unsubscribe',
    },
  },
  content: {
    getInvolvedTitle: 'Get involved',
    close: 'Close',
    zoom: 'Enlarge photo: {{name}}',
    learnMore: 'Learn about {{name}}',
    scenes: {
      agroforestry:
        'Illustration of an agroforestry garden: timber trees, fruit trees and food crops growing together',
      nursery: 'Illustration of a shaded nursery with rows of seedlings in polybags',
      planting: 'Illustration of a farmer in a conical hat planting a seedling on a slope',
      monitoring: "Illustration of a phone showing a tree's location and its WIN code",
      community: 'Illustration of four farmers standing under a large tree',
      forest: 'Illustration of green hills covered in forest',
    },
  },
  whoWeAre: {
    description:
      "The Rimba Foundation's vision and mission: restoring forests and livelihoods in Indonesia with smallholder farmers.",
    intro: 'A non-profit foundation planting trees with smallholder farmers in Indonesia since 2007.',
    storyTitle: 'Who we are',
    story: [
      'Rimba grew from a simple conviction: forests are restored best by the people who live around them. So we do not plant on land of our own but with smallholder farmers on theirs, in gardens, home yards, on slopes and along rivers.',
      'More than 900 people now take part in our reforestation: farmers, nursery keepers, field officers and volunteers. Donors, companies and schools fund the seedlings and the support, and every tree planted can be tracked by its WIN code.',
    ],
    visionTitle: 'Vision',
    vision:
      "Green and lasting Indonesian landscapes, where forests and trees keep water, air and climate in balance and sustain farmers' livelihoods from one generation to the next.",
    missionTitle: 'Mission',
    mission: [
      'Plant the right tree in the right place with smallholder farmers, choosing native species and fruit trees that serve them.',
      'Raise healthy seedlings in nurseries run by villagers.',
      'Support farmers in caring for their trees until they stand strong, and help them earn an income from what their gardens yield.',
      'Record and monitor every tree openly, so that every donor can see their own tree.',
      "Invite people, schools and companies to help restore Indonesia's forests.",
    ],
    valuesTitle: 'How we work',
    values: [
      {
        title: 'With farmers',
        text: 'Farmers choose the trees they plant and own what they yield. A tree that gives is a tree that is cared for.',
      },
      {
        title: 'Openly',
        text: 'Every tree is recorded with its WIN code, location and photo, and our annual reports are public.',
      },
      {
        title: 'For the long term',
        text: 'We stay with farmers for years after planting, not only on planting day.',
      },
    ],
    next: 'See what we do',
  },
  whatWeDo: {
    description:
      'Agroforestry, community woodlots, mangroves and spring protection: how Rimba plants with farmers, from seedling to mature tree.',
    intro: 'From nursery to mature tree: we plant and care for trees with smallholder farmers.',
    typesTitle: 'Types of forestry',
    typesIntro: 'Every piece of land is different, and so is the way to plant it.',
    types: [
      {
        title: 'Agroforestry',
        text: 'Fruit and timber trees grow among food crops, coffee or cocoa. Farmers keep harvesting every season while the trees grow.',
      },
      {
        title: 'Community woodlots',
        text: 'Farmers plant sengon, mahogany, teak and other timber on their dry land, as savings that grow for the family.',
      },
      {
        title: 'Coastal mangroves',
        text: 'With fishers we plant mangroves on eroding shores, to break the waves and shelter fish and crabs.',
      },
      {
        title: 'Springs and slopes',
        text: 'Native species such as banyan, sugar palm and bamboo are planted around springs and on steep slopes to hold soil and water.',
      },
    ],
    nurseryTitle: 'Village nurseries',
    nursery: [
      'Every tree starts in a nursery run by villagers. Seeds and cuttings from local mother trees are sown, and the seedlings are tended for three to six months until they are strong enough to plant.',
      'Nurseries also provide work: village women and young people fill the polybags, water the beds and select the healthy seedlings.',
    ],
    cycleTitle: 'The planting cycle',
    cycleIntro: 'Each year planting follows the rainy season, in six steps.',
    cycle: [
      {
        title: 'Meeting the farmers',
        text: 'Field officers meet farmer groups, check the land and register the farmers who want to take part.',
      },
      {
        title: 'Sowing the seedlings',
        text: 'The village nursery sows the species the farmers chose, three to six months before the rains.',
      },
      {
        title: 'Handing out the seedlings',
        text: 'When the first rains fall, healthy seedlings are brought to each farmer together with organic fertiliser.',
      },
      {
        title: 'Planting and giving a WIN code',
        text: 'Farmers plant their seedlings; every tree is recorded with a WIN code, a GPS point and a photo.',
      },
      {
        title: 'Caring and monitoring',
        text: "Field officers visit the gardens regularly, record the trees' height and health, and replace seedlings that died.",
      },
      {
        title: 'Harvesting and replanting',
        text: 'Farmers harvest fruit, sap or timber; every timber tree that is felled is replaced with a new seedling.',
      },
    ],
    monitoringTitle: 'Every tree has a WIN code',
    monitoring: [
      'A WIN code is the unique number of one tree. With it, donors open the Track Trees page and see where their tree grows, who its farmer is and how it is growing.',
      'The monitoring data helps us too: which species grow well in a village, and which gardens need closer support.',
    ],
    trackTree: 'Track your tree',
    sdgTitle: 'Sustainable Development Goals',
    sdgIntro: "Our work supports several of the United Nations' Sustainable Development Goals (SDGs).",
    sdgs: [
      {
        number: '1',
        title: 'No Poverty',
        text: "Fruit, coffee and timber from trees add to farming families' income.",
      },
      {
        number: '2',
        title: 'Zero Hunger',
        text: 'Agroforestry keeps the soil fertile and yields food all year round.',
      },
      {
        number: '5',
        title: 'Gender Equality',
        text: 'Women run nurseries and take part in choosing the trees to plant.',
      },
      {
        number: '6',
        title: 'Clean Water and Sanitation',
        text: 'Trees around springs keep the water flowing in the dry season.',
      },
      {
        number: '8',
        title: 'Decent Work',
        text: 'Nurseries and monitoring create jobs in the villages.',
      },
      {
        number: '13',
        title: 'Climate Action',
        text: 'Every tree takes carbon dioxide from the air throughout its life.',
      },
      {
        number: '15',
        title: 'Life on Land',
        text: 'Native species restore the homes of birds, insects and other wildlife.',
      },
      {
        number: '17',
        title: 'Partnerships for the Goals',
        text: 'Donors, companies, schools and farmers work together.',
      },
    ],
  },
  impact: {
    description:
      "The Rimba Foundation's impact in figures: trees planted, seedlings produced, carbon captured and farming families helped.",
    intro: 'What we have planted together since 2007.',
    introTitle: 'Every tree counts',
    introText: [
      'The figures below come from our nursery records and field monitoring. Every tree planted is recorded with a WIN code, so the count can be checked tree by tree.',
      'We estimate the carbon captured from the number of living trees, their species and their age.',
    ],
    figuresTitle: 'Our impact in figures',
    programmeTitle: 'Our planting programme',
    programmeText: [
      "Our planting programme has run since 2007 in Central Java, West Java and along Java's north coast. Every rainy season we hand out seedlings to the farmer groups we support, and new groups join each year.",
      "Funds from donors and partners pay for seedlings, organic fertiliser, training and field officers' visits during a tree's first years, when it is most vulnerable.",
    ],
    plantTree: 'Plant a tree now',
  },
  growers: {
    description:
      "Meet the Rimba Foundation's partner farmers, who plant and care for trees on their land in Central and West Java.",
    intro: 'Our trees grow on the land of these farmers, and they are the ones who care for them.',
    listTitle: 'The faces behind every tree',
    listIntro: 'Choose a photo to enlarge it.',
    people: [
      {
        name: 'Pak Darsono',
        place: 'Temanggung, Central Java',
        text: "Planted 600 sengon trees on a slope that used to be bare. One day their timber will pay for his grandchildren's schooling.",
        alt: 'Pak Darsono in a conical hat standing on a green slope with young sengon trees',
      },
      {
        name: 'Ibu Sumiati',
        place: 'Magelang, Central Java',
        text: 'Grows coffee in the shade of fruit trees. She now harvests coffee and avocados from the same garden.',
        alt: 'Ibu Sumiati in a headscarf in a coffee garden with red cherries',
      },
      {
        name: 'Pak Yusuf',
        place: 'Garut, West Java',
        text: 'Tends 150 durian trees with his farmer group. The first harvest came last year.',
        alt: 'Pak Yusuf in a cap in front of a fruiting durian tree',
      },
      {
        name: 'Ibu Ratna',
        place: 'Sumedang, West Java',
        text: "Leads a women's farmer group that plants avocado trees in their home yards.",
        alt: 'Ibu Ratna in a headscarf beside an avocado tree',
      },
      {
        name: 'Pak Karim',
        place: 'Demak, Central Java',
        text: "A fisher who plants mangroves against coastal erosion. Fish and crabs have come back to his village's shore.",
        alt: 'Pak Karim in a conical hat on a shore lined with mangroves',
      },
      {
        name: 'Mbak Wulan',
        place: 'Wonosobo, Central Java',
        text: 'Runs the village nursery that raises 200,000 seedlings a year.',
        alt: 'Mbak Wulan in a nursery with rows of seedlings in polybags',
      },
    ],
    joinTitle: 'Support our farmers',
    joinText:
      'Every tree you plant goes to one of our partner farmers, who cares for it and harvests what it yields.',
  },
  whyTrees: {
    description: 'Why plant trees: air, water, biodiversity, social impact, health and climate.',
    intro: 'Trees give far more than we usually think.',
    sections: {
      air: {
        title: 'Air',
        text: 'Leaves filter dust and pollutants from the air and release the oxygen we breathe. Rows of trees along roads and homes make the air cleaner.',
        claim: 'Trees filter fine dust and pollutants out of the air.',
      },
      water: {
        title: 'Water',
        text: 'Tree roots help the soil soak up rain, so springs keep flowing in the dry season and floods are smaller in the wet season.',
        claim: 'A mature evergreen intercepts more than 15,000 litres of water a year.',
      },
      biodiversity: {
        title: 'Biodiversity',
        text: 'Forests and mixed gardens are home to birds, bees, bats and other wildlife. The native species we plant restore their habitat.',
        claim: 'Mixed gardens shelter far more species than fields of a single crop.',
      },
      social: {
        title: 'Social impact',
        text: 'Fruit and timber trees are a source of income and savings for farming families. Nurseries and monitoring create jobs in the villages.',
        claim: 'Partner farmers own the trees they plant and what they yield.',
      },
      health: {
        title: 'Health',
        text: 'The shade of trees cools towns and villages, eases heat stress and gives green space to move and rest.',
        claim: 'Trees cut city temperature by up to 8 °C.',
      },
      climate: {
        title: 'Climate',
        text: 'Trees store carbon in their trunks, roots and soil. Planting and protecting trees is one of the simplest ways to slow climate change.',
        claim: 'A tree absorbs about 22 lbs (10 kg) of CO₂ a year.',
      },
    },
    plantTitle: 'Plant a tree today',
    plantText:
      'Every tree is planted and cared for by one of our partner farmers, and you can track it by its WIN code.',
  },
  business: {
    description:
      "Rimba's programmes for companies: Trees4Tomorrow, Trees4Teams, Trees4Change and Trees4Trade.",
    intro: 'Four ways for companies to plant trees with Indonesian farmers.',
    tabsLabel: 'Programmes for companies',
    tabs: [
      {
        name: 'Trees4Tomorrow',
        title: 'Corporate social responsibility that grows',
        text: "Make tree planting part of your company's CSR programme. We design a yearly programme with you: the number of trees, the locations and the partner villages.",
        points: [
          'A yearly report with the number of living trees and the farmers involved',
          'Every tree can be tracked by its WIN code',
          'Field visits for your team and stakeholders',
        ],
        to: '/trees4tomorrow',
      },
      {
        name: 'Trees4Teams',
        title: 'Planting events for your team',
        text: 'Bring your staff to plant with farmers in one of our partner villages, for a memorable and meaningful day.',
        points: [
          'A one-day event in Central or West Java, with local transport and lunch',
          'An introduction to agroforestry by farmers and field officers',
          'Only available in Indonesia',
        ],
        to: '/trees4teams',
      },
      {
        name: 'Trees4Change',
        title: 'Replant the trees in your products',
        text: 'For companies that use timber, paper or other tree products: we replant as many trees as your products use.',
        points: [
          'A tree count worked out with your team',
          'Planting in the region your raw materials come from where possible',
          'A report you can share with your customers',
        ],
        to: '/trees4change',
      },
      {
        name: 'Trees4Trade',
        title: 'Give trees to your customers',
        text: 'Give your customers a tree with a purchase or as a thank-you. Every tree has a QR code to visit it on the map.',
        points: [
          'A card or digital certificate with a QR code',
          'Customers see their tree and its farmer',
          'Suited to online shops, hotels and events',
        ],
        to: '/trees4trade',
      },
    ],
    brochure: 'Download Brochure',
    brochureNote: 'PDF, 1 page',
  },
  programmes: {
    trees4change: {
      description: 'Trees4Change: Rimba replants as many trees as your company’s products use.',
      intro: 'Replant the trees your products use.',
      aboutTitle: 'Giving back what was taken',
      about: [
        'Paper, packaging, furniture and many other products come from trees. Trees4Change helps companies replant as many trees as their products use, with smallholder farmers in Indonesia.',
        'We work out the number of trees with your team, plant them in our partner villages and report every tree by its WIN code.',
      ],
      pointsTitle: 'How it works',
      points: [
        { title: 'Count', text: 'We estimate how many trees your products use each year.' },
        { title: 'Plant', text: 'Partner farmers plant the replacement trees in the next rainy season.' },
        { title: 'Report', text: 'You receive a report of the growing trees to share with your customers.' },
      ],
      getInvolved: 'Tell us about your products, and we will prepare a Trees4Change proposal.',
    },
    trees4everyone: {
      description:
        'Trees4Everyone: donate trees planted and cared for by smallholder farmers in Indonesia, then track your tree by its WIN code.',
      intro: 'Everyone can plant a tree, from anywhere.',
      action: 'Plant a Tree',
      aboutTitle: 'Your tree, cared for by a farmer',
      about: [
        'With Trees4Everyone you donate one, ten or a hundred trees. A partner farmer plants them on their land in the next rainy season.',
        'Once planted, you get a WIN code to see where your tree is on the map, which farmer cares for it and how it grows.',
      ],
      pointsTitle: 'Three steps',
      points: [
        { title: 'Choose', text: 'Choose a number of trees on the donation page.' },
        { title: 'Planted', text: 'A partner farmer plants and cares for your trees.' },
        { title: 'Track', text: 'See your tree on the map with its WIN code.' },
      ],
      questionsTitle: 'Common questions',
      questions: [
        {
          question: 'Where is my tree planted?',
          answer:
            "On the land of our partner farmers in Central Java, West Java or along Java's north coast, depending on the species and the planting season.",
        },
        {
          question: 'Which trees are planted?',
          answer:
            'Farmers choose from native species, fruit trees and timber trees that suit their land, such as avocado, durian, sengon, mahogany and mangroves.',
        },
        {
          question: 'When do I get my WIN code?',
          answer:
            'Once your tree has been planted and recorded by a field officer, usually within the next planting season.',
        },
        {
          question: 'Can I give a tree as a gift?',
          answer:
            "Yes. Write the recipient's name in the donation message, or choose a gift in our shop: every purchase plants one tree.",
        },
      ],
    },
    trees4shop: {
      description: 'Trees4Shop: Rimba merchandise. Every purchase plants one tree with a farmer.',
      intro: 'Every purchase plants one tree.',
      action: 'Shop Here',
      aboutTitle: 'Shopping that plants',
      about: [
        "The T-shirts, bags, notebooks and other gifts in Rimba's shop are made by small businesses in Indonesia. For every item you buy, one of our partner farmers plants a tree.",
        'Gifts from our shop suit birthdays, holidays or a thank-you that keeps growing.',
      ],
      pointsTitle: 'Why Trees4Shop',
      points: [
        { title: 'One item, one tree', text: 'Every purchase plants one tree.' },
        { title: 'Made in Indonesia', text: 'Our goods are made by craftspeople and small businesses.' },
        { title: 'A meaningful gift', text: 'A present that keeps growing after it is unwrapped.' },
      ],
      getInvolved: 'Would you like to sell Rimba merchandise or order gifts for your company? Get in touch.',
    },
    trees4teaching: {
      description:
        'Trees4Teaching: Rimba opens its nurseries, data and partner villages to academic research on trees and farmers.',
      intro: 'Our gardens and data for research.',
      aboutTitle: 'Learning from millions of trees',
      about: [
        'Monitoring data on millions of trees, from seedling to maturity, is a rare source of learning. Trees4Teaching opens our data, nurseries and partner villages to students and researchers.',
        "Research on tree growth, agroforestry, farmers' income and carbon helps us plant better.",
      ],
      pointsTitle: 'What we offer',
      points: [
        { title: 'Data', text: "Tree growth and location data, without farmers' personal details." },
        { title: 'Fieldwork', text: 'Support in our nurseries and partner villages.' },
        { title: 'Sharing results', text: 'Research findings are shared back with the farmers.' },
      ],
      getInvolved: 'Tell us about your research plan, and we will help you find the right gardens and data.',
    },
    trees4tomorrow: {
      description:
        'Trees4Tomorrow: a corporate social responsibility programme with trees planted and cared for by Indonesian smallholder farmers.',
      intro: 'Corporate social responsibility that grows.',
      aboutTitle: 'CSR you can see',
      about: [
        "Trees4Tomorrow makes tree planting part of your company's social responsibility programme. Together we choose the villages, the species and the number of trees.",
        'Every tree is recorded with a WIN code, and each year you receive a report of the living trees, the farmers involved and the estimated carbon captured.',
      ],
      pointsTitle: 'What you get',
      points: [
        { title: 'A yearly programme', text: "A planting plan that fits your company's goals." },
        { title: 'Open reporting', text: 'Figures, maps and photos from the field.' },
        { title: 'Visits', text: 'Your team can visit the gardens and meet the farmers.' },
      ],
      getInvolved:
        "Tell us about your company's goals, and we will design a Trees4Tomorrow programme together.",
    },
    trees4trade: {
      description: 'Trees4Trade: give trees to your customers, each with a QR code to visit it.',
      intro: 'Give trees to your customers.',
      aboutTitle: 'A thank-you that grows',
      about: [
        'With Trees4Trade you give your customers a tree, with a purchase or as a thank-you. One of our partner farmers plants it.',
        'Every tree has a QR code. Customers scan it and see where their tree grows and who its farmer is.',
      ],
      pointsTitle: 'How it works',
      points: [
        {
          title: 'Choose',
          text: 'Decide when customers get a tree: every purchase, new customers or special occasions.',
        },
        { title: 'Share', text: 'We prepare cards or digital certificates with a QR code.' },
        { title: 'Visit', text: 'Customers scan the QR code and see their tree on the map.' },
      ],
      getInvolved: 'Tell us about your business, and we will suggest how to give trees to your customers.',
    },
    trees4teams: {
      description:
        "Trees4Teams: tree-planting events with farmers for your company's team, only in Indonesia.",
      intro: 'Planting with your team, only in Indonesia.',
      aboutTitle: "A day in a farmer's garden",
      about: [
        'Trees4Teams brings your team to one of our partner villages to plant with the farmers. Staff learn about agroforestry, plant their own seedlings and go home with their trees’ WIN codes.',
        'Our events take place in Central and West Java during the rainy season, for 20 to 200 people. Trees4Teams is only available in Indonesia.',
      ],
      pointsTitle: 'Included in the event',
      points: [
        { title: 'Preparation', text: 'We arrange the site, seedlings, tools and safety.' },
        { title: 'Planting', text: 'Every participant plants their tree with a farmer.' },
        { title: 'Keepsakes', text: 'Photos, WIN codes and a report for your team.' },
      ],
      getInvolved: 'Tell us how many people will join and when, and we will prepare the event.',
    },
  },
  events: {
    intro:
      'The planting programmes, environmental campaigns and farmer trainings we run with partners and volunteers.',
    list: 'Programmes',
    categories: 'Categories',
    resetFilter: 'Reset filter',
    searchLabel: 'Search programmes',
    searchPlaceholder: 'Keywords…',
    search: 'Search',
    searched: 'Search results for “{{q}}”',
    pages: 'Programme pages',
    back: 'Back to campaigns & events',
  },
  getInvolved: {
    intro:
      'Would you like to plant with us, partner with us or do research? Tell us, and our team will get back to you.',
    formLabel: 'Get involved form',
    fields: {
      category_get_involved_id: 'Category',
      get_involved_name: 'Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      question: 'Question',
    },
    placeholders: {
      get_involved_name: 'Enter your name',
      email: 'Enter your email',
      phone: 'Enter your phone number',
      country: 'Enter your country',
      question: 'Enter your question',
    },
    chooseCategory: 'Choose a category',
    required: '{{field}} is required',
    submit: 'Send',
    sending: 'Sending…',
    reset: 'Reset',
    successTitle: 'Success',
    successText: 'Success',
  },
  footer: {
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    aboutTitle: 'About Rimba',
    about:
      'The Rimba Foundation has planted trees with farmers since 2007 to restore forests, water and livelihoods in Indonesia. More than 900 people take part in reforestation.',
    contactTitle: 'Contact',
    mapTitle: 'Where to find our {{office}}',
    openMap: 'Show {{address}} on the map',
    openInOsm: 'Open in OpenStreetMap',
    closeMap: 'Close map',
    followUs: 'Follow us',
    newsTitle: 'News & Campaigns',
    readMore: 'Read more',
    newsletterTitle: 'Newsletter',
    newsletterText: 'Get the latest news about the trees we plant together.',
    emailPlaceholder: 'Your email address',
    subscribe: 'Subscribe',
    copyright: '© {{year}} Rimba Foundation. All rights reserved.',
  },
  cookie: {
    text: 'We use cookies to remember your choices and understand how this site is used.',
    okay: 'Okay',
  },
};
