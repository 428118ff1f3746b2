/** Held-out theme conversations: see README.md. Written before the change; never tuned on. */

export type Instruction = {
  kind: 'genre' | 'mood' | 'feel' | 'tempo' | 'pov' | 'artist' | 'section' | 'length';
  /** Case-insensitive pattern the reply must match for the instruction to count as recognised. */
  shows: string;
};
export type HeldOutTurn = { text: string; instructions?: Instruction[] };
export type HeldOutConversation = {
  id: string;
  turns: [HeldOutTurn, HeldOutTurn, HeldOutTurn];
  /** Words a question that fits this story would touch (case-insensitive word starts). */
  fits: string[];
  /** Question wording that belongs to a different story. */
  misfits: string[];
};

const BREAKUP = ['knew it was over', 'gave you away', 'small thing they do', 'the call connects'];

export const HELD_OUT: HeldOutConversation[] = [
  {
    id: 'auction',
    turns: [
      {
        text: "Grandpa's farm went to auction in March. Sixty years of our family on that land and it was gone in twenty minutes. My mom stood by the fence line the whole time and didn't say a word.",
      },
      {
        text: 'I want it to feel like a slow folk song, not sad exactly, more like grateful.',
        instructions: [
          { kind: 'tempo', shows: '\\bslow' },
          { kind: 'genre', shows: '\\bfolk\\b' },
          { kind: 'feel', shows: 'grateful|gratitude' },
        ],
      },
      {
        text: "The thing I remember most is the tire swing on the oak tree and mom's hands smelling like tomato vines in August.",
      },
    ],
    fits: [
      'grandpa',
      'farm',
      'land',
      'auction',
      'mom',
      'mother',
      'family',
      'fence',
      'swing',
      'oak',
      'sixty',
      'gone',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'danny',
    turns: [
      {
        text: "We buried my best friend Danny on Saturday. He was 34. Overdose. Half the people at the funeral didn't know what to say to each other so we just stood around in the parking lot smoking.",
      },
      {
        text: "I don't want it to be a sad song. I want it to sound like the nights we had, loud, like Springsteen.",
        instructions: [{ kind: 'artist', shows: 'springsteen' }],
      },
      {
        text: 'He used to drive this beat up Camaro with no muffler and sing Thunder Road with the windows down at 2am.',
      },
    ],
    fits: ['danny', 'friend', 'him', 'he ', 'his', 'funeral', 'parking lot', 'camaro', 'nights', 'buried'],
    misfits: [...BREAKUP, 'free from'],
  },
  {
    id: 'portland',
    turns: [
      {
        text: "I moved from Detroit to Portland three weeks ago for a job and I don't know anyone here yet. My apartment still smells like cardboard.",
      },
      {
        text: "Can we write it in second person? Like I'm talking to myself.",
        instructions: [{ kind: 'pov', shows: 'second[- ]person' }],
      },
      {
        text: "Every night I walk down to the river and watch the bridges light up and I call my sister but she doesn't pick up.",
      },
    ],
    fits: [
      'detroit',
      'portland',
      'apartment',
      'city',
      'move',
      'moving',
      'moved',
      'river',
      'bridge',
      'sister',
      'alone',
      'home',
      'job',
      'cardboard',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'daughter',
    turns: [
      {
        text: "My daughter was born on Tuesday at 4:12 in the morning. I held her in the hospital hallway while my wife slept and I've never been so scared and so happy at the same time.",
      },
      {
        text: 'Make it a lullaby, something soft and dreamy.',
        instructions: [
          { kind: 'mood', shows: '\\bdreamy\\b' },
          { kind: 'section', shows: 'lullab' },
        ],
      },
      {
        text: "She has my father's chin. He died two years ago and I keep wishing he could see her.",
      },
    ],
    fits: [
      'daughter',
      'her',
      'she',
      'baby',
      'born',
      'hospital',
      'hallway',
      'wife',
      'father',
      'dad',
      'chin',
      'held',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'fifth-street',
    turns: [
      {
        text: 'Two years sober next month. I still drive past the bar on Fifth Street on my way home and some nights I slow down.',
      },
      {
        text: 'i want it gritty and honest, kind of like a blues song',
        instructions: [{ kind: 'genre', shows: '\\bblues\\b' }],
      },
      {
        text: "My sponsor says the bar doesn't miss me. I'm not sure I'm proud, I'm more like tired of fighting it every day.",
      },
    ],
    fits: [
      'sober',
      'bar',
      'fifth',
      'drink',
      'sponsor',
      'two years',
      'street',
      'slow down',
      'fight',
      'tired',
      'home',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'last-show',
    turns: [
      {
        text: 'My band played our last show on Friday. Eight years, four guys, one van that broke down in every state. We never said it was the end but everybody knew.',
      },
      {
        text: 'This should be a rock song, big chorus, angry but not at each other.',
        instructions: [
          { kind: 'genre', shows: '\\brock\\b' },
          { kind: 'section', shows: 'chorus' },
          { kind: 'mood', shows: '\\bangry\\b|\\banger\\b' },
        ],
      },
      {
        text: 'The last thing we did was load the amps into the van in the rain and nobody talked.',
      },
    ],
    fits: ['band', 'show', 'van', 'guys', 'eight years', 'stage', 'amp', 'last', 'end', 'friends'],
    misfits: ['gave you away', 'small thing they do', 'the call connects'],
  },
  {
    id: 'lamp',
    turns: [
      {
        text: 'My parents split up when I was nine. I remember my dad carrying a lamp out to his car and the lamp still had the shade on.',
      },
      {
        text: 'Write it from my point of view as a kid, present tense.',
        instructions: [
          { kind: 'pov', shows: 'kid|child|nine|first person' },
          { kind: 'tempo', shows: 'present tense|present' },
        ],
      },
      {
        text: 'Mom kept setting four places at dinner for like a month after.',
      },
    ],
    fits: [
      'parents',
      'dad',
      'father',
      'mom',
      'mother',
      'lamp',
      'car',
      'nine',
      'kid',
      'dinner',
      'places',
      'table',
    ],
    misfits: ['gave you away', 'small thing they do', 'the call connects'],
  },
  {
    id: 'seoul',
    turns: [
      {
        text: "My girlfriend is in Seoul for a year for her PhD. We talk at 7am my time which is 11pm hers. I can hear her roommate's TV in the background every single call.",
      },
      {
        text: 'Something upbeat, pop, not a ballad.',
        instructions: [
          { kind: 'genre', shows: '\\bpop\\b' },
          { kind: 'mood', shows: 'upbeat|uplifting|happy|energetic' },
        ],
      },
      {
        text: 'I bought a second clock for the kitchen set to her time and I keep looking at it.',
      },
    ],
    fits: [
      'girlfriend',
      'her',
      'she',
      'seoul',
      'call',
      'clock',
      'time',
      'year',
      'miles',
      'distance',
      'kitchen',
    ],
    misfits: ['knew it was over'],
  },
  {
    id: 'stranger',
    turns: [
      {
        text: "My mom has Alzheimer's. Last Sunday she asked me who I was, very politely, like I was a nice stranger who'd come to fix the sink.",
      },
      {
        text: 'Keep it quiet, like a piano ballad, melancholic.',
        instructions: [
          { kind: 'mood', shows: 'melanchol' },
          { kind: 'tempo', shows: 'quiet|ballad|piano' },
        ],
      },
      {
        text: "She still hums the hymns from church, every word, even when she can't remember my name.",
      },
    ],
    fits: ['mom', 'mother', 'she', 'her', 'stranger', 'remember', 'forget', 'name', 'hymn', 'sink', 'sunday'],
    misfits: BREAKUP,
  },
  {
    id: 'thanksgiving',
    turns: [
      {
        text: "I told my parents I'm gay at Thanksgiving. My dad went out to the garage and didn't come back in for two hours. My mom just kept passing the stuffing.",
      },
      {
        text: 'I want this to end hopeful. Empowering, like a Lady Gaga kind of anthem.',
        instructions: [
          { kind: 'artist', shows: 'gaga' },
          { kind: 'feel', shows: 'hope|empower|powerful|confident|uplifting' },
        ],
      },
      {
        text: "Last week he texted me a picture of a rainbow over the highway with no words. That's how he talks.",
      },
    ],
    fits: [
      'parents',
      'dad',
      'father',
      'mom',
      'mother',
      'garage',
      'thanksgiving',
      'told',
      'table',
      'rainbow',
      'text',
      'him',
      'he ',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'starter',
    turns: [
      {
        text: "My grandmother came here from Sicily in 1956 with one suitcase and a jar of her mother's sourdough starter. That starter is still alive, I feed it every Sunday.",
      },
      {
        text: 'Could it be a folk song with a waltz feel?',
        instructions: [
          { kind: 'genre', shows: '\\bfolk\\b' },
          { kind: 'tempo', shows: 'waltz|three' },
        ],
      },
      {
        text: 'She never went back. She said the ocean was too big to cross twice.',
      },
    ],
    fits: [
      'grandmother',
      'she',
      'her',
      'sicily',
      'suitcase',
      'starter',
      'bread',
      'jar',
      'sunday',
      'ocean',
      'home',
      'mother',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'deployment',
    turns: [
      {
        text: "My brother came back from his second deployment in June. He sleeps with the TV on and he won't sit with his back to a door.",
      },
      {
        text: 'Country, but not flag-waving. Like Jason Isbell.',
        instructions: [
          { kind: 'genre', shows: '\\bcountry\\b' },
          { kind: 'artist', shows: 'isbell' },
        ],
      },
      {
        text: "We used to fish at the reservoir every summer. Last week he finally came with me and we didn't catch anything and it was the best day in years.",
      },
    ],
    fits: [
      'brother',
      'he ',
      'him',
      'his',
      'deployment',
      'war',
      'door',
      'tv',
      'reservoir',
      'fish',
      'summer',
      'home',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'grocery-list',
    turns: [
      {
        text: 'She left me a note on the fridge under the pizza magnet. Four years and she wrote it on the back of a grocery list.',
      },
      {
        text: 'I want it bitter but funny, like a country song that makes you laugh at yourself.',
        instructions: [
          { kind: 'genre', shows: '\\bcountry\\b' },
          { kind: 'feel', shows: 'bitter|funny|laugh' },
        ],
      },
      {
        text: 'The grocery list said eggs, coffee, batteries. I still bought the batteries.',
      },
    ],
    fits: ['she', 'her', 'note', 'fridge', 'list', 'four years', 'left', 'magnet', 'over', 'gone'],
    misfits: ['the call connects'],
  },
  {
    id: 'coffee',
    turns: [
      {
        text: "I'm 61 and I fell in love again. We met at a grief support group after we both lost our spouses. He makes terrible coffee and I drink it anyway.",
      },
      {
        text: 'Make it romantic, but grown-up, nothing cheesy.',
        instructions: [{ kind: 'mood', shows: '\\bromantic\\b' }],
      },
      {
        text: "I feel guilty sometimes, like I'm cheating on my husband's memory, but mostly I just feel lucky.",
      },
    ],
    fits: [
      'he ',
      'him',
      'his',
      'love',
      'coffee',
      'group',
      'husband',
      'spouse',
      'again',
      'sixty',
      'met',
      'lucky',
      'guilt',
    ],
    misfits: ['knew it was over', 'the call connects'],
  },
  {
    id: 'water-tower',
    turns: [
      {
        text: 'Tomorrow I leave for college in Chicago. Tonight my friends and I drove out to the water tower like we always do and wrote our names on it one more time.',
      },
      {
        text: 'nostalgic but excited, indie rock maybe',
        instructions: [
          { kind: 'mood', shows: 'nostalgi' },
          { kind: 'genre', shows: '\\bindie\\b' },
        ],
      },
      {
        text: 'My little brother cried at dinner and pretended it was the hot sauce.',
      },
    ],
    fits: [
      'college',
      'chicago',
      'friends',
      'water tower',
      'tower',
      'names',
      'leave',
      'leaving',
      'town',
      'tomorrow',
      'tonight',
      'brother',
      'home',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'plant',
    turns: [
      {
        text: 'Got laid off after 22 years at the plant. They walked us out with cardboard boxes and security guards like we were criminals.',
      },
      {
        text: 'I want it angry, a punk song, short and fast.',
        instructions: [
          { kind: 'mood', shows: '\\bangry\\b|\\banger\\b' },
          { kind: 'genre', shows: '\\bpunk\\b' },
          { kind: 'tempo', shows: '\\bfast\\b|short' },
        ],
      },
      {
        text: "My kid asked why I'm home in the daytime now and I told him I'm on vacation.",
      },
    ],
    fits: [
      'plant',
      'job',
      'work',
      'laid off',
      'years',
      'boxes',
      'guards',
      'kid',
      'son',
      'home',
      'vacation',
      'hands',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'yellow-room',
    turns: [
      {
        text: "We lost the baby at eleven weeks. We had already painted the room yellow. I can't go in there but I can't paint over it either.",
      },
      {
        text: 'Keep it really simple, short lines, no big words.',
        instructions: [{ kind: 'length', shows: 'short|simple|plain' }],
      },
      {
        text: 'My husband goes in there sometimes and just sits on the floor. I hear him through the wall.',
      },
    ],
    fits: ['baby', 'room', 'yellow', 'paint', 'husband', 'wall', 'floor', 'weeks', 'lost', 'him', 'door'],
    misfits: BREAKUP,
  },
  {
    id: 'quarry',
    turns: [
      {
        text: 'My childhood best friend called me out of nowhere after 15 years. We used to ride bikes to the quarry and jump off the rocks.',
      },
      {
        text: 'I want it to be a soul song, warm, like Bill Withers.',
        instructions: [
          { kind: 'genre', shows: '\\bsoul\\b' },
          { kind: 'artist', shows: 'withers' },
        ],
      },
      {
        text: 'She has two kids now and a lisp I never noticed before and she still laughs exactly the same.',
      },
    ],
    fits: ['friend', 'she', 'her', 'quarry', 'bikes', 'rocks', 'years', 'call', 'laugh', 'childhood', 'kids'],
    misfits: ['knew it was over', 'gave you away'],
  },
  {
    id: 'choir',
    turns: [
      {
        text: "I grew up singing in my dad's church every Sunday. I stopped believing around 20 but I still miss the singing more than anything.",
      },
      {
        text: 'Gospel feel, but honest about the doubt. Maybe third person, about a girl in a choir.',
        instructions: [
          { kind: 'genre', shows: 'gospel|\\bsoul\\b' },
          { kind: 'pov', shows: 'third[- ]person' },
        ],
      },
      {
        text: "The choir robes were maroon and too hot in July and the fans were paper with a funeral home's ad on the back.",
      },
    ],
    fits: [
      'church',
      'choir',
      'singing',
      'dad',
      'father',
      'believ',
      'faith',
      'doubt',
      'sunday',
      'girl',
      'robe',
      'she',
      'her',
      'god',
    ],
    misfits: BREAKUP,
  },
  {
    id: 'heavy',
    turns: [
      {
        text: "Some days I can't get out of bed. Not sad exactly, just heavy, like the blanket weighs a hundred pounds.",
      },
      {
        text: 'I want it chill, lo-fi, electronic, nothing dramatic.',
        instructions: [
          { kind: 'mood', shows: '\\bchill\\b' },
          { kind: 'genre', shows: '\\belectronic\\b' },
        ],
      },
      {
        text: 'My dog is the only reason I get up. She puts her nose right on my face at 7 every morning.',
      },
    ],
    fits: ['bed', 'blanket', 'heavy', 'days', 'dog', 'morning', 'get up', 'weight', 'her', 'she', 'nose'],
    misfits: BREAKUP,
  },
  {
    id: 'first-dance',
    turns: [
      {
        text: 'My little sister gets married in October and she asked me to write a song for the first dance. Our mom died when we were kids so I basically raised her.',
      },
      {
        text: 'It should be happy, with a chorus people can sing along to. Kind of like Ed Sheeran.',
        instructions: [
          { kind: 'mood', shows: '\\bhappy\\b' },
          { kind: 'section', shows: 'chorus' },
          { kind: 'artist', shows: 'sheeran' },
        ],
      },
      {
        text: 'When she was seven she made me promise to walk her down the aisle. I thought she would forget.',
      },
    ],
    fits: [
      'sister',
      'she',
      'her',
      'married',
      'wedding',
      'dance',
      'mom',
      'mother',
      'raised',
      'aisle',
      'promise',
      'october',
    ],
    misfits: ['knew it was over', 'the call connects'],
  },
  {
    id: 'volvo',
    turns: [
      {
        text: 'Quit my job, sold my couch, and bought a 1998 Volvo wagon. Driving to Alaska with my dog and no plan.',
      },
      {
        text: 'Make it a road song, energetic, in the style of Tom Petty.',
        instructions: [
          { kind: 'mood', shows: '\\benergetic\\b' },
          { kind: 'artist', shows: 'petty' },
        ],
      },
      {
        text: 'First night I slept in a Walmart parking lot in Montana and watched a thunderstorm through the windshield and felt totally free.',
      },
    ],
    fits: [
      'job',
      'couch',
      'volvo',
      'wagon',
      'alaska',
      'dog',
      'road',
      'drive',
      'driving',
      'plan',
      'montana',
      'free',
      'windshield',
      'storm',
    ],
    misfits: ['knew it was over', 'gave you away', 'the call connects'],
  },
];
