/**
 * The third held-out set of theme-chat conversations (issues 36 and 32 follow-up): written for this set
 * alone, before any tuning, by a writer who never read a reply the chat has given nor the chat's code.
 * Read README.md here before touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`), and may
 * also carry:
 * - `condolence`: a death told in the message, who died and whom the sympathy is for (free text, not
 *   substrings): "my wife's dad" is the wife's loss first, not the writer's father;
 * - `notStyle`: genre or mood words in the message that are part of the story, not style (exact
 *   substrings): "a rock by the river", "my pop", "metal shop". A reply must not pin or name them as style.
 */

import type {
  GenrePin,
  HeldOutConversation,
  HeldOutMessage,
  MoodPin,
  Pin,
} from '../chat-held-out-2/conversations';

export type Condolence = { died: string; to: string };

export type HeldOut3Message = HeldOutMessage & { condolence?: Condolence; notStyle?: string[] };

export type HeldOut3Conversation = HeldOutConversation & { messages: HeldOut3Message[] };

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_3: HeldOut3Conversation[] = [
  {
    id: 'paint-cans',
    messages: [
      {
        text: 'Mom finally cleaned out the garage this weekend. Forty years of paint cans.',
        turn: { kind: 'moment', words: ['cleaned out the garage'] },
      },
      {
        text: 'We sold the house.',
        turn: { kind: 'change', words: ['sold the house'] },
      },
      {
        text: 'Dad played country radio in the truck the whole way to the dump, like any other Saturday.',
        turn: { kind: 'memory', words: ['the whole way to the dump'] },
        notStyle: ['country radio'],
      },
      {
        text: 'make it sound like the national. slow, mumbly, sad dad rock',
        turn: { kind: 'style', words: ['the national', 'dad rock'] },
        style: [
          { said: 'slow', pins: [mood('chill'), mood('melancholic'), mood('sad')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'dad rock', pins: [genre('rock'), genre('indie')] },
        ],
        artists: [{ said: 'the national', name: 'The National' }],
      },
    ],
  },
  {
    id: 'tashas-mom',
    messages: [
      {
        text: 'My best friend Tasha lost her mom last night.',
        turn: { kind: 'death', words: ['lost her mom'] },
        condolence: { died: "Tasha's mom", to: 'Tasha, and the writer beside her' },
      },
      {
        text: "I'm driving to Savannah tomorrow to sit with her. I don't know what I'm supposed to say.",
        turn: { kind: 'decision', words: ['driving to Savannah tomorrow to sit with her'] },
      },
      {
        text: 'Her mom used to braid both our hair on the porch before school.',
        turn: { kind: 'memory', words: ['braid both our hair on the porch'] },
      },
      {
        text: 'something soft, gospel but not churchy. kinda like leon bridges',
        turn: { kind: 'style', words: ['gospel', 'leon bridges'] },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('dreamy'), mood('romantic')] },
          { said: 'gospel', pins: [genre('soul'), genre('r&b')] },
        ],
        artists: [{ said: 'leon bridges', name: 'Leon Bridges' }],
      },
    ],
  },
  {
    id: 'pilaf',
    messages: [
      {
        text: 'Our cat died this morning.',
        turn: { kind: 'death', words: ['cat died'] },
        condolence: { died: 'Pilaf, the cat', to: 'the writer and the roommate' },
      },
      {
        text: "Well, my roommate's cat. Pilaf. I've only lived here since March but he sat on my laptop every time I had a deadline.",
        turn: { kind: 'memory', words: ['sat on my laptop every time I had a deadline'] },
        condolence: { died: "Pilaf, the roommate's cat", to: 'the roommate first, then the writer' },
      },
      {
        text: "Dev hasn't come out of his room. I left a grilled cheese outside his door.",
        turn: { kind: 'moment', words: ['left a grilled cheese outside his door'] },
      },
      {
        text: "i'm thinking bedroom pop, like a beabadoobee voice memo. lo-fi and a little funny",
        turn: { kind: 'style', words: ['bedroom pop', 'beabadoobee', 'lo-fi'] },
        style: [
          { said: 'bedroom pop', pins: [genre('indie'), genre('pop')] },
          { said: 'lo-fi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'beabadoobee', name: 'beabadoobee' }],
      },
    ],
  },
  {
    id: 'five-hundred-copies',
    messages: [
      {
        text: "I got my first record pressed. Five hundred copies, stacked in my mom's living room.",
        turn: { kind: 'first', words: ['first record pressed'] },
      },
      {
        text: 'west coast hip hop, g-funk, windows down',
        turn: { kind: 'style', words: ['west coast hip hop', 'g-funk'] },
        style: [
          { said: 'west coast hip hop', pins: [genre('hip-hop')] },
          { said: 'g-funk', pins: [genre('hip-hop')] },
          { said: 'windows down', pins: [mood('happy'), mood('chill'), mood('energetic')] },
        ],
      },
      {
        text: 'My cousin Marcus drove me around Long Beach all night so I could hand them out at red lights.',
        turn: { kind: 'memory', words: ['hand them out at red lights'] },
      },
      {
        text: "I told him I sold out. I've sold nine.",
        turn: { kind: 'confession', words: ['I told him I sold out', "I've sold nine"] },
      },
    ],
  },
  {
    id: 'the-new-girl',
    messages: [
      {
        text: 'My grandparents are renewing their vows in June. Sixty years.',
        turn: { kind: 'moment', words: ['renewing their vows'] },
      },
      {
        text: "Grandpa still calls her 'the new girl' because she only moved to Detroit in 1961.",
        turn: { kind: 'memory', words: ["calls her 'the new girl'"] },
      },
      {
        text: 'motown soul, a little doo-wop, with handclaps',
        turn: { kind: 'style', words: ['motown soul', 'doo-wop'] },
        style: [
          { said: 'motown soul', pins: [genre('soul'), genre('r&b')] },
          { said: 'doo-wop', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
        ],
      },
      {
        text: 'He had a stroke in March. She does his buttons now.',
        turn: { kind: 'change', words: ['He had a stroke', 'She does his buttons now'] },
      },
    ],
  },
  {
    id: 'river-rock',
    messages: [
      {
        text: "I picked up a rock by the river where we scattered Dad's ashes.",
        turn: { kind: 'death', words: ["scattered Dad's ashes"] },
        condolence: { died: "the writer's father", to: 'the writer' },
        notStyle: ['rock'],
      },
      {
        text: "It's been on my dashboard for a year. My daughter calls it Grandpa.",
        turn: { kind: 'moment', words: ['My daughter calls it Grandpa'] },
      },
      {
        text: 'i want it like tyler childers or sturgill simpson. stripped down, just fiddle and guitar',
        turn: { kind: 'style', words: ['tyler childers', 'sturgill simpson', 'stripped down'] },
        style: [
          { said: 'stripped down', pins: [genre('folk'), mood('chill')] },
          { said: 'fiddle and guitar', pins: [genre('country'), genre('folk')] },
        ],
        artists: [
          { said: 'tyler childers', name: 'Tyler Childers' },
          { said: 'sturgill simpson', name: 'Sturgill Simpson' },
        ],
      },
      {
        text: 'This morning she put it in her pocket and took it to kindergarten.',
        turn: { kind: 'moment', words: ['took it to kindergarten'] },
      },
    ],
  },
  {
    id: 'bucket-of-balls',
    messages: [
      {
        text: "My son's been pitching since he was six. Every summer in the backyard with a bucket of balls.",
        turn: { kind: 'memory', words: ['pitching since he was six'] },
      },
      {
        text: 'He turned down the scholarship.',
        turn: { kind: 'decision', words: ['turned down the scholarship'] },
      },
      {
        text: "He wants to be an electrician like his grandpa. I said fine. I didn't mean fine.",
        turn: { kind: 'confession', words: ["I didn't mean fine"] },
      },
      {
        text: 'heartland rock, springsteen-ish but softer. like nebraska',
        turn: { kind: 'style', words: ['heartland rock', 'springsteen'] },
        style: [
          { said: 'heartland rock', pins: [genre('rock')] },
          { said: 'softer', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'springsteen', name: 'Bruce Springsteen' }],
        songs: [{ said: 'nebraska', title: 'Nebraska', artist: 'Bruce Springsteen' }],
      },
    ],
  },
  {
    id: 'the-drummer',
    messages: [
      {
        text: "My wife's dad died on Sunday. I'm writing this for her, not for me.",
        turn: { kind: 'death', words: ["wife's dad died"] },
        condolence: { died: "the writer's wife's father", to: "the writer's wife" },
      },
      {
        text: "He never liked me much. He called me 'the drummer' for eleven years.",
        turn: { kind: 'memory', words: ["called me 'the drummer' for eleven years"] },
      },
      {
        text: 'In the hospital he told me to take care of her. First real thing he ever said to me.',
        turn: { kind: 'first', words: ['First real thing he ever said to me'] },
      },
      {
        text: 'she loves brandi carlile. something like the story, big and tender',
        turn: { kind: 'style', words: ['brandi carlile', 'the story'] },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
        ],
        artists: [{ said: 'brandi carlile', name: 'Brandi Carlile' }],
        songs: [{ said: 'the story', title: 'The Story', artist: 'Brandi Carlile' }],
      },
    ],
  },
  {
    id: 'frito-lay',
    messages: [
      {
        text: 'My dad played country radio in the truck every morning on the way to school. I want it to sound like that.',
        turn: { kind: 'style', words: ['country radio'] },
        // The second sentence makes the memory a style: this country is style.
        style: [{ said: 'country radio', pins: [genre('country')] }],
      },
      {
        text: 'He retired Friday. Forty-one years driving a route for Frito-Lay.',
        turn: { kind: 'change', words: ['He retired Friday'] },
      },
      {
        text: 'They gave him a jacket with his name stitched on it. He wore it to dinner and to church.',
        turn: { kind: 'moment', words: ['a jacket with his name stitched on it'] },
      },
      {
        text: 'Not new country though. More george strait than anything on the radio now.',
        turn: { kind: 'style', words: ['george strait'] },
        style: [{ said: 'country', pins: [genre('country')] }],
        artists: [{ said: 'george strait', name: 'George Strait' }],
      },
    ],
  },
  {
    id: 'free-chips',
    messages: [
      {
        text: 'I broke up with Jonah on a Tuesday in a Chipotle.',
        turn: { kind: 'decision', words: ['broke up with Jonah'] },
      },
      {
        text: 'shoegaze, dreamy, loud guitars you can barely hear the words through',
        turn: { kind: 'style', words: ['shoegaze', 'dreamy'] },
        style: [
          { said: 'shoegaze', pins: [genre('alternative'), genre('indie'), genre('rock'), mood('dreamy')] },
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: 'loud guitars', pins: [genre('rock'), mood('energetic'), mood('powerful')] },
        ],
      },
      {
        text: 'The girl at the register gave us free chips because she could tell.',
        turn: { kind: 'moment', words: ['gave us free chips'] },
      },
      {
        text: "I'm the one who cried. I thought it would be him.",
        turn: { kind: 'confession', words: ["I'm the one who cried"] },
      },
    ],
  },
  {
    id: 'bedsheet-ghost',
    messages: [
      {
        text: 'i love phoebe bridgers. i want it to feel like that, sad but funny',
        turn: { kind: 'style', words: ['phoebe bridgers'] },
        style: [
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'phoebe bridgers', name: 'Phoebe Bridgers' }],
      },
      {
        text: "It's about my grandma's last Halloween. She went as a ghost in a bedsheet and cut the eyeholes crooked.",
        turn: { kind: 'memory', words: ['went as a ghost in a bedsheet'] },
      },
      {
        text: 'She died in November. Two weeks later.',
        turn: { kind: 'death', words: ['She died in November'] },
        condolence: { died: "the writer's grandmother", to: 'the writer' },
      },
      {
        text: 'My little cousin still thinks the ghost was a real ghost.',
        turn: { kind: 'moment', words: ['the ghost was a real ghost'] },
      },
    ],
  },
  {
    id: 'bike-shop',
    messages: [
      {
        text: "My uncle ran a bike shop in East Atlanta for twenty-two years. They're closing it.",
        turn: { kind: 'change', words: ["They're closing it"] },
      },
      {
        text: 'He let me sit on the counter and patch flats for a dollar each.',
        turn: { kind: 'memory', words: ['patch flats for a dollar each'] },
      },
      {
        text: 'make it trap, but melodic. 808s, kinda future',
        turn: { kind: 'style', words: ['trap', '808s', 'future'] },
        style: [
          { said: 'trap', pins: [genre('hip-hop')] },
          { said: '808s', pins: [genre('hip-hop'), genre('electronic')] },
        ],
        artists: [{ said: 'future', name: 'Future' }],
      },
      {
        text: "There's still a mouse trap behind the register with a cube of cheese from like 2009.",
        turn: { kind: 'moment', words: ['a mouse trap behind the register'] },
        notStyle: ['trap'],
      },
    ],
  },
  {
    id: 'wildwood',
    messages: [
      {
        text: 'My granddaughter learned her first song on my old guitar. Wildwood Flower.',
        turn: { kind: 'first', words: ['learned her first song'] },
        songs: [{ said: 'Wildwood Flower', title: 'Wildwood Flower', artist: 'The Carter Family' }],
      },
      {
        text: "She's eight. She plays it faster than I ever could.",
        turn: { kind: 'feeling', words: ['faster than I ever could'] },
      },
      {
        text: 'Bluegrass, obviously. Happy and quick.',
        turn: { kind: 'style', words: ['Bluegrass'] },
        style: [
          { said: 'Bluegrass', pins: [genre('country'), genre('folk')] },
          { said: 'Happy', pins: [mood('happy')] },
          { said: 'quick', pins: [mood('energetic')] },
        ],
      },
      {
        text: "My hands don't work like they used to. I'm giving her the guitar at Christmas.",
        turn: { kind: 'decision', words: ['giving her the guitar at Christmas'] },
      },
    ],
  },
  {
    id: 'eleven-hundred-miles',
    messages: [
      {
        text: 'I got into the college I wanted. Nobody in my family has ever gone to college.',
        turn: { kind: 'first', words: ['Nobody in my family has ever gone to college'] },
      },
      {
        text: 'pop punk, like old paramore. loud and a little bratty',
        turn: { kind: 'style', words: ['pop punk', 'paramore'] },
        style: [
          { said: 'pop punk', pins: [genre('punk'), genre('pop'), genre('rock')] },
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
          { said: 'bratty', pins: [mood('angry'), mood('confident'), mood('energetic')] },
        ],
        artists: [{ said: 'paramore', name: 'Paramore' }],
      },
      {
        text: 'My mom cried in the Walmart parking lot when I told her.',
        turn: { kind: 'moment', words: ['cried in the Walmart parking lot'] },
      },
      {
        text: "I haven't told her it's eleven hundred miles away.",
        turn: { kind: 'confession', words: ["haven't told her it's eleven hundred miles away"] },
      },
    ],
  },
  {
    id: 'hector',
    messages: [
      {
        text: "A guy on my crew fell off a roof on Thursday. Hector. He's gone.",
        turn: { kind: 'death', words: ['fell off a roof', "He's gone"] },
        condolence: { died: "Hector, a roofer on the writer's crew", to: 'the writer and the crew' },
      },
      {
        text: 'He had twin girls. Their first birthday is next week.',
        turn: { kind: 'moment', words: ['twin girls', 'first birthday is next week'] },
        condolence: { died: 'Hector', to: 'his twin girls and their family too' },
      },
      {
        text: "We're passing a hard hat around the job sites for them.",
        turn: { kind: 'decision', words: ['passing a hard hat around the job sites'] },
      },
      {
        text: 'corridos, maybe an accordion. he played los tigres del norte all day on the jobsite speaker',
        turn: { kind: 'style', words: ['corridos', 'los tigres del norte'] },
        style: [{ said: 'corridos', pins: [genre('folk'), genre('country')] }],
        artists: [{ said: 'los tigres del norte', name: 'Los Tigres del Norte' }],
      },
    ],
  },
  {
    id: 'sailboat',
    messages: [
      {
        text: "My dad bought a sailboat at sixty-three. He can't sail.",
        turn: { kind: 'decision', words: ['bought a sailboat'] },
      },
      {
        text: 'yacht rock, obviously. smooth, michael mcdonald, a little cheesy on purpose',
        turn: { kind: 'style', words: ['yacht rock', 'michael mcdonald'] },
        style: [
          { said: 'yacht rock', pins: [genre('rock'), genre('pop'), mood('chill')] },
          { said: 'smooth', pins: [mood('chill'), mood('romantic')] },
        ],
        artists: [{ said: 'michael mcdonald', name: 'Michael McDonald' }],
      },
      {
        text: "He named it after my mom. They've been divorced since I was nine.",
        turn: { kind: 'moment', words: ['named it after my mom'] },
      },
      {
        text: "She came to see it Saturday. They sat on it in the marina for three hours and didn't go anywhere.",
        turn: { kind: 'moment', words: ['sat on it in the marina', "didn't go anywhere"] },
      },
    ],
  },
  {
    id: 'call-denise',
    messages: [
      {
        text: "I bought my mom's winter coat back from Goodwill. I gave it away by mistake when we cleared her apartment.",
        turn: { kind: 'moment', words: ["bought my mom's winter coat back"] },
      },
      {
        text: "She's in memory care now.",
        turn: { kind: 'change', words: ['memory care'] },
      },
      {
        text: 'There was a grocery list in the pocket in her handwriting. Eggs, stamps, call Denise.',
        turn: { kind: 'moment', words: ['grocery list in the pocket'] },
      },
      {
        text: "Denise is me. Nobody's called me that since I was a kid.",
        turn: { kind: 'feeling', words: ['Denise is me'] },
      },
      {
        text: 'neo soul. erykah badu, warm and slow',
        turn: { kind: 'style', words: ['neo soul', 'erykah badu'] },
        style: [
          { said: 'neo soul', pins: [genre('soul'), genre('r&b')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'erykah badu', name: 'Erykah Badu' }],
      },
    ],
  },
  {
    id: 'club-soda',
    messages: [
      {
        text: "My dad's getting remarried in October.",
        turn: { kind: 'change', words: ['getting remarried'] },
      },
      {
        text: "Her daughter Kayla is sixteen and can't stand me. I'm twenty-three.",
        turn: { kind: 'feeling', words: ["Kayla is sixteen and can't stand me"] },
      },
      {
        text: 'Last night Kayla texted me at 2am asking how to get red wine out of a white dress.',
        turn: { kind: 'moment', words: ['texted me at 2am'] },
      },
      {
        text: "I drove over with club soda and salt. We didn't tell anyone.",
        turn: { kind: 'confession', words: ["We didn't tell anyone"] },
      },
      {
        text: 'make it pop, like a sabrina carpenter song. funny and sweet',
        turn: { kind: 'style', words: ['pop', 'sabrina carpenter'] },
        style: [
          { said: 'pop', pins: [genre('pop')] },
          { said: 'funny', pins: [mood('happy')] },
          { said: 'sweet', pins: [mood('happy'), mood('romantic')] },
        ],
        artists: [{ said: 'sabrina carpenter', name: 'Sabrina Carpenter' }],
      },
    ],
  },
  {
    id: 'baklava',
    messages: [
      {
        text: 'I work nights in the ICU. Last week a man I had for a whole month walked out on his own two feet.',
        turn: { kind: 'moment', words: ['walked out on his own two feet'] },
      },
      {
        text: 'He came back Friday with a tray of baklava his wife made for the night shift.',
        turn: { kind: 'moment', words: ['a tray of baklava his wife made'] },
      },
      {
        text: 'I want it to feel like house music at 6am when you finally clock out. euphoric, tired, happy',
        turn: { kind: 'style', words: ['house music', 'euphoric'] },
        style: [
          { said: 'house music', pins: [genre('electronic')] },
          { said: 'euphoric', pins: [mood('happy'), mood('uplifting'), mood('energetic')] },
          { said: 'happy', pins: [mood('happy')] },
        ],
      },
      {
        text: "Most of them don't walk out. I don't write about those.",
        turn: { kind: 'confession', words: ["I don't write about those"] },
      },
    ],
  },
  {
    id: 'through-the-floor',
    messages: [
      {
        text: "My big sister's band practiced in our basement every day of 1996.",
        turn: { kind: 'memory', words: ['practiced in our basement'] },
      },
      {
        text: 'grunge. heavy and sludgy, nirvana and a little hole',
        turn: { kind: 'style', words: ['grunge', 'nirvana'] },
        style: [
          { said: 'grunge', pins: [genre('rock'), genre('alternative')] },
          { said: 'heavy', pins: [genre('metal'), genre('rock'), mood('powerful')] },
          { said: 'sludgy', pins: [genre('rock'), genre('metal')] },
        ],
        artists: [
          { said: 'nirvana', name: 'Nirvana' },
          { said: 'hole', name: 'Hole' },
        ],
      },
      {
        text: "She's a dental hygienist in Boise now. Three kids, a minivan.",
        turn: { kind: 'change', words: ['dental hygienist in Boise now'] },
      },
      {
        text: 'I found her old set list taped inside my closet. She never knew I was listening through the floor.',
        turn: { kind: 'confession', words: ['never knew I was listening through the floor'] },
      },
    ],
  },
  {
    id: 'right-seat',
    messages: [
      {
        text: 'I soloed today. Cessna 172, three landings, nobody in the right seat.',
        turn: { kind: 'first', words: ['I soloed today', 'nobody in the right seat'] },
      },
      {
        text: "My instructor cut the back off my T-shirt with scissors. It's a tradition.",
        turn: { kind: 'moment', words: ['cut the back off my T-shirt'] },
      },
      {
        text: 'My grandpa flew crop dusters in Kansas. He died the year before I started lessons.',
        turn: { kind: 'death', words: ['He died the year before I started lessons'] },
        condolence: { died: "the writer's grandfather", to: 'the writer' },
      },
      {
        text: 'something big and open, like an m83 song. synths and huge drums',
        turn: { kind: 'style', words: ['big and open', 'm83'] },
        style: [
          { said: 'big and open', pins: [mood('powerful'), mood('uplifting'), mood('dreamy')] },
          { said: 'synths', pins: [genre('electronic')] },
          { said: 'huge drums', pins: [mood('powerful')] },
        ],
        artists: [{ said: 'm83', name: 'M83' }],
      },
    ],
  },
  {
    id: 'auntie-marcia',
    messages: [
      {
        text: 'My auntie Marcia turned seventy and danced on a table at her own party.',
        turn: { kind: 'moment', words: ['danced on a table'] },
      },
      {
        text: "dancehall, bouncy, something you can't sit still to",
        turn: { kind: 'style', words: ['dancehall', 'bouncy'] },
        style: [
          { said: 'dancehall', pins: [genre('reggae')] },
          { said: 'bouncy', pins: [mood('energetic'), mood('happy')] },
        ],
      },
      {
        text: 'Two years ago the doctors gave her six months.',
        turn: { kind: 'change', words: ['gave her six months'] },
      },
      {
        text: 'I want the chorus to be her laughing at the doctors.',
        turn: { kind: 'request', words: ['her laughing at the doctors'] },
      },
    ],
  },
  {
    id: 'blue-ford',
    messages: [
      {
        text: "My dad's blue Ford is still in the driveway. Nobody drives it.",
        turn: { kind: 'moment', words: ['Nobody drives it'] },
        notStyle: ['blue'],
      },
      {
        text: 'He died in April. My mom starts it every Sunday so the battery stays good.',
        turn: { kind: 'death', words: ['He died in April'] },
        condolence: { died: "the writer's father", to: "the writer and the writer's mother" },
      },
      {
        text: 'slow and bluesy, like bb king but sadder',
        turn: { kind: 'style', words: ['bluesy', 'bb king'] },
        style: [
          { said: 'slow', pins: [mood('chill'), mood('melancholic'), mood('sad')] },
          { said: 'bluesy', pins: [genre('blues')] },
          { said: 'sadder', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'bb king', name: 'B.B. King' }],
      },
      {
        text: "I'm learning to drive stick so I can take it out.",
        turn: { kind: 'decision', words: ['learning to drive stick'] },
      },
    ],
  },
  {
    id: 'head-pro',
    messages: [
      {
        text: 'I caddied at a country club every summer in high school.',
        turn: { kind: 'memory', words: ['caddied at a country club'] },
        notStyle: ['country'],
      },
      {
        text: 'Mr. Whitfield tipped me fifty dollars once and told me to get out of this town.',
        turn: { kind: 'memory', words: ['told me to get out of this town'] },
      },
      {
        text: "I just got hired as the club's head pro. Twenty years later.",
        turn: { kind: 'change', words: ["hired as the club's head pro"] },
      },
      {
        text: 'swaggy, confident hip hop, like a victory lap. kinda drake',
        turn: { kind: 'style', words: ['hip hop', 'drake'] },
        style: [
          { said: 'swaggy', pins: [mood('confident')] },
          { said: 'confident', pins: [mood('confident')] },
          { said: 'hip hop', pins: [genre('hip-hop')] },
          { said: 'victory lap', pins: [mood('confident'), mood('uplifting'), mood('powerful')] },
        ],
        artists: [{ said: 'drake', name: 'Drake' }],
      },
      {
        text: "He's in a nursing home in Scottsdale now. I'm going to drive out and tell him.",
        turn: { kind: 'decision', words: ['drive out and tell him'] },
      },
    ],
  },
  {
    id: 'cumberland',
    messages: [
      {
        text: 'My pop taught me to bait a hook on the Cumberland when I was five.',
        turn: { kind: 'memory', words: ['bait a hook on the Cumberland'] },
        notStyle: ['pop'],
      },
      {
        text: "Now I'm teaching my son on the same bank, and Pop watches from a lawn chair with his oxygen.",
        turn: { kind: 'moment', words: ['watches from a lawn chair with his oxygen'] },
        notStyle: ['Pop'],
      },
      {
        text: 'outlaw country, waylon, a little rough around the edges',
        turn: { kind: 'style', words: ['outlaw country', 'waylon'] },
        style: [
          { said: 'outlaw country', pins: [genre('country')] },
          { said: 'rough around the edges', pins: [genre('country'), genre('rock'), genre('blues')] },
        ],
        artists: [{ said: 'waylon', name: 'Waylon Jennings' }],
      },
      {
        text: 'The doctor says this is probably his last summer.',
        turn: { kind: 'change', words: ['probably his last summer'] },
      },
    ],
  },
  {
    id: 'mama-pearls',
    messages: [
      {
        text: "Mama Pearl's closed after fifty-two years. Best soul food on the south side.",
        turn: { kind: 'change', words: ["Mama Pearl's closed"] },
        notStyle: ['soul food'],
      },
      {
        text: 'She fed me for free the whole year my mom was sick.',
        turn: { kind: 'memory', words: ['fed me for free the whole year'] },
      },
      {
        text: 'i want it jazzy. a slow piano thing, like nina simone at the end of the night',
        turn: { kind: 'style', words: ['jazzy', 'nina simone'] },
        style: [
          { said: 'jazzy', pins: [genre('jazz')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'nina simone', name: 'Nina Simone' }],
      },
      {
        text: "I never paid her back. She wouldn't let me.",
        turn: { kind: 'confession', words: ['I never paid her back'] },
      },
    ],
  },
  {
    id: 'instead-of-an-essay',
    messages: [
      {
        text: 'I teach eighth grade English. My quietest kid turned in a rap instead of an essay.',
        turn: { kind: 'moment', words: ['turned in a rap instead of an essay'] },
        notStyle: ['rap'],
      },
      {
        text: "It was about his little brother. It was better than anything I've ever written.",
        turn: { kind: 'confession', words: ["better than anything I've ever written"] },
      },
      {
        text: 'old school hip hop, like a tribe called quest. jazzy samples',
        turn: { kind: 'style', words: ['old school hip hop', 'a tribe called quest'] },
        style: [
          { said: 'old school hip hop', pins: [genre('hip-hop'), mood('nostalgic')] },
          { said: 'jazzy samples', pins: [genre('jazz'), genre('hip-hop')] },
        ],
        artists: [{ said: 'a tribe called quest', name: 'A Tribe Called Quest' }],
      },
      {
        text: 'I gave him an A and then I went and sat in my car for a while.',
        turn: { kind: 'moment', words: ['sat in my car for a while'] },
      },
    ],
  },
  {
    id: 'lincoln-high',
    messages: [
      {
        text: 'My grandfather taught metal shop at Lincoln High for thirty years.',
        turn: { kind: 'memory', words: ['taught metal shop'] },
        notStyle: ['metal'],
      },
      {
        text: 'Half the welders in this town learned from him. My mom included.',
        turn: { kind: 'memory', words: ['Half the welders in this town learned from him'] },
      },
      {
        text: 'He passed on Tuesday. His whole shop class from 1988 showed up at the wake.',
        turn: { kind: 'death', words: ['He passed on Tuesday'] },
        condolence: {
          died: "the writer's grandfather",
          to: "the writer and the writer's mother, his daughter",
        },
      },
      {
        text: 'folk, like a work song. woody guthrie, something you can stomp to',
        turn: { kind: 'style', words: ['folk', 'woody guthrie'] },
        style: [
          { said: 'folk', pins: [genre('folk')] },
          { said: 'work song', pins: [genre('folk'), genre('blues')] },
        ],
        artists: [{ said: 'woody guthrie', name: 'Woody Guthrie' }],
      },
    ],
  },
  {
    id: 'pickles-on-toast',
    messages: [
      {
        text: "We're having a baby. Nobody knows yet.",
        turn: { kind: 'first', words: ['having a baby', 'Nobody knows yet'] },
      },
      {
        text: 'dream pop, hazy and warm, like beach house',
        turn: { kind: 'style', words: ['dream pop', 'beach house'] },
        style: [
          { said: 'dream pop', pins: [mood('dreamy'), genre('indie'), genre('pop')] },
          { said: 'hazy', pins: [mood('dreamy'), mood('chill')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill')] },
        ],
        artists: [{ said: 'beach house', name: 'Beach House' }],
      },
      {
        text: 'My wife eats pickles on toast every morning at five and pretends it is normal.',
        turn: { kind: 'moment', words: ['pickles on toast'] },
      },
      {
        text: "We lost one last year. That's why we haven't told anyone.",
        turn: { kind: 'death', words: ['We lost one last year'] },
        condolence: { died: 'the pregnancy they lost last year', to: 'the writer and his wife' },
      },
    ],
  },
  {
    id: 'the-umbrella',
    messages: [
      {
        text: 'Ten years married on Friday.',
        turn: { kind: 'moment', words: ['Ten years married'] },
      },
      {
        text: 'We met at a bus stop in Baton Rouge in the rain. She had the umbrella.',
        turn: { kind: 'memory', words: ['She had the umbrella'] },
      },
      {
        text: 'something 90s rnb, like boyz ii men but grown',
        turn: { kind: 'style', words: ['90s rnb', 'boyz ii men'] },
        style: [{ said: '90s rnb', pins: [genre('r&b'), mood('nostalgic')] }],
        artists: [{ said: 'boyz ii men', name: 'Boyz II Men' }],
      },
      {
        text: 'Honestly the last two years were hard. I slept on the couch most of last winter.',
        turn: { kind: 'confession', words: ['I slept on the couch most of last winter'] },
      },
      {
        text: 'I want the song to be a promise, not a greeting card.',
        turn: { kind: 'request', words: ['a promise, not a greeting card'] },
      },
    ],
  },
  {
    id: 'wrong-faucet',
    messages: [
      {
        text: 'Went to the hardware store for a new faucet. Got the wrong size twice.',
        turn: { kind: 'moment', words: ['Got the wrong size twice'] },
      },
      {
        text: 'I gave the ring back.',
        turn: { kind: 'decision', words: ['gave the ring back'] },
      },
      {
        text: "She kept the dog. I think that's fair.",
        turn: { kind: 'change', words: ['She kept the dog'] },
      },
      {
        text: 'indie rock, kinda like the strokes. dry and a little funny',
        turn: { kind: 'style', words: ['indie rock', 'the strokes'] },
        style: [
          { said: 'indie rock', pins: [genre('indie'), genre('rock'), genre('alternative')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'the strokes', name: 'The Strokes' }],
      },
    ],
  },
  {
    id: 'slugger',
    messages: [
      {
        text: "My daughter's best friend Ava lost her dad on Saturday. Heart attack at the gym. He was forty-four.",
        turn: { kind: 'death', words: ['lost her dad'] },
        condolence: { died: "Ava's father", to: "Ava, and the writer's daughter, her best friend" },
      },
      {
        text: "Ava's been sleeping over every night since. I never know what to make her for breakfast.",
        turn: { kind: 'moment', words: ['sleeping over every night since'] },
      },
      {
        text: 'He coached their softball team. He called every girl on it slugger.',
        turn: { kind: 'memory', words: ['called every girl on it slugger'] },
      },
      {
        text: 'my daughter wants it to sound like taylor swift on folklore. soft.',
        turn: { kind: 'style', words: ['taylor swift', 'folklore'] },
        // Folklore is an album, named for its sound: taken as style, folk or indie.
        style: [
          { said: 'folklore', pins: [genre('folk'), genre('indie')] },
          { said: 'soft', pins: [mood('chill'), mood('dreamy'), mood('romantic')] },
        ],
        artists: [{ said: 'taylor swift', name: 'Taylor Swift' }],
      },
    ],
  },
];
