/**
 * The fourth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-3/, may also carry:
 * - `condolence`: a death told in the message, who died and whom the sympathy is for (free text, not
 *   substrings);
 * - `notStyle`: genre or mood words in the message that are part of the story, not style (exact
 *   substrings): "a rock in my boot", "my pop", "not a soul showed up". A reply must not pin or name them.
 */

import type {
  GenrePin,
  HeldOutConversation,
  HeldOutMessage,
  MoodPin,
  Pin,
} from '../chat-held-out-2/conversations';

export type Condolence = { died: string; to: string };

export type HeldOut4Message = HeldOutMessage & { condolence?: Condolence; notStyle?: string[] };

export type HeldOut4Conversation = HeldOutConversation & { messages: HeldOut4Message[] };

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_4: HeldOut4Conversation[] = [
  {
    id: 'tow-truck-nights',
    messages: [
      {
        text: 'My brother Danny died Saturday. Overdose. He was 29.',
        turn: { kind: 'death', words: ['My brother Danny died Saturday'] },
        condolence: { died: "the writer's brother Danny", to: 'the writer' },
      },
      {
        text: 'He drove a tow truck and let me ride along on night calls. The yellow light going round and round on the ceiling of the cab.',
        turn: {
          kind: 'memory',
          words: ['let me ride along on night calls', 'yellow light going round and round'],
        },
      },
      {
        text: "i didnt pick up his last call. it was probably nothing. i'll never know",
        turn: { kind: 'confession', words: ['i didnt pick up his last call'] },
      },
      {
        text: 'hip-hop but slow and sad, like Mac Miller at the end',
        turn: { kind: 'style', words: ['hip-hop', 'Mac Miller'] },
        style: [
          { said: 'hip-hop', pins: [genre('hip-hop')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic'), mood('sad')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'Mac Miller', name: 'Mac Miller' }],
      },
      {
        text: "can the hook be his voicemail? 'you got Danny, do your thing.'",
        turn: { kind: 'request', words: ['can the hook be his voicemail', 'you got Danny, do your thing'] },
      },
    ],
  },
  {
    id: 'gas-station-taquitos',
    messages: [
      {
        text: 'long day. drove four hours, ate gas station taquitos, listened to the same podcast twice.',
        turn: { kind: 'moment', words: ['drove four hours'] },
      },
      {
        text: "Mom didn't wake up this morning.",
        turn: { kind: 'death', words: ["Mom didn't wake up this morning"] },
        condolence: { died: "the writer's mother", to: 'the writer' },
      },
      {
        text: "She'd been sick a long time. I thought I was ready.",
        turn: { kind: 'feeling', words: ['I thought I was ready'] },
      },
      {
        text: 'something quiet. kinda like the way Adele does the sad ones but smaller',
        turn: { kind: 'style', words: ['quiet', 'Adele'] },
        style: [
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'Adele', name: 'Adele' }],
      },
    ],
  },
  {
    id: 'squeaky-hinges',
    messages: [
      {
        text: "My boyfriend's mom passed on Monday. I only met her three times.",
        turn: { kind: 'death', words: ["My boyfriend's mom passed"] },
        condolence: {
          died: "the writer's boyfriend's mother",
          to: 'the boyfriend, and the writer beside him',
        },
      },
      {
        text: 'She taught me to fold dumplings at Lunar New Year and laughed at every ugly one I made.',
        turn: { kind: 'memory', words: ['taught me to fold dumplings'] },
      },
      {
        text: "He hasn't cried yet. He's been oiling every squeaky hinge in our apartment.",
        turn: { kind: 'moment', words: ['oiling every squeaky hinge'] },
      },
      {
        text: 'r&b, soft and slow, kinda sza but quieter',
        turn: { kind: 'style', words: ['r&b', 'sza'] },
        style: [
          { said: 'r&b', pins: [genre('r&b')] },
          { said: 'soft', pins: [mood('chill'), mood('dreamy'), mood('romantic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'quieter', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'sza', name: 'SZA' }],
      },
      {
        text: 'i want it to be something he could listen to without it being ABOUT him. if that makes sense',
        turn: { kind: 'request', words: ['something he could listen to without it being ABOUT him'] },
      },
    ],
  },
  {
    id: 'off-key-on-purpose',
    messages: [
      {
        text: "My friend Priya's dad died last week. Heart attack shoveling snow.",
        turn: { kind: 'death', words: ["Priya's dad died"] },
        condolence: { died: "Priya's father", to: 'Priya, and the writer as her friend' },
      },
      {
        text: 'He was the loudest man at every karaoke night. Sang Jolene every single time, off key on purpose.',
        turn: { kind: 'memory', words: ['Sang Jolene every single time', 'off key on purpose'] },
        songs: [{ said: 'Jolene', title: 'Jolene', artist: 'Dolly Parton' }],
      },
      {
        text: "so something like Jolene honestly. country, fast, a little funny. she'd love that",
        turn: { kind: 'style', words: ['something like Jolene', 'country'] },
        style: [
          { said: 'country', pins: [genre('country')] },
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        songs: [{ said: 'Jolene', title: 'Jolene', artist: 'Dolly Parton' }],
      },
      {
        text: "I'm going to ask her if I can sing it at the memorial.",
        turn: { kind: 'decision', words: ['ask her if I can sing it at the memorial'] },
      },
    ],
  },
  {
    id: 'cereal-aisle',
    messages: [
      {
        text: 'got my first real paycheck today!!! $1,412.66 after taxes lol',
        turn: { kind: 'first', words: ['my first real paycheck'] },
      },
      {
        text: 'took my mom grocery shopping with it. she pretended not to cry in the cereal aisle',
        turn: { kind: 'moment', words: ['pretended not to cry in the cereal aisle'] },
      },
      {
        text: 'hip hop, triumphant. a bit of Chance the Rapper, with a gospel choir on the hook',
        turn: { kind: 'style', words: ['hip hop', 'Chance the Rapper'] },
        style: [
          { said: 'hip hop', pins: [genre('hip-hop')] },
          { said: 'triumphant', pins: [mood('uplifting'), mood('powerful'), mood('confident')] },
          { said: 'gospel choir', pins: [genre('soul'), genre('r&b')] },
        ],
        artists: [{ said: 'Chance the Rapper', name: 'Chance the Rapper' }],
      },
      {
        text: 'ok confession i also spent 200 of it on sneakers',
        turn: { kind: 'confession', words: ['i also spent 200 of it on sneakers'] },
      },
    ],
  },
  {
    id: 'van-named-dolores',
    messages: [
      {
        text: 'i quit the band. told the guys last night after practice.',
        turn: { kind: 'decision', words: ['i quit the band'] },
      },
      {
        text: 'Eight years. We had a van named Dolores with no heat and a rusted hole in the floor you could watch the highway through.',
        turn: { kind: 'memory', words: ['a van named Dolores', 'watch the highway through'] },
      },
      {
        text: '90s alt rock, kinda like the smashing pumpkins. loud quiet loud',
        turn: { kind: 'style', words: ['90s alt rock', 'the smashing pumpkins'] },
        style: [
          { said: '90s alt rock', pins: [genre('alternative'), genre('rock'), mood('nostalgic')] },
          { said: 'loud quiet loud', pins: [genre('alternative'), genre('rock'), mood('powerful')] },
        ],
        artists: [{ said: 'the smashing pumpkins', name: 'The Smashing Pumpkins' }],
      },
      {
        text: "Truth is I haven't liked our songs in two years. I never said it.",
        turn: { kind: 'confession', words: ["I haven't liked our songs in two years"] },
      },
    ],
  },
  {
    id: 'you-got-tall',
    messages: [
      {
        text: 'My dad got out on Friday. Eleven years in Huntsville.',
        turn: { kind: 'change', words: ['My dad got out on Friday'] },
      },
      {
        text: "We stopped at a Whataburger and he couldn't work the card reader. He just stood there holding his wallet open.",
        turn: { kind: 'moment', words: ["couldn't work the card reader", 'holding his wallet open'] },
      },
      {
        text: 'outlaw country. Merle Haggard obviously, mama tried and all that',
        turn: { kind: 'style', words: ['outlaw country', 'Merle Haggard'] },
        style: [{ said: 'outlaw country', pins: [genre('country')] }],
        artists: [{ said: 'Merle Haggard', name: 'Merle Haggard' }],
        songs: [{ said: 'mama tried', title: 'Mama Tried', artist: 'Merle Haggard' }],
      },
      {
        text: "I don't know if I forgive him. I drove up there anyway.",
        turn: { kind: 'confession', words: ["I don't know if I forgive him"] },
      },
      {
        text: "can the chorus be what he said when he saw me? 'you got tall.'",
        turn: { kind: 'request', words: ['can the chorus be what he said', 'you got tall'] },
      },
    ],
  },
  {
    id: 'metal-detector',
    messages: [
      {
        text: 'Grandpa and I used to sweep the beach in Galveston with his metal detector every Sunday.',
        turn: { kind: 'memory', words: ['sweep the beach in Galveston with his metal detector'] },
        notStyle: ['metal'],
      },
      {
        text: 'We found a wedding ring once. He spent a whole month calling jewelers trying to find who lost it.',
        turn: { kind: 'memory', words: ['found a wedding ring once', 'calling jewelers'] },
      },
      {
        text: "He's moving in with us next week. He can't live by himself anymore.",
        turn: { kind: 'change', words: ['moving in with us next week'] },
      },
      {
        text: 'bittersweet, acoustic. in the vein of gregory alan isakov',
        turn: { kind: 'style', words: ['bittersweet', 'gregory alan isakov'] },
        style: [
          { said: 'bittersweet', pins: [mood('melancholic'), mood('nostalgic')] },
          { said: 'acoustic', pins: [genre('folk'), genre('indie'), genre('pop')] },
        ],
        artists: [{ said: 'gregory alan isakov', name: 'Gregory Alan Isakov' }],
      },
    ],
  },
  {
    id: 'room-14',
    messages: [
      {
        text: 'Three years ago I hit rock bottom in a motel in Reno.',
        turn: { kind: 'memory', words: ['hit rock bottom in a motel in Reno'] },
        notStyle: ['rock'],
      },
      {
        text: 'Today I got my teaching certificate. I start in a fourth grade classroom in August.',
        turn: { kind: 'change', words: ['got my teaching certificate'] },
      },
      {
        text: 'Make it soul. Big horns. Al Green vibes but happier',
        turn: { kind: 'style', words: ['soul', 'Al Green'] },
        style: [
          { said: 'soul', pins: [genre('soul')] },
          { said: 'Big horns', pins: [genre('soul'), mood('powerful')] },
          { said: 'happier', pins: [mood('happy')] },
        ],
        artists: [{ said: 'Al Green', name: 'Al Green' }],
      },
      {
        text: 'I still keep the key card from that motel in my wallet. Room 14.',
        turn: { kind: 'confession', words: ['I still keep the key card from that motel in my wallet'] },
      },
    ],
  },
  {
    id: 'aunt-rhonda',
    messages: [
      {
        text: 'played my first show last night! not a soul showed up except the bartender and my aunt Rhonda',
        turn: { kind: 'first', words: ['played my first show'] },
        notStyle: ['soul'],
      },
      {
        text: 'the bartender bought a cd for five bucks. im framing the five',
        turn: { kind: 'moment', words: ['bartender bought a cd for five bucks', 'im framing the five'] },
      },
      {
        text: 'bedroom pop, lo-fi. think mac demarco, lazy and warm and a little goofy',
        turn: { kind: 'style', words: ['bedroom pop', 'mac demarco'] },
        style: [
          { said: 'bedroom pop', pins: [genre('indie'), genre('pop')] },
          { said: 'lo-fi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
          { said: 'lazy', pins: [mood('chill')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill')] },
          { said: 'goofy', pins: [mood('happy')] },
        ],
        artists: [{ said: 'mac demarco', name: 'Mac DeMarco' }],
      },
      {
        text: "booked another one next month. same bar. rhonda says she's bringing friends",
        turn: { kind: 'decision', words: ['booked another one next month'] },
      },
    ],
  },
  {
    id: 'blue-truck',
    messages: [
      {
        text: 'Sold my blue truck this morning to a kid who just got his license.',
        turn: { kind: 'change', words: ['Sold my blue truck'] },
        notStyle: ['blue'],
      },
      {
        text: 'It was my first car. Dad and I rebuilt the transmission in his driveway the summer before he got sick.',
        turn: { kind: 'memory', words: ['rebuilt the transmission in his driveway'] },
      },
      {
        text: "There's a Creedence tape stuck in the deck. I told the kid it comes with the truck.",
        turn: { kind: 'moment', words: ['it comes with the truck'] },
        artists: [{ said: 'Creedence', name: 'Creedence Clearwater Revival' }],
      },
      {
        text: 'make it sound like that tape honestly. swamp rock, a little nostalgic',
        turn: { kind: 'style', words: ['sound like that tape', 'swamp rock'] },
        style: [
          { said: 'swamp rock', pins: [genre('rock'), genre('blues')] },
          { said: 'nostalgic', pins: [mood('nostalgic')] },
        ],
      },
    ],
  },
  {
    id: 'the-greens',
    messages: [
      {
        text: 'My pop mowed the greens at the country club for thirty-one years and never once played a round.',
        turn: { kind: 'memory', words: ['mowed the greens', 'never once played a round'] },
        notStyle: ['pop', 'country'],
      },
      {
        text: 'For his 70th we rented him a tee time. He shot a 112 and grinned the whole way round.',
        turn: { kind: 'first', words: ['rented him a tee time', 'grinned the whole way round'] },
      },
      {
        text: 'jazz, like a sunday morning. a bit of Vince Guaraldi',
        turn: { kind: 'style', words: ['jazz', 'Vince Guaraldi'] },
        style: [
          { said: 'jazz', pins: [genre('jazz')] },
          { said: 'sunday morning', pins: [mood('chill'), mood('happy')] },
        ],
        artists: [{ said: 'Vince Guaraldi', name: 'Vince Guaraldi' }],
      },
      {
        text: 'I want the chorus to be his scorecard. He keeps it on the fridge with a magnet from Myrtle Beach.',
        turn: { kind: 'request', words: ['I want the chorus to be his scorecard'] },
      },
    ],
  },
  {
    id: 'laundromat',
    messages: [
      {
        text: "ok so. i'm proposing saturday. at the laundromat where we met",
        turn: { kind: 'decision', words: ["i'm proposing saturday"] },
      },
      {
        text: "she was reading a paperback in one of those orange plastic chairs and somebody's sneakers were thumping in the dryer behind her",
        turn: { kind: 'memory', words: ["somebody's sneakers were thumping in the dryer"] },
      },
      {
        text: 'romantic obviously. slow jam, like an old Luther record',
        turn: { kind: 'style', words: ['romantic', 'slow jam', 'Luther'] },
        style: [
          { said: 'romantic', pins: [mood('romantic')] },
          { said: 'slow jam', pins: [genre('r&b'), genre('soul'), mood('romantic')] },
        ],
        artists: [{ said: 'Luther', name: 'Luther Vandross' }],
      },
      {
        text: 'honestly im more scared the laundromat will be closed than of her saying no',
        turn: { kind: 'confession', words: ['im more scared the laundromat will be closed'] },
      },
    ],
  },
  {
    id: 'ring-light',
    messages: [
      {
        text: 'They laid off 200 of us on a Zoom call this morning.',
        turn: { kind: 'change', words: ['laid off 200 of us'] },
      },
      {
        text: 'The CEO had a ring light and a fiddle leaf fig behind him. Eleven minutes, start to finish.',
        turn: { kind: 'moment', words: ['a ring light and a fiddle leaf fig behind him'] },
      },
      {
        text: 'angry but not bitter. punchy, kinda like IDLES but with more of a melody',
        turn: { kind: 'style', words: ['angry but not bitter', 'IDLES'] },
        style: [
          { said: 'angry but not bitter', pins: [mood('angry')] },
          { said: 'punchy', pins: [mood('energetic'), mood('powerful')] },
        ],
        artists: [{ said: 'IDLES', name: 'IDLES' }],
      },
      {
        text: "Not applying anywhere for a month. I'm finishing the record I keep saying I'll finish.",
        turn: { kind: 'decision', words: ['Not applying anywhere for a month', "I'm finishing the record"] },
      },
    ],
  },
  {
    id: 'old-initial',
    messages: [
      {
        text: "so my grandma still calls me by my old name. i'm telling her at christmas",
        turn: { kind: 'decision', words: ["i'm telling her at christmas"] },
      },
      {
        text: "nobody in my family knows except my cousin. i'm more scared of grandma than my parents tbh",
        turn: { kind: 'confession', words: ['nobody in my family knows except my cousin'] },
      },
      {
        text: 'she knit me a sweater with my old initial on it last year. i wore it to the airport anyway',
        turn: { kind: 'moment', words: ['i wore it to the airport anyway'] },
      },
      {
        text: 'synth pop. hopeful but a little sad, think Robyn, dancing on my own',
        turn: { kind: 'style', words: ['synth pop', 'Robyn'] },
        style: [
          { said: 'synth pop', pins: [genre('pop'), genre('electronic')] },
          { said: 'hopeful', pins: [mood('uplifting'), mood('happy')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'Robyn', name: 'Robyn' }],
        songs: [{ said: 'dancing on my own', title: 'Dancing On My Own', artist: 'Robyn' }],
      },
    ],
  },
  {
    id: 'outside-salina',
    messages: [
      {
        text: 'Mom drove me to college across Kansas in 2009. The AC died outside Salina.',
        turn: { kind: 'memory', words: ['The AC died outside Salina'] },
      },
      {
        text: "We played Dust in the Wind by Kansas like nine times because it was the only CD in the car that wasn't hers.",
        turn: { kind: 'memory', words: ['played Dust in the Wind', 'like nine times'] },
        artists: [{ said: 'Kansas', name: 'Kansas' }],
        songs: [{ said: 'Dust in the Wind', title: 'Dust in the Wind', artist: 'Kansas' }],
      },
      {
        text: "Next month I'm driving my own son to Lawrence. Same highway.",
        turn: { kind: 'change', words: ['driving my own son to Lawrence'] },
      },
      {
        text: '70s soft rock, wistful, acoustic guitar picking like that song',
        turn: { kind: 'style', words: ['70s soft rock', 'wistful'] },
        style: [
          { said: '70s soft rock', pins: [genre('rock'), genre('pop'), mood('chill'), mood('nostalgic')] },
          { said: 'wistful', pins: [mood('nostalgic'), mood('melancholic')] },
          { said: 'acoustic guitar picking', pins: [genre('folk')] },
        ],
      },
      {
        text: "the last line should be what she said at the dorm. 'you'll be fine, you always are.'",
        turn: {
          kind: 'request',
          words: ['the last line should be what she said', "you'll be fine, you always are"],
        },
      },
    ],
  },
  {
    id: 'under-the-piano',
    messages: [
      {
        text: 'it snowed here last night. shoveled the driveway twice already',
        turn: { kind: 'moment', words: ['shoveled the driveway twice'] },
      },
      {
        text: "Buster didn't make it through the night.",
        turn: { kind: 'death', words: ["Buster didn't make it through the night"] },
        condolence: { died: 'Buster, the family dog', to: "the writer and the writer's daughter" },
      },
      {
        text: 'he was 15. he slept under the piano every time my daughter practiced, even the bad scales',
        turn: { kind: 'memory', words: ['slept under the piano every time my daughter practiced'] },
      },
      {
        text: 'slowcore, like low. barely there, just a guitar and two voices',
        turn: { kind: 'style', words: ['slowcore', 'low'] },
        style: [
          { said: 'slowcore', pins: [genre('indie'), genre('alternative'), mood('melancholic')] },
          { said: 'barely there', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'low', name: 'Low' }],
      },
      {
        text: 'my daughter wants to play the piano part. first time she has touched it since',
        turn: { kind: 'first', words: ['first time she has touched it since'] },
      },
    ],
  },
  {
    id: 'courthouse-tuesday',
    messages: [
      {
        text: "morning! coffee's not working yet. so. my husband and I are finally taking a honeymoon. 25 years late",
        turn: { kind: 'first', words: ['finally taking a honeymoon', '25 years late'] },
      },
      {
        text: 'We got married at the courthouse on a Tuesday and both went back to work after lunch.',
        turn: { kind: 'memory', words: ['went back to work after lunch'] },
      },
      {
        text: 'I want a big 80s power ballad. A Journey song, basically. Faithfully.',
        turn: { kind: 'style', words: ['80s power ballad', 'Journey'] },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          {
            said: '80s power ballad',
            pins: [mood('powerful'), genre('rock'), genre('pop'), mood('nostalgic')],
          },
        ],
        artists: [{ said: 'Journey', name: 'Journey' }],
        songs: [{ said: 'Faithfully', title: 'Faithfully', artist: 'Journey' }],
      },
      {
        text: "He doesn't know I booked the same courthouse for a do-over on our last day.",
        turn: { kind: 'confession', words: ["He doesn't know I booked the same courthouse"] },
      },
    ],
  },
  {
    id: 'doctor-at-church',
    messages: [
      {
        text: "my grandma made soul food for 60 people at my cousin's graduation party and wouldn't let anyone help",
        turn: { kind: 'moment', words: ["wouldn't let anyone help"] },
        notStyle: ['soul food'],
      },
      {
        text: 'Tamika is the first one of us to get a PhD. Chemistry.',
        turn: { kind: 'first', words: ['the first one of us to get a PhD'] },
      },
      {
        text: "grandma doesn't know what it's in but she introduced her to the whole church as 'the doctor'",
        turn: { kind: 'moment', words: ["introduced her to the whole church as 'the doctor'"] },
      },
      {
        text: 'neo-soul? or a gospel-y r&b thing. Jill Scott energy',
        turn: { kind: 'style', words: ['neo-soul', 'r&b', 'Jill Scott'] },
        style: [
          { said: 'neo-soul', pins: [genre('soul'), genre('r&b')] },
          { said: 'gospel-y r&b', pins: [genre('r&b'), genre('soul')] },
        ],
        artists: [{ said: 'Jill Scott', name: 'Jill Scott' }],
      },
    ],
  },
  {
    id: 'laundry-room-kit',
    messages: [
      {
        text: 'My dad taught me drums on a kit he kept in the laundry room. The dryer was the hi-hat stand.',
        turn: {
          kind: 'memory',
          words: ['a kit he kept in the laundry room', 'The dryer was the hi-hat stand'],
        },
      },
      {
        text: "He's losing his hearing. The audiologist says most of it's gone by next year.",
        turn: { kind: 'change', words: ['losing his hearing'] },
      },
      {
        text: 'prog rock. like Yes, long and weird with a time change nobody can dance to',
        turn: { kind: 'style', words: ['prog rock', 'Yes'] },
        style: [{ said: 'prog rock', pins: [genre('rock')] }],
        artists: [{ said: 'Yes', name: 'Yes' }],
      },
      {
        text: 'I want to play it for him while he can still hear it. That is the whole point.',
        turn: { kind: 'request', words: ['play it for him while he can still hear it'] },
      },
      {
        text: "honestly i think i'm writing a song so i don't have to say it to his face",
        turn: { kind: 'confession', words: ["so i don't have to say it to his face"] },
      },
    ],
  },
  {
    id: 'night-bus-cake',
    messages: [
      {
        text: 'on the night bus rn. guy across from me is asleep holding a whole birthday cake on his lap',
        turn: { kind: 'moment', words: ['asleep holding a whole birthday cake'] },
      },
      {
        text: 'i want the song to be just this. one moment. nobody dies, nothing realy happens',
        turn: { kind: 'request', words: ['i want the song to be just this', 'one moment'] },
      },
      {
        text: 'lofi, chill, like nujabes',
        turn: { kind: 'style', words: ['lofi', 'nujabes'] },
        style: [
          { said: 'lofi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
          { said: 'chill', pins: [mood('chill')] },
        ],
        artists: [{ said: 'nujabes', name: 'Nujabes' }],
      },
      {
        text: 'ok he just woke up and checked the cake before his phone lol',
        turn: { kind: 'moment', words: ['checked the cake before his phone'] },
      },
    ],
  },
  {
    id: 'bit-the-teacher',
    messages: [
      {
        text: 'My daughter came home from her first semester with green hair. She quit pre-med.',
        turn: { kind: 'change', words: ['She quit pre-med'] },
      },
      {
        text: "She's majoring in music now. I drove her to her first piano lesson when she was five and she bit the teacher.",
        turn: { kind: 'memory', words: ['she bit the teacher'] },
      },
      {
        text: "I'm mad and I'm proud and I don't know which one is winning.",
        turn: { kind: 'feeling', words: ["I'm mad and I'm proud"] },
      },
      {
        text: "funky, like Prince. Let's Go Crazy energy",
        turn: { kind: 'style', words: ['funky', 'Prince'] },
        style: [
          { said: 'funky', pins: [genre('soul'), genre('r&b')] },
          { said: 'energy', pins: [mood('energetic'), mood('powerful')] },
        ],
        artists: [{ said: 'Prince', name: 'Prince' }],
        songs: [{ said: "Let's Go Crazy", title: "Let's Go Crazy", artist: 'Prince' }],
      },
    ],
  },
  {
    id: 'rock-in-my-boot',
    messages: [
      {
        text: 'Finished the Appalachian Trail yesterday. Five months, 2,190 miles.',
        turn: { kind: 'moment', words: ['Finished the Appalachian Trail'] },
      },
      {
        text: "Did the last mile with a rock in my boot becuase I was scared if I stopped I'd cry.",
        turn: { kind: 'confession', words: ["scared if I stopped I'd cry"] },
        notStyle: ['rock'],
      },
      {
        text: "I started it the week after my divorce. Nobody thought I'd make it past Georgia.",
        turn: { kind: 'memory', words: ['started it the week after my divorce'] },
      },
      {
        text: 'anthemic folk rock, like The Lumineers or Mumford. stomp and clap',
        turn: { kind: 'style', words: ['folk rock', 'The Lumineers', 'Mumford'] },
        style: [
          { said: 'anthemic', pins: [mood('powerful'), mood('uplifting')] },
          { said: 'folk rock', pins: [genre('folk'), genre('rock')] },
          { said: 'stomp and clap', pins: [genre('folk'), mood('energetic')] },
        ],
        artists: [
          { said: 'The Lumineers', name: 'The Lumineers' },
          { said: 'Mumford', name: 'Mumford & Sons' },
        ],
      },
    ],
  },
  {
    id: 'first-session',
    messages: [
      {
        text: 'Went to my first therapy session today. 38 years old.',
        turn: { kind: 'first', words: ['my first therapy session'] },
      },
      {
        text: "I've had the blues every winter since I was a teenager and I just figured that was me.",
        turn: { kind: 'confession', words: ['I just figured that was me'] },
        notStyle: ['the blues'],
      },
      {
        text: "She asked what makes me happy and I said 'writing songs' and then cried for like ten minutes.",
        turn: { kind: 'moment', words: ['cried for like ten minutes'] },
        notStyle: ['happy'],
      },
      {
        text: 'hopeful. like Lovely Day by Bill Withers',
        turn: { kind: 'style', words: ['hopeful', 'Bill Withers'] },
        style: [{ said: 'hopeful', pins: [mood('uplifting'), mood('happy')] }],
        artists: [{ said: 'Bill Withers', name: 'Bill Withers' }],
        songs: [{ said: 'Lovely Day', title: 'Lovely Day', artist: 'Bill Withers' }],
      },
    ],
  },
  {
    id: 'paperclip-walkman',
    messages: [
      {
        text: 'My dad ran an electronics repair shop in Queens for 40 years. He closes it Friday.',
        turn: { kind: 'change', words: ['He closes it Friday'] },
        notStyle: ['electronics'],
      },
      {
        text: 'He fixed my walkman with a paperclip when I was nine. I still have it.',
        turn: { kind: 'memory', words: ['fixed my walkman with a paperclip'] },
      },
      {
        text: 'Make it electronic, like Daft Punk, but sad. robots crying',
        turn: { kind: 'style', words: ['electronic', 'Daft Punk'] },
        style: [
          { said: 'electronic', pins: [genre('electronic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'Daft Punk', name: 'Daft Punk' }],
      },
      {
        text: "He asked if I wanted the sign. I said no. I'm going back tomorrow to say yes.",
        turn: { kind: 'decision', words: ["I'm going back tomorrow to say yes"] },
      },
    ],
  },
  {
    id: 'folds-the-towels',
    messages: [
      {
        text: "my best friend's getting married saturday and i'm doing a song instead of a speech",
        turn: { kind: 'decision', words: ["i'm doing a song instead of a speech"] },
      },
      {
        text: "we met in 7th grade detention. she'd stolen a frog from the biology lab to save it",
        turn: { kind: 'memory', words: ["she'd stolen a frog from the biology lab to save it"] },
      },
      {
        text: "can the chorus be what she said when she called me about him: 'he folds the towels RIGHT'",
        turn: { kind: 'request', words: ['can the chorus be what she said', 'he folds the towels RIGHT'] },
      },
      {
        text: 'upbeat, kinda country-pop, Kacey Musgraves vibes',
        turn: { kind: 'style', words: ['country-pop', 'Kacey Musgraves'] },
        style: [
          { said: 'upbeat', pins: [mood('energetic'), mood('happy')] },
          { said: 'country-pop', pins: [genre('country'), genre('pop')] },
        ],
        artists: [{ said: 'Kacey Musgraves', name: 'Kacey Musgraves' }],
      },
    ],
  },
  {
    id: 'thursday-choir',
    messages: [
      {
        text: "I've been lying to my wife about where I go on Thursdays.",
        turn: { kind: 'confession', words: ['lying to my wife about where I go on Thursdays'] },
      },
      {
        text: "It's a choir. Community choir at the Methodist church. I'm a baritone, apparently.",
        turn: { kind: 'confession', words: ["It's a choir"] },
      },
      {
        text: "The concert's in two weeks. I'm putting a ticket in her birthday card.",
        turn: { kind: 'decision', words: ["I'm putting a ticket in her birthday card"] },
      },
      {
        text: 'something warm and a little goofy. like a Randy Newman song',
        turn: { kind: 'style', words: ['warm', 'Randy Newman'] },
        style: [
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
          { said: 'goofy', pins: [mood('happy')] },
        ],
        artists: [{ said: 'Randy Newman', name: 'Randy Newman' }],
      },
    ],
  },
  {
    id: 'tide-pool',
    messages: [
      {
        text: 'Last summer we found an octopus in a tide pool in Mendocino. It squirted my sister right in the face.',
        turn: { kind: 'memory', words: ['It squirted my sister right in the face'] },
      },
      {
        text: "She's moving to Tokyo for work. Leaves in March.",
        turn: { kind: 'change', words: ['moving to Tokyo for work'] },
      },
      {
        text: 'trip-hop, moody, like portishead. but with that octopus in it somehow lol',
        turn: { kind: 'style', words: ['trip-hop', 'portishead'] },
        style: [
          { said: 'trip-hop', pins: [genre('electronic'), genre('hip-hop')] },
          { said: 'moody', pins: [mood('melancholic'), mood('sad')] },
        ],
        artists: [{ said: 'portishead', name: 'Portishead' }],
      },
      {
        text: "I'm happy for her. I'm also kind of furious and I can't say that to her.",
        turn: { kind: 'confession', words: ["kind of furious and I can't say that to her"] },
        notStyle: ['happy'],
      },
    ],
  },
  {
    id: 'top-deck',
    messages: [
      {
        text: 'My grandad drove the 49 bus through Brixton for 35 years. Last shift was today.',
        turn: { kind: 'change', words: ['Last shift was today'] },
      },
      {
        text: 'Half the route knew him. A lady got on with a cake and the whole top deck sang to him.',
        turn: { kind: 'moment', words: ['the whole top deck sang to him'] },
      },
      {
        text: 'lovers rock, a bit of dub. warm. think Janet Kay',
        turn: { kind: 'style', words: ['lovers rock', 'dub', 'Janet Kay'] },
        style: [
          { said: 'lovers rock', pins: [genre('reggae'), mood('romantic')] },
          { said: 'dub', pins: [genre('reggae')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill')] },
        ],
        artists: [{ said: 'Janet Kay', name: 'Janet Kay' }],
      },
      {
        text: "He's never once let me pay for a bus ticket. I want the song to be my fare.",
        turn: { kind: 'request', words: ['I want the song to be my fare'] },
      },
    ],
  },
  {
    id: 'goggles-on',
    messages: [
      {
        text: 'My daughter quit swim team. Told me in the car with her goggles still on.',
        turn: { kind: 'change', words: ['quit swim team'] },
      },
      {
        text: 'Honestly I pushed her too hard. I was the mom yelling split times from the bleachers.',
        turn: { kind: 'confession', words: ['I pushed her too hard'] },
      },
      {
        text: 'she wants it LOUD. like Heart, Barracuda, that guitar',
        turn: { kind: 'style', words: ['LOUD', 'Heart'] },
        style: [{ said: 'LOUD', pins: [mood('energetic'), mood('powerful')] }],
        artists: [{ said: 'Heart', name: 'Heart' }],
        songs: [{ said: 'Barracuda', title: 'Barracuda', artist: 'Heart' }],
      },
      {
        text: "She's writing the words with me. First thing we've made together.",
        turn: { kind: 'first', words: ["First thing we've made together"] },
      },
    ],
  },
  {
    id: 'post-it-on-the-kettle',
    messages: [
      {
        text: 'my wife is deployed. first christmas apart in 12 years',
        turn: { kind: 'first', words: ['first christmas apart in 12 years'] },
      },
      {
        text: "she left a post-it on the kettle that says 'two sugars not three, i'm watching you'",
        turn: { kind: 'memory', words: ['left a post-it on the kettle'] },
      },
      {
        text: 'bon iver vibes. falsetto, snowy, lonely',
        turn: { kind: 'style', words: ['bon iver'] },
        style: [
          { said: 'snowy', pins: [mood('dreamy'), mood('chill'), mood('melancholic')] },
          { said: 'lonely', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'bon iver', name: 'Bon Iver' }],
      },
      {
        text: "i haven't moved the post-it. i've been taking three sugars anyway",
        turn: { kind: 'confession', words: ["i've been taking three sugars anyway"] },
      },
    ],
  },
  {
    id: 'ged-at-52',
    messages: [
      {
        text: 'I got my GED at 52. Walked across the stage in the gym of the high school I dropped out of.',
        turn: { kind: 'first', words: ['got my GED at 52'] },
      },
      {
        text: 'My granddaughter screamed so loud they had to stop reading names.',
        turn: { kind: 'moment', words: ['they had to stop reading names'] },
      },
      {
        text: 'Something proud. Gospel or blues, a Mavis Staples kind of thing',
        turn: { kind: 'style', words: ['Gospel', 'blues', 'Mavis Staples'] },
        style: [
          { said: 'proud', pins: [mood('confident'), mood('powerful'), mood('uplifting')] },
          { said: 'Gospel', pins: [genre('soul'), genre('r&b')] },
          { said: 'blues', pins: [genre('blues')] },
        ],
        artists: [{ said: 'Mavis Staples', name: 'Mavis Staples' }],
      },
      {
        text: 'I dropped out at 16 to take care of my brothers. I would do it again.',
        turn: { kind: 'memory', words: ['dropped out at 16 to take care of my brothers'] },
      },
    ],
  },
  {
    id: 'the-same-shirt',
    messages: [
      {
        text: 'my little sister turned 13 and asked for a my chemical romance shirt for her birthday',
        turn: { kind: 'moment', words: ['asked for a my chemical romance shirt'] },
        artists: [{ said: 'my chemical romance', name: 'My Chemical Romance' }],
      },
      {
        text: 'i had the SAME shirt at 13. mom threw it out the year i was in the hospital',
        turn: { kind: 'memory', words: ['mom threw it out the year i was in the hospital'] },
      },
      {
        text: "i'm 27 and i'm ok now. i want her to know that without me having to say the word hospital",
        turn: {
          kind: 'request',
          words: ['i want her to know that without me having to say the word hospital'],
        },
      },
      {
        text: 'emo obviously. mid 2000s. big and dramatic, kinda cathartic',
        turn: { kind: 'style', words: ['emo'] },
        style: [
          { said: 'emo', pins: [genre('punk'), genre('rock'), genre('alternative')] },
          { said: 'mid 2000s', pins: [mood('nostalgic')] },
          { said: 'big', pins: [mood('powerful')] },
          { said: 'dramatic', pins: [mood('powerful')] },
          { said: 'cathartic', pins: [mood('powerful'), mood('uplifting')] },
        ],
      },
    ],
  },
  {
    id: 'the-tomatoes',
    messages: [
      {
        text: "hey sorry, been a week. my partner's dad passed on the 3rd and we've been in Tulsa since",
        turn: { kind: 'death', words: ["my partner's dad passed on the 3rd"] },
        condolence: {
          died: "the writer's partner's father",
          to: "the writer's partner, and the writer with them",
        },
      },
      {
        text: 'He called me "the city one" for six years and then in the hospital asked me to look after his tomatoes.',
        turn: { kind: 'memory', words: ['asked me to look after his tomatoes'] },
      },
      {
        text: "I told him I would. I've never grown a single thing. I've already killed two of them.",
        turn: { kind: 'confession', words: ["I've already killed two of them"] },
      },
      {
        text: "red dirt, a little bluegrass in it, think john moreland. gentle, she's been crying for ten days",
        turn: { kind: 'style', words: ['red dirt', 'bluegrass', 'john moreland'] },
        style: [
          { said: 'red dirt', pins: [genre('country'), genre('folk')] },
          { said: 'bluegrass', pins: [genre('country'), genre('folk')] },
          { said: 'gentle', pins: [mood('chill'), mood('romantic')] },
        ],
        artists: [{ said: 'john moreland', name: 'John Moreland' }],
      },
    ],
  },
];
