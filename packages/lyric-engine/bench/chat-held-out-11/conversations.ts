/**
 * The eleventh held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "pretending to like jazz", "the blue one", "Rolling Rock"). A reply must not pin or name
 * them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_11: HeldOut4Conversation[] = [
  {
    id: 'five-ten-alarm',
    messages: [
      {
        text: 'his phone alarm still goes off at 5:10 every morning. i cant turn it off, i dont know his passcode',
        turn: { kind: 'death', words: ['his phone alarm still goes off at 5:10 every morning'] },
        condolence: { died: "the writer's husband (told obliquely, by his alarm)", to: 'the writer' },
      },
      {
        text: 'funeral was 2 weeks ago tomorrow. he opened the water plant every morning for 31 years and kissed my forehead in the dark on his way out. every single morning',
        turn: {
          kind: 'memory',
          words: [
            'he opened the water plant every morning for 31 years',
            'kissed my forehead in the dark on his way out',
          ],
        },
      },
      {
        text: 'soft, like a lullaby for grown ups. fingerpicked guitar and a little glockenspiel. josé gonzález maybe. not sad-sad',
        turn: {
          kind: 'style',
          words: ['soft', 'lullaby for grown ups', 'fingerpicked guitar', 'glockenspiel', 'josé gonzález'],
        },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('dreamy')] },
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy'), genre('folk')] },
          { said: 'fingerpicked guitar', pins: [genre('folk'), genre('indie')] },
          { said: 'glockenspiel', pins: [genre('indie'), mood('dreamy'), genre('pop')] },
        ],
        artists: [{ said: 'josé gonzález', name: 'José González' }],
      },
      {
        text: 'i think the chorus should be the alarm going off. like the song wakes up every time',
        turn: { kind: 'request', words: ['i think the chorus should be the alarm going off'] },
      },
    ],
  },
  {
    id: 'hubcap',
    messages: [
      {
        text: 'so. theres a cat now. heard meowing in the car wash line, popped the hood and theres a kitten sitting on the engine the size of a baked potato',
        turn: { kind: 'first', words: ['theres a cat now', 'theres a kitten sitting on the engine'] },
      },
      {
        text: 'named him Hubcap. hes been here 4 days and already knocked a full glass of water onto my laptop and eaten a hair tie. i love him so much its stupid',
        turn: { kind: 'moment', words: ['named him Hubcap', 'i love him so much its stupid'] },
      },
      {
        text: 'scrappy and cute. fuzzy guitars, handclaps, 2 minutes tops. it should feel like a Chuck E. Cheese at 7pm on a saturday',
        turn: { kind: 'style', words: ['scrappy and cute', 'fuzzy guitars', 'handclaps', '2 minutes tops'] },
        style: [
          { said: 'scrappy', pins: [genre('punk'), genre('rock'), mood('energetic')] },
          { said: 'cute', pins: [mood('happy'), genre('pop')] },
          { said: 'fuzzy guitars', pins: [genre('rock'), genre('indie'), genre('alternative')] },
          { said: 'handclaps', pins: [genre('pop'), mood('happy')] },
        ],
      },
      {
        text: 'Cake.',
        turn: { kind: 'style', words: ['Cake'] },
        artists: [{ said: 'Cake', name: 'Cake' }],
      },
    ],
  },
  {
    id: 'spanakopita',
    messages: [
      {
        text: 'ugh my car is making the noise again. anyway. my yiayia Eleni died friday night. 94. she went in her recliner with the greek channel on, which is honestly how she would have wanted it',
        turn: { kind: 'death', words: ['my yiayia Eleni died friday night'] },
        condolence: { died: "Eleni, the writer's grandmother", to: 'the writer' },
      },
      {
        text: 'cleaning out her kitchen we found $11,000 in the freezer wrapped in foil and labeled SPANAKOPITA in sharpie. my uncle almost threw it out. she came over from Crete in 1961 and never trusted a bank or went back to Europe once',
        turn: {
          kind: 'memory',
          words: ['$11,000 in the freezer wrapped in foil', 'labeled SPANAKOPITA in sharpie'],
        },
      },
      {
        text: 'rebetiko. bouzouki, a taverna at 2am, smoky and a little drunk and sad. like an old Markos Vamvakaris record',
        turn: { kind: 'style', words: ['rebetiko', 'bouzouki', 'smoky', 'sad', 'Markos Vamvakaris'] },
        style: [
          { said: 'rebetiko', pins: [genre('folk'), genre('blues'), mood('melancholic')] },
          { said: 'bouzouki', pins: [genre('folk')] },
          { said: 'smoky', pins: [genre('jazz'), genre('blues'), mood('melancholic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'Markos Vamvakaris', name: 'Markos Vamvakaris' }],
      },
      {
        text: 'title: Spanakopita. she would think thats hilarious',
        turn: { kind: 'request', words: ['title: Spanakopita'] },
      },
    ],
  },
  {
    id: 'dancing-queen-at-3am',
    messages: [
      {
        text: 'WERE DADS. Oscar James, 7 lb 9 oz, 2:14am. our surrogate Kelsey is a literal saint and already asked for a cheeseburger',
        turn: { kind: 'first', words: ['WERE DADS', 'Oscar James, 7 lb 9 oz'] },
      },
      {
        text: 'Andre held him first and sang him the only song he knows every word to, which is apparently Dancing Queen by ABBA. at 3am. whispering',
        turn: {
          kind: 'moment',
          words: ['Andre held him first', 'sang him the only song he knows every word to'],
        },
        artists: [{ said: 'ABBA', name: 'ABBA' }],
        songs: [{ said: 'Dancing Queen', title: 'Dancing Queen', artist: 'ABBA' }],
      },
      {
        text: 'so obviously. disco lullaby. glittery but sleepy, strings, a soft four on the floor',
        turn: {
          kind: 'style',
          words: ['disco lullaby', 'glittery but sleepy', 'strings', 'a soft four on the floor'],
        },
        style: [
          { said: 'disco lullaby', pins: [genre('pop'), genre('electronic'), mood('dreamy')] },
          { said: 'glittery', pins: [genre('pop'), mood('dreamy')] },
          { said: 'sleepy', pins: [mood('chill'), mood('dreamy')] },
          { said: 'strings', pins: [genre('classical'), genre('pop')] },
          { said: 'soft four on the floor', pins: [genre('electronic'), genre('pop'), mood('chill')] },
        ],
      },
      {
        text: "i want the whole song to be what we'll tell him when he asks how he got here",
        turn: { kind: 'request', words: ["i want the whole song to be what we'll tell him"] },
      },
    ],
  },
  {
    id: 'the-milk-crate',
    messages: [
      {
        text: 'sad news on my block. Hamid who runs the bodega on my corner lost his dad last week. the shop was closed 3 days, first time in like 15 years',
        turn: { kind: 'death', words: ['Hamid who runs the bodega on my corner lost his dad last week'] },
        condolence: { died: "Hamid's father (Hamid runs the writer's corner bodega)", to: 'Hamid' },
        notStyle: ['sad news'],
      },
      {
        text: 'the old man sat on a milk crate out front every day and told every kid who walked by to stand up straight. i stood up straight for 15 years because of him',
        turn: {
          kind: 'memory',
          words: [
            'sat on a milk crate out front every day',
            'told every kid who walked by to stand up straight',
          ],
        },
      },
      {
        text: 'the whole block taped cards to the roll-down gate. somebody left a mango',
        turn: { kind: 'moment', words: ['taped cards to the roll-down gate', 'somebody left a mango'] },
      },
      {
        text: 'hiphop, boom bap with an oud sample, slow head nod. warm not aggressive. kinda madlib',
        turn: {
          kind: 'style',
          words: ['hiphop', 'boom bap', 'oud sample', 'slow head nod', 'warm', 'madlib'],
        },
        style: [
          { said: 'hiphop', pins: [genre('hip-hop')] },
          { said: 'boom bap', pins: [genre('hip-hop')] },
          { said: 'oud sample', pins: [genre('hip-hop'), genre('folk')] },
          { said: 'slow head nod', pins: [genre('hip-hop'), mood('chill')] },
          { said: 'warm', pins: [mood('chill'), genre('soul')] },
        ],
        artists: [{ said: 'madlib', name: 'Madlib' }],
      },
    ],
  },
  {
    id: 'a-fish-of-few-words',
    messages: [
      {
        text: 'rip Gerald. goldfish. won him at the county fair ring toss in 2011 and he outlived two apartments, a car and my marriage',
        turn: { kind: 'death', words: ['rip Gerald', 'goldfish'] },
        condolence: {
          died: "Gerald, the writer's goldfish of 13 years",
          to: "the writer and the writer's daughter",
        },
      },
      {
        text: "my daughter (16) gave a full eulogy at the toilet. 'he was a fish of few words.' i had to leave the bathroom",
        turn: { kind: 'moment', words: ['gave a full eulogy at the toilet', 'he was a fish of few words'] },
      },
      {
        text: 'mournful. dramatic. ridiculous.',
        turn: { kind: 'style', words: ['mournful', 'dramatic', 'ridiculous'] },
        style: [
          { said: 'mournful', pins: [mood('sad'), mood('melancholic')] },
          { said: 'dramatic', pins: [mood('powerful')] },
          { said: 'ridiculous', pins: [mood('happy')] },
        ],
      },
      {
        text: 'like a viking funeral but for a goldfish. huge choir, timpani, way too much',
        turn: { kind: 'style', words: ['huge choir', 'timpani', 'way too much'] },
        style: [
          { said: 'huge choir', pins: [genre('classical'), mood('powerful'), genre('soul')] },
          { said: 'timpani', pins: [genre('classical'), mood('powerful')] },
          { said: 'way too much', pins: [mood('powerful')] },
        ],
      },
      {
        text: "last line: 'a fish of few words'",
        turn: { kind: 'request', words: ["last line: 'a fish of few words'"] },
      },
    ],
  },
  {
    id: 'ivy-and-maeve',
    messages: [
      {
        text: 'the twins came 6 weeks early. Ivy and Maeve. 3 lb 14 oz and 4 lb 1 oz. theyre in the NICU but theyre breathing on their own',
        turn: { kind: 'first', words: ['the twins came 6 weeks early', 'Ivy and Maeve'] },
      },
      {
        text: 'theres a nurse on nights, Bernadette, who hums the whole time she does their feeds. tonight it was Moon River. i cried into a paper gown',
        turn: {
          kind: 'moment',
          words: ['hums the whole time she does their feeds', 'i cried into a paper gown'],
        },
        songs: [{ said: 'Moon River', title: 'Moon River', artist: 'Henry Mancini' }],
      },
      {
        text: 'i dont think ive exhaled since tuesday',
        turn: { kind: 'feeling', words: ['i dont think ive exhaled since tuesday'] },
      },
      {
        text: 'tiny and hopeful. music box, a hum, barely any drums. hammock-ish, ambient',
        turn: {
          kind: 'style',
          words: ['tiny and hopeful', 'music box', 'a hum', 'barely any drums', 'hammock', 'ambient'],
        },
        style: [
          { said: 'tiny', pins: [mood('chill'), mood('dreamy')] },
          { said: 'hopeful', pins: [mood('uplifting')] },
          { said: 'music box', pins: [mood('dreamy'), genre('classical')] },
          { said: 'hum', pins: [mood('chill'), mood('dreamy')] },
          { said: 'barely any drums', pins: [mood('chill')] },
          { said: 'ambient', pins: [genre('electronic'), mood('chill'), mood('dreamy')] },
        ],
        artists: [{ said: 'hammock', name: 'Hammock' }],
      },
      {
        text: 'can the bridge count their weights. 3 14, 4 1',
        turn: { kind: 'request', words: ['can the bridge count their weights'] },
      },
    ],
  },
  {
    id: 'tanner-whoever',
    messages: [
      {
        text: 'found out on facebook that Jess from high school died. we hadnt talked since 2009. the post was from her mom',
        turn: { kind: 'death', words: ['Jess from high school died'] },
        condolence: {
          died: "Jess, the writer's friend from high school",
          to: "the writer (and Jess's mother)",
        },
      },
      {
        text: 'we stopped talking over a boy named Tanner in a Hardees parking lot. 15 years over Tanner. i dont even remember his last name',
        turn: {
          kind: 'memory',
          words: ['we stopped talking over a boy named Tanner', '15 years over Tanner'],
        },
      },
      {
        text: 'i keep opening her profile. last post is a picture of her sourdough',
        turn: { kind: 'moment', words: ['i keep opening her profile', 'a picture of her sourdough'] },
      },
      {
        text: 'dreamy 2000s emo-pop, like we were 16 in her moms minivan. the postal service. death cab',
        turn: { kind: 'style', words: ['dreamy 2000s emo-pop', 'the postal service', 'death cab'] },
        style: [
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: '2000s emo-pop', pins: [genre('alternative'), genre('pop'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'the postal service', name: 'The Postal Service' },
          { said: 'death cab', name: 'Death Cab for Cutie' },
        ],
      },
    ],
  },
  {
    id: 'forty-minutes',
    messages: [
      {
        text: 'so im gonna email my birth mother. found her through one of those dna sites. she lives 40 minutes away. FORTY MINUTES',
        turn: { kind: 'decision', words: ['im gonna email my birth mother', 'she lives 40 minutes away'] },
      },
      {
        text: 'hitting send sunday night after the kids are asleep. ive rewritten the first line like 60 times',
        turn: { kind: 'decision', words: ['hitting send sunday night'] },
      },
      {
        text: 'my mom, my real mom, the one who raised me, says shes totally fine with it and then goes and reorganizes the entire pantry by expiration date at 11pm. i feel like im cheating on her. which is dumb. i know its dumb',
        turn: { kind: 'feeling', words: ['i feel like im cheating on her'] },
      },
      {
        text: 'hopeful but shaky. a piano ballad, not sappy. sara bareilles-ish but rawer',
        turn: { kind: 'style', words: ['hopeful but shaky', 'a piano ballad', 'sara bareilles', 'rawer'] },
        style: [
          { said: 'hopeful', pins: [mood('uplifting')] },
          { said: 'shaky', pins: [mood('melancholic')] },
          { said: 'piano ballad', pins: [genre('pop'), genre('soul'), mood('melancholic')] },
          { said: 'rawer', pins: [genre('indie'), genre('folk')] },
        ],
        artists: [{ said: 'sara bareilles', name: 'Sara Bareilles' }],
      },
      {
        text: "first line: 'you dont know me but you knew me first'",
        turn: { kind: 'request', words: ["first line: 'you dont know me but you knew me first'"] },
      },
    ],
  },
  {
    id: 'renata-writes-back',
    messages: [
      {
        text: 'i need to tell someone this. my brother died 2 years ago and ive been writing him letters. mailing them to his old apartment',
        turn: {
          kind: 'confession',
          words: ['ive been writing him letters', 'mailing them to his old apartment'],
        },
        condolence: { died: "the writer's brother, two years ago", to: 'the writer' },
      },
      {
        text: 'the new tenant writes back. her name is Renata, shes 70-something, she tells me about her parakeet and the upstairs neighbors and says shes sorry about my brother every single time. 19 letters. i havent told my wife',
        turn: {
          kind: 'confession',
          words: ['the new tenant writes back', 'i havent told my wife'],
        },
      },
      {
        text: 'it should feel like a wes anderson movie. warm and a little strange, pizzicato strings, celesta, a tiny brass band',
        turn: {
          kind: 'style',
          words: ['warm and a little strange', 'pizzicato strings', 'celesta', 'a tiny brass band'],
        },
        style: [
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'strange', pins: [genre('indie'), genre('alternative')] },
          { said: 'pizzicato strings', pins: [genre('classical'), genre('indie')] },
          { said: 'celesta', pins: [genre('classical'), mood('dreamy')] },
          { said: 'tiny brass band', pins: [genre('jazz'), mood('happy')] },
        ],
      },
      {
        text: "no chorus. just verses like letters, back and forth. i'd call it Return to Sender but elvis got there first",
        turn: { kind: 'request', words: ['no chorus', 'just verses like letters, back and forth'] },
        artists: [{ said: 'elvis', name: 'Elvis Presley' }],
        songs: [{ said: 'Return to Sender', title: 'Return to Sender', artist: 'Elvis Presley' }],
      },
    ],
  },
  {
    id: 'receipt',
    messages: [
      {
        text: 'hey. weird day. got my diagnosis today. autistic. 39 years old. the doctor said it like it was the weather',
        turn: { kind: 'change', words: ['got my diagnosis today', 'autistic'] },
      },
      {
        text: 'sat in the Target parking lot after and felt like every weird thing ive ever done just got a receipt. the sock seams. the lunch tray thing. crying at the lights in Target',
        turn: { kind: 'feeling', words: ['every weird thing ive ever done just got a receipt'] },
      },
      {
        text: 'relieved?? and mad?? both. mostly relieved',
        turn: { kind: 'feeling', words: ['relieved', 'mostly relieved'] },
        notStyle: ['mad'],
      },
      {
        text: 'glitchy electronic but tender. aphex twin doing a lullaby. or boards of canada, that warped old tape sound',
        turn: {
          kind: 'style',
          words: ['glitchy electronic but tender', 'aphex twin', 'boards of canada', 'warped old tape sound'],
        },
        style: [
          { said: 'glitchy electronic', pins: [genre('electronic')] },
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy')] },
          { said: 'warped old tape sound', pins: [genre('electronic'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'aphex twin', name: 'Aphex Twin' },
          { said: 'boards of canada', name: 'Boards of Canada' },
        ],
      },
    ],
  },
  {
    id: 'round-two',
    messages: [
      {
        text: 'update from the weirdest family on earth: my parents are getting remarried. to each other. divorced 1998, remarrying in april',
        turn: { kind: 'change', words: ['my parents are getting remarried', 'to each other'] },
      },
      {
        text: 'i was 8 when they split. every other weekend in a duplex in Toledo eating microwave corn dogs with my dad. and now theyre doing La Vie en Rose for the first dance AGAIN, same as 1986',
        turn: {
          kind: 'memory',
          words: [
            'every other weekend in a duplex in Toledo',
            'doing La Vie en Rose for the first dance AGAIN',
          ],
        },
        songs: [{ said: 'La Vie en Rose', title: 'La Vie en rose', artist: 'Édith Piaf' }],
      },
      {
        text: 'im happy for them. i think. im also 34 and weirdly furious',
        turn: { kind: 'feeling', words: ['im also 34 and weirdly furious'] },
        notStyle: ['happy for them', 'furious'],
      },
      {
        text: 'motown but sarcastic lol. tambourine, big backing vocals. smokey robinson if he was in therapy',
        turn: {
          kind: 'style',
          words: ['motown but sarcastic', 'tambourine', 'big backing vocals', 'smokey robinson'],
        },
        style: [
          { said: 'motown', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: 'sarcastic', pins: [genre('alternative'), genre('indie')] },
          { said: 'tambourine', pins: [genre('soul'), genre('pop')] },
          { said: 'big backing vocals', pins: [genre('soul'), genre('pop')] },
        ],
        artists: [{ said: 'smokey robinson', name: 'Smokey Robinson' }],
      },
    ],
  },
  {
    id: 'the-wave-got-me',
    messages: [
      {
        text: 'saw the ocean today!!!! first time in my LIFE. 45 and from Lubbock',
        turn: { kind: 'first', words: ['saw the ocean today', 'first time in my LIFE'] },
      },
      {
        text: 'walked straight in with my jeans on. didnt even roll them up. a wave got me up to the waist and i just started laughing like a lunatic',
        turn: {
          kind: 'moment',
          words: ['walked straight in with my jeans on', 'a wave got me up to the waist'],
        },
      },
      {
        text: 'decided on the drive back to the motel. every year from now on. already asked for the same week off next year',
        turn: {
          kind: 'decision',
          words: ['every year from now on', 'already asked for the same week off next year'],
        },
      },
      {
        text: "60's beach pop. sunny, a little lovesick, nothing moody. the drifters, Under the Boardwalk kind of sunny",
        turn: {
          kind: 'style',
          words: ["60's beach pop", 'sunny', 'a little lovesick', 'the drifters', 'Under the Boardwalk'],
        },
        style: [
          { said: "60's beach pop", pins: [genre('pop'), mood('nostalgic'), mood('happy')] },
          { said: 'sunny', pins: [mood('happy'), mood('uplifting')] },
          { said: 'lovesick', pins: [mood('romantic'), mood('melancholic')] },
        ],
        artists: [{ said: 'the drifters', name: 'The Drifters' }],
        songs: [{ said: 'Under the Boardwalk', title: 'Under the Boardwalk', artist: 'The Drifters' }],
      },
      {
        text: 'end on the wave knocking me over. like the song just falls down laughing',
        turn: { kind: 'request', words: ['end on the wave knocking me over'] },
      },
    ],
  },
  {
    id: 'sixteen-tons',
    messages: [
      {
        text: 'putting in my two weeks friday. 9 years of tax law. im starting welding school in january. i want to make things out of metal that outlast me',
        turn: {
          kind: 'decision',
          words: ['putting in my two weeks friday', 'im starting welding school in january'],
        },
        notStyle: ['out of metal'],
      },
      {
        text: 'my dad welded pipeline outside Odessa for 30 years, sang sixteen tons in the truck every morning. he didnt say a word when i told him. then last night he texted me a picture of his old hood',
        turn: {
          kind: 'moment',
          words: ['he didnt say a word when i told him', 'he texted me a picture of his old hood'],
        },
        songs: [{ said: 'sixteen tons', title: 'Sixteen Tons', artist: 'Tennessee Ernie Ford' }],
      },
      {
        text: 'gritty and heavy. sludge metal but with a melody you can hum. mastodon',
        turn: { kind: 'style', words: ['gritty and heavy', 'sludge metal', 'mastodon'] },
        style: [
          { said: 'gritty', pins: [genre('rock'), genre('metal'), genre('blues')] },
          { said: 'heavy', pins: [genre('metal'), genre('rock'), mood('powerful')] },
          { said: 'sludge metal', pins: [genre('metal')] },
        ],
        artists: [{ said: 'mastodon', name: 'Mastodon' }],
      },
      {
        text: 'Pantera.',
        turn: { kind: 'style', words: ['Pantera'] },
        artists: [{ said: 'Pantera', name: 'Pantera' }],
      },
    ],
  },
  {
    id: 'shes-got-the-sign',
    messages: [
      {
        text: 'my mom retires friday. 28 years as the crossing guard at Garfield Elementary. same corner, same sign, same orange vest (3 vests actually)',
        turn: { kind: 'change', words: ['my mom retires friday', '28 years as the crossing guard'] },
      },
      {
        text: 'she has a shoebox of drawings kids gave her. one is mine from 1999, its her as a giant holding the stop sign over tiny cars',
        turn: {
          kind: 'memory',
          words: ['a shoebox of drawings kids gave her', 'her as a giant holding the stop sign'],
        },
      },
      {
        text: 'marching band!!! brass, snare, big and goofy and proud. Mr Blue Sky energy',
        turn: {
          kind: 'style',
          words: ['marching band', 'brass', 'snare', 'big and goofy and proud', 'Mr Blue Sky', 'energy'],
        },
        style: [
          { said: 'marching band', pins: [genre('classical'), genre('jazz'), mood('powerful')] },
          { said: 'brass', pins: [genre('jazz'), genre('classical')] },
          { said: 'snare', pins: [genre('rock'), genre('pop')] },
          { said: 'big', pins: [mood('powerful')] },
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'proud', pins: [mood('confident'), mood('uplifting')] },
          { said: 'energy', pins: [mood('energetic')] },
        ],
        songs: [{ said: 'Mr Blue Sky', title: 'Mr. Blue Sky', artist: 'Electric Light Orchestra' }],
      },
      {
        text: "chorus: 'she's got the sign'",
        turn: { kind: 'request', words: ["chorus: 'she's got the sign'"] },
      },
    ],
  },
  {
    id: 'mr-bun',
    messages: [
      {
        text: 'my daughter leaves for Seoul in 9 days. teaching english, 2 year contract. shes 23',
        turn: { kind: 'change', words: ['my daughter leaves for Seoul in 9 days'] },
      },
      {
        text: 'she cleaned out her room and left one thing on the bed. her stuffed rabbit Mr Bun, with the ear i sewed back on in 2006',
        turn: { kind: 'moment', words: ['left one thing on the bed', 'her stuffed rabbit Mr Bun'] },
      },
      {
        text: 'proud of her. empty as hell',
        turn: { kind: 'feeling', words: ['proud of her', 'empty as hell'] },
        notStyle: ['proud of her'],
      },
      {
        text: 'something shed actually like. soft korean indie? like IU or akmu. i have no idea what im talking about lol',
        turn: { kind: 'style', words: ['soft korean indie', 'IU', 'akmu'] },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('dreamy')] },
          { said: 'korean indie', pins: [genre('indie'), genre('pop')] },
        ],
        artists: [
          { said: 'IU', name: 'IU' },
          { said: 'akmu', name: 'AKMU' },
        ],
      },
      {
        text: 'i want it to be something she can listen to on the plane and not cry. or cry a little',
        turn: { kind: 'request', words: ['i want it to be something she can listen to on the plane'] },
      },
    ],
  },
  {
    id: 'sodade-on-the-radio',
    messages: [
      {
        text: 'the fish market my family ran for 41 years in New Bedford closes sunday. sold the building to a guy who makes kombucha',
        turn: { kind: 'change', words: ['the fish market my family ran for 41 years', 'closes sunday'] },
      },
      {
        text: 'my grandma Lurdes scaled fish behind the counter till she was 80 and sang Sodade every time it came on the radio. every time. we used to time it',
        turn: {
          kind: 'memory',
          words: [
            'scaled fish behind the counter till she was 80',
            'sang Sodade every time it came on the radio',
          ],
        },
        songs: [{ said: 'Sodade', title: 'Sodade', artist: 'Cesária Évora' }],
      },
      {
        text: 'it should feel like the market at 5am. cold and bright, the radio going. morna, slow and aching. cesária évora but with a drum machine',
        turn: {
          kind: 'style',
          words: ['cold and bright', 'morna, slow and aching', 'cesária évora', 'a drum machine'],
        },
        style: [
          { said: 'cold', pins: [mood('melancholic'), mood('chill')] },
          { said: 'bright', pins: [mood('uplifting'), mood('happy')] },
          { said: 'morna', pins: [genre('folk'), mood('melancholic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'aching', pins: [mood('melancholic'), mood('sad')] },
          { said: 'drum machine', pins: [genre('electronic')] },
        ],
        artists: [{ said: 'cesária évora', name: 'Cesária Évora' }],
      },
      {
        text: 'Khruangbin.',
        turn: { kind: 'style', words: ['Khruangbin'] },
        artists: [{ said: 'Khruangbin', name: 'Khruangbin' }],
      },
    ],
  },
  {
    id: 'the-blue-one',
    messages: [
      {
        text: 'confession. ive been pretending to like jazz for my father in law for 11 years. he gives me a jazz record every christmas. i have 11 jazz records ive never opened',
        turn: { kind: 'confession', words: ['ive been pretending to like jazz for my father in law'] },
        notStyle: ['pretending to like jazz', 'a jazz record', '11 jazz records'],
      },
      {
        text: 'hes 84 and in the hospital with pneumonia and last night he asked me wich one was my favorite. i said the blue one. they are ALL blue',
        turn: { kind: 'moment', words: ['he asked me wich one was my favorite', 'i said the blue one'] },
        notStyle: ['the blue one', 'ALL blue'],
      },
      {
        text: 'so i opened all 11 last night and played them in order. turns out i like the bill evans one. like a lot. im gonna tell him the truth when hes home',
        turn: { kind: 'decision', words: ['im gonna tell him the truth when hes home'] },
        artists: [{ said: 'bill evans', name: 'Bill Evans' }],
      },
      {
        text: 'so yes jazz, for real this time. late night piano trio, brushes, upright bass. melancholy but sweet',
        turn: {
          kind: 'style',
          words: ['jazz', 'late night piano trio', 'brushes', 'upright bass', 'melancholy but sweet'],
        },
        style: [
          { said: 'jazz', pins: [genre('jazz')] },
          { said: 'late night piano trio', pins: [genre('jazz'), mood('chill')] },
          { said: 'brushes', pins: [genre('jazz')] },
          { said: 'upright bass', pins: [genre('jazz')] },
          { said: 'melancholy', pins: [mood('melancholic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
      },
      {
        text: "title: 'the blue one'",
        turn: { kind: 'request', words: ["title: 'the blue one'"] },
        notStyle: ['the blue one'],
      },
    ],
  },
  {
    id: 'vintage',
    messages: [
      {
        text: 'FINISHED. first marathon. 61 years old. 5:52 and i didnt walk once (i walked twice)',
        turn: { kind: 'first', words: ['first marathon', '61 years old'] },
      },
      {
        text: 'my grandson had a sign that said GO GRAMPS YOU ARE NOT SLOW YOU ARE VINTAGE. i saw it at mile 24 and just bawled',
        turn: { kind: 'moment', words: ['GO GRAMPS', 'i saw it at mile 24 and just bawled'] },
        notStyle: ['NOT SLOW', 'VINTAGE'],
      },
      {
        text: "pump-up song for an old man. '80s workout, synths, big drums. vangelis, Chariots of Fire but faster",
        turn: {
          kind: 'style',
          words: ['pump-up song', "'80s workout", 'synths', 'big drums', 'vangelis', 'Chariots of Fire'],
        },
        style: [
          { said: 'pump-up', pins: [mood('energetic'), mood('powerful'), mood('uplifting')] },
          { said: "'80s workout", pins: [genre('electronic'), genre('pop'), mood('energetic')] },
          { said: 'synths', pins: [genre('electronic')] },
          { said: 'big drums', pins: [mood('powerful'), genre('rock')] },
          { said: 'faster', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'vangelis', name: 'Vangelis' }],
        songs: [{ said: 'Chariots of Fire', title: 'Chariots of Fire', artist: 'Vangelis' }],
      },
      {
        text: "call it 'vintage'",
        turn: { kind: 'request', words: ["call it 'vintage'"] },
        notStyle: ['vintage'],
      },
    ],
  },
  {
    id: 'rays-carburetor',
    messages: [
      {
        text: 'long day, both kids have strep. anyway. my husbands best friend Ray died in a wreck on 287 tuesday. they were each others best man. Ray was best man twice, he had two weddings lol',
        turn: { kind: 'death', words: ['my husbands best friend Ray died in a wreck'] },
        condolence: { died: "Ray, the writer's husband's best friend", to: "the writer's husband" },
      },
      {
        text: 'my husband hasnt said his name since. hes been in the garage two days rebuilding a carburetor. it was Rays carburetor',
        turn: { kind: 'moment', words: ['rebuilding a carburetor', 'it was Rays carburetor'] },
      },
      {
        text: 'in college they had a cover band called the Rusty Nails. played thin lizzy and zz top at frat parties. Ray played bass in his socks and drank Rolling Rock out of a boot',
        turn: {
          kind: 'memory',
          words: ['a cover band called the Rusty Nails', 'Ray played bass in his socks'],
        },
        artists: [
          { said: 'thin lizzy', name: 'Thin Lizzy' },
          { said: 'zz top', name: 'ZZ Top' },
        ],
        notStyle: ['Rolling Rock'],
      },
      {
        text: 'southern rock, twin guitar harmony, but slow and sad. like the last song a bar band plays',
        turn: { kind: 'style', words: ['southern rock', 'twin guitar harmony', 'slow and sad'] },
        style: [
          { said: 'southern rock', pins: [genre('rock'), genre('country'), genre('blues')] },
          { said: 'twin guitar harmony', pins: [genre('rock')] },
          { said: 'slow', pins: [mood('melancholic'), mood('chill')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'the last song a bar band plays', pins: [genre('rock'), mood('melancholic')] },
        ],
      },
    ],
  },
  {
    id: 'its-so-quiet',
    messages: [
      {
        text: 'my amma saw snow for the first time this morning. she moved here from Chennai in july. she went out in her nightie and my parka and just stood there with her hands out',
        turn: {
          kind: 'first',
          words: ['saw snow for the first time', 'just stood there with her hands out'],
        },
      },
      {
        text: 'hushed. glittery. amazed.',
        turn: { kind: 'style', words: ['hushed', 'glittery', 'amazed'] },
        style: [
          { said: 'hushed', pins: [mood('chill'), mood('dreamy')] },
          { said: 'glittery', pins: [mood('dreamy'), genre('pop')] },
          { said: 'amazed', pins: [mood('uplifting'), mood('dreamy')] },
        ],
      },
      {
        text: 'maybe a little carnatic violin in it? like L. Subramaniam. over ambient pads',
        turn: { kind: 'style', words: ['carnatic violin', 'L. Subramaniam', 'ambient pads'] },
        style: [
          { said: 'carnatic violin', pins: [genre('classical'), genre('folk')] },
          { said: 'ambient pads', pins: [genre('electronic'), mood('dreamy'), mood('chill')] },
        ],
        artists: [{ said: 'L. Subramaniam', name: 'L. Subramaniam' }],
      },
      {
        text: "can the chorus just be her saying 'its so quiet'",
        turn: { kind: 'request', words: ["can the chorus just be her saying 'its so quiet'"] },
      },
    ],
  },
  {
    id: 'd-e-l',
    messages: [
      {
        text: 'divorce was final in june. im taking my name back. courthouse thursday, 9am, form is already filled out',
        turn: { kind: 'decision', words: ['im taking my name back', 'courthouse thursday'] },
      },
      {
        text: '17 years as Mrs Wojciechowski, spelling it for every receptionist in Ohio. W-O-J-C-I-E-C-H-O-W-S-K-I. i could do it in my sleep',
        turn: { kind: 'memory', words: ['spelling it for every receptionist in Ohio'] },
      },
      {
        text: 'defiant and bratty. glam rock, big stompy drums, glitter on everything. t. rex, suzi quatro',
        turn: {
          kind: 'style',
          words: ['defiant and bratty', 'glam rock', 'big stompy drums', 'glitter', 't. rex', 'suzi quatro'],
        },
        style: [
          { said: 'defiant', pins: [mood('confident'), mood('angry'), mood('powerful')] },
          { said: 'bratty', pins: [genre('punk'), mood('energetic')] },
          { said: 'glam rock', pins: [genre('rock')] },
          { said: 'big stompy drums', pins: [genre('rock'), mood('powerful')] },
          { said: 'glitter', pins: [genre('rock'), genre('pop')] },
        ],
        artists: [
          { said: 't. rex', name: 'T. Rex' },
          { said: 'suzi quatro', name: 'Suzi Quatro' },
        ],
      },
      {
        text: "hook: 'its Delgado. D-E-L. thats all you need'",
        turn: { kind: 'request', words: ["hook: 'its Delgado"] },
      },
    ],
  },
  {
    id: 'fourteen-clementines',
    messages: [
      {
        text: 'so i got stuck in an elevator for 2 hours yesterday with a total stranger. fire dept had to come pry the doors',
        turn: { kind: 'moment', words: ['stuck in an elevator for 2 hours yesterday with a total stranger'] },
      },
      {
        text: 'her name is Priscilla. she had a bag of clementines and we ate all 14 and i told her stuff ive never told my therapist. we have a date thursday',
        turn: {
          kind: 'moment',
          words: ['she had a bag of clementines and we ate all 14', 'we have a date thursday'],
        },
      },
      {
        text: 'giddy!! nu-disco, a bit funky, slap bass, strings that swoop',
        turn: {
          kind: 'style',
          words: ['giddy', 'nu-disco', 'a bit funky', 'slap bass', 'strings that swoop'],
        },
        style: [
          { said: 'giddy', pins: [mood('happy'), mood('energetic')] },
          { said: 'nu-disco', pins: [genre('electronic'), genre('pop')] },
          { said: 'funky', pins: [genre('soul'), genre('r&b')] },
          { said: 'slap bass', pins: [genre('soul'), genre('r&b'), genre('pop')] },
          { said: 'strings that swoop', pins: [genre('pop'), mood('romantic')] },
        ],
      },
      {
        text: 'jungle. parcels. chromeo',
        turn: { kind: 'style', words: ['jungle', 'parcels', 'chromeo'] },
        artists: [
          { said: 'jungle', name: 'Jungle' },
          { said: 'parcels', name: 'Parcels' },
          { said: 'chromeo', name: 'Chromeo' },
        ],
      },
    ],
  },
  {
    id: 'the-rock-by-the-fence',
    messages: [
      {
        text: 'big news. were moving to Anchorage in august. my husband took the job at the hospital up there',
        turn: { kind: 'change', words: ['were moving to Anchorage in august'] },
      },
      {
        text: 'our youngest asked if we can bring the backyard. like the whole backyard. theres a rock by the fence she talks to',
        turn: { kind: 'moment', words: ['asked if we can bring the backyard', 'she talks to'] },
        notStyle: ['a rock by the fence'],
      },
      {
        text: 'glacial indie folk. cold and huge, but excited. the shins',
        turn: { kind: 'style', words: ['glacial indie folk', 'cold and huge', 'excited', 'the shins'] },
        style: [
          { said: 'glacial indie folk', pins: [genre('folk'), genre('indie'), mood('chill')] },
          { said: 'cold', pins: [mood('melancholic'), mood('chill')] },
          { said: 'huge', pins: [mood('powerful')] },
          { said: 'excited', pins: [mood('energetic'), mood('happy')] },
        ],
        artists: [{ said: 'the shins', name: 'The Shins' }],
      },
      {
        text: 'or like America. horse with no name but colder',
        turn: { kind: 'style', words: ['America', 'horse with no name', 'colder'] },
        style: [{ said: 'colder', pins: [mood('melancholic'), mood('chill')] }],
        artists: [{ said: 'America', name: 'America' }],
        songs: [{ said: 'horse with no name', title: 'A Horse with No Name', artist: 'America' }],
      },
      {
        text: 'end on her saying bye to the rock',
        turn: { kind: 'request', words: ['end on her saying bye to the rock'] },
        notStyle: ['the rock'],
      },
    ],
  },
  {
    id: 'five-whistles',
    messages: [
      {
        text: 'Da died this morning. 81. he was ready and we werent',
        turn: { kind: 'death', words: ['Da died this morning'] },
        condolence: { died: "the writer's father", to: 'the writer' },
      },
      {
        text: 'he could whistle through two fingers loud enough to get us in from the far end of the estate. 5 kids, 5 different whistles. mine went up at the end',
        turn: { kind: 'memory', words: ['whistle through two fingers', '5 kids, 5 different whistles'] },
      },
      {
        text: 'irish trad, a slow air. tin whistle obviously, uilleann pipes, bodhrán kept soft',
        turn: {
          kind: 'style',
          words: ['irish trad', 'a slow air', 'tin whistle', 'uilleann pipes', 'bodhrán kept soft'],
        },
        style: [
          { said: 'irish trad', pins: [genre('folk')] },
          { said: 'slow air', pins: [genre('folk'), mood('melancholic')] },
          { said: 'tin whistle', pins: [genre('folk')] },
          { said: 'uilleann pipes', pins: [genre('folk'), mood('melancholic')] },
          { said: 'bodhrán', pins: [genre('folk')] },
          { said: 'soft', pins: [mood('chill')] },
        ],
      },
      {
        text: "the chieftains. or a sinéad o'connor thing, just her voice in a big room",
        turn: { kind: 'style', words: ['the chieftains', "sinéad o'connor"] },
        artists: [
          { said: 'the chieftains', name: 'The Chieftains' },
          { said: "sinéad o'connor", name: "Sinéad O'Connor" },
        ],
      },
    ],
  },
  {
    id: 'egg-cartons',
    messages: [
      {
        text: 'rained all day, the gutters are doing that thing again. gave away her sewing machine today. the lady from church who took it cried more than i did',
        turn: { kind: 'death', words: ['gave away her sewing machine today'] },
        condolence: { died: "the writer's mother (told obliquely, by her sewing machine)", to: 'the writer' },
      },
      {
        text: 'mom made every halloween costume i ever had on that thing. 1987 i was a stegosaurus with plates made of egg cartons. she sewed to Loretta Lynn records with pins in her mouth',
        turn: {
          kind: 'memory',
          words: ['1987 i was a stegosaurus with plates made of egg cartons', 'pins in her mouth'],
        },
        artists: [{ said: 'Loretta Lynn', name: 'Loretta Lynn' }],
      },
      {
        text: 'she grew up way out in the country, no phone till 1970. i want it plain like her. one acoustic guitar, a harmonica, nothing fancy. a bit of early dylan',
        turn: {
          kind: 'style',
          words: ['plain', 'one acoustic guitar', 'a harmonica', 'nothing fancy', 'early dylan'],
        },
        style: [
          { said: 'plain', pins: [genre('folk'), mood('chill')] },
          { said: 'acoustic guitar', pins: [genre('folk')] },
          { said: 'harmonica', pins: [genre('folk'), genre('blues'), genre('country')] },
          { said: 'nothing fancy', pins: [genre('folk'), mood('chill')] },
        ],
        artists: [{ said: 'dylan', name: 'Bob Dylan' }],
        notStyle: ['out in the country'],
      },
      {
        text: "call it 'egg cartons'",
        turn: { kind: 'request', words: ["call it 'egg cartons'"] },
      },
    ],
  },
  {
    id: 'meatball',
    messages: [
      {
        text: 'morning. coffee #2. my 7 year olds teacher Ms Pruitt died over the weekend. the school sent an email. i have to tell her at breakfast',
        turn: { kind: 'death', words: ['my 7 year olds teacher Ms Pruitt died over the weekend'] },
        condolence: {
          died: "Ms Pruitt, the writer's 7-year-old daughter's teacher",
          to: "the writer's daughter",
        },
      },
      {
        text: 'she had a class guinea pig named Meatball and every kid got one weekend with him. ours was in october and he ate a phone charger',
        turn: { kind: 'memory', words: ['a class guinea pig named Meatball', 'he ate a phone charger'] },
      },
      {
        text: 'i want to write something simple she can sing. like a song from school. not gloomy',
        turn: { kind: 'request', words: ['i want to write something simple she can sing'] },
      },
      {
        text: 'gentle kids folk, like elizabeth mitchell. you are my sunshine kind of simple',
        turn: {
          kind: 'style',
          words: ['gentle kids folk', 'elizabeth mitchell', 'you are my sunshine', 'simple'],
        },
        style: [
          { said: 'gentle', pins: [mood('chill')] },
          { said: 'kids folk', pins: [genre('folk'), mood('happy')] },
          { said: 'simple', pins: [genre('folk'), mood('chill')] },
        ],
        artists: [{ said: 'elizabeth mitchell', name: 'Elizabeth Mitchell' }],
        songs: [{ said: 'you are my sunshine', title: 'You Are My Sunshine', artist: 'Jimmie Davis' }],
      },
    ],
  },
  {
    id: 'mom-tank',
    messages: [
      {
        text: 'ok so i did it. i entered the demolition derby at the Clay County fair. me. a 44 year old school librarian. my kids painted the minivan purple with MOM TANK on both doors, my neighbor Duane welded the doors shut and knocked out all the glass, and i had to climb in through the window in a borrowed helmet that smelled like somebody elses head. first hit was from a guy in a Crown Vic called Big Hoss and my whole spine went DING and i was laughing so hard i forgot to steer, so i just went backwards like they tell you and took out two trucks and a hearse (a REAL hearse) and ended up 3rd out of 14. won $150 and a trophy shaped like a spark plug. and my 12 year old who has not hugged me in public since 2021 ran right out onto the dirt',
        turn: {
          kind: 'first',
          words: ['i entered the demolition derby at the Clay County fair', 'ended up 3rd out of 14'],
        },
      },
      {
        text: 'LOUD. dumb. joyful. like a monster truck commercial. power chords. motörhead but happy',
        turn: { kind: 'style', words: ['LOUD', 'dumb', 'joyful', 'power chords', 'motörhead but happy'] },
        style: [
          { said: 'LOUD', pins: [mood('powerful'), mood('energetic')] },
          { said: 'dumb', pins: [mood('happy'), genre('punk')] },
          { said: 'joyful', pins: [mood('happy'), mood('uplifting')] },
          { said: 'power chords', pins: [genre('rock'), genre('punk'), genre('metal')] },
          { said: 'happy', pins: [mood('happy')] },
        ],
        artists: [{ said: 'motörhead', name: 'Motörhead' }],
      },
      {
        text: 'chorus: MOM TANK',
        turn: { kind: 'request', words: ['chorus: MOM TANK'] },
      },
    ],
  },
  {
    id: 'door-closing',
    messages: [
      {
        text: 'can i tell you something. im leaving the seminary. two years in. nobody back home knows, my mom has a framed picture of me in the collar over the tv',
        turn: { kind: 'decision', words: ['im leaving the seminary'] },
      },
      {
        text: "i still beleive. i just dont want to do it alone for 50 years. i met someone. her name is Claire and she runs the food pantry at st Anne's",
        turn: { kind: 'confession', words: ['i met someone', 'her name is Claire'] },
      },
      {
        text: 'sacred but not churchy. like gregorian chant that turns into a love song halfway. choir then one guitar. hildegard von bingen meets jeff buckley lol',
        turn: {
          kind: 'style',
          words: [
            'sacred',
            'gregorian chant',
            'a love song',
            'choir then one guitar',
            'hildegard von bingen',
            'jeff buckley',
          ],
        },
        style: [
          { said: 'sacred', pins: [genre('classical'), genre('soul')] },
          { said: 'gregorian chant', pins: [genre('classical')] },
          { said: 'love song', pins: [mood('romantic')] },
          { said: 'choir', pins: [genre('classical'), genre('soul')] },
          { said: 'one guitar', pins: [genre('folk')] },
        ],
        artists: [
          { said: 'hildegard von bingen', name: 'Hildegard von Bingen' },
          { said: 'jeff buckley', name: 'Jeff Buckley' },
        ],
      },
      {
        text: 'end on a door closing. softly',
        turn: { kind: 'request', words: ['end on a door closing'] },
      },
    ],
  },
  {
    id: 'mile-marker-187',
    messages: [
      {
        text: 'my sister had her baby in the back of my subaru on I-70 last night. i was driving. her husband was in Boston at a conference',
        turn: { kind: 'first', words: ['my sister had her baby in the back of my subaru', 'i was driving'] },
      },
      {
        text: "a state trooper pulled up, big guy named Officer Thibodeaux, and he caught him. the baby came out yelling and the trooper goes 'well hello there sir'",
        turn: { kind: 'moment', words: ['a state trooper pulled up', 'he caught him'] },
      },
      {
        text: 'theyre giving him Thibodeaux as a middle name. Wesley Thibodeaux Park. poor kid',
        turn: { kind: 'moment', words: ['theyre giving him Thibodeaux as a middle name'] },
      },
      {
        text: 'cajun for the trooper! accordion, fiddle, a two-step. clifton chenier or beausoleil',
        turn: {
          kind: 'style',
          words: ['cajun', 'accordion', 'fiddle', 'a two-step', 'clifton chenier', 'beausoleil'],
        },
        style: [
          { said: 'cajun', pins: [genre('folk'), genre('country')] },
          { said: 'accordion', pins: [genre('folk')] },
          { said: 'fiddle', pins: [genre('folk'), genre('country')] },
          { said: 'two-step', pins: [genre('country'), mood('happy')] },
        ],
        artists: [
          { said: 'clifton chenier', name: 'Clifton Chenier' },
          { said: 'beausoleil', name: 'BeauSoleil' },
        ],
      },
      {
        text: 'the first line should be the mile marker. 187',
        turn: { kind: 'request', words: ['the first line should be the mile marker'] },
      },
    ],
  },
];
