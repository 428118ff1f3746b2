/**
 * The twelfth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "a roller disco", "bless her soul", "a smooth jazz station"). A reply must not pin or name
 * them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_12: HeldOut4Conversation[] = [
  {
    id: 'one-pork-chop',
    messages: [
      {
        text: 'bought one pork chop today. one. first time in 46 years. i stood at the meat counter for a long time',
        turn: {
          kind: 'death',
          words: ['bought one pork chop today', 'first time in 46 years'],
        },
        condolence: {
          died: "the writer's husband Len (told obliquely, by a single pork chop)",
          to: 'the writer',
        },
      },
      {
        text: 'Len cut the crusts off my toast every morning. started on our honeymoon at Niagara and i never once asked him to',
        turn: { kind: 'memory', words: ['Len cut the crusts off my toast every morning'] },
      },
      {
        text: 'slow and kind. a waltz on an old upright piano with brushes, like nat king cole on a sunday morning when nobodys up yet',
        turn: {
          kind: 'style',
          words: ['slow and kind', 'a waltz', 'old upright piano', 'brushes', 'nat king cole'],
        },
        style: [
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'kind', pins: [mood('chill'), mood('romantic')] },
          { said: 'waltz', pins: [genre('jazz'), genre('classical'), genre('folk')] },
          { said: 'old upright piano', pins: [genre('jazz'), genre('blues'), mood('nostalgic')] },
          { said: 'brushes', pins: [genre('jazz')] },
        ],
        artists: [{ said: 'nat king cole', name: 'Nat King Cole' }],
      },
      {
        text: "last line: 'crusts on'",
        turn: { kind: 'request', words: ["last line: 'crusts on'"] },
      },
    ],
  },
  {
    id: 'share-a-birthday',
    messages: [
      {
        text: 'my daughter had her baby ON MY 60TH BIRTHDAY. Rosalind, 6 lb 15 oz. she says i am never getting a cake to myself again',
        turn: {
          kind: 'first',
          words: ['my daughter had her baby ON MY 60TH BIRTHDAY', 'Rosalind, 6 lb 15 oz'],
        },
      },
      {
        text: "i was in the waiting room in a paper party hat my coworkers made me wear. a nurse came out and said 'grandma?' and i stood up with the hat still on",
        turn: {
          kind: 'moment',
          words: ["a nurse came out and said 'grandma?'", 'i stood up with the hat still on'],
        },
      },
      {
        text: 'bouncy and bright but gentle, its for a baby. nothing cheesy. cyndi lauper. time after time but happier',
        turn: {
          kind: 'style',
          words: ['bouncy and bright but gentle', 'cyndi lauper', 'time after time', 'happier'],
        },
        style: [
          { said: 'bouncy', pins: [mood('happy'), mood('energetic'), genre('pop')] },
          { said: 'bright', pins: [mood('happy'), mood('uplifting')] },
          { said: 'gentle', pins: [mood('chill')] },
          { said: 'happier', pins: [mood('happy')] },
        ],
        artists: [{ said: 'cyndi lauper', name: 'Cyndi Lauper' }],
        songs: [{ said: 'time after time', title: 'Time After Time', artist: 'Cyndi Lauper' }],
      },
      {
        text: "first line: 'grandma? and i stood up'",
        turn: { kind: 'request', words: ["first line: 'grandma? and i stood up'"] },
      },
    ],
  },
  {
    id: 'chico',
    messages: [
      {
        text: 'Chico died this morning. african grey. 41 years old. he was my grandpas bird',
        turn: { kind: 'death', words: ['Chico died this morning'] },
        condolence: { died: "Chico, the writer's late grandfather's parrot of 41 years", to: 'the writer' },
      },
      {
        text: 'grandpa passed in 2015 and chico kept doing his laugh. the wheezy one. exactly. so i kind of lost grandpa twice',
        turn: { kind: 'feeling', words: ['chico kept doing his laugh', 'i kind of lost grandpa twice'] },
      },
      {
        text: 'he also whistled Happy Together every time the microwave beeped. 30 years of popcorn with a soundtrack',
        turn: { kind: 'memory', words: ['whistled Happy Together every time the microwave beeped'] },
        songs: [{ said: 'Happy Together', title: 'Happy Together', artist: 'The Turtles' }],
      },
      {
        text: 'funny and sad at the same time. whistling, toy piano, a tuba maybe? no ukulele. kinda the turtles but at a funeral',
        turn: { kind: 'style', words: ['funny and sad', 'whistling', 'toy piano', 'a tuba', 'the turtles'] },
        style: [
          { said: 'funny', pins: [mood('happy')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'whistling', pins: [genre('folk'), genre('pop'), mood('happy')] },
          { said: 'toy piano', pins: [genre('indie'), mood('dreamy')] },
          { said: 'tuba', pins: [genre('jazz'), genre('folk')] },
        ],
        artists: [{ said: 'the turtles', name: 'The Turtles' }],
      },
      {
        text: 'the chorus is just the laugh. no words',
        turn: { kind: 'request', words: ['the chorus is just the laugh'] },
      },
    ],
  },
  {
    id: 'i-walked',
    messages: [
      {
        text: 'I WALKED!!! bachelors in accounting. 11 years of night classes. im 44',
        turn: { kind: 'first', words: ['I WALKED', '11 years of night classes'] },
      },
      {
        text: 'my kids screamed so loud at my name the dean stopped and laughed into the mic. my youngest had a sign. MOMMY IS A NERD. my folks drove up from Dayton and my dad wore a tie',
        turn: { kind: 'moment', words: ['my kids screamed so loud at my name', 'MOMMY IS A NERD'] },
        notStyle: ['my folks'],
      },
      {
        text: 'did most of my homework in the minivan outside soccer practice with a book light. failed stats twice. TWICE',
        turn: {
          kind: 'memory',
          words: ['did most of my homework in the minivan outside soccer practice', 'failed stats twice'],
        },
      },
      {
        text: 'i want a strut!! big brassy funk, horns, a little cocky. kool & the gang, Celebration but about spreadsheets',
        turn: {
          kind: 'style',
          words: ['a strut', 'big brassy funk', 'horns', 'a little cocky', 'kool & the gang', 'Celebration'],
        },
        style: [
          { said: 'strut', pins: [mood('confident'), genre('soul')] },
          { said: 'big brassy funk', pins: [genre('soul'), genre('r&b'), mood('powerful')] },
          { said: 'horns', pins: [genre('soul'), genre('jazz')] },
          { said: 'cocky', pins: [mood('confident')] },
        ],
        artists: [{ said: 'kool & the gang', name: 'Kool & the Gang' }],
        songs: [{ said: 'Celebration', title: 'Celebration', artist: 'Kool & the Gang' }],
      },
    ],
  },
  {
    id: 'pani-popo',
    messages: [
      {
        text: 'long shift. forklift battery died twice lol. anyway my girl Tavita on the loading dock lost her mom yesterday. she flew home to Apia this morning',
        turn: { kind: 'death', words: ['Tavita on the loading dock lost her mom yesterday'] },
        condolence: {
          died: "Tavita's mother (Tavita works with the writer on the loading dock)",
          to: 'Tavita',
        },
      },
      {
        text: 'her mom sent a cooler of pani popo to the warehouse every christmas. like 60 of them. for 40 guys shed never met',
        turn: { kind: 'memory', words: ['sent a cooler of pani popo to the warehouse every christmas'] },
      },
      {
        text: 'something warm for her. island reggae, ukulele, a slow one drop. like J Boog or Fiji',
        turn: {
          kind: 'style',
          words: ['warm', 'island reggae', 'ukulele', 'a slow one drop', 'J Boog', 'Fiji'],
        },
        style: [
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'island reggae', pins: [genre('reggae'), mood('chill')] },
          { said: 'ukulele', pins: [genre('reggae'), genre('folk'), genre('pop')] },
          { said: 'slow one drop', pins: [genre('reggae'), mood('chill')] },
        ],
        artists: [
          { said: 'J Boog', name: 'J Boog' },
          { said: 'Fiji', name: 'Fiji' },
        ],
      },
      {
        text: 'Sublime.',
        turn: { kind: 'style', words: ['Sublime'] },
        artists: [{ said: 'Sublime', name: 'Sublime' }],
      },
    ],
  },
  {
    id: 'kxlu-at-2am',
    messages: [
      {
        text: 'I HEARD MY SONG ON THE RADIO. college station, 2:14am, right after a norwegian black metal thing and right before a PSA about ticks',
        turn: { kind: 'first', words: ['I HEARD MY SONG ON THE RADIO'] },
        notStyle: ['a norwegian black metal thing'],
      },
      {
        text: "i was in the taco bell drive thru. i made the kid at the window listen. he said 'cool' and gave me like 11 hot sauces",
        turn: { kind: 'moment', words: ['i made the kid at the window listen'] },
      },
      {
        text: 'nobody at work knows i write songs. 9 years in my closet with a comforter over my head so the neighbors cant hear',
        turn: { kind: 'confession', words: ['nobody at work knows i write songs', '9 years in my closet'] },
      },
      {
        text: 'scrappy 90s 4-track indie rock, crunchy guitars, slacker vibes. pavement. guided by voices',
        turn: {
          kind: 'style',
          words: [
            'scrappy 90s 4-track indie rock',
            'crunchy guitars',
            'slacker vibes',
            'pavement',
            'guided by voices',
          ],
        },
        style: [
          { said: 'scrappy', pins: [genre('indie'), genre('punk'), mood('energetic')] },
          { said: '90s', pins: [mood('nostalgic'), genre('alternative'), genre('indie')] },
          { said: '4-track', pins: [genre('indie')] },
          { said: 'indie rock', pins: [genre('indie'), genre('rock'), genre('alternative')] },
          { said: 'crunchy guitars', pins: [genre('rock'), genre('alternative'), genre('indie')] },
          { said: 'slacker', pins: [genre('indie'), mood('chill')] },
        ],
        artists: [
          { said: 'pavement', name: 'Pavement' },
          { said: 'guided by voices', name: 'Guided by Voices' },
        ],
      },
    ],
  },
  {
    id: 'marges-tomatoes',
    messages: [
      {
        text: 'my exs mom died friday. Marge. we split 3 years ago and she still texted me a picture of her tomatoes every single july',
        turn: { kind: 'death', words: ['my exs mom died friday'] },
        condolence: {
          died: "Marge, the writer's ex-partner's mother",
          to: "the writer's ex (and the writer)",
        },
      },
      {
        text: 'i dont know if im allowed to go to the funeral. is that a thing. do i sit in the back. do i bring tomatoes',
        turn: { kind: 'feeling', words: ['i dont know if im allowed to go to the funeral'] },
      },
      {
        text: 'i want to write something i could give him after. not a sad one. more like a thank you note to her',
        turn: {
          kind: 'request',
          words: ['i want to write something i could give him after', 'a thank you note to her'],
        },
      },
      {
        text: 'old timey. fiddle, dobro, lots of harmony. nickel creek or first aid kit. wild horses kind of tender',
        turn: {
          kind: 'style',
          words: [
            'old timey',
            'fiddle',
            'dobro',
            'lots of harmony',
            'nickel creek',
            'first aid kit',
            'wild horses',
            'tender',
          ],
        },
        style: [
          { said: 'old timey', pins: [genre('folk'), genre('country'), mood('nostalgic')] },
          { said: 'fiddle', pins: [genre('folk'), genre('country')] },
          { said: 'dobro', pins: [genre('country'), genre('blues'), genre('folk')] },
          { said: 'lots of harmony', pins: [genre('folk'), genre('pop')] },
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
        ],
        artists: [
          { said: 'nickel creek', name: 'Nickel Creek' },
          { said: 'first aid kit', name: 'First Aid Kit' },
        ],
        songs: [{ said: 'wild horses', title: 'Wild Horses', artist: 'The Rolling Stones' }],
      },
    ],
  },
  {
    id: 'matching-cardigans',
    messages: [
      {
        text: 'my dads got married saturday!!! 38 years together. courthouse, 10 minutes, matching cardigans like the old men they are',
        turn: { kind: 'moment', words: ['my dads got married saturday', '38 years together'] },
      },
      {
        text: 'they met at a roller disco in san francisco in 1987. pop had a mullet, papa had a mustache, there are PHOTOS',
        turn: {
          kind: 'memory',
          words: ['they met at a roller disco in san francisco in 1987', 'pop had a mullet'],
        },
        notStyle: ['a roller disco', 'pop'],
      },
      {
        text: 'so obviously 80s hi-NRG!! big synth bass, handclaps, sylvester and bronski beat. it should feel like Miami in 1985',
        turn: {
          kind: 'style',
          words: ['80s hi-NRG', 'big synth bass', 'handclaps', 'sylvester', 'bronski beat'],
        },
        style: [
          { said: '80s hi-NRG', pins: [genre('electronic'), genre('pop'), mood('energetic')] },
          { said: 'big synth bass', pins: [genre('electronic'), genre('pop')] },
          { said: 'handclaps', pins: [genre('pop'), mood('happy')] },
        ],
        artists: [
          { said: 'sylvester', name: 'Sylvester' },
          { said: 'bronski beat', name: 'Bronski Beat' },
        ],
      },
      {
        text: 'and can it go half time in the last chorus so they can actually slow dance',
        turn: { kind: 'request', words: ['can it go half time in the last chorus'] },
        style: [{ said: 'slow dance', pins: [mood('romantic'), mood('chill')] }],
      },
    ],
  },
  {
    id: 'again-again',
    messages: [
      {
        text: 'hey. sorry, phone was dead all weekend and i didnt charge it on purpose. my uncle Femi died saturday. 67. his heart',
        turn: { kind: 'death', words: ['my uncle Femi died saturday'] },
        condolence: { died: "Femi, the writer's uncle", to: 'the writer' },
      },
      {
        text: "he taught me to drive stick in the church parking lot in his yellow peugeot 504. i stalled it like 30 times and he never raised his voice once. just 'again. again.'",
        turn: {
          kind: 'memory',
          words: ['taught me to drive stick in the church parking lot', 'yellow peugeot 504'],
        },
      },
      {
        text: '70s nigerian funk, like the William Onyeabor tapes he played every christmas. cowbell, wobbly synths, warm and dusty',
        turn: {
          kind: 'style',
          words: ['70s nigerian funk', 'William Onyeabor', 'cowbell', 'wobbly synths', 'warm and dusty'],
        },
        style: [
          { said: '70s nigerian funk', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: 'cowbell', pins: [genre('soul'), genre('rock')] },
          { said: 'wobbly synths', pins: [genre('electronic')] },
          { said: 'warm', pins: [mood('chill'), genre('soul')] },
          { said: 'dusty', pins: [mood('nostalgic')] },
        ],
        artists: [{ said: 'William Onyeabor', name: 'William Onyeabor' }],
      },
      {
        text: "hook: 'again. again.'",
        turn: { kind: 'request', words: ["hook: 'again. again.'"] },
      },
    ],
  },
  {
    id: 'knife-roll',
    messages: [
      {
        text: 'got the call. im the new head chef at Larkspur. 14 years ago i was their dishwasher',
        turn: {
          kind: 'change',
          words: ['im the new head chef at Larkspur', '14 years ago i was their dishwasher'],
        },
      },
      {
        text: 'my sous chef Nico is a total punk and he already printed a ticket that says YES CHEF in 40 pt font and taped it to the pass',
        turn: { kind: 'moment', words: ['printed a ticket that says YES CHEF'] },
        notStyle: ['a total punk'],
      },
      {
        text: 'swaggering. loud. hardcore but groovy, like the kitchen at full rush. turnstile. not like Dennys at 4am, like a saturday at Nobu',
        turn: { kind: 'style', words: ['swaggering', 'loud', 'hardcore but groovy', 'turnstile'] },
        style: [
          { said: 'swaggering', pins: [mood('confident'), mood('energetic')] },
          { said: 'loud', pins: [mood('powerful'), mood('energetic')] },
          { said: 'hardcore', pins: [genre('punk'), genre('metal')] },
          { said: 'groovy', pins: [mood('energetic'), genre('soul')] },
        ],
        artists: [{ said: 'turnstile', name: 'Turnstile' }],
      },
      {
        text: 'chorus should be the ticket printer. order up, order up',
        turn: { kind: 'request', words: ['chorus should be the ticket printer'] },
      },
    ],
  },
  {
    id: 'one-box',
    messages: [
      {
        text: 'the home called. we can come get her things whenever this week',
        turn: { kind: 'death', words: ['we can come get her things'] },
        condolence: {
          died: "the writer's mother (told obliquely, by the nursing home's call)",
          to: 'the writer',
        },
      },
      {
        text: 'its one box. 91 years and its one box. her hairbrush, a rosary, a tin of anise candy, dads navy picture',
        turn: { kind: 'moment', words: ['its one box', '91 years and its one box'] },
      },
      {
        text: 'last time i saw her she sang Que Sera Sera to the night nurse and told me my hair looked nice, miss. she thought i was staff. i said thank you',
        turn: { kind: 'memory', words: ['she thought i was staff', 'i said thank you'] },
        songs: [
          {
            said: 'Que Sera Sera',
            title: 'Que Sera, Sera (Whatever Will Be, Will Be)',
            artist: 'Doris Day',
          },
        ],
      },
      {
        text: 'quiet. like a hymn on a cheap keyboard and 3 old ladies singing. a little odetta',
        turn: {
          kind: 'style',
          words: ['quiet', 'a hymn', 'cheap keyboard', '3 old ladies singing', 'odetta'],
        },
        style: [
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
          { said: 'hymn', pins: [genre('soul'), genre('folk'), genre('classical')] },
          { said: 'cheap keyboard', pins: [genre('indie'), genre('pop'), genre('electronic')] },
          { said: '3 old ladies singing', pins: [genre('soul'), genre('folk')] },
        ],
        artists: [{ said: 'odetta', name: 'Odetta' }],
      },
      {
        text: 'bridge with no words. just the keyboard on its hymn setting',
        turn: { kind: 'request', words: ['bridge with no words'] },
      },
    ],
  },
  {
    id: 'chapel-at-1am',
    messages: [
      {
        text: 'were doing it. driving to vegas tonight. drive thru chapel at 1am, nobody knows, not even her mom',
        turn: { kind: 'decision', words: ['were doing it', 'driving to vegas tonight'] },
      },
      {
        text: 'we have $212, a bag of gas station jerky and her grandmas ring on a shoelace. she says im a hopeless romantic. im a hopeless something',
        turn: { kind: 'moment', words: ['her grandmas ring on a shoelace'] },
        notStyle: ['a hopeless romantic'],
      },
      {
        text: 'fast and reckless and happy. jangly desert rock like meat puppets, or calexico with the trumpets. it should feel like Vegas at 1am',
        turn: {
          kind: 'style',
          words: [
            'fast and reckless and happy',
            'jangly desert rock',
            'meat puppets',
            'calexico',
            'the trumpets',
          ],
        },
        style: [
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'reckless', pins: [mood('energetic'), genre('punk')] },
          { said: 'happy', pins: [mood('happy')] },
          { said: 'jangly desert rock', pins: [genre('rock'), genre('indie'), genre('alternative')] },
          { said: 'trumpets', pins: [genre('folk'), genre('jazz')] },
        ],
        artists: [
          { said: 'meat puppets', name: 'Meat Puppets' },
          { said: 'calexico', name: 'Calexico' },
        ],
      },
      {
        text: 'end it with us saying i do through the drive thru speaker',
        turn: { kind: 'request', words: ['end it with us saying i do through the drive thru speaker'] },
      },
    ],
  },
  {
    id: 'top-bunk',
    messages: [
      {
        text: 'my 15 yr olds best freind Malia lost her dad last night. car accident coming home from her volleyball game. shes been on our couch since 7am',
        turn: { kind: 'death', words: ['best freind Malia lost her dad last night'] },
        condolence: {
          died: "Malia's father (Malia is the writer's 15-year-old's best friend)",
          to: "Malia (and the writer's child beside her)",
        },
      },
      {
        text: 'they havent talked in hours. my kid just keeps making her ramen and refilling her water. thats it. thats all shes doing and its everything',
        turn: { kind: 'moment', words: ['keeps making her ramen and refilling her water'] },
      },
      {
        text: 'i want to write about my kid. about being the friend who just sits there',
        turn: { kind: 'request', words: ['i want to write about my kid', 'the friend who just sits there'] },
      },
      {
        text: 'soft indie, lo fi, close up. boygenius or bright eyes. like someone whispering from the top bunk',
        turn: { kind: 'style', words: ['soft indie', 'lo fi', 'close up', 'boygenius', 'bright eyes'] },
        style: [
          { said: 'soft indie', pins: [genre('indie'), mood('chill')] },
          { said: 'lo fi', pins: [genre('indie'), mood('chill')] },
          { said: 'close up', pins: [mood('chill'), mood('dreamy')] },
        ],
        artists: [
          { said: 'boygenius', name: 'boygenius' },
          { said: 'bright eyes', name: 'Bright Eyes' },
        ],
      },
    ],
  },
  {
    id: 'ruth-the-roses',
    messages: [
      {
        text: 'WE GOT THE KEYS. 1924 bungalow in Tacoma. one bathroom, the roof needs work, its OURS',
        turn: { kind: 'first', words: ['WE GOT THE KEYS', 'its OURS'] },
      },
      {
        text: "the old owner left a note taped inside the breaker box. 'basement floods in march. the roses are named Ruth. be good to her.'",
        turn: {
          kind: 'moment',
          words: ['left a note taped inside the breaker box', 'the roses are named Ruth'],
        },
      },
      {
        text: 'warm and homey. 70s laurel canyon folk rock, crosby, stills & nash harmonies. like a Pottery Barn ad but real',
        turn: {
          kind: 'style',
          words: ['warm and homey', '70s laurel canyon folk rock', 'crosby, stills & nash', 'harmonies'],
        },
        style: [
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'homey', pins: [mood('chill'), mood('nostalgic')] },
          { said: '70s laurel canyon folk rock', pins: [genre('folk'), genre('rock'), mood('nostalgic')] },
          { said: 'harmonies', pins: [genre('folk'), genre('pop')] },
        ],
        artists: [{ said: 'crosby, stills & nash', name: 'Crosby, Stills & Nash' }],
      },
      {
        text: 'title: Ruth',
        turn: { kind: 'request', words: ['title: Ruth'] },
      },
    ],
  },
  {
    id: 'friends-in-low-places',
    messages: [
      {
        text: 'ugh its 97 out and the AC is making the clicking noise again. anyway. my buddy Big Mike died sunday. 44. we went through basic together at Fort Leonard Wood',
        turn: { kind: 'death', words: ['my buddy Big Mike died sunday'] },
        condolence: { died: "Big Mike, the writer's army friend", to: 'the writer' },
      },
      {
        text: 'he had a metal plate in his head from Fallujah and hed let kids at the airport watch him set off the detector. every time. he lived for it',
        turn: { kind: 'memory', words: ['let kids at the airport watch him set off the detector'] },
        notStyle: ['a metal plate'],
      },
      {
        text: 'named his bass boat Friends in Low Places. it sank. twice. he kept the name',
        turn: { kind: 'memory', words: ['named his bass boat Friends in Low Places', 'it sank. twice'] },
        songs: [{ said: 'Friends in Low Places', title: 'Friends in Low Places', artist: 'Garth Brooks' }],
      },
      {
        text: 'a drinking song. irish punk, everybody shouting, dropkick murphys',
        turn: {
          kind: 'style',
          words: ['a drinking song', 'irish punk', 'everybody shouting', 'dropkick murphys'],
        },
        style: [
          { said: 'drinking song', pins: [genre('folk'), genre('rock')] },
          { said: 'irish punk', pins: [genre('punk'), genre('folk')] },
          { said: 'everybody shouting', pins: [mood('powerful'), mood('energetic')] },
        ],
        artists: [{ said: 'dropkick murphys', name: 'Dropkick Murphys' }],
      },
    ],
  },
  {
    id: 'engine-nine',
    messages: [
      {
        text: 'they made me captain yesterday. engine 9. first Hmong captain in the department',
        turn: { kind: 'change', words: ['they made me captain yesterday'] },
      },
      {
        text: 'my dad came over in 1980 with one suitcase and a qeej. he played it at my pinning in the firehouse bay and 30 firefighters didnt know what to do with their faces',
        turn: { kind: 'moment', words: ['he played it at my pinning in the firehouse bay'] },
      },
      {
        text: 'PROUD. huge. qeej over big cinematic drums, like a movie trailer',
        turn: { kind: 'style', words: ['PROUD', 'huge', 'qeej', 'big cinematic drums'] },
        style: [
          { said: 'PROUD', pins: [mood('confident'), mood('uplifting'), mood('powerful')] },
          { said: 'huge', pins: [mood('powerful')] },
          { said: 'qeej', pins: [genre('folk')] },
          { said: 'big cinematic drums', pins: [mood('powerful'), genre('classical')] },
        ],
      },
      {
        text: 'Muse.',
        turn: { kind: 'style', words: ['Muse'] },
        artists: [{ said: 'Muse', name: 'Muse' }],
      },
      {
        text: 'tempo change halfway. start slow like his qeej then the sirens kick it into double time',
        turn: { kind: 'request', words: ['tempo change halfway', 'kick it into double time'] },
        style: [
          { said: 'slow', pins: [mood('chill')] },
          { said: 'double time', pins: [mood('energetic')] },
        ],
      },
    ],
  },
  {
    id: 'one-pack-of-gum',
    messages: [
      {
        text: 'got my license back today!!! 2 years seizure free. drove myself to the gas station like a normal person and bought one (1) pack of gum',
        turn: { kind: 'first', words: ['got my license back today', 'drove myself to the gas station'] },
      },
      {
        text: 'my little brother drove me everywhere for 2 years in his 2004 buick with no AC and the same Cranberries CD stuck in it. i know every word. against my will',
        turn: {
          kind: 'memory',
          words: ['my little brother drove me everywhere for 2 years', 'the same Cranberries CD stuck in it'],
        },
        artists: [{ said: 'Cranberries', name: 'The Cranberries' }],
      },
      {
        text: "breezy '90s alt pop. the sundays, the cardigans. lovefool but about gum lol",
        turn: { kind: 'style', words: ["breezy '90s alt pop", 'the sundays', 'the cardigans', 'lovefool'] },
        style: [
          { said: 'breezy', pins: [mood('chill'), mood('happy')] },
          { said: "'90s alt pop", pins: [genre('alternative'), genre('pop'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'the sundays', name: 'The Sundays' },
          { said: 'the cardigans', name: 'The Cardigans' },
        ],
        songs: [{ said: 'lovefool', title: 'Lovefool', artist: 'The Cardigans' }],
      },
      {
        text: 'can it speed up a little every verse. like me getting braver at every light',
        turn: { kind: 'request', words: ['can it speed up a little every verse'] },
      },
    ],
  },
  {
    id: 'the-crib-in-the-garage',
    messages: [
      {
        text: "made up my mind. im getting the snip. 34, definately dont want kids, never did, and im tired of saying 'maybe later' at thanksgiving",
        turn: { kind: 'decision', words: ['made up my mind', 'im getting the snip'] },
      },
      {
        text: 'my mom has had a crib in her garage since 1991. for my future kids. ive never had the heart to tell her',
        turn: { kind: 'confession', words: ['ive never had the heart to tell her'] },
      },
      {
        text: 'calm. sure of myself. not angry, not sorry. like a bill callahan song, that low voice saying very simple things',
        turn: {
          kind: 'style',
          words: ['calm', 'sure of myself', 'bill callahan', 'that low voice', 'simple'],
        },
        style: [
          { said: 'calm', pins: [mood('chill')] },
          { said: 'sure of myself', pins: [mood('confident')] },
          { said: 'low voice', pins: [mood('chill'), genre('folk')] },
          { said: 'simple', pins: [genre('folk'), mood('chill')] },
        ],
        artists: [{ said: 'bill callahan', name: 'Bill Callahan' }],
      },
      {
        text: 'end on the crib. just the crib in the garage under a tarp',
        turn: { kind: 'request', words: ['end on the crib'] },
      },
    ],
  },
  {
    id: 'pass-the-pudding',
    messages: [
      {
        text: 'ok confession. im an atheist and ive been going to First Baptist every sunday for a year. for the potluck',
        turn: {
          kind: 'confession',
          words: ['ive been going to First Baptist every sunday for a year', 'for the potluck'],
        },
      },
      {
        text: 'Miss Earlene, bless her soul, makes a banana pudding i would fight a man for. and now they asked me to USHER',
        turn: { kind: 'moment', words: ['now they asked me to USHER'] },
        notStyle: ['bless her soul'],
      },
      {
        text: 'i think i love those people. i just dont believe a word. is that allowed',
        turn: { kind: 'feeling', words: ['i think i love those people', 'i just dont believe a word'] },
      },
      {
        text: 'southern gospel, handclaps and a hammond, but sneaky. sister rosetta tharpe shredding in church',
        turn: {
          kind: 'style',
          words: ['southern gospel', 'handclaps', 'a hammond', 'sister rosetta tharpe'],
        },
        style: [
          { said: 'southern gospel', pins: [genre('soul'), genre('country'), genre('r&b')] },
          { said: 'handclaps', pins: [genre('soul'), genre('pop'), mood('happy')] },
          { said: 'hammond', pins: [genre('soul'), genre('r&b'), genre('blues')] },
          { said: 'shredding', pins: [genre('rock'), genre('blues'), mood('energetic')] },
        ],
        artists: [{ said: 'sister rosetta tharpe', name: 'Sister Rosetta Tharpe' }],
      },
    ],
  },
  {
    id: 'doctor-urchin',
    messages: [
      {
        text: 'PASSED.',
        turn: { kind: 'first', words: ['PASSED'] },
      },
      {
        text: 'defended at 2, at 3:40 they came out and called me Dr Okonkwo and i made a noise like a kettle',
        turn: { kind: 'moment', words: ['they came out and called me Dr Okonkwo'] },
      },
      {
        text: '6 years of counting purple sea urchins off Monterey in a wetsuit that smelled like a wet dog no matter what',
        turn: { kind: 'memory', words: ['6 years of counting purple sea urchins off Monterey'] },
      },
      {
        text: 'underwater. dreamy synths, floaty, kelp swaying. caribou or air',
        turn: { kind: 'style', words: ['underwater', 'dreamy synths', 'floaty', 'caribou', 'air'] },
        style: [
          { said: 'underwater', pins: [mood('dreamy'), genre('electronic'), mood('chill')] },
          { said: 'dreamy synths', pins: [genre('electronic'), mood('dreamy')] },
          { said: 'floaty', pins: [mood('dreamy'), mood('chill')] },
        ],
        artists: [
          { said: 'caribou', name: 'Caribou' },
          { said: 'air', name: 'Air' },
        ],
      },
    ],
  },
  {
    id: 'morning-professor',
    messages: [
      {
        text: 'i tell everyone i take the bus for the planet. i dont. i cant drive since the wreck on 94 in 2019. i get in the drivers seat and my hands go numb',
        turn: { kind: 'confession', words: ['i cant drive since the wreck on 94 in 2019'] },
      },
      {
        text: "the driver on the 21, Rosalee, knows my stop and says 'morning professor' every day. im not a professor. i graded one stack of essays on her bus in 2021 and she decided",
        turn: { kind: 'moment', words: ["says 'morning professor' every day"] },
      },
      {
        text: 'this sunday my sister is taking me to the empty mall lot and im getting behind the wheel. for 10 minutes. thats the plan',
        turn: { kind: 'decision', words: ['im getting behind the wheel'] },
      },
      {
        text: 'anxious but sweet. slow jangly guitars like the bus rocking. yo la tengo',
        turn: { kind: 'style', words: ['anxious but sweet', 'slow jangly guitars', 'yo la tengo'] },
        style: [
          { said: 'anxious', pins: [mood('melancholic'), mood('energetic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'slow jangly guitars', pins: [genre('indie'), genre('rock'), mood('chill')] },
        ],
        artists: [{ said: 'yo la tengo', name: 'Yo La Tengo' }],
      },
      {
        text: 'the whole song should be one ride. stop to stop. and at the end i get off and walk to my car',
        turn: { kind: 'request', words: ['the whole song should be one ride', 'stop to stop'] },
      },
    ],
  },
  {
    id: 'closed-mouth-smile',
    messages: [
      {
        text: 'decided. im getting my teeth fixed. 20 years of smiling with my mouth shut in every single picture including my wedding',
        turn: { kind: 'decision', words: ['decided', 'im getting my teeth fixed'] },
      },
      {
        text: '7th grade a kid named Brandon called me jack o lantern in front of the whole bus. i went home and practiced a closed mouth smile in the bathroom mirror till dinner',
        turn: {
          kind: 'memory',
          words: [
            'a kid named Brandon called me jack o lantern',
            'practiced a closed mouth smile in the bathroom mirror',
          ],
        },
      },
      {
        text: "first appointment is the 14th. the dentist says ill have teeth like a rock star. i said i'll settle for an accountant",
        turn: { kind: 'moment', words: ['first appointment is the 14th'] },
        notStyle: ['a rock star'],
      },
      {
        text: 'slow build. shy and murky at first then it opens way up, like the smile finally happening. radiohead, the sad floaty ones',
        turn: {
          kind: 'style',
          words: ['slow build', 'shy and murky', 'opens way up', 'radiohead', 'the sad floaty ones'],
        },
        style: [
          { said: 'slow build', pins: [mood('uplifting'), mood('powerful')] },
          { said: 'shy', pins: [mood('chill'), mood('melancholic')] },
          { said: 'murky', pins: [mood('melancholic'), mood('dreamy')] },
          { said: 'opens way up', pins: [mood('uplifting'), mood('powerful')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'floaty', pins: [mood('dreamy'), mood('chill')] },
        ],
        artists: [{ said: 'radiohead', name: 'Radiohead' }],
      },
      {
        text: "last line: 'cheese'",
        turn: { kind: 'request', words: ["last line: 'cheese'"] },
      },
    ],
  },
  {
    id: 'clairol-2',
    messages: [
      {
        text: 'no more box dye. im letting it go silver. 41 and DONE',
        turn: { kind: 'change', words: ['no more box dye', 'im letting it go silver'] },
      },
      {
        text: 'my mom still does hers jet black at 70. Clairol 2. i do her roots over the kitchen sink every six weeks and she tells me whos died at church',
        turn: { kind: 'moment', words: ['i do her roots over the kitchen sink every six weeks'] },
      },
      {
        text: 'cool and glassy. icy synthpop, a little sad, mostly free. röyksopp',
        turn: { kind: 'style', words: ['cool and glassy', 'icy synthpop', 'a little sad', 'röyksopp'] },
        style: [
          { said: 'cool', pins: [mood('chill')] },
          { said: 'glassy', pins: [mood('dreamy'), genre('electronic')] },
          { said: 'icy synthpop', pins: [genre('electronic'), genre('pop'), mood('chill')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'röyksopp', name: 'Röyksopp' }],
      },
      {
        text: 'Kraftwerk.',
        turn: { kind: 'style', words: ['Kraftwerk'] },
        artists: [{ said: 'Kraftwerk', name: 'Kraftwerk' }],
      },
    ],
  },
  {
    id: 'goodnight-good-morning',
    messages: [
      {
        text: 'Gabi moved to Perth tuesday. australia Perth. shes 16 hours ahead of me now',
        turn: { kind: 'change', words: ['Gabi moved to Perth tuesday'] },
      },
      {
        text: 'we grew up 4 houses apart. had walkie talkies untill we were literally 19. channel 7. over',
        turn: { kind: 'memory', words: ['had walkie talkies untill we were literally 19'] },
      },
      {
        text: 'now when im going to bed shes eating breakfast. i text goodnight she texts good morning',
        turn: {
          kind: 'moment',
          words: ['when im going to bed shes eating breakfast', 'i text goodnight she texts good morning'],
        },
      },
      {
        text: 'japanese breakfast. wet leg.',
        turn: { kind: 'style', words: ['japanese breakfast', 'wet leg'] },
        artists: [
          { said: 'japanese breakfast', name: 'Japanese Breakfast' },
          { said: 'wet leg', name: 'Wet Leg' },
        ],
      },
    ],
  },
  {
    id: 'nonna-pias-shelf',
    messages: [
      {
        text: 'so. were moving in with my in-laws in january. 3 kids, 2 dogs, 1 bathroom, and Nonna Pia',
        turn: { kind: 'change', words: ['were moving in with my in-laws in january'] },
      },
      {
        text: 'she already labeled a shelf in the fridge with my name. in italian. its the smallest shelf',
        turn: { kind: 'moment', words: ['labeled a shelf in the fridge with my name'] },
      },
      {
        text: 'chaotic. loud. a jump swing thing, clarinet going nuts, louis prima. it should feel like Olive Garden on mothers day',
        turn: {
          kind: 'style',
          words: ['chaotic', 'loud', 'a jump swing thing', 'clarinet going nuts', 'louis prima'],
        },
        style: [
          { said: 'chaotic', pins: [mood('energetic')] },
          { said: 'loud', pins: [mood('powerful'), mood('energetic')] },
          { said: 'jump swing', pins: [genre('jazz'), mood('energetic')] },
          { said: 'clarinet', pins: [genre('jazz'), genre('classical')] },
        ],
        artists: [{ said: 'louis prima', name: 'Louis Prima' }],
      },
      {
        text: 'end with everyone yelling at once and then the bathroom door locking',
        turn: { kind: 'request', words: ['end with everyone yelling at once', 'the bathroom door locking'] },
      },
    ],
  },
  {
    id: 'bulldog-on-the-dash',
    messages: [
      {
        text: 'my brother sold dads truck. dads in assisted living now, cant drive, fine. but he didnt ask ANYBODY. some guy off craigslist, $3,000 cash',
        turn: { kind: 'moment', words: ['my brother sold dads truck', 'he didnt ask ANYBODY'] },
      },
      {
        text: 'theres a bulldog bobblehead on the dash i gave him when i was 9. it nodded at every pothole for 25 years. it went with the truck',
        turn: { kind: 'memory', words: ['a bulldog bobblehead on the dash i gave him when i was 9'] },
      },
      {
        text: 'im so angry i cant sleep. shaking angry',
        turn: { kind: 'feeling', words: ['im so angry i cant sleep'] },
        notStyle: ['im so angry', 'shaking angry'],
      },
      {
        text: 'so yeah. ANGRY. drop tuned guitars, screaming. deftones but meaner',
        turn: { kind: 'style', words: ['ANGRY', 'drop tuned guitars', 'screaming', 'deftones', 'meaner'] },
        style: [
          { said: 'ANGRY', pins: [mood('angry')] },
          { said: 'drop tuned guitars', pins: [genre('metal'), genre('rock')] },
          { said: 'screaming', pins: [genre('metal'), genre('punk'), mood('angry')] },
          { said: 'meaner', pins: [mood('angry')] },
        ],
        artists: [{ said: 'deftones', name: 'Deftones' }],
      },
      {
        text: 'bridge: no words, just an engine turning over and not catching',
        turn: { kind: 'request', words: ['bridge: no words'] },
      },
    ],
  },
  {
    id: 'the-blue-coyote',
    messages: [
      {
        text: 'ok this is gonna be long sorry. my grandparents ran a motel on route 66 in Tucumcari called the Blue Coyote from 1962 to 1999. 14 rooms. every summer my parents dumped me and my cousins there and we had jobs, i was in charge of the ice machine which was older than my dad and made a sound like a cow, and my cousin Rafa had to skim the bugs out of the pool with a net every morning. my grandpa sat in a lawn chair under the neon sign every night and wrote down license plates, he had a notebook with every state and the dates, and when he got Hawaii in 1988 (a guy SHIPPED his car!!) he made us all get up at midnight to go look at it. grandma made green chile stew in july when it was 104 out. the vacancy sign only ever had the NO lit up once, 4th of july 1991. i think about it every time i see a neon sign',
        turn: {
          kind: 'memory',
          words: [
            'my grandparents ran a motel on route 66',
            'he had a notebook with every state',
            'when he got Hawaii in 1988',
          ],
        },
        notStyle: ['the Blue Coyote'],
      },
      {
        text: 'they bulldozed it in 2008. its an AutoZone now',
        turn: { kind: 'change', words: ['its an AutoZone now'] },
      },
      {
        text: 'desert twang, tons of reverb, lonesome but warm. chris isaak, wicked game kind of echo. it should feel like Tucumcari at 2am',
        turn: {
          kind: 'style',
          words: ['desert twang', 'tons of reverb', 'lonesome but warm', 'chris isaak', 'wicked game'],
        },
        style: [
          { said: 'desert twang', pins: [genre('country'), genre('rock')] },
          { said: 'reverb', pins: [mood('dreamy'), genre('rock')] },
          { said: 'lonesome', pins: [mood('melancholic'), mood('sad')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'echo', pins: [mood('dreamy')] },
        ],
        artists: [{ said: 'chris isaak', name: 'Chris Isaak' }],
        songs: [{ said: 'wicked game', title: 'Wicked Game', artist: 'Chris Isaak' }],
      },
      {
        text: 'end on the NO lighting up',
        turn: { kind: 'request', words: ['end on the NO lighting up'] },
      },
    ],
  },
  {
    id: 'belmont-to-fullerton',
    messages: [
      {
        text: 'the smoke alarm chirped all night, found the battery at 4am. anyway. wierdest thing happened on the train this morning',
        turn: { kind: 'moment', words: ['wierdest thing happened on the train this morning'] },
      },
      {
        text: 'old man in a sequined jacket gets on at Belmont with a boombox and puts on Aint No Mountain High Enough and by Fullerton the whole car is singing. a guy in a suit did the tammi terrell part. only in Chicago',
        turn: {
          kind: 'moment',
          words: ['by Fullerton the whole car is singing', 'a guy in a suit did the tammi terrell part'],
        },
        artists: [{ said: 'tammi terrell', name: 'Tammi Terrell' }],
        songs: [
          {
            said: 'Aint No Mountain High Enough',
            title: "Ain't No Mountain High Enough",
            artist: 'Marvin Gaye & Tammi Terrell',
          },
        ],
      },
      {
        text: 'joyful!! sixties soul, R n B, a big string section and the bass walking all over everything. like the funk brothers backing a whole train car',
        turn: {
          kind: 'style',
          words: [
            'joyful',
            'sixties soul',
            'R n B',
            'a big string section',
            'the bass walking all over everything',
            'the funk brothers',
          ],
        },
        style: [
          { said: 'joyful', pins: [mood('happy'), mood('uplifting')] },
          { said: 'sixties soul', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: 'R n B', pins: [genre('r&b'), genre('soul')] },
          { said: 'big string section', pins: [genre('soul'), genre('classical'), mood('powerful')] },
          { said: 'bass walking all over everything', pins: [genre('soul'), genre('jazz')] },
        ],
        artists: [{ said: 'the funk brothers', name: 'The Funk Brothers' }],
      },
    ],
  },
  {
    id: 'motion-lights',
    messages: [
      {
        text: 'i work overnight security in a 40 floor office tower downtown. 11pm to 7am. nobody says a word to me for 8 hours',
        turn: {
          kind: 'moment',
          words: [
            'i work overnight security in a 40 floor office tower',
            'nobody says a word to me for 8 hours',
          ],
        },
      },
      {
        text: 'the lobby speakers play a smooth jazz station on loop and i swear its the same 6 songs. i named the saxophone guy Gary',
        turn: { kind: 'moment', words: ['i named the saxophone guy Gary'] },
        notStyle: ['a smooth jazz station'],
      },
      {
        text: 'some nights i walk every floor just to make the motion lights come on. like somebody saying hi',
        turn: {
          kind: 'feeling',
          words: ['just to make the motion lights come on', 'like somebody saying hi'],
        },
      },
      {
        text: 'grey. slow. breathy voice over a drum loop. massive attack. teardrop but more tired',
        turn: {
          kind: 'style',
          words: ['grey', 'slow', 'breathy voice', 'a drum loop', 'massive attack', 'teardrop', 'more tired'],
        },
        style: [
          { said: 'grey', pins: [mood('melancholic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'breathy voice', pins: [mood('dreamy'), mood('chill')] },
          { said: 'drum loop', pins: [genre('electronic'), genre('hip-hop')] },
          { said: 'tired', pins: [mood('melancholic'), mood('chill')] },
        ],
        artists: [{ said: 'massive attack', name: 'Massive Attack' }],
        songs: [{ said: 'teardrop', title: 'Teardrop', artist: 'Massive Attack' }],
      },
      {
        text: 'can the beat be the elevator dinging on empty floors',
        turn: { kind: 'request', words: ['can the beat be the elevator dinging on empty floors'] },
      },
    ],
  },
  {
    id: 'both-parts',
    messages: [
      {
        text: "turned 40 saturday. my wife got the cover band at Slattery's to let me sing one and i sang for the first time in my life. Total Eclipse of the Heart. both parts",
        turn: { kind: 'first', words: ['i sang for the first time in my life', 'both parts'] },
        songs: [
          { said: 'Total Eclipse of the Heart', title: 'Total Eclipse of the Heart', artist: 'Bonnie Tyler' },
        ],
      },
      {
        text: "my whole team from work did the 'turn around, bright eyes' part like a choir. my boss stood on a chair",
        turn: {
          kind: 'moment',
          words: ["did the 'turn around, bright eyes' part", 'my boss stood on a chair'],
        },
        notStyle: ['like a choir'],
      },
      {
        text: 'Mötley Crüe. def leppard. a little ke$ha lol',
        turn: { kind: 'style', words: ['Mötley Crüe', 'def leppard', 'ke$ha'] },
        artists: [
          { said: 'Mötley Crüe', name: 'Mötley Crüe' },
          { said: 'def leppard', name: 'Def Leppard' },
          { said: 'ke$ha', name: 'Kesha' },
        ],
      },
      {
        text: 'hair metal. stupid and huge, gang vocals, a guitar solo on a table',
        turn: { kind: 'style', words: ['hair metal', 'stupid and huge', 'gang vocals', 'a guitar solo'] },
        style: [
          { said: 'hair metal', pins: [genre('metal'), genre('rock'), mood('nostalgic')] },
          { said: 'stupid', pins: [mood('happy')] },
          { said: 'huge', pins: [mood('powerful')] },
          { said: 'gang vocals', pins: [genre('rock'), genre('punk'), mood('powerful')] },
          { said: 'guitar solo', pins: [genre('rock'), genre('metal')] },
        ],
      },
      {
        text: 'end with a key change nobody asked for',
        turn: { kind: 'request', words: ['end with a key change nobody asked for'] },
      },
    ],
  },
];
