/**
 * The fourteenth held-out set of theme-chat conversations: written for this set alone, before any tuning, by
 * a writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here
 * before touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "my pop", "national anthem", "IM LIVID"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_14: HeldOut4Conversation[] = [
  {
    id: 'red-button',
    messages: [
      {
        text: 'my abuela Pilar died last night. 84. she was the bridge tender on the Fulton street drawbridge for 38 years',
        turn: { kind: 'death', words: ['my abuela Pilar died last night'] },
        condolence: { died: "Pilar, the writer's grandmother", to: 'the writer' },
      },
      {
        text: 'when i was 6 she let me push the big red button and the whole road went up into the sky. cars just waiting. a sailboat going under like it was nothing',
        turn: {
          kind: 'memory',
          words: ['she let me push the big red button', 'the whole road went up into the sky'],
        },
      },
      {
        text: 'drove over it 6 times tonight. is that weird. i just wanted it to go up',
        turn: { kind: 'moment', words: ['drove over it 6 times tonight', 'i just wanted it to go up'] },
      },
      {
        text: 'all voices, no instruments. like wellerman but slow and sad. maybe a concertina if it HAS to have something',
        turn: {
          kind: 'style',
          words: ['all voices, no instruments', 'wellerman', 'slow and sad', 'a concertina'],
        },
        style: [
          { said: 'all voices, no instruments', pins: [genre('folk')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'concertina', pins: [genre('folk')] },
        ],
        songs: [{ said: 'wellerman', title: 'Wellerman', artist: 'Nathan Evans' }],
      },
      {
        text: 'end with the bridge coming back down. the bells and the gates going up',
        turn: { kind: 'request', words: ['end with the bridge coming back down'] },
      },
    ],
  },
  {
    id: 'grandpa-at-41',
    messages: [
      {
        text: 'welp. im a grandpa. 41 yrs old. kenzie had a girl at 6:12 this morning. 7 lbs 3 oz and a full head of black hair',
        turn: { kind: 'first', words: ['im a grandpa', 'kenzie had a girl at 6:12 this morning'] },
      },
      {
        text: 'the baby has my moms chin. my mom who passed in 2019. i had to go stand in the hallway by the vending machine for a minute',
        turn: { kind: 'moment', words: ['the baby has my moms chin', 'i had to go stand in the hallway'] },
      },
      {
        text: 'tender but not corny. harry styles-ish. sign of the times but the happy version',
        turn: { kind: 'style', words: ['tender but not corny', 'harry styles', 'sign of the times'] },
        style: [
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
          { said: 'happy', pins: [mood('happy'), mood('uplifting')] },
        ],
        artists: [{ said: 'harry styles', name: 'Harry Styles' }],
        songs: [{ said: 'sign of the times', title: 'Sign of the Times', artist: 'Harry Styles' }],
      },
      {
        text: 'i was 22 when kenzie was born and nobody told me anything. can the chorus be the stuff nobody told me? like a letter to her',
        turn: {
          kind: 'request',
          words: ['can the chorus be the stuff nobody told me', 'like a letter to her'],
        },
      },
    ],
  },
  {
    id: 'air-brakes',
    messages: [
      {
        text: 'hey hey!! guess who passed his CDL today. 58 years old. passed the road test first try',
        turn: { kind: 'first', words: ['passed his CDL today', 'passed the road test first try'] },
      },
      {
        text: 'taught 10th grade history for 31 years. retired in june and by july i was alphabetizing the spice rack. twice',
        turn: { kind: 'change', words: ['taught 10th grade history for 31 years', 'retired in june'] },
      },
      {
        text: 'honky tonk!! telecaster twang, a lil cocky. dwight yoakam. that bakersfield sound',
        turn: {
          kind: 'style',
          words: ['honky tonk', 'telecaster twang', 'a lil cocky', 'dwight yoakam', 'bakersfield sound'],
        },
        style: [
          { said: 'honky tonk', pins: [genre('country')] },
          { said: 'telecaster twang', pins: [genre('country'), genre('rock')] },
          { said: 'cocky', pins: [mood('confident')] },
          { said: 'bakersfield sound', pins: [genre('country')] },
        ],
        artists: [{ said: 'dwight yoakam', name: 'Dwight Yoakam' }],
      },
      {
        text: 'title should be Air Brakes',
        turn: { kind: 'request', words: ['title should be Air Brakes'] },
      },
    ],
  },
  {
    id: 'lloyd',
    messages: [
      {
        text: 'ok confession. im 36 and i still sleep with a stuffed moose named lloyd. he has one antler and basically no fur left',
        turn: { kind: 'confession', words: ['i still sleep with a stuffed moose named lloyd'] },
      },
      {
        text: 'my fiance found him under my pillow last night. he didnt laugh. he just tucked lloyd in on my side and turned off the lamp',
        turn: { kind: 'moment', words: ['he just tucked lloyd in on my side'] },
      },
      {
        text: 'i was sure id die of embarrassment. instead i cried for like 20 min. is that weird??',
        turn: { kind: 'feeling', words: ['instead i cried for like 20 min'] },
      },
      {
        text: 'whispery. billie eilish when shes basically just talking into the mic. tiny and a lil funny',
        turn: { kind: 'style', words: ['whispery', 'billie eilish', 'tiny and a lil funny'] },
        style: [
          { said: 'whispery', pins: [mood('dreamy'), mood('chill')] },
          { said: 'tiny', pins: [mood('chill')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'billie eilish', name: 'Billie Eilish' }],
      },
    ],
  },
  {
    id: 'the-house-is-fine',
    messages: [
      {
        text: 'i have to tell somebody. ive been paying my dads mortgage since 2023. secretly. he thinks the bank made a mistake in his favor',
        turn: { kind: 'confession', words: ['ive been paying my dads mortgage since 2023', 'secretly'] },
      },
      {
        text: "every sunday he calls and goes 'the house is good, the house is fine.' every sunday",
        turn: { kind: 'memory', words: ['every sunday he calls', 'the house is good, the house is fine'] },
      },
      {
        text: "my brothers have no clue. i'm tired. i love him and im so tired",
        turn: { kind: 'feeling', words: ['i love him and im so tired'] },
      },
      {
        text: '70s soul, slow burn, strings. that midnight train song by gladys knight',
        turn: {
          kind: 'style',
          words: ['70s soul', 'slow burn', 'strings', 'midnight train', 'gladys knight'],
        },
        style: [
          { said: '70s soul', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: 'slow burn', pins: [genre('r&b'), genre('soul'), mood('chill')] },
          { said: 'strings', pins: [genre('soul'), genre('classical')] },
        ],
        artists: [{ said: 'gladys knight', name: 'Gladys Knight & the Pips' }],
        songs: [
          {
            said: 'midnight train',
            title: 'Midnight Train to Georgia',
            artist: 'Gladys Knight & the Pips',
          },
        ],
      },
    ],
  },
  {
    id: 'clippers',
    messages: [
      {
        text: 'decided. im shaving my head tomorrow. noemi starts chemo monday and her hair is already coming out in the brush',
        turn: { kind: 'decision', words: ['im shaving my head tomorrow'] },
      },
      {
        text: "i'm scared. not of the hair obviously. i'm scared of monday",
        turn: { kind: 'feeling', words: ["i'm scared of monday"] },
      },
      {
        text: 'something tough and sweet. horns, a shuffle, amy winehouse but happy',
        turn: { kind: 'style', words: ['tough and sweet', 'horns', 'a shuffle', 'amy winehouse'] },
        style: [
          { said: 'tough', pins: [mood('powerful'), mood('confident')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'horns', pins: [genre('soul'), genre('jazz')] },
          { said: 'shuffle', pins: [genre('soul'), genre('blues'), genre('r&b')] },
          { said: 'happy', pins: [mood('happy')] },
        ],
        artists: [{ said: 'amy winehouse', name: 'Amy Winehouse' }],
      },
      {
        text: 'hook is the clippers buzzing. bzzzzz. i mean it',
        turn: { kind: 'request', words: ['hook is the clippers buzzing'] },
      },
    ],
  },
  {
    id: 'snowblower-keys',
    messages: [
      {
        text: 'weird morning. ambulance at the haddads at 3am. no lights or siren on the way out',
        turn: { kind: 'death', words: ['no lights or siren on the way out'] },
        condolence: {
          died: "Mr Haddad, the writer's neighbour across the street (told obliquely, by the ambulance leaving without lights)",
          to: "Mr Haddad's son and family (and the writer)",
        },
      },
      {
        text: 'around 9 his son walked over and handed me the keys to the snowblower. said his dad always said i was the only one on the street who did the sidewalk right',
        turn: { kind: 'moment', words: ['handed me the keys to the snowblower'] },
      },
      {
        text: 'we waved every morning for 11 years. i never once went inside his house. not once',
        turn: { kind: 'confession', words: ['i never once went inside his house'] },
      },
      {
        text: 'slow piano and snow. like the night we met by lord huron but colder, emptier',
        turn: { kind: 'style', words: ['slow piano', 'the night we met', 'lord huron', 'colder, emptier'] },
        style: [
          { said: 'slow piano', pins: [mood('chill'), mood('melancholic')] },
          { said: 'colder', pins: [mood('melancholic')] },
          { said: 'emptier', pins: [mood('melancholic'), mood('chill')] },
        ],
        artists: [{ said: 'lord huron', name: 'Lord Huron' }],
        songs: [{ said: 'the night we met', title: 'The Night We Met', artist: 'Lord Huron' }],
      },
      {
        text: 'chorus is me doing his sidewalk first. before mine',
        turn: { kind: 'request', words: ['chorus is me doing his sidewalk first'] },
      },
    ],
  },
  {
    id: 'churro-at-baggage-claim',
    messages: [
      {
        text: 'FIRST TIME ON A PLANE!!! 66 years old. held the armrest so hard my hand cramped',
        turn: { kind: 'first', words: ['FIRST TIME ON A PLANE', '66 years old'] },
      },
      {
        text: 'flew to tampa for my grandson andres graduation. he met me at baggage claim with a churro',
        turn: { kind: 'moment', words: ['he met me at baggage claim with a churro'] },
      },
      {
        text: 'hes obsessed with BTS so it has to be kpop. bright, bouncy, like dynamite',
        turn: { kind: 'style', words: ['BTS', 'kpop', 'bright, bouncy', 'dynamite'] },
        style: [
          { said: 'kpop', pins: [genre('pop'), genre('electronic')] },
          { said: 'bright', pins: [mood('happy'), mood('uplifting')] },
          { said: 'bouncy', pins: [mood('energetic'), mood('happy')] },
        ],
        artists: [{ said: 'BTS', name: 'BTS' }],
        songs: [{ said: 'dynamite', title: 'Dynamite', artist: 'BTS' }],
      },
      {
        text: 'verses are the plane. chorus is the churro lol',
        turn: { kind: 'request', words: ['verses are the plane', 'chorus is the churro'] },
      },
    ],
  },
  {
    id: 'wall-of-fuzz',
    messages: [
      {
        text: 'ok back to the bridge. its too long and it says heart like 4 times. cut it',
        turn: { kind: 'request', words: ['its too long', 'it says heart like 4 times', 'cut it'] },
      },
      {
        text: 'can we go up a key for the last chorus? a truck driver key change but not cheesy',
        turn: { kind: 'request', words: ['go up a key for the last chorus'] },
      },
      {
        text: 'and MORE SHOEGAZE. wall of fuzz, vocals buried, my bloody valentine',
        turn: { kind: 'style', words: ['SHOEGAZE', 'wall of fuzz', 'vocals buried', 'my bloody valentine'] },
        style: [
          { said: 'SHOEGAZE', pins: [genre('alternative'), genre('indie'), mood('dreamy')] },
          { said: 'wall of fuzz', pins: [genre('alternative'), genre('rock')] },
          { said: 'vocals buried', pins: [mood('dreamy'), genre('alternative')] },
        ],
        artists: [{ said: 'my bloody valentine', name: 'My Bloody Valentine' }],
      },
      {
        text: 'dream pop??',
        turn: { kind: 'style', words: ['dream pop'] },
        style: [{ said: 'dream pop', pins: [mood('dreamy'), genre('indie'), genre('pop')] }],
      },
    ],
  },
  {
    id: 'dont-worry-sweetheart',
    messages: [
      {
        text: 'so we went to buy my wifes car today. HER car. her money, her credit. and the salesman talked to ME the entire time',
        turn: { kind: 'moment', words: ['the salesman talked to ME the entire time'] },
      },
      {
        text: "she asked about the APR and he goes 'dont worry sweetheart, ill go over the numbers with your husband'",
        turn: { kind: 'moment', words: ['dont worry sweetheart, ill go over the numbers with your husband'] },
      },
      {
        text: 'IM LIVID. she just smiled, walked out, and bought the same car across the street for 2 grand less. i love her',
        turn: { kind: 'feeling', words: ['IM LIVID'] },
        notStyle: ['IM LIVID'],
      },
      {
        text: 'swaggering blues rock. big dirty riff, a lil funny. the black keys',
        turn: {
          kind: 'style',
          words: ['swaggering blues rock', 'big dirty riff', 'a lil funny', 'the black keys'],
        },
        style: [
          { said: 'swaggering', pins: [mood('confident')] },
          { said: 'blues rock', pins: [genre('blues'), genre('rock')] },
          { said: 'dirty riff', pins: [genre('rock'), genre('blues')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'the black keys', name: 'The Black Keys' }],
      },
      {
        text: "chorus: 'dont worry sweetheart'. she sings it. sarcastically",
        turn: { kind: 'request', words: ["chorus: 'dont worry sweetheart'"] },
      },
    ],
  },
  {
    id: 'forty-words',
    messages: [
      {
        text: 'we land in osaka in 9 days. 3 years. my husbands job',
        turn: { kind: 'change', words: ['we land in osaka in 9 days'] },
      },
      {
        text: 'i know maybe 40 words of japanese and 12 of them are foods',
        turn: { kind: 'moment', words: ['i know maybe 40 words of japanese'] },
      },
      {
        text: 'im scared im going to be really lonely. i kind of already am. dont tell him',
        turn: { kind: 'feeling', words: ['im scared im going to be really lonely'] },
        notStyle: ['really lonely'],
      },
      {
        text: 'ambient piano, rain on a window. ryuichi sakamoto. a tiny bit of city pop shimmer in the chorus',
        turn: { kind: 'style', words: ['ambient piano', 'ryuichi sakamoto', 'city pop shimmer'] },
        style: [
          { said: 'ambient piano', pins: [genre('electronic'), genre('classical'), mood('chill')] },
          { said: 'city pop', pins: [genre('pop'), mood('nostalgic')] },
          { said: 'shimmer', pins: [mood('dreamy')] },
        ],
        artists: [{ said: 'ryuichi sakamoto', name: 'Ryuichi Sakamoto' }],
      },
    ],
  },
  {
    id: 'every-voice',
    messages: [
      {
        text: 'my mom mailed me a newspaper clipping today. no note. just the obituary. mr lindqvist. my 5th grade teacher',
        turn: { kind: 'death', words: ['just the obituary', 'mr lindqvist'] },
        condolence: { died: "Mr Lindqvist, the writer's 5th grade teacher", to: 'the writer' },
      },
      {
        text: 'he read us the hobbit out loud and did every voice. his gollum made kevin tran cry and then kevin asked for it again',
        turn: { kind: 'memory', words: ['he read us the hobbit out loud and did every voice'] },
      },
      {
        text: 'is it weird to be this sad about somebody i havent thought about since 1995??',
        turn: { kind: 'feeling', words: ['is it weird to be this sad'] },
        notStyle: ['this sad'],
      },
      {
        text: 'wistful. 80s, synths, a lil glossy. boys of summer vibes',
        turn: { kind: 'style', words: ['wistful', '80s', 'synths', 'a lil glossy', 'boys of summer'] },
        style: [
          { said: 'wistful', pins: [mood('nostalgic'), mood('melancholic')] },
          { said: '80s', pins: [mood('nostalgic'), genre('pop')] },
          { said: 'synths', pins: [genre('electronic'), genre('pop')] },
          { said: 'glossy', pins: [genre('pop')] },
        ],
        songs: [{ said: 'boys of summer', title: 'The Boys of Summer', artist: 'Don Henley' }],
      },
    ],
  },
  {
    id: 'the-kitchen-is-yellow',
    messages: [
      {
        text: 'my dad had cataract surgery yesterday. both eyes done now. hes 81',
        turn: { kind: 'change', words: ['my dad had cataract surgery yesterday'] },
      },
      {
        text: "this morning he took the shield off, looked around and said 'your mother painted the kitchen YELLOW??' she painted it in 2011. first time hes actually seen it",
        turn: {
          kind: 'first',
          words: ['your mother painted the kitchen YELLOW', 'first time hes actually seen it'],
        },
      },
      {
        text: 'mom laughed so hard she had to sit down on the floor. 50 years married and he thought it was beige',
        turn: { kind: 'moment', words: ['mom laughed so hard she had to sit down on the floor'] },
      },
      {
        text: 'bright and whistly, handclaps, everybody singing. like home by edward sharpe',
        turn: {
          kind: 'style',
          words: ['bright and whistly', 'handclaps', 'everybody singing', 'home', 'edward sharpe'],
        },
        style: [
          { said: 'bright', pins: [mood('happy'), mood('uplifting')] },
          { said: 'whistly', pins: [genre('folk'), genre('indie'), mood('happy')] },
          { said: 'handclaps', pins: [genre('folk'), genre('pop'), genre('indie')] },
          { said: 'everybody singing', pins: [mood('uplifting'), genre('folk')] },
        ],
        artists: [{ said: 'edward sharpe', name: 'Edward Sharpe and the Magnetic Zeros' }],
        songs: [{ said: 'home', title: 'Home', artist: 'Edward Sharpe and the Magnetic Zeros' }],
      },
    ],
  },
  {
    id: 'one-pole-tent',
    messages: [
      {
        text: 'first night ever camping by myself. 44. took me 2 hours and a youtube video to put the tent up',
        turn: { kind: 'first', words: ['first night ever camping by myself'] },
      },
      {
        text: 'the divorce was final in august. he always did the tent. honestly he always did everything with a manual',
        turn: { kind: 'change', words: ['the divorce was final in august'] },
      },
      {
        text: 'a fox took my hot dog buns and i laughed so hard i cried and then i just. cried',
        turn: { kind: 'moment', words: ['a fox took my hot dog buns'] },
      },
      {
        text: 'folky, campfire, harmonica. lonesome but brave. like an old joan baez record',
        turn: {
          kind: 'style',
          words: ['folky', 'campfire', 'harmonica', 'lonesome but brave', 'joan baez'],
        },
        style: [
          { said: 'folky', pins: [genre('folk')] },
          { said: 'campfire', pins: [genre('folk'), mood('chill')] },
          { said: 'harmonica', pins: [genre('folk'), genre('blues'), genre('country')] },
          { said: 'lonesome', pins: [mood('melancholic'), mood('sad')] },
          { said: 'brave', pins: [mood('confident'), mood('powerful')] },
        ],
        artists: [{ said: 'joan baez', name: 'Joan Baez' }],
      },
    ],
  },
  {
    id: 'auntie-bean',
    messages: [
      {
        text: 'i need an apology song. for my sister ingrid',
        turn: { kind: 'request', words: ['i need an apology song'] },
      },
      {
        text: 'at her baby shower i did a toast and i said juniper sounds like a gin. on the MIC. her in-laws were right there',
        turn: { kind: 'confession', words: ['i said juniper sounds like a gin'] },
      },
      {
        text: 'juniper is 3 now and calls me auntie bean and i think about it every single time she says it',
        turn: { kind: 'feeling', words: ['i think about it every single time'] },
      },
      {
        text: 'light and cheeky, a lil self-roasting. lily allen-ish, british pop with a ska bounce',
        turn: {
          kind: 'style',
          words: ['light and cheeky', 'self-roasting', 'lily allen', 'british pop', 'a ska bounce'],
        },
        style: [
          { said: 'light', pins: [mood('happy'), mood('chill')] },
          { said: 'cheeky', pins: [mood('happy'), mood('confident')] },
          { said: 'british pop', pins: [genre('pop')] },
          { said: 'ska bounce', pins: [genre('reggae'), genre('punk'), mood('energetic')] },
        ],
        artists: [{ said: 'lily allen', name: 'Lily Allen' }],
      },
    ],
  },
  {
    id: 'red-convertible',
    messages: [
      {
        text: 'plan for june!! me and teddy are renting a red convertible and driving the pacific coast highway. seattle to san diego. 45 years married',
        turn: {
          kind: 'decision',
          words: ['renting a red convertible and driving the pacific coast highway'],
        },
      },
      {
        text: '50s rock n roll. pounding piano. jerry lee lewis, great balls of fire but for two old people in a rental',
        turn: {
          kind: 'style',
          words: ['50s rock n roll', 'pounding piano', 'jerry lee lewis', 'great balls of fire'],
        },
        style: [
          { said: '50s rock n roll', pins: [genre('rock'), mood('nostalgic'), mood('energetic')] },
          { said: 'pounding piano', pins: [genre('rock'), mood('energetic')] },
        ],
        artists: [{ said: 'jerry lee lewis', name: 'Jerry Lee Lewis' }],
        songs: [{ said: 'great balls of fire', title: 'Great Balls of Fire', artist: 'Jerry Lee Lewis' }],
      },
      {
        text: 'write the chorus simple so he can sing it in the car. he doesnt keep words very well anymore',
        turn: { kind: 'request', words: ['write the chorus simple so he can sing it in the car'] },
      },
    ],
  },
  {
    id: 'warm-spot',
    messages: [
      {
        text: 'our cat oswald died last night. 19 years old. older than both my kids',
        turn: { kind: 'death', words: ['our cat oswald died last night'] },
        condolence: {
          died: 'Oswald, the family cat of 19 years',
          to: "the writer and the writer's children",
        },
      },
      {
        text: 'he slept on top of the printer because it was warm. we printed stuff just for him. whole recipes we never made',
        turn: {
          kind: 'memory',
          words: ['he slept on top of the printer because it was warm', 'we printed stuff just for him'],
        },
      },
      {
        text: 'my 8 yr old printed a picture of him this morning and put it on the printer. ok i need a minute',
        turn: { kind: 'moment', words: ['printed a picture of him this morning and put it on the printer'] },
      },
      {
        text: 'dreamy lo fi, cigarettes after sex-ish. slow and hazy and warm',
        turn: { kind: 'style', words: ['dreamy lo fi', 'cigarettes after sex', 'slow and hazy and warm'] },
        style: [
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: 'lo fi', pins: [genre('indie'), mood('chill'), genre('hip-hop')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'hazy', pins: [mood('dreamy'), mood('chill')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
        ],
        artists: [{ said: 'cigarettes after sex', name: 'Cigarettes After Sex' }],
      },
    ],
  },
  {
    id: 'no-can-opener',
    messages: [
      {
        text: "random q first: is it bad to use a capo on literally every song? lol. ok real thing. my coworker hollis's wife died sunday. darlene. 44 years married",
        turn: { kind: 'death', words: ["my coworker hollis's wife died sunday"] },
        condolence: { died: "Darlene, the wife of Hollis, the writer's coworker", to: 'Hollis' },
      },
      {
        text: 'he came in tuesday anyway. at lunch he opened his bag and it was a can of beans and no can opener. she packed his lunch every day for 44 years',
        turn: { kind: 'moment', words: ['a can of beans and no can opener'] },
      },
      {
        text: 'i want to give it to him. were not even really friends, we just work the same line. i dont know his middle name',
        turn: { kind: 'request', words: ['i want to give it to him'] },
      },
      {
        text: '90s country, steel guitar, warm baritone. randy travis',
        turn: { kind: 'style', words: ['90s country', 'steel guitar', 'warm baritone', 'randy travis'] },
        style: [
          { said: '90s country', pins: [genre('country'), mood('nostalgic')] },
          { said: 'steel guitar', pins: [genre('country')] },
          { said: 'warm baritone', pins: [genre('country'), mood('chill')] },
        ],
        artists: [{ said: 'randy travis', name: 'Randy Travis' }],
      },
      {
        text: "last line: 'i brought an extra can opener'",
        turn: { kind: 'request', words: ["last line: 'i brought an extra can opener'"] },
      },
    ],
  },
  {
    id: 'grab-the-ketchup',
    messages: [
      {
        text: "my dad called me rowan at dinner tonight. first time. 'rowan, grab the ketchup.' like it was nothing",
        turn: { kind: 'first', words: ['my dad called me rowan at dinner tonight', 'first time'] },
      },
      {
        text: 'two years of him using the old name. i almost knocked the ketchup into the mashed potatoes',
        turn: { kind: 'moment', words: ['i almost knocked the ketchup into the mashed potatoes'] },
      },
      {
        text: 'went to the bathroom and cried into a hand towel with pineapples on it. happy crying. the best kind',
        turn: { kind: 'feeling', words: ['happy crying', 'the best kind'] },
        notStyle: ['happy crying'],
      },
      {
        text: 'DISCO. we are family but its just me and dad lol. or troye sivan if it needs to be softer',
        turn: { kind: 'style', words: ['DISCO', 'we are family', 'troye sivan', 'softer'] },
        style: [
          { said: 'DISCO', pins: [genre('pop'), mood('energetic'), genre('soul')] },
          { said: 'softer', pins: [mood('chill')] },
        ],
        artists: [{ said: 'troye sivan', name: 'Troye Sivan' }],
        songs: [{ said: 'we are family', title: 'We Are Family', artist: 'Sister Sledge' }],
      },
      {
        text: 'hook: grab the ketchup',
        turn: { kind: 'request', words: ['hook: grab the ketchup'] },
      },
    ],
  },
  {
    id: 'ramparts',
    messages: [
      {
        text: "ok im still shaking so this is going to be long. i sang the national anthem at the minor league game tonight. the Mudcats. i practiced in my car for 3 weeks, like 200 times, my neighbor started clapping from his garage. i get out there and theres 6,000 people and a giant pretzel mascot standing right next to me for some reason and i start WAY too high and i know it and i keep going and then at o'er the ramparts my brain just. left. nothing. blank. and i stood there with my mouth open for what felt like a year and then this old guy in the front row in a veterans hat starts singing and then the section behind him and then the whole stadium sang the rest of it for me. the whole thing. i just held the mic. the pretzel put his arm around me. i cried on the jumbotron. is that the best or worst night of my life?? i genuinely dont know",
        turn: {
          kind: 'first',
          words: [
            'i sang the national anthem at the minor league game tonight',
            'the whole stadium sang the rest of it for me',
          ],
        },
        notStyle: ['national anthem'],
      },
      {
        text: 'they asked me back for july 4th. im saying yes. learning the words this time lol',
        turn: { kind: 'decision', words: ['im saying yes'] },
      },
      {
        text: 'big brassy 80s rock, a lil embarrassing on purpose. pat benatar. hit me with your best shot energy',
        turn: {
          kind: 'style',
          words: [
            'big brassy 80s rock',
            'a lil embarrassing on purpose',
            'pat benatar',
            'hit me with your best shot',
          ],
        },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'brassy', pins: [mood('confident'), mood('powerful')] },
          { said: '80s rock', pins: [genre('rock'), mood('nostalgic')] },
        ],
        artists: [{ said: 'pat benatar', name: 'Pat Benatar' }],
        songs: [
          { said: 'hit me with your best shot', title: 'Hit Me with Your Best Shot', artist: 'Pat Benatar' },
        ],
      },
      {
        text: 'chorus is the crowd taking over. end with me holding the mic and not singing',
        turn: {
          kind: 'request',
          words: ['chorus is the crowd taking over', 'end with me holding the mic and not singing'],
        },
      },
    ],
  },
  {
    id: 'soft-like-cloth',
    messages: [
      {
        text: "this ones long and bad. summer 2009 i backed into a parked car outside a big lots in erie. green buick. dent in the door the size of a dinner plate. i was 19 and had let my insurance lapse to pay for a concert ticket and nobody saw. i wrote a note. i actually wrote it. 'im so sorry, call me' and my number. then i folded it up and put it in my pocket and drove away. its been in my wallet 15 years. its soft like cloth now. i think about whoever came out with their groceries. probably an old lady. probably her only car. is that pathetic? its pathetic",
        turn: {
          kind: 'confession',
          words: ['i backed into a parked car', 'i folded it up and put it in my pocket and drove away'],
        },
      },
      {
        text: "im going to put an ad in the erie paper. 'green buick, big lots, july 2009.' does anyone even read the paper anymore",
        turn: { kind: 'decision', words: ['im going to put an ad in the erie paper'] },
      },
      {
        text: 'angsty but grown up. the 1975 when theyre being sincere. big guitars, a sax maybe',
        turn: { kind: 'style', words: ['angsty but grown up', 'the 1975', 'big guitars', 'a sax'] },
        style: [
          { said: 'angsty', pins: [mood('angry'), genre('alternative')] },
          { said: 'big guitars', pins: [genre('rock'), mood('powerful')] },
          { said: 'sax', pins: [genre('pop'), genre('jazz')] },
        ],
        artists: [{ said: 'the 1975', name: 'The 1975' }],
      },
      {
        text: "chorus should be the note. 'im so sorry, call me'",
        turn: { kind: 'request', words: ['chorus should be the note'] },
      },
    ],
  },
  {
    id: 'church-clothes',
    messages: [
      {
        text: 'my granddad desmond taught me to swim by tossing me off the jetty at negril. i was 6. then he jumped in after me in his church clothes',
        turn: {
          kind: 'memory',
          words: [
            'taught me to swim by tossing me off the jetty at negril',
            'jumped in after me in his church clothes',
          ],
        },
      },
      {
        text: 'hes moving in with us in brooklyn next month. hes 86. first winter of his whole life',
        turn: {
          kind: 'change',
          words: ['hes moving in with us in brooklyn next month', 'first winter of his whole life'],
        },
      },
      {
        text: 'real roots reggae. one drop, organ skank, toots and the maytals. pressure drop',
        turn: {
          kind: 'style',
          words: ['roots reggae', 'one drop', 'organ skank', 'toots and the maytals', 'pressure drop'],
        },
        style: [
          { said: 'roots reggae', pins: [genre('reggae')] },
          { said: 'one drop', pins: [genre('reggae')] },
          { said: 'organ skank', pins: [genre('reggae')] },
        ],
        artists: [{ said: 'toots and the maytals', name: 'Toots and the Maytals' }],
        songs: [{ said: 'pressure drop', title: 'Pressure Drop', artist: 'Toots and the Maytals' }],
      },
      {
        text: 'make the chorus feel 85 degrees even tho its snowing outside the window',
        turn: { kind: 'request', words: ['make the chorus feel 85 degrees'] },
      },
    ],
  },
  {
    id: 'sixty-two',
    messages: [
      {
        text: 'GOT ONE. my poetry chapbook got accepted!!! 48 pages. a real press. after 61 rejections',
        turn: { kind: 'first', words: ['my poetry chapbook got accepted'] },
      },
      {
        text: 'my 7th grade english teacher said i wrote like the back of a cereal box. mr dabrowski. i hope he sees it',
        turn: { kind: 'memory', words: ['i wrote like the back of a cereal box'] },
      },
      {
        text: 'spoken word over a jazzy boom bap beat. common. chill but proud',
        turn: { kind: 'style', words: ['spoken word', 'jazzy boom bap', 'common', 'chill but proud'] },
        style: [
          { said: 'spoken word', pins: [genre('hip-hop')] },
          { said: 'jazzy', pins: [genre('jazz'), genre('hip-hop')] },
          { said: 'boom bap', pins: [genre('hip-hop')] },
          { said: 'chill', pins: [mood('chill')] },
          { said: 'proud', pins: [mood('confident')] },
        ],
        artists: [{ said: 'common', name: 'Common' }],
      },
      {
        text: 'title: 62',
        turn: { kind: 'request', words: ['title: 62'] },
      },
    ],
  },
  {
    id: 'whose-dish',
    messages: [
      {
        text: 'there are 7 casseroles in my fridge and i dont know whose dishes are whose',
        turn: { kind: 'death', words: ['there are 7 casseroles in my fridge'] },
        condolence: {
          died: "the writer's mother (told obliquely, by the casseroles in the fridge)",
          to: 'the writer',
        },
      },
      {
        text: 'mom would know. she could tell you whose pyrex was whose from across the church basement just by the lid',
        turn: { kind: 'memory', words: ['she could tell you whose pyrex was whose'] },
      },
      {
        text: 'numb.',
        turn: { kind: 'feeling', words: ['numb'] },
      },
      {
        text: 'hymn-like. pump organ, a lil country gospel. patty griffin',
        turn: { kind: 'style', words: ['hymn-like', 'pump organ', 'a lil country gospel', 'patty griffin'] },
        style: [
          { said: 'hymn-like', pins: [genre('folk'), genre('soul')] },
          { said: 'pump organ', pins: [genre('folk'), genre('country')] },
          { said: 'country gospel', pins: [genre('country'), genre('soul')] },
        ],
        artists: [{ said: 'patty griffin', name: 'Patty Griffin' }],
      },
      {
        text: 'the chorus is me returning the dishes. one house at a time',
        turn: { kind: 'request', words: ['the chorus is me returning the dishes'] },
      },
    ],
  },
  {
    id: 'szabo',
    messages: [
      {
        text: 'went back to my maiden name today!! Szabo. signed it on a deposit slip and messed it up twice. 22 years of signing Brennan',
        turn: { kind: 'change', words: ['went back to my maiden name today'] },
      },
      {
        text: 'im not sad. im kind of giddy?? is that bad',
        turn: { kind: 'feeling', words: ['im kind of giddy'] },
        notStyle: ['im not sad'],
      },
      {
        text: '60s girl group. handclaps, a wink, petty lyrics. like the shirelles',
        turn: { kind: 'style', words: ['60s girl group', 'handclaps', 'a wink', 'the shirelles'] },
        style: [
          { said: '60s girl group', pins: [genre('pop'), genre('soul'), mood('nostalgic')] },
          { said: 'handclaps', pins: [genre('pop'), genre('soul')] },
          { said: 'wink', pins: [mood('happy'), mood('confident')] },
        ],
        artists: [{ said: 'the shirelles', name: 'The Shirelles' }],
      },
      {
        text: 'title: Szabo. thats it. just my name',
        turn: { kind: 'request', words: ['title: Szabo'] },
      },
    ],
  },
  {
    id: 'two-hundred-years',
    messages: [
      {
        text: 'they cut down the oak. the big one on Linden street. 200 years old. 6am on a sunday so nobody could stop them',
        turn: { kind: 'change', words: ['they cut down the oak'] },
      },
      {
        text: 'im so angry i cant even type rihgt. my kids learned to climb on that tree',
        turn: { kind: 'feeling', words: ['im so angry'] },
        notStyle: ['im so angry'],
      },
      {
        text: 'PUNK!! fast, three chords, everybody yelling. bad religion. early green day',
        turn: {
          kind: 'style',
          words: ['PUNK', 'fast, three chords', 'everybody yelling', 'bad religion', 'early green day'],
        },
        style: [
          { said: 'PUNK', pins: [genre('punk')] },
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'three chords', pins: [genre('punk'), genre('rock')] },
          { said: 'yelling', pins: [mood('angry'), genre('punk')] },
        ],
        artists: [
          { said: 'bad religion', name: 'Bad Religion' },
          { said: 'green day', name: 'Green Day' },
        ],
      },
      {
        text: 'make it a chant we can yell at the city council meeting tuesday',
        turn: { kind: 'request', words: ['make it a chant we can yell at the city council meeting'] },
      },
    ],
  },
  {
    id: 'to-the-window',
    messages: [
      {
        text: 'eli said i love you today. unprompted. hes 7. first time ever',
        turn: { kind: 'first', words: ['eli said i love you today', 'first time ever'] },
      },
      {
        text: 'we were in the car in the target parking lot and he said it to the window. but he meant me. i know he meant me',
        turn: { kind: 'moment', words: ['he said it to the window'] },
      },
      {
        text: 'i pretended to look for something in the glovebox so he wouldnt see me lose it',
        turn: { kind: 'moment', words: ['i pretended to look for something in the glovebox'] },
      },
      {
        text: 'tiny and dreamy. music box, soft synth pads. the xx but even emptier',
        turn: { kind: 'style', words: ['tiny and dreamy', 'music box', 'soft synth pads', 'the xx'] },
        style: [
          { said: 'tiny', pins: [mood('chill')] },
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: 'music box', pins: [mood('dreamy'), genre('classical')] },
          { said: 'soft synth pads', pins: [genre('electronic'), mood('dreamy'), mood('chill')] },
          { said: 'emptier', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'the xx', name: 'The xx' }],
      },
    ],
  },
  {
    id: 'yes-mom',
    messages: [
      {
        text: 'confession. i do my moms voice on the phone. her bank, her insurance, the pharmacy. 3 years now. im really good at it',
        turn: { kind: 'confession', words: ['i do my moms voice on the phone'] },
      },
      {
        text: 'she has dementia. last night she called me by her own name. Vera. i said yes mom',
        turn: { kind: 'moment', words: ['she called me by her own name', 'i said yes mom'] },
      },
      {
        text: 'scared im turning into her. scared im not',
        turn: { kind: 'feeling', words: ['scared im turning into her', 'scared im not'] },
      },
      {
        text: 'old jazz ballad, smoky, late. billie holiday',
        turn: { kind: 'style', words: ['old jazz ballad', 'smoky', 'late', 'billie holiday'] },
        style: [
          { said: 'old jazz ballad', pins: [genre('jazz'), mood('nostalgic'), mood('melancholic')] },
          { said: 'smoky', pins: [genre('jazz'), genre('blues')] },
          { said: 'late', pins: [mood('chill')] },
        ],
        artists: [{ said: 'billie holiday', name: 'Billie Holiday' }],
      },
    ],
  },
  {
    id: 'left-and-right',
    messages: [
      {
        text: 'decided!! both my dads are walking me down the aisle. dennis on the left, my pop on the right',
        turn: { kind: 'decision', words: ['both my dads are walking me down the aisle'] },
        notStyle: ['my pop'],
      },
      {
        text: 'they met for the first time at my high school graduation and shook hands for like a full minute. my mom almost died',
        turn: { kind: 'memory', words: ['shook hands for like a full minute'] },
      },
      {
        text: 'country ballad, fiddle, sweet not sappy. brad paisley',
        turn: { kind: 'style', words: ['country ballad', 'fiddle', 'sweet not sappy', 'brad paisley'] },
        style: [
          { said: 'country ballad', pins: [genre('country')] },
          { said: 'fiddle', pins: [genre('country'), genre('folk')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
        artists: [{ said: 'brad paisley', name: 'Brad Paisley' }],
      },
      {
        text: 'is it tacky if we walk in to a song i wrote? chorus: one on the left, one on the right',
        turn: { kind: 'request', words: ['chorus: one on the left, one on the right'] },
      },
    ],
  },
  {
    id: 'wet-cardboard',
    messages: [
      {
        text: 'no story today. i just feel gray. like wet cardboard',
        turn: { kind: 'feeling', words: ['i just feel gray', 'like wet cardboard'] },
      },
      {
        text: 'everyone in the house is asleep and the dishwasher is the loudest thing in my life',
        turn: { kind: 'moment', words: ['the dishwasher is the loudest thing in my life'] },
      },
      {
        text: 'is that enough for a song? or is that dumb',
        turn: { kind: 'request', words: ['is that enough for a song'] },
      },
      {
        text: 'cat power, the covers one. sad but warm. kinda rnb even',
        turn: { kind: 'style', words: ['cat power', 'sad but warm', 'rnb'] },
        style: [
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'rnb', pins: [genre('r&b'), genre('soul')] },
        ],
        artists: [{ said: 'cat power', name: 'Cat Power' }],
      },
    ],
  },
];
