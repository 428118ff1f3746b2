/**
 * The ninth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "rock candy", "the Rockies", "Pop Rocks"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_9: HeldOut4Conversation[] = [
  {
    id: 'the-kiosk',
    messages: [
      {
        text: 'my baka Vesna died tuesday night. 93. she was asleep and my cousin was holding her hand',
        turn: { kind: 'death', words: ['my baka Vesna died tuesday night'] },
        condolence: { died: "Vesna, the writer's grandmother", to: 'the writer' },
      },
      {
        text: 'she sold lottery tickets from a kiosk on the square in Split for 31 yrs and knew half the towns numbers by heart. if you won she acted like SHE won',
        turn: { kind: 'memory', words: ['knew half the towns numbers by heart', 'she acted like SHE won'] },
      },
      {
        text: 'klapa. just mens voices, no instruments. the kind that makes the old guys at the bar stop talking',
        turn: { kind: 'style', words: ['klapa', 'just mens voices, no instruments'] },
        style: [
          { said: 'klapa', pins: [genre('folk'), mood('melancholic'), mood('powerful')] },
          { said: 'just mens voices, no instruments', pins: [genre('folk'), genre('classical')] },
        ],
      },
      {
        text: "call it 'the kiosk'",
        turn: { kind: 'request', words: ["call it 'the kiosk'"] },
      },
    ],
  },
  {
    id: 'coffee-ring',
    messages: [
      {
        text: 'ok small thing but. took my son to his first Blue Jays game sunday and he kept score in pencil all 9 innings',
        turn: { kind: 'first', words: ['his first Blue Jays game', 'he kept score in pencil all 9 innings'] },
        notStyle: ['Blue Jays'],
      },
      {
        text: 'the scorebook was my dads. the 1989 season is still in the front pages, his handwriting, a coffee ring on the Aug 12 page',
        turn: {
          kind: 'memory',
          words: ['the 1989 season is still in the front pages', 'a coffee ring on the Aug 12 page'],
        },
      },
      {
        text: 'some guy behind us had a bluetooth speaker playing Sweet Caroline in the 8th and my kid did the BAH BAH BAH a full second late every time',
        turn: { kind: 'moment', words: ['my kid did the BAH BAH BAH a full second late every time'] },
        songs: [{ said: 'Sweet Caroline', title: 'Sweet Caroline', artist: 'Neil Diamond' }],
      },
      {
        text: 'warm americana, harmonica, a little wistful. the jayhawks maybe, or Jason Molina when hes not so sad',
        turn: {
          kind: 'style',
          words: ['warm americana', 'harmonica', 'a little wistful', 'the jayhawks', 'Jason Molina'],
        },
        style: [
          { said: 'warm americana', pins: [genre('country'), genre('folk')] },
          { said: 'harmonica', pins: [genre('folk'), genre('blues'), genre('country')] },
          { said: 'wistful', pins: [mood('nostalgic'), mood('melancholic')] },
        ],
        artists: [
          { said: 'the jayhawks', name: 'The Jayhawks' },
          { said: 'Jason Molina', name: 'Jason Molina' },
        ],
      },
      {
        text: 'verse 2 should be the coffee ring',
        turn: { kind: 'request', words: ['verse 2 should be the coffee ring'] },
      },
    ],
  },
  {
    id: 'crooked-rows',
    messages: [
      {
        text: 'vacuumed the living room today. first time in 52 years it was my job',
        turn: { kind: 'death', words: ['first time in 52 years it was my job'] },
        condolence: { died: "the writer's husband of 52 years", to: 'the writer' },
      },
      {
        text: 'he liked the lines in the carpet straight, like a ballfield. i made mine crooked on purpose and then sat on the floor and cried like an idiot',
        turn: { kind: 'moment', words: ['i made mine crooked on purpose'] },
      },
      {
        text: 'not a dirge. give it a little lilt, a waltz maybe. Nanci Griffith or mary chapin carpenter',
        turn: {
          kind: 'style',
          words: ['a little lilt', 'a waltz', 'Nanci Griffith', 'mary chapin carpenter'],
        },
        style: [
          { said: 'lilt', pins: [mood('happy'), mood('chill')] },
          { said: 'waltz', pins: [genre('folk'), genre('country'), genre('classical')] },
        ],
        artists: [
          { said: 'Nanci Griffith', name: 'Nanci Griffith' },
          { said: 'mary chapin carpenter', name: 'Mary Chapin Carpenter' },
        ],
      },
    ],
  },
  {
    id: 'one-semester-ahead',
    messages: [
      {
        text: 'long shift, my feet are soup, the dish machine made that funky noise all day. anyway i start culinary school in january!! 47 yrs old, 20 of them as a lunch lady',
        turn: { kind: 'decision', words: ['i start culinary school in january'] },
        notStyle: ['funky noise'],
      },
      {
        text: 'my daughter is in the same program, one semester ahead. she already told me she will NOT know me in the hallway',
        turn: { kind: 'moment', words: ['she will NOT know me in the hallway'] },
      },
      {
        text: 'brassy and proud. horn section, big backbeat, like a sharon jones record',
        turn: { kind: 'style', words: ['brassy and proud', 'horn section', 'big backbeat', 'sharon jones'] },
        style: [
          { said: 'brassy', pins: [genre('soul'), mood('powerful')] },
          { said: 'proud', pins: [mood('confident'), mood('uplifting')] },
          { said: 'horn section', pins: [genre('soul'), genre('jazz'), genre('r&b')] },
          { said: 'big backbeat', pins: [genre('soul'), genre('rock'), mood('energetic')] },
        ],
        artists: [{ said: 'sharon jones', name: 'Sharon Jones & the Dap-Kings' }],
      },
      {
        text: "title it 'one semester ahead'",
        turn: { kind: 'request', words: ["title it 'one semester ahead'"] },
      },
    ],
  },
  {
    id: 'per-my-last-email',
    messages: [
      {
        text: "confession time. i told everyone i got the promotion in may. i didnt. they gave it to a guy named Brent who says 'per my last email' out loud. i eat a sad desk salad across from him every day",
        turn: { kind: 'confession', words: ['i told everyone i got the promotion in may. i didnt'] },
        notStyle: ['sad desk salad'],
      },
      {
        text: 'im telling them at thanksgiving. before pie so nobody can leave',
        turn: { kind: 'decision', words: ['im telling them at thanksgiving'] },
      },
      {
        text: 'twitchy anxious math rock, but funny. modest mouse-ish',
        turn: { kind: 'style', words: ['twitchy anxious math rock', 'funny', 'modest mouse'] },
        style: [
          { said: 'twitchy', pins: [mood('energetic')] },
          { said: 'anxious', pins: [mood('energetic'), mood('melancholic')] },
          { said: 'math rock', pins: [genre('rock'), genre('indie'), genre('alternative')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'modest mouse', name: 'Modest Mouse' }],
      },
    ],
  },
  {
    id: 'clutch',
    messages: [
      {
        text: 'my best friend Priyas dad died this morning. heart. she called me from the hospital parking lot and didnt say anything for like a minute',
        turn: { kind: 'death', words: ['my best friend Priyas dad died this morning'] },
        condolence: {
          died: "the father of Priya, the writer's best friend",
          to: 'Priya, and the writer as her friend',
        },
      },
      {
        text: 'he taught both of us to drive stick in the empty Kmart lot when we were 16. he would yell CLUTCH. CLUTCH. and then laugh so hard he had to get out of the car',
        turn: {
          kind: 'memory',
          words: ['taught both of us to drive stick in the empty Kmart lot', 'he would yell CLUTCH'],
        },
      },
      {
        text: 'i want to write something she can play at the house. theres no church service, just family and way too much food',
        turn: { kind: 'request', words: ['i want to write something she can play at the house'] },
      },
      {
        text: 'he was the bhangra guy at every wedding but slow it way down. harmonium, tabla, kind of A.R. Rahman',
        turn: { kind: 'style', words: ['bhangra', 'slow it way down', 'harmonium', 'tabla', 'A.R. Rahman'] },
        style: [
          { said: 'bhangra', pins: [genre('pop'), genre('electronic'), mood('energetic')] },
          { said: 'slow it way down', pins: [mood('chill'), mood('melancholic')] },
          { said: 'harmonium', pins: [genre('folk'), genre('classical')] },
          { said: 'tabla', pins: [genre('folk'), genre('classical')] },
        ],
        artists: [{ said: 'A.R. Rahman', name: 'A. R. Rahman' }],
      },
    ],
  },
  {
    id: 'two-dollar-bills',
    messages: [
      {
        text: 'called the salon today to cancel moms standing appointment. the girl asked if i wanted to reschedule.',
        turn: { kind: 'death', words: ['cancel moms standing appointment'] },
        condolence: { died: "the writer's mother", to: 'the writer' },
      },
      {
        text: 'every other thursday for 40 yrs. same chair, same stylist Bev. she tipped in two dollar bills and hummed Peggy Lee under the dryer',
        turn: {
          kind: 'memory',
          words: ['she tipped in two dollar bills', 'hummed Peggy Lee under the dryer'],
        },
        artists: [{ said: 'Peggy Lee', name: 'Peggy Lee' }],
      },
      {
        text: 'slow jazz ballad. brushes, upright bass, nothing too heavy',
        turn: { kind: 'style', words: ['slow jazz ballad', 'brushes', 'upright bass'] },
        style: [
          { said: 'slow jazz ballad', pins: [genre('jazz'), mood('chill'), mood('melancholic')] },
          { said: 'brushes', pins: [genre('jazz'), mood('chill')] },
          { said: 'upright bass', pins: [genre('jazz'), genre('folk')] },
        ],
      },
      {
        text: 'end it on two dollar bills',
        turn: { kind: 'request', words: ['end it on two dollar bills'] },
      },
    ],
  },
  {
    id: 'scattered-smothered-covered',
    messages: [
      {
        text: 'gonna ask her to marry me friday night. at the Waffle House on Ponce where we met at 2am in 2016. i already told the night cook, his name is Dre and hes more nervous than me',
        turn: { kind: 'decision', words: ['gonna ask her to marry me friday night'] },
      },
      {
        text: 'it should feel like a Waffle House at 2am. greasy, sweet, a little tipsy',
        turn: { kind: 'style', words: ['greasy, sweet, a little tipsy'] },
        style: [
          { said: 'greasy', pins: [genre('blues'), genre('rock')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'tipsy', pins: [mood('happy'), mood('energetic')] },
        ],
      },
      {
        text: "rock'n'roll but sweet, like a jukebox song. nick lowe does this perfect",
        turn: { kind: 'style', words: ["rock'n'roll but sweet", 'a jukebox song', 'nick lowe'] },
        style: [
          { said: "rock'n'roll", pins: [genre('rock'), mood('nostalgic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'jukebox song', pins: [genre('rock'), genre('pop'), mood('nostalgic')] },
        ],
        artists: [{ said: 'nick lowe', name: 'Nick Lowe' }],
      },
      {
        text: "call it 'scattered smothered covered'",
        turn: { kind: 'request', words: ["call it 'scattered smothered covered'"] },
      },
    ],
  },
  {
    id: 'bus-queen',
    messages: [
      {
        text: 'last day driving the 4B bus. 26 yrs. the kids made me a sash out of construction paper that says BUS QUEEN',
        turn: { kind: 'change', words: ['last day driving the 4B bus', '26 yrs'] },
      },
      {
        text: 'i always had the oldies station on and by october every year the whole bus could sing Be My Baby, even the 5th grade boys who pretended they couldnt',
        turn: { kind: 'memory', words: ['the whole bus could sing Be My Baby'] },
        songs: [{ said: 'Be My Baby', title: 'Be My Baby', artist: 'The Ronettes' }],
      },
      {
        text: 'sunny 60s girl group pop. handclaps, tambourine, wall of sound. the shangri-las',
        turn: {
          kind: 'style',
          words: ['sunny 60s girl group pop', 'handclaps', 'tambourine', 'wall of sound', 'the shangri-las'],
        },
        style: [
          { said: 'sunny', pins: [mood('happy'), mood('uplifting')] },
          { said: '60s girl group pop', pins: [genre('pop'), genre('soul'), mood('nostalgic')] },
          { said: 'handclaps', pins: [genre('pop'), mood('happy')] },
          { said: 'tambourine', pins: [genre('pop'), genre('soul'), genre('folk')] },
          { said: 'wall of sound', pins: [genre('pop'), mood('powerful')] },
        ],
        artists: [{ said: 'the shangri-las', name: 'The Shangri-Las' }],
      },
      {
        text: 'title it BUS QUEEN',
        turn: { kind: 'request', words: ['title it BUS QUEEN'] },
      },
    ],
  },
  {
    id: 'too-much-salt',
    messages: [
      {
        text: 'the old man next door, Walt, lost his wife Ines on friday. hes been out on the porch swing since, sitting on his side of it',
        turn: { kind: 'death', words: ['lost his wife Ines on friday', 'sitting on his side of it'] },
        condolence: { died: "Ines, the wife of Walt, the writer's neighbour", to: 'Walt' },
        notStyle: ['porch swing'],
      },
      {
        text: 'brought him a plate of country ham and biscuits tonite. he ate two bites and said Ines would say i used too much salt. then he laughed',
        turn: { kind: 'moment', words: ['Ines would say i used too much salt', 'then he laughed'] },
        notStyle: ['country ham'],
      },
      {
        text: 'old-time, slow. banjo and fiddle but gentle. alison krauss singing to one person',
        turn: { kind: 'style', words: ['old-time', 'slow', 'banjo and fiddle', 'gentle', 'alison krauss'] },
        style: [
          { said: 'old-time', pins: [genre('folk'), genre('country')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'banjo', pins: [genre('folk'), genre('country')] },
          { said: 'fiddle', pins: [genre('folk'), genre('country')] },
          { said: 'gentle', pins: [mood('chill')] },
        ],
        artists: [{ said: 'alison krauss', name: 'Alison Krauss' }],
      },
      {
        text: "can the chorus be 'too much salt'",
        turn: { kind: 'request', words: ["can the chorus be 'too much salt'"] },
      },
    ],
  },
  {
    id: 'mrs-okafor',
    messages: [
      {
        text: 'ok i have to tell someone. i quit piano at 14 and told my mom my teacher died so she wouldnt make me switch teachers',
        turn: { kind: 'confession', words: ['told my mom my teacher died'] },
      },
      {
        text: "she didnt die. mrs Okafor is 81 and i ran into her at Trader Joe's today by the frozen dumplings. she remembered my scales",
        turn: { kind: 'moment', words: ['mrs Okafor is 81', 'she remembered my scales'] },
      },
      {
        text: 'chamber pop, cheeky. string quartet, toy piano. belle & sebastian',
        turn: {
          kind: 'style',
          words: ['chamber pop', 'cheeky', 'string quartet', 'toy piano', 'belle & sebastian'],
        },
        style: [
          { said: 'chamber pop', pins: [genre('pop'), genre('indie'), genre('classical')] },
          { said: 'cheeky', pins: [mood('happy')] },
          { said: 'string quartet', pins: [genre('classical')] },
          { said: 'toy piano', pins: [genre('indie'), mood('dreamy'), mood('happy')] },
        ],
        artists: [{ said: 'belle & sebastian', name: 'Belle and Sebastian' }],
      },
      {
        text: 'hook: "mrs okafor is alive"',
        turn: { kind: 'request', words: ['hook: "mrs okafor is alive"'] },
      },
    ],
  },
  {
    id: 'purple-jar',
    messages: [
      {
        text: 'my grandpa grew rock candy on strings in mason jars on the kitchen windowsill every august. purple was always mine',
        turn: {
          kind: 'memory',
          words: ['grew rock candy on strings in mason jars', 'purple was always mine'],
        },
        notStyle: ['rock candy'],
      },
      {
        text: 'im doing it with my kids this weekend. already bought 8 lbs of sugar, the cashier gave me a look',
        turn: { kind: 'decision', words: ['im doing it with my kids this weekend'] },
      },
      {
        text: 'dreamy psych rock, woozy, tons of reverb. tame impala. the flaming lips, a do you realize?? kind of ending',
        turn: {
          kind: 'style',
          words: [
            'dreamy psych rock',
            'woozy',
            'tons of reverb',
            'tame impala',
            'the flaming lips',
            'do you realize??',
          ],
        },
        style: [
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: 'psych rock', pins: [genre('rock'), genre('alternative'), mood('dreamy')] },
          { said: 'woozy', pins: [mood('dreamy'), mood('chill')] },
          { said: 'reverb', pins: [mood('dreamy')] },
        ],
        artists: [
          { said: 'tame impala', name: 'Tame Impala' },
          { said: 'the flaming lips', name: 'The Flaming Lips' },
        ],
        songs: [{ said: 'do you realize??', title: 'Do You Realize??', artist: 'The Flaming Lips' }],
      },
    ],
  },
  {
    id: 'seven-hours',
    messages: [
      {
        text: 'THE BABY SLEPT 7 HOURS. seven. in a row. first time since she was born',
        turn: { kind: 'first', words: ['THE BABY SLEPT 7 HOURS', 'first time since she was born'] },
      },
      {
        text: 'i woke up at 4 in a total panic and stood over the crib with my hand on her back like a weirdo for 20 minutes',
        turn: { kind: 'moment', words: ['stood over the crib with my hand on her back'] },
      },
      {
        text: 'dub.',
        turn: { kind: 'style', words: ['dub'] },
        style: [{ said: 'dub', pins: [genre('reggae'), mood('chill')] }],
      },
      {
        text: 'like a lullaby but King Tubby made it. deep bass, echo on everything',
        turn: { kind: 'style', words: ['lullaby', 'King Tubby', 'deep bass', 'echo on everything'] },
        style: [
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy')] },
          { said: 'deep bass', pins: [genre('reggae'), genre('electronic'), genre('hip-hop')] },
          { said: 'echo on everything', pins: [genre('reggae'), mood('dreamy')] },
        ],
        artists: [{ said: 'King Tubby', name: 'King Tubby' }],
      },
    ],
  },
  {
    id: 'fourteen-inches',
    messages: [
      {
        text: 'cutting it all off tomorrow at 10. donating it. 14 inches',
        turn: { kind: 'decision', words: ['cutting it all off tomorrow at 10', 'donating it'] },
      },
      {
        text: 'my lola brushed it 100 strokes every night til i was 12 and counted in tagalog. i still count in tagalog when im nervous',
        turn: { kind: 'memory', words: ['brushed it 100 strokes every night', 'counted in tagalog'] },
      },
      {
        text: 'PUNK. like bikini kill but in a good mood',
        turn: { kind: 'style', words: ['PUNK', 'bikini kill', 'in a good mood'] },
        style: [
          { said: 'PUNK', pins: [genre('punk'), mood('energetic')] },
          { said: 'good mood', pins: [mood('happy')] },
        ],
        artists: [{ said: 'bikini kill', name: 'Bikini Kill' }],
      },
      {
        text: "the first line has to be 'fourteen inches'",
        turn: { kind: 'request', words: ["the first line has to be 'fourteen inches'"] },
      },
    ],
  },
  {
    id: 'next-year',
    messages: [
      {
        text: 'my dad died this morning.',
        turn: { kind: 'death', words: ['my dad died this morning'] },
        condolence: { died: "the writer's father", to: 'the writer' },
      },
      {
        text: 'i dont know what i want. i just need to write something today',
        turn: { kind: 'feeling', words: ['i just need to write something today'] },
      },
      {
        text: 'he loved the Rockies even when they were terrible, which was always. every october hed say next year. 40 years of next year',
        turn: { kind: 'memory', words: ['every october hed say next year', '40 years of next year'] },
        notStyle: ['the Rockies'],
      },
      {
        text: 'slow. plain. one guitar',
        turn: { kind: 'style', words: ['slow', 'plain', 'one guitar'] },
        style: [
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'plain', pins: [genre('folk'), mood('chill')] },
          { said: 'one guitar', pins: [genre('folk')] },
        ],
      },
    ],
  },
  {
    id: 'so-ordered',
    messages: [
      {
        text: "divorce is final. judge said 'so ordered' and hit the little hammer and that was 11 years. rock solid, my aunt used to call us lol",
        turn: { kind: 'change', words: ['divorce is final'] },
        notStyle: ['rock solid'],
      },
      {
        text: 'honestly i just feel lighter?? like i put down a bag i forgot i was carrying',
        turn: { kind: 'feeling', words: ['i just feel lighter', 'i put down a bag i forgot i was carrying'] },
      },
      {
        text: 'DISCO. real disco, strings and four on the floor. chic, donna summer',
        turn: { kind: 'style', words: ['DISCO', 'strings', 'four on the floor', 'chic', 'donna summer'] },
        style: [
          { said: 'DISCO', pins: [genre('electronic'), genre('pop'), mood('energetic')] },
          { said: 'strings', pins: [genre('classical'), genre('soul')] },
          { said: 'four on the floor', pins: [genre('electronic'), mood('energetic')] },
        ],
        artists: [
          { said: 'chic', name: 'Chic' },
          { said: 'donna summer', name: 'Donna Summer' },
        ],
      },
      {
        text: 'I Will Survive is too on the nose tho lol',
        turn: { kind: 'style', words: ['I Will Survive', 'too on the nose'] },
        songs: [{ said: 'I Will Survive', title: 'I Will Survive', artist: 'Gloria Gaynor' }],
      },
      {
        text: "make the bridge the judge: 'so ordered'",
        turn: { kind: 'request', words: ["make the bridge the judge: 'so ordered'"] },
      },
    ],
  },
  {
    id: 'limbo-at-closing',
    messages: [
      {
        text: 'my aunt Dot ran the bowling alley in Sweetwater for 35 years and at closing every night she played Rock Lobster and made everybody still there do the limbo under the mop handle',
        turn: { kind: 'memory', words: ['she played Rock Lobster', 'do the limbo under the mop handle'] },
        notStyle: ['Sweetwater'],
        songs: [{ said: 'Rock Lobster', title: 'Rock Lobster', artist: "The B-52's" }],
      },
      {
        text: 'it closed in april. its a Dollar General now. she drives past and honks',
        turn: { kind: 'change', words: ['it closed in april', 'its a Dollar General now'] },
      },
      {
        text: "the b-52's obviously. cheesy 80s party new wave, surf guitar, that wacky organ",
        turn: {
          kind: 'style',
          words: ["the b-52's", 'cheesy 80s party new wave', 'surf guitar', 'that wacky organ'],
        },
        style: [
          { said: 'cheesy', pins: [mood('happy')] },
          { said: '80s party new wave', pins: [genre('rock'), genre('pop'), mood('energetic')] },
          { said: 'surf guitar', pins: [genre('rock')] },
          { said: 'wacky organ', pins: [genre('rock'), mood('happy')] },
        ],
        artists: [{ said: "the b-52's", name: "The B-52's" }],
      },
      {
        text: 'chorus should just be everybody yelling LIMBO',
        turn: { kind: 'request', words: ['chorus should just be everybody yelling LIMBO'] },
      },
    ],
  },
  {
    id: 'ugly-couch',
    messages: [
      {
        text: 'drove a uhaul from Boston to Buffalo and back in one day to get my sisters couch out of her exes apartment. she cried when it came through her new door',
        turn: {
          kind: 'change',
          words: ['out of her exes apartment', 'she cried when it came through her new door'],
        },
      },
      {
        text: 'it should feel like Boston in march. gray and stubborn and kind of funny',
        turn: { kind: 'style', words: ['gray and stubborn and kind of funny'] },
        style: [
          { said: 'gray', pins: [mood('melancholic')] },
          { said: 'stubborn', pins: [mood('confident')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
      },
      {
        text: 'shaggy power pop. the replacements, big star',
        turn: { kind: 'style', words: ['shaggy power pop', 'the replacements', 'big star'] },
        style: [{ said: 'shaggy power pop', pins: [genre('pop'), genre('rock'), genre('alternative')] }],
        artists: [
          { said: 'the replacements', name: 'The Replacements' },
          { said: 'big star', name: 'Big Star' },
        ],
      },
      {
        text: 'i want the whole song to be the drive. 14 hrs, one couch',
        turn: { kind: 'request', words: ['i want the whole song to be the drive'] },
      },
    ],
  },
  {
    id: 'dona-lucia',
    messages: [
      {
        text: 'ive been secretly taking portuguese lessons for 2 years. a tutor on zoom every tuesday at lunch. my girlfriend has no idea',
        turn: {
          kind: 'confession',
          words: ['ive been secretly taking portuguese lessons for 2 years', 'my girlfriend has no idea'],
        },
      },
      {
        text: 'its for her avó, Dona Lúcia. shes 90 and doesnt speak english and at every family dinner i just smile and nod like a golden retriever',
        turn: { kind: 'moment', words: ['i just smile and nod like a golden retriever'] },
      },
      {
        text: 'christmas dinner im giving a toast. in portuguese. the whole thing',
        turn: { kind: 'decision', words: ['christmas dinner im giving a toast'] },
      },
      {
        text: 'samba, but soft. MPB. caetano veloso, gal costa. her favorite is Águas de Março, the Elis Regina version',
        turn: {
          kind: 'style',
          words: ['samba', 'soft', 'MPB', 'caetano veloso', 'gal costa', 'Águas de Março', 'Elis Regina'],
        },
        style: [
          { said: 'samba', pins: [genre('jazz'), genre('pop'), mood('happy')] },
          { said: 'soft', pins: [mood('chill')] },
          { said: 'MPB', pins: [genre('pop'), genre('jazz'), genre('folk')] },
        ],
        artists: [
          { said: 'caetano veloso', name: 'Caetano Veloso' },
          { said: 'gal costa', name: 'Gal Costa' },
          { said: 'Elis Regina', name: 'Elis Regina' },
        ],
        songs: [{ said: 'Águas de Março', title: 'Águas de Março', artist: 'Elis Regina' }],
      },
    ],
  },
  {
    id: 'honor-system',
    messages: [
      {
        text: 'we sold dads record store today. 38 years on Lake Street. the new owners are turning it into a vape shop',
        turn: { kind: 'change', words: ['we sold dads record store today', '38 years on Lake Street'] },
      },
      {
        text: 'he kept a jar of Pop Rocks by the register for kids whose parents were taking too long in the bins. a quarter a pack, honor system, nobody ever paid',
        turn: {
          kind: 'memory',
          words: ['a jar of Pop Rocks by the register', 'honor system, nobody ever paid'],
        },
        notStyle: ['Pop Rocks'],
      },
      {
        text: 'and the last day was so wierd, like people i havent seen since high school showed up, this guy Karl who bought every Hüsker Dü thing the day it came out and never once took the plastic off, two girls who made out in the jazz section in 1994 and are married now and have a kid who is TALLER THAN ME, and my dad just sat on the stool by the register the whole day like a king and didnt sell anything because he kept giving stuff away',
        turn: {
          kind: 'moment',
          words: [
            'my dad just sat on the stool by the register the whole day like a king',
            'he kept giving stuff away',
          ],
        },
        notStyle: ['the jazz section'],
        artists: [{ said: 'Hüsker Dü', name: 'Hüsker Dü' }],
      },
      {
        text: 'loud fuzzy guitars, sad but fast. dinosaur jr, the lemonheads',
        turn: {
          kind: 'style',
          words: ['loud fuzzy guitars', 'sad but fast', 'dinosaur jr', 'the lemonheads'],
        },
        style: [
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
          { said: 'fuzzy guitars', pins: [genre('rock'), genre('alternative'), genre('punk')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'fast', pins: [mood('energetic')] },
        ],
        artists: [
          { said: 'dinosaur jr', name: 'Dinosaur Jr.' },
          { said: 'the lemonheads', name: 'The Lemonheads' },
        ],
      },
      {
        text: "last line: 'were closed, come in anyway'",
        turn: { kind: 'request', words: ["last line: 'were closed, come in anyway'"] },
      },
    ],
  },
  {
    id: 'merch-table',
    messages: [
      {
        text: 'hey sorry, been offline. our drummer Tobis little sister Ada died friday. car accident. she was 19',
        turn: { kind: 'death', words: ['our drummer Tobis little sister Ada died friday'] },
        condolence: {
          died: "Ada, the little sister of Tobi, the drummer in the writer's band",
          to: 'Tobi, and the band',
        },
      },
      {
        text: 'she ran our merch table at every show since she was 15 and undercharged literally everyone. we lost money on shirts for 4 years and nobody cared',
        turn: { kind: 'memory', words: ['undercharged literally everyone'] },
      },
      {
        text: "were playing at the service. tobi says if we write something sad and acoustic he'll throw his sticks at us",
        turn: { kind: 'decision', words: ['were playing at the service'] },
      },
      {
        text: 'loud emo, big drums, everyone shouting the last chorus. jimmy eat world, manchester orchestra',
        turn: {
          kind: 'style',
          words: [
            'loud emo',
            'big drums',
            'everyone shouting the last chorus',
            'jimmy eat world',
            'manchester orchestra',
          ],
        },
        style: [
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
          { said: 'emo', pins: [genre('punk'), genre('rock'), genre('alternative')] },
          { said: 'big drums', pins: [mood('powerful'), genre('rock')] },
          { said: 'everyone shouting the last chorus', pins: [mood('powerful'), genre('punk')] },
        ],
        artists: [
          { said: 'jimmy eat world', name: 'Jimmy Eat World' },
          { said: 'manchester orchestra', name: 'Manchester Orchestra' },
        ],
      },
    ],
  },
  {
    id: 'go-birdie-go',
    messages: [
      {
        text: 'my cousins wedding was saturday and my grandma, 88, new hip and all, went down the soul train line to Before I Let Go by Frankie Beverly and Maze. the DJ stopped the song and started it over for her',
        turn: {
          kind: 'moment',
          words: ['went down the soul train line', 'the DJ stopped the song and started it over for her'],
        },
        notStyle: ['new hip', 'soul train line'],
        artists: [{ said: 'Frankie Beverly and Maze', name: 'Frankie Beverly & Maze' }],
        songs: [{ said: 'Before I Let Go', title: 'Before I Let Go', artist: 'Frankie Beverly & Maze' }],
      },
      {
        text: 'the whole family in a circle screaming GO BIRDIE GO. thats her name. Birdie',
        turn: { kind: 'moment', words: ['screaming GO BIRDIE GO'] },
      },
      {
        text: 'cookout soul. horns, slap bass, a little gospel in the backgrounds. feel good but not corny',
        turn: {
          kind: 'style',
          words: ['cookout soul', 'horns', 'slap bass', 'a little gospel in the backgrounds', 'feel good'],
        },
        style: [
          { said: 'cookout soul', pins: [genre('soul'), genre('r&b'), mood('happy')] },
          { said: 'horns', pins: [genre('soul'), genre('jazz')] },
          { said: 'slap bass', pins: [genre('soul'), genre('r&b'), mood('energetic')] },
          { said: 'gospel in the backgrounds', pins: [genre('soul'), mood('uplifting')] },
          { said: 'feel good', pins: [mood('happy'), mood('uplifting')] },
        ],
      },
      {
        text: 'last chorus double time',
        turn: { kind: 'request', words: ['last chorus double time'] },
      },
    ],
  },
  {
    id: 'next-please',
    messages: [
      {
        text: 'first time a stranger called me Remy. the guy at the DMV. i had to go sit in the car for a minute',
        turn: { kind: 'first', words: ['first time a stranger called me Remy'] },
      },
      {
        text: "he didnt even look up. just 'Remy? next please.' like it was nothing. it was EVERYTHING",
        turn: { kind: 'moment', words: ['like it was nothing. it was EVERYTHING'] },
      },
      {
        text: 'triumphant but soft. synthy. tegan and sara, perfume genius',
        turn: { kind: 'style', words: ['triumphant but soft', 'synthy', 'tegan and sara', 'perfume genius'] },
        style: [
          { said: 'triumphant', pins: [mood('uplifting'), mood('powerful'), mood('confident')] },
          { said: 'soft', pins: [mood('chill')] },
          { said: 'synthy', pins: [genre('electronic'), genre('pop')] },
        ],
        artists: [
          { said: 'tegan and sara', name: 'Tegan and Sara' },
          { said: 'perfume genius', name: 'Perfume Genius' },
        ],
      },
      {
        text: 'title: next please',
        turn: { kind: 'request', words: ['title: next please'] },
      },
    ],
  },
  {
    id: 'its-ready',
    messages: [
      {
        text: 'my brothers truck is still at the shop. they keep calling to say its ready. i cant make myself tell them',
        turn: {
          kind: 'death',
          words: ['they keep calling to say its ready', 'i cant make myself tell them'],
        },
        condolence: { died: "the writer's brother", to: 'the writer' },
      },
      {
        text: 'theres a Happy Meal toy duct taped to the dash since 1998. a little Grimace. he said it was his copilot',
        turn: { kind: 'memory', words: ['a little Grimace', 'he said it was his copilot'] },
        notStyle: ['Happy Meal'],
      },
      {
        text: 'sad-boy country with some grit. cody jinks. whitey morgan',
        turn: { kind: 'style', words: ['sad-boy country', 'grit', 'cody jinks', 'whitey morgan'] },
        style: [
          { said: 'sad-boy country', pins: [genre('country'), mood('sad'), mood('melancholic')] },
          { said: 'grit', pins: [genre('country'), genre('rock'), genre('blues')] },
        ],
        artists: [
          { said: 'cody jinks', name: 'Cody Jinks' },
          { said: 'whitey morgan', name: "Whitey Morgan and the 78's" },
        ],
      },
      {
        text: "can you use the line 'its ready' somewhere",
        turn: { kind: 'request', words: ["can you use the line 'its ready'"] },
      },
    ],
  },
  {
    id: 'dutch-harbor',
    messages: [
      {
        text: 'taking the crab boat job in Dutch Harbor. i leave in 3 weeks, 4 month season',
        turn: { kind: 'decision', words: ['taking the crab boat job in Dutch Harbor'] },
      },
      {
        text: "havent told my mom its the deadliest job in america. she thinks im doing 'fish processing'",
        turn: { kind: 'confession', words: ['havent told my mom its the deadliest job in america'] },
      },
      {
        text: 'cold. sparse. probly a little scared. it should sound like the inside of a Carhartt jacket',
        turn: { kind: 'style', words: ['cold', 'sparse', 'a little scared'] },
        style: [
          { said: 'cold', pins: [mood('melancholic'), mood('dreamy')] },
          { said: 'sparse', pins: [mood('chill'), genre('folk')] },
          { said: 'scared', pins: [mood('melancholic')] },
        ],
      },
      {
        text: 'fleet foxes harmonies but colder',
        turn: { kind: 'style', words: ['fleet foxes', 'harmonies', 'colder'] },
        style: [
          { said: 'harmonies', pins: [genre('folk')] },
          { said: 'colder', pins: [mood('melancholic')] },
        ],
        artists: [{ said: 'fleet foxes', name: 'Fleet Foxes' }],
      },
    ],
  },
  {
    id: 'sixty-one',
    messages: [
      {
        text: 'first real venue. not a brewery, not somebodys backyard. 61 people PAID. SIXTY ONE',
        turn: { kind: 'first', words: ['first real venue', '61 people PAID'] },
      },
      {
        text: 'after, the bartender comped us a bucket of Angry Orchard and our bassist cried into it',
        turn: { kind: 'moment', words: ['our bassist cried into it'] },
        notStyle: ['Angry Orchard'],
      },
      {
        text: 'sweaty, loud, a little out of tune. bar-band rock & roll. the gaslight anthem',
        turn: {
          kind: 'style',
          words: ['sweaty, loud, a little out of tune', 'bar-band rock & roll', 'the gaslight anthem'],
        },
        style: [
          { said: 'sweaty', pins: [mood('energetic')] },
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
          { said: 'out of tune', pins: [genre('punk'), genre('rock')] },
          { said: 'bar-band rock & roll', pins: [genre('rock')] },
        ],
        artists: [{ said: 'the gaslight anthem', name: 'The Gaslight Anthem' }],
      },
      {
        text: 'chorus: SIXTY ONE',
        turn: { kind: 'request', words: ['chorus: SIXTY ONE'] },
      },
    ],
  },
  {
    id: 'brass-alarm-clock',
    messages: [
      {
        text: 'ugh power was out all morning. anyway my uncle Rudy passed last night. hospice, it was time',
        turn: { kind: 'death', words: ['my uncle Rudy passed last night'] },
        condolence: { died: "Rudy, the writer's uncle", to: 'the writer' },
      },
      {
        text: "every summer on his farm he'd flip the lights on at 5am yelling BRIGHT AND EARLY like a drill sergeant. i was 9. i hated it. i loved it",
        turn: { kind: 'memory', words: ['flip the lights on at 5am yelling BRIGHT AND EARLY'] },
        notStyle: ['BRIGHT AND EARLY'],
      },
      {
        text: 'im taking his alarm clock. the big brass one with two bells. its the only thing i asked for',
        turn: { kind: 'decision', words: ['im taking his alarm clock'] },
      },
      {
        text: 'big sky spaghetti western. lonely whistling, twangy guitar. ennio morricone',
        turn: {
          kind: 'style',
          words: ['big sky spaghetti western', 'lonely whistling', 'twangy guitar', 'ennio morricone'],
        },
        style: [
          { said: 'big sky', pins: [mood('uplifting'), mood('dreamy')] },
          { said: 'spaghetti western', pins: [genre('country'), genre('rock'), genre('classical')] },
          { said: 'lonely whistling', pins: [mood('melancholic'), genre('folk')] },
          { said: 'twangy guitar', pins: [genre('country'), genre('rock')] },
        ],
        artists: [{ said: 'ennio morricone', name: 'Ennio Morricone' }],
      },
    ],
  },
  {
    id: 'have-you-eaten',
    messages: [
      {
        text: 'got done in that speed trap outside Folkestone on the way to see my nan. £100. worth it',
        turn: { kind: 'moment', words: ['on the way to see my nan'] },
        notStyle: ['speed trap', 'Folkestone'],
      },
      {
        text: 'she knew me today. first time since spring. said my name and asked if id eaten',
        turn: { kind: 'first', words: ['she knew me today', 'first time since spring'] },
      },
      {
        text: 'britpop-ish, big singalong but a bit sad. pulp, the verve. those bitter sweet symphony strings',
        turn: {
          kind: 'style',
          words: ['britpop-ish', 'big singalong', 'a bit sad', 'pulp', 'the verve', 'bitter sweet symphony'],
        },
        style: [
          { said: 'britpop-ish', pins: [genre('rock'), genre('pop'), genre('alternative')] },
          { said: 'big singalong', pins: [mood('powerful'), mood('uplifting')] },
          { said: 'sad', pins: [mood('melancholic'), mood('sad')] },
          { said: 'strings', pins: [genre('classical')] },
        ],
        artists: [
          { said: 'pulp', name: 'Pulp' },
          { said: 'the verve', name: 'The Verve' },
        ],
        songs: [{ said: 'bitter sweet symphony', title: 'Bitter Sweet Symphony', artist: 'The Verve' }],
      },
      {
        text: 'the chorus should be "have you eaten"',
        turn: { kind: 'request', words: ['the chorus should be "have you eaten"'] },
      },
    ],
  },
  {
    id: 'the-dining-room',
    messages: [
      {
        text: 'mom moves in with us friday. shes bringing the piano. we do not have room for the piano',
        turn: { kind: 'change', words: ['mom moves in with us friday', 'shes bringing the piano'] },
      },
      {
        text: 'she played hymns every sunday while the sweet tea steeped on the porch. always flat on the high notes, on purpose she said',
        turn: { kind: 'memory', words: ['she played hymns every sunday while the sweet tea steeped'] },
        notStyle: ['sweet tea'],
      },
      {
        text: 'Bob Evans vibes but sincere lol. southern gospel piano, Floyd Cramer slip notes',
        turn: { kind: 'style', words: ['southern gospel piano', 'Floyd Cramer', 'slip notes'] },
        style: [
          { said: 'southern gospel piano', pins: [genre('country'), genre('soul'), mood('uplifting')] },
          { said: 'sincere', pins: [mood('romantic'), mood('uplifting')] },
          { said: 'slip notes', pins: [genre('country')] },
        ],
        artists: [{ said: 'Floyd Cramer', name: 'Floyd Cramer' }],
      },
      {
        text: "call the song 'the dining room'",
        turn: { kind: 'request', words: ["call the song 'the dining room'"] },
      },
    ],
  },
  {
    id: 'the-hot-box',
    messages: [
      {
        text: 'our foster son Malik went back to his mom today. 14 months with us',
        turn: { kind: 'change', words: ['our foster son Malik went back to his mom today'] },
      },
      {
        text: "he called the microwave 'the hot box' and now all of us do. my husband said it at work today by accident",
        turn: { kind: 'memory', words: ["he called the microwave 'the hot box'"] },
      },
      {
        text: 'im glad for him. im wrecked. both at the same time',
        turn: { kind: 'feeling', words: ['im glad for him. im wrecked'] },
      },
      {
        text: 'hip-hop/R&B, soulful, chopped piano sample. like De La Soul, or Doo Wop (That Thing) by Lauryn Hill',
        turn: {
          kind: 'style',
          words: ['hip-hop/R&B', 'soulful', 'chopped piano sample', 'De La Soul', 'Doo Wop (That Thing)'],
        },
        style: [
          { said: 'hip-hop/R&B', pins: [genre('hip-hop'), genre('r&b')] },
          { said: 'soulful', pins: [genre('soul'), genre('r&b')] },
          { said: 'chopped piano sample', pins: [genre('hip-hop')] },
        ],
        artists: [
          { said: 'De La Soul', name: 'De La Soul' },
          { said: 'Lauryn Hill', name: 'Lauryn Hill' },
        ],
        songs: [{ said: 'Doo Wop (That Thing)', title: 'Doo Wop (That Thing)', artist: 'Lauryn Hill' }],
      },
      {
        text: 'verse one: the hot box',
        turn: { kind: 'request', words: ['verse one: the hot box'] },
      },
    ],
  },
];
