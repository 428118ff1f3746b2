/**
 * The embedded platform's seed catalogue: fictional artists with real-looking discographies.
 * Images are SVGs drawn by the platform itself (see images.ts), so nothing is fetched from outside.
 */
type SeedArtist = { id: string; name: string; popularity: number; albums: Record<string, string[]> };

export const SEED_ARTISTS: SeedArtist[] = [
  {
    id: '24100301',
    name: 'Marlow Vance',
    popularity: 82,
    albums: {
      'Paper Lanterns': ['Paper Lanterns', 'Kerosene Summer', 'The Long Way Home', 'Salt on the Window'],
      Northbound: ['Northbound', 'Quiet Engines', 'Hollow Pine', 'Letters I Never Sent'],
    },
  },
  {
    id: '24100302',
    name: 'The Velvet Hours',
    popularity: 77,
    albums: {
      'Neon Psalms': ['Neon Psalms', 'Midnight Arcade', 'Glass Heart Radio', 'Slow Dance in a Fire'],
      'After the Parade': ['After the Parade', 'Cigarette Moon', 'Bloom & Burn', 'Satellite Sweetheart'],
    },
  },
  {
    id: '24100303',
    name: 'Juniper Reyes',
    popularity: 71,
    albums: {
      'Wildflower Static': ['Wildflower Static', 'Honey in the Wound', 'Blue Kitchen', 'Porch Light'],
      'Desert Hymns': ['Desert Hymns', 'Coyote Choir', 'Rust & Rosary', 'Sunburnt Prayer'],
    },
  },
  {
    id: '24100304',
    name: 'Kaito Blackwell',
    popularity: 88,
    albums: {
      'Concrete Gospel': ['Concrete Gospel', 'Rooftop Kings', 'Subway Sermon', 'Gold Teeth, Paper Crowns'],
      Overtime: ['Overtime', 'Mama Said Run', 'Static in the Bloodline', 'Last Train to Eastside'],
    },
  },
  {
    id: '24100305',
    name: 'Ophelia Stone',
    popularity: 65,
    albums: {
      Tidewater: ['Tidewater', 'The Lighthouse Keeper', 'Drowning Slow', 'Harbor Lights'],
      'Ghost Orchard': ['Ghost Orchard', 'Apple Rot & Rain', 'Winter Vows'],
    },
  },
  {
    id: '24100306',
    name: 'Dusty Rhodes & the Ramblers',
    popularity: 59,
    albums: {
      'Gravel Roads': ['Gravel Roads', 'Whiskey Weather', 'Two-Lane Heart', "Mama's Radio"],
      'County Fair': ['County Fair', 'Tailgate Sunday', 'Barbed Wire Halo'],
    },
  },
  {
    id: '24100307',
    name: 'Lumen Collective',
    popularity: 73,
    albums: {
      'Prism Tides': ['Prism Tides', 'Analog Love', 'Heat Map', 'Signal Lost'],
      'Night Bloom': ['Night Bloom', 'Afterglow Protocol', 'Wired for You'],
    },
  },
  {
    id: '24100308',
    name: 'Sable Monroe',
    popularity: 80,
    albums: {
      'Velvet Bruise': ['Velvet Bruise', 'Slow Burn Sunday', "Honey Don't", 'Dim the Lights'],
      'Silk & Static': ['Silk & Static', 'Say It Back', 'Blue Hour Lover'],
    },
  },
  {
    id: '24100309',
    name: 'Ashgrove',
    popularity: 62,
    albums: {
      'Iron Lung Lullabies': ['Iron Lung Lullabies', 'Burn the Almanac', 'Thunder in the Marrow'],
      'Black Pines': ['Black Pines', 'Crow King', 'Teeth of the Storm'],
    },
  },
  {
    id: '24100310',
    name: 'Penny Lark',
    popularity: 69,
    albums: {
      'Cardigan Weather': ['Cardigan Weather', 'Bicycle Bell', 'Tuesday Crush', 'Polaroid Summer'],
      'Small Town Stars': ['Small Town Stars', 'Lemonade Stand', 'Paper Airplane Heart'],
    },
  },
  {
    id: '24100311',
    name: 'Nico Almeida',
    popularity: 55,
    albums: {
      'Smoke Rings': ['Smoke Rings', 'Blue in Green Street', 'Late Set at the Lantern'],
      'Brass & Rain': ['Brass & Rain', 'Minor Key Morning', 'Saxophone Weather'],
    },
  },
  {
    id: '24100312',
    name: 'Riot Daisy',
    popularity: 60,
    albums: {
      'Safety Pins': ['Safety Pins', 'Broken Bottle Valentine', 'Skate Park Saints'],
      'No Future Tonight': ['No Future Tonight', 'Spit & Glitter', 'Basement Anthem'],
    },
  },
];

/** The demo account claims these three artists (20+ songs between them). */
export const DEMO_CLAIMED_ARTIST_IDS = ['24100301', '24100303', '24100308'];

export const DEMO_ACCOUNT = {
  email: 'demo@lyricist.local',
  password: 'lyricist-demo',
  name: 'Demo Songwriter',
  country: 'Ireland',
  countryCode: 'IE',
  city: 'Dublin',
} as const;
