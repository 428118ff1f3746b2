/**
 * The sixth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "rock salt", "a country mile", "happy hour"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_6: HeldOut4Conversation[] = [
  {
    id: 'porch-light-timer',
    messages: [
      {
        text: 'hi. long week. the furnace guy finally came and it turns out it was a mouse nest the whole time',
        turn: { kind: 'moment', words: ['the furnace guy finally came'] },
      },
      {
        text: 'my dad died on wednesday. it was quick, they said.',
        turn: { kind: 'death', words: ['my dad died on wednesday'] },
        condolence: { died: "the writer's father", to: 'the writer' },
      },
      {
        text: 'he put the porch light on a timer in 1997 and it still clicks on at 6:15 every night. i sat on the steps last night and waited for it',
        turn: {
          kind: 'memory',
          words: ['put the porch light on a timer in 1997', 'still clicks on at 6:15'],
        },
      },
      {
        text: 'not sad exactly. more like grateful? slow singer-songwriter thing, a bit of jackson browne',
        turn: { kind: 'style', words: ['grateful', 'singer-songwriter', 'jackson browne'] },
        style: [
          { said: 'grateful', pins: [mood('uplifting'), mood('happy')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'singer-songwriter', pins: [genre('folk'), genre('indie'), genre('pop')] },
        ],
        artists: [{ said: 'jackson browne', name: 'Jackson Browne' }],
      },
      {
        text: "the title should be '6:15'",
        turn: { kind: 'request', words: ["the title should be '6:15'"] },
      },
    ],
  },
  {
    id: 'umbrella-handle',
    messages: [
      {
        text: "My neighbor Mrs. Adeyemi's husband didn't come home from the ferry on friday. they found him on the upper deck. he'd just sat down and gone",
        turn: { kind: 'death', words: ["didn't come home from the ferry", "he'd just sat down and gone"] },
        condolence: {
          died: "Mr. Adeyemi, the writer's neighbor",
          to: 'Mrs. Adeyemi, and the writer as her neighbor',
        },
      },
      {
        text: 'every morning for 11 years he tapped on my kitchen window with his umbrella handle to tell me the 7:10 bus was coming',
        turn: { kind: 'memory', words: ['tapped on my kitchen window with his umbrella handle'] },
      },
      {
        text: 'she asked me to sing something at the service. she says he liked anything with a walking bass',
        turn: { kind: 'request', words: ['she asked me to sing something at the service'] },
        style: [{ said: 'walking bass', pins: [genre('jazz'), genre('blues')] }],
      },
      {
        text: 'highlife maybe, he was from Ibadan. think King Sunny Adé, or an old Fela record but gentler',
        turn: { kind: 'style', words: ['highlife', 'King Sunny Adé', 'Fela'] },
        style: [
          { said: 'highlife', pins: [genre('jazz'), genre('pop'), mood('happy')] },
          { said: 'gentler', pins: [mood('chill'), mood('romantic')] },
        ],
        artists: [
          { said: 'King Sunny Adé', name: 'King Sunny Adé' },
          { said: 'Fela', name: 'Fela Kuti' },
        ],
      },
    ],
  },
  {
    id: 'three-down',
    messages: [
      {
        text: "sorry its been a blur. my phone's been on do not disturb since sunday",
        turn: { kind: 'moment', words: ["my phone's been on do not disturb"] },
      },
      {
        text: "Nana's gone. she went in her sleep a little after 4.",
        turn: { kind: 'death', words: ["Nana's gone", 'she went in her sleep'] },
        condolence: { died: "the writer's grandmother", to: 'the writer' },
      },
      {
        text: "she did the crossword in pen every single day. the last one's still on her tray table with 3 down left blank",
        turn: { kind: 'memory', words: ['the crossword in pen', '3 down left blank'] },
      },
      {
        text: "I looked up the answer. it was 'adieu'. I havent told anyone that",
        turn: { kind: 'confession', words: ['I havent told anyone that'] },
      },
      {
        text: 'quiet piano, a bit like Satie. that Gymnopédie kind of stillness',
        turn: { kind: 'style', words: ['quiet piano', 'Satie', 'Gymnopédie'] },
        style: [
          { said: 'quiet piano', pins: [genre('classical'), mood('chill'), mood('melancholic')] },
          { said: 'stillness', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'Satie', name: 'Erik Satie' }],
        songs: [{ said: 'Gymnopédie', title: 'Gymnopédie No. 1', artist: 'Erik Satie' }],
      },
    ],
  },
  {
    id: 'frogs-and-sunburn',
    messages: [
      {
        text: 'TAUGHT MY FIRST CLASS TODAY. 9th grade bio, 31 kids, one projector that works when it feels like it',
        turn: { kind: 'first', words: ['TAUGHT MY FIRST CLASS TODAY'] },
      },
      {
        text: 'I said pop quiz by accident when I meant practice quiz and they booed me. like genuinely booed',
        turn: { kind: 'moment', words: ['they booed me'] },
        notStyle: ['pop quiz'],
      },
      {
        text: 'then a kid in the back named Marisol stayed after to ask if frogs can get sunburned',
        turn: { kind: 'moment', words: ['stayed after to ask if frogs can get sunburned'] },
      },
      {
        text: 'make it fun. synth-pop, a carly rae jepsen kinda song, jittery first-day energy',
        turn: { kind: 'style', words: ['synth-pop', 'carly rae jepsen'] },
        style: [
          { said: 'fun', pins: [mood('happy'), mood('energetic')] },
          { said: 'synth-pop', pins: [genre('pop'), genre('electronic')] },
          { said: 'jittery', pins: [mood('energetic')] },
          { said: 'energy', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'carly rae jepsen', name: 'Carly Rae Jepsen' }],
      },
    ],
  },
  {
    id: 'rock-salt',
    messages: [
      {
        text: 'first real storm of the year here. spent the morning throwing rock salt on the church steps',
        turn: { kind: 'moment', words: ['throwing rock salt on the church steps'] },
        notStyle: ['rock salt'],
      },
      {
        text: "that was always my grandpa's job. he did it in his slippers and a Steelers jacket, every storm, 30 years",
        turn: { kind: 'memory', words: ['in his slippers and a Steelers jacket'] },
      },
      {
        text: "he moved into assisted living in november. he keeps asking who's doing the steps",
        turn: { kind: 'change', words: ['moved into assisted living', "who's doing the steps"] },
      },
      {
        text: 'dusty americana. kind of like an old Emmylou Harris record',
        turn: { kind: 'style', words: ['dusty americana', 'Emmylou Harris'] },
        style: [{ said: 'dusty americana', pins: [genre('country'), genre('folk'), mood('nostalgic')] }],
        artists: [{ said: 'Emmylou Harris', name: 'Emmylou Harris' }],
      },
      {
        text: "last line should be 'the steps are done, Joe'",
        turn: { kind: 'request', words: ["last line should be 'the steps are done, Joe'"] },
      },
    ],
  },
  {
    id: 'tio-beto',
    messages: [
      {
        text: 'I wash dishes at a diner off I-40, graveyard shift. been there since I was 19',
        turn: { kind: 'moment', words: ['I wash dishes at a diner off I-40'] },
      },
      {
        text: 'the cook, Tío Beto, sings along to the radio in spanish and makes up the words when he doesnt know them',
        turn: { kind: 'memory', words: ['makes up the words when he doesnt know them'] },
      },
      {
        text: "he's retiring friday. 26 years on that flat top",
        turn: { kind: 'change', words: ["he's retiring friday"] },
      },
      {
        text: "it should feel like a Denny's at 3am. fluorescent and lonely but kind of warm",
        turn: { kind: 'style', words: ['fluorescent and lonely', 'kind of warm'] },
        style: [
          { said: 'lonely', pins: [mood('sad'), mood('melancholic')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
        ],
      },
      {
        text: 'and a little cumbia in the chorus, like what he plays. Los Ángeles Azules maybe',
        turn: { kind: 'style', words: ['cumbia', 'Los Ángeles Azules'] },
        style: [{ said: 'cumbia', pins: [genre('folk'), genre('pop'), mood('energetic')] }],
        artists: [{ said: 'Los Ángeles Azules', name: 'Los Ángeles Azules' }],
      },
    ],
  },
  {
    id: 'country-mile',
    messages: [
      {
        text: "told the band last night that I'm going solo. nine years of Elks lodges and fish fries",
        turn: { kind: 'decision', words: ["I'm going solo"] },
      },
      {
        text: 'our drummer Kev said I was the best singer in the county by a country mile and then didnt say one word the whole drive home',
        turn: { kind: 'moment', words: ['didnt say one word the whole drive home'] },
        notStyle: ['a country mile'],
      },
      {
        text: 'i feel guilty and also like i can finally breathe',
        turn: { kind: 'feeling', words: ['i feel guilty', 'i can finally breathe'] },
      },
      {
        text: 'alt-country with teeth. drive-by truckers, a little Lucero',
        turn: { kind: 'style', words: ['alt-country', 'drive-by truckers', 'Lucero'] },
        style: [
          { said: 'alt-country', pins: [genre('country'), genre('alternative'), genre('indie')] },
          { said: 'with teeth', pins: [mood('powerful'), mood('angry'), genre('rock')] },
        ],
        artists: [
          { said: 'drive-by truckers', name: 'Drive-By Truckers' },
          { said: 'Lucero', name: 'Lucero' },
        ],
      },
    ],
  },
  {
    id: 'six-cherries',
    messages: [
      {
        text: "ok confession. I've been going to happy hour with my ex's sister every friday for a year and he has no idea",
        turn: { kind: 'confession', words: ["going to happy hour with my ex's sister", 'he has no idea'] },
        notStyle: ['happy hour'],
      },
      {
        text: "we're not dating lol. we both loved him and we both got left",
        turn: { kind: 'feeling', words: ['we both loved him and we both got left'] },
      },
      {
        text: 'she orders a shirley temple with six cherries every time and lines the stems up on a napkin',
        turn: {
          kind: 'moment',
          words: ['a shirley temple with six cherries', 'lines the stems up on a napkin'],
        },
      },
      {
        text: 'R&B, slow and a little sly. like an H.E.R. song, or daniel caesar',
        turn: { kind: 'style', words: ['R&B', 'H.E.R.', 'daniel caesar'] },
        style: [
          { said: 'R&B', pins: [genre('r&b')] },
          { said: 'slow', pins: [mood('chill'), mood('romantic'), mood('melancholic')] },
          { said: 'sly', pins: [mood('confident'), mood('romantic')] },
        ],
        artists: [
          { said: 'H.E.R.', name: 'H.E.R.' },
          { said: 'daniel caesar', name: 'Daniel Caesar' },
        ],
      },
      {
        text: "hook: 'six cherries'",
        turn: { kind: 'request', words: ["hook: 'six cherries'"] },
      },
    ],
  },
  {
    id: 'blues-bus',
    messages: [
      {
        text: "my son made the travel hockey team. first away game this weekend and he's riding the team bus without me",
        turn: { kind: 'first', words: ['first away game', 'riding the team bus without me'] },
      },
      {
        text: "we're in St. Louis so the kids call it the blues bus. it's a beat up old coach with a Blues logo painted on crooked",
        turn: { kind: 'memory', words: ['a beat up old coach', 'painted on crooked'] },
        notStyle: ['the blues bus', 'a Blues logo'],
      },
      {
        text: 'he didnt look back once when he got on. im fine. totally fine',
        turn: { kind: 'feeling', words: ['he didnt look back once', 'totally fine'] },
      },
      {
        text: 'make it a hype song. old school hip-hop, Run-DMC, loud',
        turn: { kind: 'style', words: ['hype', 'old school hip-hop', 'Run-DMC'] },
        style: [
          { said: 'hype', pins: [mood('energetic'), mood('confident')] },
          { said: 'old school hip-hop', pins: [genre('hip-hop'), mood('nostalgic')] },
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
        ],
        artists: [{ said: 'Run-DMC', name: 'Run-DMC' }],
      },
    ],
  },
  {
    id: 'wren',
    messages: [
      {
        text: "she's here!!! 7 lb 2 oz, 4:51 this morning. Wren",
        turn: { kind: 'first', words: ["she's here", '4:51 this morning'] },
      },
      {
        text: "I'm rocking her in my grandmother's rocking chair and it still squeaks on the backswing, same as when I was little",
        turn: { kind: 'moment', words: ['it still squeaks on the backswing'] },
        notStyle: ['rocking her', 'rocking chair'],
      },
      {
        text: 'put her name in the title',
        turn: { kind: 'request', words: ['put her name in the title'] },
      },
      {
        text: 'a lullaby but not a cheesy one. soft, like adrianne lenker, or big thief on the quiet songs',
        turn: { kind: 'style', words: ['lullaby', 'adrianne lenker', 'big thief'] },
        style: [
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy')] },
          { said: 'soft', pins: [mood('chill'), mood('dreamy'), mood('romantic')] },
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [
          { said: 'adrianne lenker', name: 'Adrianne Lenker' },
          { said: 'big thief', name: 'Big Thief' },
        ],
      },
    ],
  },
  {
    id: 'stripes',
    messages: [
      {
        text: "my friend Kenji's wife died in march. I didnt know what to do so I just started mowing his lawn",
        turn: { kind: 'death', words: ["Kenji's wife died in march"] },
        condolence: { died: "Kenji's wife", to: 'Kenji, and the writer as his friend' },
      },
      {
        text: 'last week he came out with two beers and sat on the tailgate and didnt say anything for an hour',
        turn: { kind: 'moment', words: ['sat on the tailgate', 'didnt say anything for an hour'] },
      },
      {
        text: "yesterday he said 'she'd have hated those stripes you do.' first time I've heard him laugh since",
        turn: {
          kind: 'moment',
          words: ["she'd have hated those stripes you do", "first time I've heard him laugh since"],
        },
      },
      {
        text: 'plain. not sad, more like two guys not talking. Neil Young, Harvest Moon era',
        turn: { kind: 'style', words: ['plain', 'Neil Young', 'Harvest Moon'] },
        style: [{ said: 'plain', pins: [genre('folk'), mood('chill')] }],
        artists: [{ said: 'Neil Young', name: 'Neil Young' }],
        songs: [{ said: 'Harvest Moon', title: 'Harvest Moon', artist: 'Neil Young' }],
      },
    ],
  },
  {
    id: 'leaf-races',
    messages: [
      {
        text: 'first chill in the air this morning. october always gets me',
        turn: { kind: 'moment', words: ['october always gets me'] },
        notStyle: ['chill in the air'],
      },
      {
        text: "my brother's been gone 12 years this month. he'd have been 40 in december",
        turn: { kind: 'death', words: ["my brother's been gone 12 years this month"] },
        condolence: { died: "the writer's brother, twelve years ago", to: 'the writer' },
      },
      {
        text: "after it rained we'd race leaves down the gutter on Alder street. he cheated every time, he'd blow on his",
        turn: { kind: 'memory', words: ['race leaves down the gutter', 'he cheated every time'] },
      },
      {
        text: '90s emo. american football, that twinkly guitar stuff',
        turn: { kind: 'style', words: ['90s emo', 'american football', 'twinkly guitar'] },
        style: [
          {
            said: '90s emo',
            pins: [genre('punk'), genre('rock'), genre('alternative'), mood('nostalgic')],
          },
          { said: 'twinkly guitar', pins: [genre('indie'), genre('alternative'), mood('dreamy')] },
        ],
        artists: [{ said: 'american football', name: 'American Football' }],
      },
      {
        text: "can the chorus be 'you always cheated'",
        turn: { kind: 'request', words: ["can the chorus be 'you always cheated'"] },
      },
    ],
  },
  {
    id: 'key-of-e',
    messages: [
      {
        text: 'my big brother is getting married in may and he asked me to write their first dance. no pressure lol',
        turn: { kind: 'request', words: ['asked me to write their first dance'] },
      },
      {
        text: 'they met on a greyhound from Tucson to El Paso. she had the window seat and refused to trade',
        turn: { kind: 'memory', words: ['met on a greyhound from Tucson to El Paso', 'refused to trade'] },
      },
      {
        text: 'can we make it in the key of E? he wants to sing the last chorus himself and E is the only key he doesnt crack in',
        turn: {
          kind: 'request',
          words: ['can we make it in the key of E', 'he wants to sing the last chorus himself'],
        },
      },
      {
        text: 'romantic but not slow. a Bruno Mars kind of thing, something people can actually dance to',
        turn: { kind: 'style', words: ['romantic', 'Bruno Mars'] },
        style: [
          { said: 'romantic', pins: [mood('romantic')] },
          { said: 'something people can actually dance to', pins: [mood('energetic'), mood('happy')] },
        ],
        artists: [{ said: 'Bruno Mars', name: 'Bruno Mars' }],
      },
      {
        text: "and a little tejano bc her family's from San Antonio. Selena!!!",
        turn: { kind: 'style', words: ['tejano', 'Selena'] },
        style: [{ said: 'tejano', pins: [genre('country'), genre('pop'), genre('folk')] }],
        artists: [{ said: 'Selena', name: 'Selena' }],
      },
    ],
  },
  {
    id: 'still-sure',
    messages: [
      {
        text: "can I tell you something I've never said out loud",
        turn: { kind: 'confession', words: ["something I've never said out loud"] },
      },
      {
        text: "I don't believe in god anymore. I still lead worship every sunday, I play the keys and smile",
        turn: {
          kind: 'confession',
          words: ["I don't believe in god anymore", 'I still lead worship every sunday'],
        },
      },
      {
        text: 'my mom says im gambling with my soul. maybe. I just miss being sure',
        turn: { kind: 'feeling', words: ['I just miss being sure'] },
        notStyle: ['my soul'],
      },
      {
        text: 'gospel-ish but honest. like a hozier song, church but not really',
        turn: { kind: 'style', words: ['gospel-ish', 'hozier'] },
        style: [{ said: 'gospel-ish', pins: [genre('soul'), genre('r&b')] }],
        artists: [{ said: 'hozier', name: 'Hozier' }],
      },
      {
        text: "I'm telling pastor Dean after easter. I've decided",
        turn: { kind: 'decision', words: ["I'm telling pastor Dean after easter", "I've decided"] },
      },
    ],
  },
  {
    id: 'belmont',
    messages: [
      {
        text: 'leaving Chicago after 14 years. movers come thursday',
        turn: { kind: 'change', words: ['leaving Chicago after 14 years'] },
      },
      {
        text: 'my first apartment was over a laundromat on Belmont. the floor was warm all winter from the dryers',
        turn: { kind: 'memory', words: ['the floor was warm all winter from the dryers'] },
      },
      {
        text: 'it should feel kinda like Chicago in february. gray and windy and you love it anyway',
        turn: { kind: 'style', words: ['gray and windy', 'you love it anyway'] },
        style: [{ said: 'gray', pins: [mood('melancholic'), mood('sad')] }],
      },
      {
        text: 'lo-fi indie. like a car seat headrest song, all mumbly and long',
        turn: { kind: 'style', words: ['lo-fi indie', 'car seat headrest'] },
        style: [
          { said: 'lo-fi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
          { said: 'indie', pins: [genre('indie')] },
          { said: 'mumbly', pins: [genre('indie'), mood('chill')] },
        ],
        artists: [{ said: 'car seat headrest', name: 'Car Seat Headrest' }],
      },
    ],
  },
  {
    id: 'too-salty',
    messages: [
      {
        text: "christmas eve we made 200 tamales in my tía's kitchen. assembly line, nine of us, one radio",
        turn: { kind: 'memory', words: ['made 200 tamales', 'assembly line, nine of us'] },
      },
      {
        text: 'first year without tía Chela.',
        turn: { kind: 'death', words: ['first year without tía Chela'] },
        condolence: { died: "the writer's aunt Chela", to: 'the writer and her family' },
      },
      {
        text: 'my cousin did the masa and it was way too salty and everybody ate it and said it was perfect',
        turn: { kind: 'moment', words: ['everybody ate it and said it was perfect'] },
      },
      {
        text: 'something warm. a bolero maybe, trio guitars like Los Panchos',
        turn: { kind: 'style', words: ['warm', 'bolero', 'Los Panchos'] },
        style: [
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
          { said: 'bolero', pins: [mood('romantic'), genre('folk')] },
          { said: 'trio guitars', pins: [genre('folk')] },
        ],
        artists: [{ said: 'Los Panchos', name: 'Trío Los Panchos' }],
      },
      {
        text: "last line: 'too salty, perfect'",
        turn: { kind: 'request', words: ["last line: 'too salty, perfect'"] },
      },
    ],
  },
  {
    id: 'shelved-under-m',
    messages: [
      {
        text: "we're closing the store in april. 19 years. last indie bookstore in the county",
        turn: { kind: 'change', words: ["we're closing the store in april"] },
        notStyle: ['indie bookstore'],
      },
      {
        text: 'I proposed to my wife in the poetry section. hid the ring in a Mary Oliver book and she almost sold it',
        turn: { kind: 'memory', words: ['hid the ring in a Mary Oliver book', 'she almost sold it'] },
      },
      {
        text: "the girl who used to come in every saturday for Goosebumps is buying our shelves. she's 30 now and opening a bakery",
        turn: { kind: 'moment', words: ['is buying our shelves'] },
      },
      {
        text: 'folk, bittersweet. Joni Mitchell, or a Carole King thing',
        turn: { kind: 'style', words: ['folk', 'bittersweet', 'Joni Mitchell', 'Carole King'] },
        style: [
          { said: 'folk', pins: [genre('folk')] },
          { said: 'bittersweet', pins: [mood('melancholic'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'Joni Mitchell', name: 'Joni Mitchell' },
          { said: 'Carole King', name: 'Carole King' },
        ],
      },
      {
        text: "chorus should be 'shelved under M'",
        turn: { kind: 'request', words: ["chorus should be 'shelved under M'"] },
      },
    ],
  },
  {
    id: 'jazz-hands',
    messages: [
      {
        text: "my daughter got the lead in the spring musical!!! first time she's ever auditioned for anything",
        turn: {
          kind: 'first',
          words: ['got the lead in the spring musical', "first time she's ever auditioned"],
        },
      },
      {
        text: "she's been doing jazz hands at the dinner table all week. the dog won't come in the kitchen",
        turn: { kind: 'moment', words: ["the dog won't come in the kitchen"] },
        notStyle: ['jazz hands'],
      },
      {
        text: "she has a stutter. she doesn't stutter when she sings. I had to go sit in the laundry room for a minute when I found that out",
        turn: { kind: 'moment', words: ["she doesn't stutter when she sings"] },
      },
      {
        text: 'musical theater, big and bright. defying gravity, idina menzel belting the end',
        turn: { kind: 'style', words: ['musical theater', 'defying gravity', 'idina menzel'] },
        style: [
          { said: 'musical theater', pins: [genre('pop'), mood('powerful')] },
          { said: 'big and bright', pins: [mood('powerful'), mood('happy'), mood('uplifting')] },
          { said: 'belting', pins: [mood('powerful')] },
        ],
        artists: [{ said: 'idina menzel', name: 'Idina Menzel' }],
        songs: [{ said: 'defying gravity', title: 'Defying Gravity', artist: 'Idina Menzel' }],
      },
    ],
  },
  {
    id: 'owl-streak',
    messages: [
      {
        text: "ok this is so dumb. I told my boyfriend's parents I speak french",
        turn: { kind: 'confession', words: ["I told my boyfriend's parents I speak french"] },
      },
      {
        text: "i do not. i took one semester in 2012. they're taking us to Montreal in june",
        turn: { kind: 'moment', words: ["they're taking us to Montreal in june"] },
      },
      {
        text: 'ive been doing duolingo in the bathroom at work. 22 day streak. my owl is proud of me',
        turn: { kind: 'confession', words: ['doing duolingo in the bathroom at work', '22 day streak'] },
      },
      {
        text: 'bouncy but kind of panicked. like a Stromae song',
        turn: { kind: 'style', words: ['bouncy', 'panicked', 'Stromae'] },
        style: [
          { said: 'bouncy', pins: [mood('happy'), mood('energetic')] },
          { said: 'panicked', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'Stromae', name: 'Stromae' }],
      },
      {
        text: 'ooh or french pop. yé-yé, françoise hardy, little 60s go-go boots thing',
        turn: { kind: 'style', words: ['french pop', 'yé-yé', 'françoise hardy'] },
        style: [
          { said: 'french pop', pins: [genre('pop')] },
          { said: 'yé-yé', pins: [genre('pop'), mood('nostalgic')] },
          { said: '60s', pins: [mood('nostalgic')] },
        ],
        artists: [{ said: 'françoise hardy', name: 'Françoise Hardy' }],
      },
    ],
  },
  {
    id: 'turkey-for-one',
    messages: [
      {
        text: 'my ex has the kids for thanksgiving this year. first one without them',
        turn: { kind: 'first', words: ['first one without them'] },
      },
      {
        text: "I'm making the whole dinner anyway. turkey, pies, the green bean thing. dont judge me",
        turn: { kind: 'decision', words: ["I'm making the whole dinner anyway"] },
      },
      {
        text: "my youngest forgot his retainer in my car. I drove it over and he hugged me in their driveway like I'd been gone a year",
        turn: { kind: 'moment', words: ["he hugged me in their driveway like I'd been gone a year"] },
      },
      {
        text: 'it should feel like a Cracker Barrel on a holiday. a little sad, a little cozy',
        turn: { kind: 'style', words: ['a little sad', 'a little cozy'] },
        style: [
          { said: 'a little sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'a little cozy', pins: [mood('chill'), mood('romantic'), mood('happy')] },
        ],
      },
      {
        text: 'jim croce maybe. Time in a Bottle',
        turn: { kind: 'style', words: ['jim croce', 'Time in a Bottle'] },
        artists: [{ said: 'jim croce', name: 'Jim Croce' }],
        songs: [{ said: 'Time in a Bottle', title: 'Time in a Bottle', artist: 'Jim Croce' }],
      },
    ],
  },
  {
    id: 'three-hundred-records',
    messages: [
      {
        text: 'my stepdad gave me his whole record collection before he moved to florida. 300 records',
        turn: {
          kind: 'change',
          words: ['gave me his whole record collection', 'before he moved to florida'],
        },
      },
      {
        text: "he'd play Paranoid on the garage stereo while he changed the oil and let me hand him wrenches. Black Sabbath, loud enough the neighbors complained",
        turn: { kind: 'memory', words: ['play Paranoid on the garage stereo', 'let me hand him wrenches'] },
        artists: [{ said: 'Black Sabbath', name: 'Black Sabbath' }],
        songs: [{ said: 'Paranoid', title: 'Paranoid', artist: 'Black Sabbath' }],
      },
      {
        text: 'we werent close. I called him by his first name til I was 25',
        turn: {
          kind: 'confession',
          words: ['we werent close', 'I called him by his first name til I was 25'],
        },
      },
      {
        text: 'doom metal. slow and heavy, a bit of sleep, a bit of electric wizard',
        turn: { kind: 'style', words: ['doom metal', 'sleep', 'electric wizard'] },
        style: [
          { said: 'doom metal', pins: [genre('metal')] },
          { said: 'slow', pins: [mood('melancholic'), mood('powerful'), mood('chill')] },
          { said: 'heavy', pins: [genre('metal'), genre('rock'), mood('powerful')] },
        ],
        artists: [
          { said: 'sleep', name: 'Sleep' },
          { said: 'electric wizard', name: 'Electric Wizard' },
        ],
      },
      {
        text: 'but the chorus should open up, like it gets light',
        turn: { kind: 'request', words: ['the chorus should open up', 'like it gets light'] },
      },
    ],
  },
  {
    id: 'admiral',
    messages: [
      {
        text: 'weird day. we buried Admiral under the lilac. box turtle. he was older than my marriage',
        turn: { kind: 'death', words: ['we buried Admiral under the lilac'] },
        condolence: { died: "the family's box turtle, Admiral", to: 'the writer and the family' },
      },
      {
        text: 'my ex-husband came over for it. brought a shovel and a folding chair and stayed for pizza',
        turn: { kind: 'moment', words: ['brought a shovel and a folding chair', 'stayed for pizza'] },
      },
      {
        text: 'funny-sad. a weezer b-side. goofy but it hurts',
        turn: { kind: 'style', words: ['funny-sad', 'weezer', 'goofy'] },
        style: [
          { said: 'funny-sad', pins: [mood('happy'), mood('melancholic'), mood('sad')] },
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'it hurts', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'weezer', name: 'Weezer' }],
      },
      {
        text: "can you put 'Admiral' in the chorus",
        turn: { kind: 'request', words: ["can you put 'Admiral' in the chorus"] },
      },
    ],
  },
  {
    id: 'benny',
    messages: [
      {
        text: 'one of my trumpet students, Benny, his mom died over winter break',
        turn: { kind: 'death', words: ['his mom died over winter break'] },
        condolence: {
          died: "Benny's mother (Benny is one of the writer's trumpet students)",
          to: 'Benny, and the writer as his teacher',
        },
      },
      {
        text: "he came back tuesday and played the whole lesson without missing a single note. he's never done that",
        turn: { kind: 'moment', words: ['played the whole lesson without missing a single note'] },
      },
      {
        text: "I don't know if I'm supposed to say something. I haven't",
        turn: { kind: 'confession', words: ["I don't know if I'm supposed to say something", "I haven't"] },
      },
      {
        text: 'jazz but tender. lee morgan, or that clifford brown record with strings. that ache',
        turn: { kind: 'style', words: ['jazz', 'tender', 'lee morgan', 'clifford brown'] },
        style: [
          { said: 'jazz', pins: [genre('jazz')] },
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
          { said: 'that ache', pins: [mood('melancholic'), mood('sad')] },
        ],
        artists: [
          { said: 'lee morgan', name: 'Lee Morgan' },
          { said: 'clifford brown', name: 'Clifford Brown' },
        ],
      },
    ],
  },
  {
    id: 'la-escoba',
    messages: [
      {
        text: "my little sister's quinceañera is saturday and she wants a song for the father-daughter dance",
        turn: { kind: 'request', words: ['she wants a song for the father-daughter dance'] },
      },
      {
        text: "our dad's not around so tío Rafa is doing it. he's been practicing in the garage with a broom",
        turn: { kind: 'moment', words: ['practicing in the garage with a broom'] },
      },
      {
        text: 'starts slow and sweet so tío can get through it without crying',
        turn: { kind: 'style', words: ['slow and sweet'] },
        style: [
          { said: 'slow', pins: [mood('chill'), mood('romantic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
      },
      {
        text: 'then reggaeton for the second half!!! bad bunny, karol g',
        turn: { kind: 'style', words: ['reggaeton', 'bad bunny', 'karol g'] },
        style: [{ said: 'reggaeton', pins: [genre('reggae'), genre('hip-hop'), genre('pop')] }],
        artists: [
          { said: 'bad bunny', name: 'Bad Bunny' },
          { said: 'karol g', name: 'Karol G' },
        ],
      },
      {
        text: "the title should be 'la escoba'",
        turn: { kind: 'request', words: ["the title should be 'la escoba'"] },
      },
    ],
  },
  {
    id: 'forty-dollar-guitar',
    messages: [
      {
        text: 'bought my first guitar today at a yard sale. $40, no low E string',
        turn: { kind: 'first', words: ['bought my first guitar today'] },
      },
      {
        text: "the lady said it was her husband's and he'd want it played. then she went inside and didnt come back out",
        turn: { kind: 'moment', words: ["he'd want it played", 'she went inside and didnt come back out'] },
      },
      {
        text: "im 56. I've wanted to since I saw Johnny Cash at the county fairgrounds in 1978",
        turn: { kind: 'confession', words: ["I've wanted to since I saw Johnny Cash"] },
        artists: [{ said: 'Johnny Cash', name: 'Johnny Cash' }],
      },
      {
        text: 'simple, three chords, that boom-chicka thing. like Folsom Prison Blues but about an old man learning',
        turn: { kind: 'style', words: ['three chords', 'boom-chicka', 'Folsom Prison Blues'] },
        style: [
          { said: 'three chords', pins: [genre('country'), genre('folk'), genre('punk')] },
          { said: 'boom-chicka', pins: [genre('country')] },
        ],
        songs: [{ said: 'Folsom Prison Blues', title: 'Folsom Prison Blues', artist: 'Johnny Cash' }],
      },
    ],
  },
  {
    id: 'third-cha-cha',
    messages: [
      {
        text: "at my friend's wedding hiding in the bathroom. dj is playing the cha cha slide for the THIRD time",
        turn: { kind: 'moment', words: ['hiding in the bathroom'] },
        songs: [{ said: 'cha cha slide', title: 'Cha Cha Slide', artist: 'DJ Casper' }],
      },
      {
        text: "my ex is here with his new girlfriend and she's really nice which is so much worse",
        turn: { kind: 'feeling', words: ["she's really nice which is so much worse"] },
      },
      {
        text: 'like lorde, melodrama era. dancing by yourself at a party but dramatic',
        turn: { kind: 'style', words: ['lorde', 'dancing by yourself at a party', 'dramatic'] },
        style: [
          { said: 'dancing by yourself at a party', pins: [mood('melancholic'), mood('energetic')] },
          { said: 'dramatic', pins: [mood('powerful')] },
        ],
        artists: [{ said: 'lorde', name: 'Lorde' }],
      },
      {
        text: "the hook should be 'she's really nice'",
        turn: { kind: 'request', words: ["the hook should be 'she's really nice'"] },
      },
    ],
  },
  {
    id: 'lunch-break-songs',
    messages: [
      {
        text: "honestly i've been writing songs for 15 years and never played one for anybody",
        turn: { kind: 'confession', words: ['never played one for anybody'] },
      },
      {
        text: 'my wife doesnt know. I record them on my phone in the truck on my lunch break',
        turn: { kind: 'confession', words: ['my wife doesnt know', 'in the truck on my lunch break'] },
      },
      {
        text: "her birthday's in march. I'm going to play her one. the one about the snow day",
        turn: { kind: 'decision', words: ["I'm going to play her one"] },
      },
      {
        text: 'raspy and warm. ray lamontagne, Trouble, that kind of thing',
        turn: { kind: 'style', words: ['raspy and warm', 'ray lamontagne', 'Trouble'] },
        style: [
          { said: 'raspy', pins: [genre('soul'), genre('folk'), genre('blues')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill')] },
        ],
        artists: [{ said: 'ray lamontagne', name: 'Ray LaMontagne' }],
        songs: [{ said: 'Trouble', title: 'Trouble', artist: 'Ray LaMontagne' }],
      },
    ],
  },
  {
    id: 'allen-key',
    messages: [
      {
        text: "WE MOVED IN TOGETHER. first time I've lived with anyone who isnt family",
        turn: { kind: 'first', words: ['WE MOVED IN TOGETHER', "first time I've lived with anyone"] },
      },
      {
        text: 'built a bookshelf and had our first fight over the allen key. it leans. we love it',
        turn: { kind: 'moment', words: ['our first fight over the allen key', 'it leans'] },
      },
      {
        text: 'it should sound like an IKEA on a saturday. chaotic and sweet lol',
        turn: { kind: 'style', words: ['chaotic and sweet'] },
        style: [
          { said: 'chaotic', pins: [mood('energetic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
      },
      {
        text: 'indie pop, like vampire weekend. or The Beths!!',
        turn: { kind: 'style', words: ['indie pop', 'vampire weekend', 'The Beths'] },
        style: [{ said: 'indie pop', pins: [genre('indie'), genre('pop')] }],
        artists: [
          { said: 'vampire weekend', name: 'Vampire Weekend' },
          { said: 'The Beths', name: 'The Beths' },
        ],
      },
      {
        text: "title: 'allen key'",
        turn: { kind: 'request', words: ["title: 'allen key'"] },
      },
    ],
  },
  {
    id: 'five-cent-sign',
    messages: [
      {
        text: 'my great-grandpa ran a filling station outside Enid. we still have the tin sign, ICE COLD SODA POP 5¢',
        turn: { kind: 'memory', words: ['ran a filling station outside Enid', 'the tin sign'] },
        notStyle: ['SODA POP'],
      },
      {
        text: 'the county bought the lot for a roundabout. they knock the building down in may',
        turn: { kind: 'change', words: ['they knock the building down in may'] },
      },
      {
        text: 'dust bowl folk. like an old doc watson thing, flatpicking',
        turn: { kind: 'style', words: ['dust bowl folk', 'doc watson', 'flatpicking'] },
        style: [
          { said: 'dust bowl folk', pins: [genre('folk'), mood('nostalgic')] },
          { said: 'flatpicking', pins: [genre('folk'), genre('country')] },
        ],
        artists: [{ said: 'doc watson', name: 'Doc Watson' }],
      },
      {
        text: "bridge should be the sign. 'ice cold, five cents, come on in'",
        turn: { kind: 'request', words: ['bridge should be the sign', 'ice cold, five cents, come on in'] },
      },
    ],
  },
  {
    id: 'brisket-for-two',
    messages: [
      {
        text: "driving dad's ashes from Houston to Big Bend. he wanted the hot springs",
        turn: { kind: 'death', words: ["driving dad's ashes"] },
        condolence: { died: "the writer's father", to: 'the writer' },
      },
      {
        text: "stopped at buc-ee's and I ordered him a brisket sandwich out of habit. ate both in the parking lot",
        turn: { kind: 'moment', words: ['ordered him a brisket sandwich out of habit', 'ate both'] },
      },
      {
        text: "it should feel like a Buc-ee's at dawn. huge and bright and a little absurd",
        turn: { kind: 'style', words: ['huge and bright', 'a little absurd'] },
        style: [
          { said: 'huge', pins: [mood('powerful')] },
          { said: 'bright', pins: [mood('happy'), mood('uplifting')] },
          { said: 'a little absurd', pins: [mood('happy')] },
        ],
      },
      {
        text: 'texas country. robert earl keen, a little guy clark',
        turn: { kind: 'style', words: ['texas country', 'robert earl keen', 'guy clark'] },
        style: [{ said: 'texas country', pins: [genre('country')] }],
        artists: [
          { said: 'robert earl keen', name: 'Robert Earl Keen' },
          { said: 'guy clark', name: 'Guy Clark' },
        ],
      },
    ],
  },
  {
    id: 'mud-on-my-boots',
    messages: [
      {
        text: "I'm done. turned in my notice at the ambulance station today. 17 years on the rig",
        turn: { kind: 'decision', words: ['turned in my notice at the ambulance station'] },
      },
      {
        text: 'last call was an old man who fell in his tomato garden. he kept apologizing for the mud on my boots',
        turn: { kind: 'memory', words: ['he kept apologizing for the mud on my boots'] },
      },
      {
        text: "I'm scared I won't know who I am without the radio on my hip",
        turn: { kind: 'confession', words: ["I'm scared I won't know who I am"] },
      },
      {
        text: 'something like Fire and Rain by James Taylor. tired but at peace',
        turn: { kind: 'style', words: ['Fire and Rain by James Taylor', 'tired but at peace'] },
        style: [
          { said: 'tired', pins: [mood('melancholic'), mood('chill')] },
          { said: 'at peace', pins: [mood('chill')] },
        ],
        artists: [{ said: 'James Taylor', name: 'James Taylor' }],
        songs: [{ said: 'Fire and Rain', title: 'Fire and Rain', artist: 'James Taylor' }],
      },
    ],
  },
  {
    id: 'frog-with-a-briefcase',
    messages: [
      {
        text: "i think im in love with my roommate. she's straight. probably. idk",
        turn: { kind: 'confession', words: ['i think im in love with my roommate'] },
      },
      {
        text: 'she leaves drawings on the whiteboard on the fridge. today it was a frog with a briefcase going to work',
        turn: { kind: 'moment', words: ['a frog with a briefcase going to work'] },
      },
      {
        text: 'julien baker, lucy dacus',
        turn: { kind: 'style', words: ['julien baker', 'lucy dacus'] },
        artists: [
          { said: 'julien baker', name: 'Julien Baker' },
          { said: 'lucy dacus', name: 'Lucy Dacus' },
        ],
      },
      {
        text: 'sad but not hopeless. quiet guitar, lots of space in it',
        turn: { kind: 'style', words: ['sad but not hopeless', 'quiet guitar'] },
        style: [
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'quiet guitar', pins: [genre('folk'), genre('indie'), mood('chill')] },
          { said: 'lots of space', pins: [mood('chill'), mood('dreamy')] },
        ],
      },
      {
        text: "the title should be 'frog with a briefcase'",
        turn: { kind: 'request', words: ["the title should be 'frog with a briefcase'"] },
      },
    ],
  },
  {
    id: 'skateland',
    messages: [
      {
        text: 'the roller rink where I had my first kiss is closing. Skateland, off route 30',
        turn: { kind: 'change', words: ['the roller rink where I had my first kiss is closing'] },
      },
      {
        text: 'couples skate, 1996, they were playing Hall & Oates. he held my hand and we both went down during the slow song',
        turn: { kind: 'memory', words: ['couples skate, 1996', 'we both went down'] },
        artists: [{ said: 'Hall & Oates', name: 'Hall & Oates' }],
        notStyle: ['the slow song'],
      },
      {
        text: "I married him. we're divorced now. we're still going to closing night together",
        turn: { kind: 'decision', words: ["we're still going to closing night together"] },
      },
      {
        text: 'rnb, a 90s slow jam. like an old Jodeci song, Forever My Lady, or aaliyah',
        turn: { kind: 'style', words: ['rnb', '90s slow jam', 'Jodeci', 'aaliyah'] },
        style: [
          { said: 'rnb', pins: [genre('r&b')] },
          {
            said: '90s slow jam',
            pins: [genre('r&b'), genre('soul'), mood('romantic'), mood('nostalgic')],
          },
        ],
        artists: [
          { said: 'Jodeci', name: 'Jodeci' },
          { said: 'aaliyah', name: 'Aaliyah' },
        ],
        songs: [{ said: 'Forever My Lady', title: 'Forever My Lady', artist: 'Jodeci' }],
      },
      {
        text: 'with a lo-fi crackle on it, like a tape somebody kept',
        turn: { kind: 'style', words: ['lo-fi crackle'] },
        style: [
          { said: 'lo-fi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
          { said: 'like a tape somebody kept', pins: [mood('nostalgic')] },
        ],
      },
    ],
  },
  {
    id: 'fairbanks',
    messages: [
      {
        text: 'saw the northern lights last night. first time. from a gas station parking lot in Fairbanks',
        turn: { kind: 'first', words: ['saw the northern lights', 'first time'] },
      },
      {
        text: "my dad promised we'd go when I turned 10. then he got sick. I went by myself at 34",
        turn: {
          kind: 'memory',
          words: ["my dad promised we'd go when I turned 10", 'I went by myself at 34'],
        },
      },
      {
        text: 'sigur rós, björk, ólafur arnalds',
        turn: { kind: 'style', words: ['sigur rós', 'björk', 'ólafur arnalds'] },
        artists: [
          { said: 'sigur rós', name: 'Sigur Rós' },
          { said: 'björk', name: 'Björk' },
          { said: 'ólafur arnalds', name: 'Ólafur Arnalds' },
        ],
      },
      {
        text: 'big and slow and shimmery. dreamy but huge',
        turn: { kind: 'style', words: ['shimmery', 'dreamy but huge'] },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'slow', pins: [mood('chill'), mood('dreamy')] },
          { said: 'shimmery', pins: [mood('dreamy'), genre('electronic')] },
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: 'huge', pins: [mood('powerful')] },
        ],
      },
    ],
  },
  {
    id: 'plastic-love',
    messages: [
      {
        text: 'my mom was a flight attendant in the 80s. she brought home a cassette from Tokyo and played it til it snapped',
        turn: { kind: 'memory', words: ['brought home a cassette from Tokyo', 'played it til it snapped'] },
      },
      {
        text: 'found the case yesterday, empty, with her handwriting on the spine. Plastic Love',
        turn: { kind: 'moment', words: ['found the case yesterday', 'her handwriting on the spine'] },
        songs: [{ said: 'Plastic Love', title: 'Plastic Love', artist: 'Mariya Takeuchi' }],
      },
      {
        text: 'city pop!! breezy, 80s, like mariya takeuchi or tatsuro yamashita',
        turn: { kind: 'style', words: ['city pop', 'mariya takeuchi', 'tatsuro yamashita'] },
        style: [
          { said: 'city pop', pins: [genre('pop'), mood('nostalgic')] },
          { said: 'breezy', pins: [mood('chill'), mood('happy')] },
          { said: '80s', pins: [mood('nostalgic')] },
        ],
        artists: [
          { said: 'mariya takeuchi', name: 'Mariya Takeuchi' },
          { said: 'tatsuro yamashita', name: 'Tatsuro Yamashita' },
        ],
      },
      {
        text: "she has alzheimer's now but she still hums it in the shower",
        turn: { kind: 'change', words: ["she has alzheimer's now", 'she still hums it'] },
      },
    ],
  },
];
