/**
 * The fifteenth held-out set of theme-chat conversations: written for this set alone, before any tuning, by
 * a writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here
 * before touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "electronic ankle monitor", "my folks", "just ANGRY"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_15: HeldOut4Conversation[] = [
  {
    id: 'empty-zamboni',
    messages: [
      {
        text: 'ugh ok. my uncle teodoro died tuesday. 71. drove the zamboni at the ice arena in fargo for 40 years',
        turn: { kind: 'death', words: ['my uncle teodoro died tuesday'] },
        condolence: { died: "Teodoro, the writer's uncle", to: 'the writer' },
      },
      {
        text: 'between periods he let me sit on his lap and wave at the crowd like i was the queen of north dakota. i was 7',
        turn: { kind: 'memory', words: ['he let me sit on his lap and wave at the crowd'] },
      },
      {
        text: 'last night they did a moment of silence and then the zamboni went out with just his jacket on the seat. nobody driving it. well somebody was but you know what i mean',
        turn: { kind: 'moment', words: ['the zamboni went out with just his jacket on the seat'] },
      },
      {
        text: 'old soul. piano, brushes on the snare. ray charles, georgia on my mind but about an ice rink lol',
        turn: {
          kind: 'style',
          words: ['old soul', 'piano, brushes on the snare', 'ray charles', 'georgia on my mind'],
        },
        style: [
          { said: 'old soul', pins: [genre('soul'), mood('nostalgic')] },
          { said: 'brushes on the snare', pins: [genre('jazz'), genre('soul'), mood('chill')] },
        ],
        artists: [{ said: 'ray charles', name: 'Ray Charles' }],
        songs: [{ said: 'georgia on my mind', title: 'Georgia on My Mind', artist: 'Ray Charles' }],
      },
      {
        text: 'dont say heaven anywhere in it. he hated churchy stuff. and keep it under 3 min',
        turn: { kind: 'request', words: ['dont say heaven anywhere in it', 'keep it under 3 min'] },
      },
    ],
  },
  {
    id: 'colonoscopy-bit',
    messages: [
      {
        text: 'I DID STAND-UP. first time ever. 5 minutes at the comedy spot on 4th. im 52 and my hands were shaking so bad i dropped the mic clip',
        turn: { kind: 'first', words: ['I DID STAND-UP', 'first time ever'] },
      },
      {
        text: 'my best joke got NOTHING. crickets. then the colonoscopy bit absolutely killed. a lady at the bar snorted her drink',
        turn: { kind: 'moment', words: ['the colonoscopy bit absolutely killed'] },
      },
      {
        text: "my ex used to say i wasnt funny, i was just 'loud'. 19 years of that",
        turn: { kind: 'memory', words: ["my ex used to say i wasnt funny, i was just 'loud'"] },
      },
      {
        text: 'make it strut. disco-pop, dua lipa, levitating but sweatier lol. HAPPYYYY',
        turn: { kind: 'style', words: ['strut', 'disco-pop', 'dua lipa', 'levitating', 'HAPPYYYY'] },
        style: [
          { said: 'strut', pins: [mood('confident')] },
          { said: 'disco-pop', pins: [genre('pop'), mood('energetic')] },
          { said: 'HAPPYYYY', pins: [mood('happy'), mood('uplifting')] },
        ],
        artists: [{ said: 'dua lipa', name: 'Dua Lipa' }],
        songs: [{ said: 'levitating', title: 'Levitating', artist: 'Dua Lipa' }],
      },
      {
        text: 'end it on the red light going on. thats when they tell you your time is up',
        turn: { kind: 'request', words: ['end it on the red light going on'] },
      },
    ],
  },
  {
    id: 'five-am-rockaway',
    messages: [
      {
        text: 'my little brother rafi gets the electronic ankle monitor off friday. 18 months of house arrest at my moms',
        turn: { kind: 'change', words: ['gets the electronic ankle monitor off friday'] },
        notStyle: ['electronic ankle monitor'],
      },
      {
        text: 'honestly im nervous. that house kept him safe. now its just him and the whole city again',
        turn: { kind: 'feeling', words: ['honestly im nervous'] },
      },
      {
        text: 'were driving to the beach at 5am. rockaway. the whole 18 months he kept saying the ocean. not weed, not burgers. the ocean',
        turn: { kind: 'decision', words: ['were driving to the beach at 5am'] },
      },
      {
        text: '90s west coast hip hop, warm, g-funk synth. tupac, that dear mama warmth but for a brother',
        turn: {
          kind: 'style',
          words: ['90s west coast hip hop', 'warm', 'g-funk synth', 'tupac', 'dear mama'],
        },
        style: [
          { said: '90s west coast hip hop', pins: [genre('hip-hop'), mood('nostalgic')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic'), mood('uplifting')] },
          { said: 'g-funk synth', pins: [genre('hip-hop'), genre('electronic')] },
        ],
        artists: [{ said: 'tupac', name: '2Pac' }],
        songs: [{ said: 'dear mama', title: 'Dear Mama', artist: '2Pac' }],
      },
    ],
  },
  {
    id: 'husbands-eyeliner',
    messages: [
      {
        text: 'ok confession. told my kids i had a work dinner saturday. i was at the cure. alone. 47 yrs old in my husbands eyeliner',
        turn: {
          kind: 'confession',
          words: ['told my kids i had a work dinner saturday', 'i was at the cure'],
        },
        artists: [{ said: 'the cure', name: 'The Cure' }],
      },
      {
        text: 'they played just like heaven and the teenager next to me grabbed both my hands and we spun. total stranger. never got her name',
        turn: { kind: 'moment', words: ['the teenager next to me grabbed both my hands and we spun'] },
        songs: [{ said: 'just like heaven', title: 'Just Like Heaven', artist: 'The Cure' }],
      },
      {
        text: 'best night in like 10 yrs. so why do i feel this guilty',
        turn: { kind: 'feeling', words: ['best night in like 10 yrs', 'why do i feel this guilty'] },
      },
      {
        text: 'jangly and sad-happy, bass way up front, goth but u can dance to it. 80s new wave',
        turn: {
          kind: 'style',
          words: ['jangly', 'sad-happy', 'bass way up front', 'goth', 'dance', '80s new wave'],
        },
        style: [
          { said: 'jangly', pins: [genre('indie'), genre('alternative')] },
          { said: 'sad-happy', pins: [mood('melancholic'), mood('nostalgic'), mood('happy')] },
          { said: 'bass way up front', pins: [genre('alternative'), genre('rock')] },
          { said: 'goth', pins: [genre('alternative'), mood('melancholic')] },
          { said: 'dance', pins: [mood('energetic')] },
          {
            said: '80s new wave',
            pins: [genre('alternative'), genre('pop'), genre('electronic'), mood('nostalgic')],
          },
        ],
      },
      {
        text: 'chorus = me in the parking garage after, before i wiped it off',
        turn: { kind: 'request', words: ['chorus = me in the parking garage after'] },
      },
    ],
  },
  {
    id: 'a-lot-of-teeth',
    messages: [
      {
        text: 'i forgot to be the tooth fairy last night. 2nd time this month. my son maceo is 6 and he is keeping RECORDS',
        turn: { kind: 'confession', words: ['i forgot to be the tooth fairy last night'] },
      },
      {
        text: "this morning he came down and said 'shes probably just really busy, theres a lot of teeth' and patted MY hand",
        turn: {
          kind: 'moment',
          words: ['shes probably just really busy, theres a lot of teeth', 'patted MY hand'],
        },
      },
      {
        text: "im a nurse, i do 3 twelves a week. i'm just. so tired. and hes being nice to ME about it",
        turn: { kind: 'feeling', words: ["i'm just. so tired"] },
      },
      {
        text: 'something goofy and sweet. ukulele, whistling. vance joy, riptide vibes',
        turn: { kind: 'style', words: ['goofy and sweet', 'ukulele', 'whistling', 'vance joy', 'riptide'] },
        style: [
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'ukulele', pins: [genre('folk'), genre('indie'), genre('pop')] },
          { said: 'whistling', pins: [genre('folk'), genre('indie'), mood('happy')] },
        ],
        artists: [{ said: 'vance joy', name: 'Vance Joy' }],
        songs: [{ said: 'riptide', title: 'Riptide', artist: 'Vance Joy' }],
      },
      {
        text: 'SHORT. 2 verses and a chorus. he has to learn it by friday',
        turn: { kind: 'request', words: ['SHORT', '2 verses and a chorus'] },
      },
    ],
  },
  {
    id: 'go-barb-go',
    messages: [
      {
        text: 'ran my first 5k today at 63!!! 41 minutes. walked most of it. DONT care',
        turn: { kind: 'first', words: ['ran my first 5k today at 63'] },
      },
      {
        text: 'this time last year i couldnt make it to the mailbox. heart thing. 2 stents. i thought that was me, done',
        turn: { kind: 'change', words: ['this time last year i couldnt make it to the mailbox'] },
      },
      {
        text: 'my husband made a sign in glitter glue, GO BARB GO, and stood at the finish line in the rain for an hour',
        turn: { kind: 'moment', words: ['stood at the finish line in the rain for an hour'] },
      },
      {
        text: 'van halen. jump!! big 80s synths and a guitar solo. cheesy on purpose',
        turn: {
          kind: 'style',
          words: ['van halen', 'jump', 'big 80s synths', 'guitar solo', 'cheesy on purpose'],
        },
        style: [
          { said: 'big', pins: [mood('powerful'), mood('energetic')] },
          { said: '80s synths', pins: [genre('pop'), genre('electronic'), mood('nostalgic')] },
          { said: 'guitar solo', pins: [genre('rock'), genre('metal')] },
          { said: 'cheesy', pins: [mood('happy')] },
        ],
        artists: [{ said: 'van halen', name: 'Van Halen' }],
        songs: [{ said: 'jump', title: 'Jump', artist: 'Van Halen' }],
      },
      {
        text: 'title: GO BARB GO. all caps',
        turn: { kind: 'request', words: ['title: GO BARB GO'] },
      },
    ],
  },
  {
    id: 'honey-off-his-pinky',
    messages: [
      {
        text: 'gave notice today. 19 years in insurance claims. im going to keep bees. full time. my wife thinks ive lost it',
        turn: { kind: 'decision', words: ['gave notice today', 'im going to keep bees'] },
      },
      {
        text: "my grandpa augustin kept 12 hives behind the barn outside eau claire. he'd put a drop of honey on my tongue with his pinky like a priest",
        turn: { kind: 'memory', words: ['put a drop of honey on my tongue with his pinky'] },
      },
      {
        text: 'is that crazy?? at 52? be honest. im terrified and i feel 19',
        turn: { kind: 'feeling', words: ['im terrified and i feel 19'] },
      },
      {
        text: 'sunny folk rock. the eagles, take it easy. harmonies, windows down',
        turn: {
          kind: 'style',
          words: ['sunny folk rock', 'the eagles', 'take it easy', 'harmonies', 'windows down'],
        },
        style: [
          { said: 'sunny', pins: [mood('happy'), mood('uplifting')] },
          { said: 'folk rock', pins: [genre('folk'), genre('rock')] },
          { said: 'harmonies', pins: [genre('folk'), genre('country'), genre('pop')] },
          { said: 'windows down', pins: [mood('uplifting'), mood('chill')] },
        ],
        artists: [{ said: 'the eagles', name: 'Eagles' }],
        songs: [{ said: 'take it easy', title: 'Take It Easy', artist: 'Eagles' }],
      },
    ],
  },
  {
    id: 'fridge-door',
    messages: [
      {
        text: "ok this is long sorry. our house in lake charles is gone. the hurricane. we left thursday with the kids and the cat and two laundry baskets of whatever we grabbed, i grabbed a bag of frozen peas for some reason, i dont know why, and a phone charger that doesnt fit any of our phones. we're in my sister's spare room in beaumont. the insurance guy says 6 to 8 weeks to even come look. my husband keeps saying its just stuff and then going out to the car to sit in it alone",
        turn: { kind: 'change', words: ['our house in lake charles is gone', 'the hurricane'] },
      },
      {
        text: 'the neighbor sent a pic. the only thing left of our kitchen is the fridge door. it washed up on his lawn with all the kids drawings still magneted on',
        turn: { kind: 'moment', words: ['the fridge door', 'with all the kids drawings still magneted on'] },
      },
      {
        text: 'swampy blues. riders on the storm by the doors, rain all over it, electric piano',
        turn: {
          kind: 'style',
          words: ['swampy blues', 'riders on the storm', 'the doors', 'rain all over it', 'electric piano'],
        },
        style: [
          { said: 'swampy blues', pins: [genre('blues'), genre('rock')] },
          { said: 'rain all over it', pins: [mood('melancholic'), mood('dreamy')] },
          { said: 'electric piano', pins: [genre('rock'), genre('jazz'), genre('soul')] },
        ],
        artists: [{ said: 'the doors', name: 'The Doors' }],
        songs: [{ said: 'riders on the storm', title: 'Riders on the Storm', artist: 'The Doors' }],
      },
      {
        text: "hook: 'the fridge door made it'",
        turn: { kind: 'request', words: ["hook: 'the fridge door made it'"] },
      },
    ],
  },
  {
    id: 'car-songs-for-ofelia',
    messages: [
      {
        text: 'my dad is 78 and he called me for 40 min to learn how to make a playlist on his phone. first playlist of his LIFE',
        turn: { kind: 'first', words: ['first playlist of his LIFE'] },
      },
      {
        text: 'its 4 songs. 3 of them are red red wine. the same one. 3 times',
        turn: { kind: 'moment', words: ['3 of them are red red wine'] },
        songs: [{ said: 'red red wine', title: 'Red Red Wine', artist: 'UB40' }],
      },
      {
        text: "he named it 'car songs for ofelia'. my mom. shes been gone since 2008. i sat down on the kitchen floor",
        turn: {
          kind: 'moment',
          words: ["he named it 'car songs for ofelia'", 'i sat down on the kitchen floor'],
        },
      },
      {
        text: 'regae but sleepy. lovers rock-ish, ub40 obviously. warm like a car with the windows cracked',
        turn: { kind: 'style', words: ['regae but sleepy', 'lovers rock', 'ub40', 'warm'] },
        style: [
          { said: 'regae', pins: [genre('reggae')] },
          { said: 'sleepy', pins: [mood('chill'), mood('dreamy')] },
          { said: 'lovers rock', pins: [genre('reggae'), mood('romantic')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
        ],
        artists: [{ said: 'ub40', name: 'UB40' }],
      },
    ],
  },
  {
    id: 'the-couch-stays',
    messages: [
      {
        text: 'found out tonight my boyfriend of 6 yrs has a whole second instagram. a girl named kaylee in every single pic. theyve been to CANCUN',
        turn: { kind: 'moment', words: ['has a whole second instagram'] },
      },
      {
        text: 'not even sad. just ANGRY. like hot in my ears angry',
        turn: { kind: 'feeling', words: ['just ANGRY', 'hot in my ears'] },
        notStyle: ['not even sad', 'just ANGRY', 'hot in my ears angry'],
      },
      {
        text: 'decided. im keeping the dog. AND the couch. he can have his gaming chair and thats IT',
        turn: { kind: 'decision', words: ['im keeping the dog', 'AND the couch'] },
      },
      {
        text: 'country revenge anthem!!! carrie underwood, before he cheats. loud. twangy. sassy',
        turn: {
          kind: 'style',
          words: [
            'country revenge anthem',
            'carrie underwood',
            'before he cheats',
            'loud',
            'twangy',
            'sassy',
          ],
        },
        style: [
          { said: 'country revenge anthem', pins: [genre('country'), mood('angry'), mood('powerful')] },
          { said: 'loud', pins: [mood('powerful'), mood('energetic')] },
          { said: 'twangy', pins: [genre('country')] },
          { said: 'sassy', pins: [mood('confident')] },
        ],
        artists: [{ said: 'carrie underwood', name: 'Carrie Underwood' }],
        songs: [{ said: 'before he cheats', title: 'Before He Cheats', artist: 'Carrie Underwood' }],
      },
      {
        text: 'no cussing tho, my niece will hear it. and end with me on the couch',
        turn: { kind: 'request', words: ['no cussing', 'end with me on the couch'] },
      },
    ],
  },
  {
    id: 'sausage-fingers',
    messages: [
      {
        text: 'im 69 and im learning ASL. my grandson jonas was born deaf in march. first class is thursday at the library',
        turn: { kind: 'decision', words: ['im learning ASL'] },
      },
      {
        text: "scared hell grow up and i'll still be slow. that hell have to be patient with me like im the kid",
        turn: { kind: 'feeling', words: ["scared hell grow up and i'll still be slow"] },
      },
      {
        text: 'tender piano ballad, like elton john when its just him and the piano. tiny dancer but smaller',
        turn: { kind: 'style', words: ['tender piano ballad', 'elton john', 'tiny dancer', 'smaller'] },
        style: [
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
          { said: 'piano ballad', pins: [genre('pop'), mood('romantic'), mood('melancholic')] },
          { said: 'smaller', pins: [mood('chill')] },
        ],
        artists: [{ said: 'elton john', name: 'Elton John' }],
        songs: [{ said: 'tiny dancer', title: 'Tiny Dancer', artist: 'Elton John' }],
      },
      {
        text: 'could the chorus have no words? just the melody. like its signed',
        turn: { kind: 'request', words: ['could the chorus have no words'] },
      },
    ],
  },
  {
    id: 'old-sinatra-station',
    messages: [
      {
        text: 'long shift. lost a patient at 4am. mr abernathy. 93. no family came',
        turn: { kind: 'death', words: ['lost a patient at 4am', 'mr abernathy'] },
        condolence: {
          died: "Mr Abernathy, a 93-year-old patient of the writer's",
          to: 'the writer (his nurse; no family came)',
        },
      },
      {
        text: 'i sat with him the last 2 hrs and held his hand and put on the only station he liked. old sinatra stuff',
        turn: { kind: 'moment', words: ['held his hand', 'put on the only station he liked'] },
        artists: [{ said: 'sinatra', name: 'Frank Sinatra' }],
      },
      {
        text: 'were not supposed to cry in the room. i cried in the room',
        turn: { kind: 'confession', words: ['i cried in the room'] },
      },
      {
        text: 'a sinatra kind of thing. my way but quiet, just a guitar, 5am in a hallway',
        turn: { kind: 'style', words: ['a sinatra kind of thing', 'my way', 'quiet', 'just a guitar'] },
        style: [
          { said: 'quiet', pins: [mood('chill')] },
          { said: 'just a guitar', pins: [genre('folk'), mood('chill')] },
        ],
        artists: [{ said: 'sinatra', name: 'Frank Sinatra' }],
        songs: [{ said: 'my way', title: 'My Way', artist: 'Frank Sinatra' }],
      },
    ],
  },
  {
    id: 'same-photo',
    messages: [
      {
        text: 'hey!! random but. i met my pen pal today. we wrote from 1989 to 2001. shes from gdansk. first time in the same room EVER',
        turn: { kind: 'first', words: ['i met my pen pal today', 'first time in the same room EVER'] },
      },
      {
        text: 'we both brought the same photo. her in a yellow raincoat, 1991. held them up at the same time at arrivals like idiots',
        turn: { kind: 'moment', words: ['we both brought the same photo', 'held them up at the same time'] },
      },
      {
        text: 'why did we stop writing?? i know why. i moved and never sent her the new address. thats on me',
        turn: { kind: 'confession', words: ['i moved and never sent her the new address'] },
      },
      {
        text: 'nostalgik 80s pop, synth-y. every breath you take but not creepy lol. the police',
        turn: {
          kind: 'style',
          words: ['nostalgik', '80s pop', 'synth-y', 'every breath you take', 'the police'],
        },
        style: [
          { said: 'nostalgik', pins: [mood('nostalgic')] },
          { said: '80s pop', pins: [genre('pop'), mood('nostalgic')] },
          { said: 'synth-y', pins: [genre('electronic'), genre('pop')] },
        ],
        artists: [{ said: 'the police', name: 'The Police' }],
        songs: [{ said: 'every breath you take', title: 'Every Breath You Take', artist: 'The Police' }],
      },
      {
        text: 'verse 1 is the letters, verse 2 is the 20 yr gap, chorus is arrivals',
        turn: { kind: 'request', words: ['verse 1 is the letters', 'chorus is arrivals'] },
      },
    ],
  },
  {
    id: 'good-eye',
    messages: [
      {
        text: 'the funeral was thursday. today the little league put my dads name on the scoreboard. he coached there 30 yrs',
        turn: { kind: 'death', words: ['the funeral was thursday', 'put my dads name on the scoreboard'] },
        condolence: {
          died: "the writer's father (told by his funeral and the scoreboard)",
          to: 'the writer',
        },
      },
      {
        text: "he always yelled 'good eye, good eye' even when the kid struck out looking",
        turn: { kind: 'memory', words: ["he always yelled 'good eye, good eye'"] },
      },
      {
        text: 'pearl jam. black, but less angsty. slow build, guitars that ache',
        turn: { kind: 'style', words: ['pearl jam', 'black', 'slow build', 'guitars that ache'] },
        style: [
          { said: 'slow build', pins: [mood('powerful'), mood('melancholic'), genre('rock')] },
          { said: 'guitars that ache', pins: [genre('rock'), genre('alternative'), mood('melancholic')] },
        ],
        artists: [{ said: 'pearl jam', name: 'Pearl Jam' }],
        songs: [{ said: 'black', title: 'Black', artist: 'Pearl Jam' }],
      },
      {
        text: 'title: good eye',
        turn: { kind: 'request', words: ['title: good eye'] },
      },
    ],
  },
  {
    id: 'eight-stools',
    messages: [
      {
        text: 'decided!!! im opening the lunch counter my mom always wanted. cuban sandwiches, cafecito, 8 stools. lease signed this morning',
        turn: {
          kind: 'decision',
          words: ['im opening the lunch counter my mom always wanted', 'lease signed'],
        },
      },
      {
        text: 'she hums chan chan every time she does dishes. the buena vista one. my whole life',
        turn: { kind: 'memory', words: ['she hums chan chan every time she does dishes'] },
        artists: [{ said: 'buena vista', name: 'Buena Vista Social Club' }],
        songs: [{ said: 'chan chan', title: 'Chan Chan', artist: 'Buena Vista Social Club' }],
      },
      {
        text: 'is this stupid?? i have 11k and a dream lol. shes 74 and already bossing me about the register',
        turn: { kind: 'feeling', words: ['is this stupid'] },
      },
      {
        text: 'son cubano. tres guitar, bongos, a lil melancolico. but slow, like the end of lunch rush',
        turn: { kind: 'style', words: ['son cubano', 'tres guitar', 'bongos', 'melancolico', 'slow'] },
        style: [
          { said: 'son cubano', pins: [genre('folk'), genre('jazz')] },
          { said: 'tres guitar', pins: [genre('folk')] },
          { said: 'bongos', pins: [genre('jazz'), genre('folk')] },
          { said: 'melancolico', pins: [mood('melancholic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
        ],
      },
    ],
  },
  {
    id: 'ban-forever',
    messages: [
      {
        text: 'ok back to the one for my sisters wedding. 2nd verse is clunky. and you used forever 3 times. ban forever',
        turn: { kind: 'request', words: ['2nd verse is clunky', 'ban forever'] },
      },
      {
        text: 'can it end on a question instead of an answer?',
        turn: { kind: 'request', words: ['can it end on a question'] },
      },
      {
        text: 'and make it more madonna. like a prayer. gospel choir at the end!!!',
        turn: { kind: 'style', words: ['madonna', 'like a prayer', 'gospel choir'] },
        style: [{ said: 'gospel choir', pins: [genre('soul'), mood('uplifting'), mood('powerful')] }],
        artists: [{ said: 'madonna', name: 'Madonna' }],
        songs: [{ said: 'like a prayer', title: 'Like a Prayer', artist: 'Madonna' }],
      },
      {
        text: 'bridge should just be her name. jessamyn. 4 times. getting louder',
        turn: { kind: 'request', words: ['bridge should just be her name', 'getting louder'] },
      },
    ],
  },
  {
    id: 'spades-at-purdue',
    messages: [
      {
        text: "so every year i send my old roommate virgil a birthday card. 44 years. he wrote back maybe 3 times total, which is fine, thats virgil. this years came back today. someone had written 'deceased' across the front in pencil. pencil. like it might change. no obituary i can find, nothing online, his wife doesnt do facebook, i dont even know where they moved after indianapolis. i just sat in the truck in the post office lot holding it",
        turn: { kind: 'death', words: ["someone had written 'deceased' across the front in pencil"] },
        condolence: {
          died: "Virgil, the writer's old college roommate (told by a returned birthday card)",
          to: 'the writer',
        },
      },
      {
        text: 'we roomed at purdue in 81. he taught me spades and then how to cheat at spades',
        turn: { kind: 'memory', words: ['he taught me spades and then how to cheat at spades'] },
      },
      {
        text: 'i never asked his wifes name. 44 years and i never once asked',
        turn: { kind: 'confession', words: ['i never asked his wifes name'] },
      },
      {
        text: 'bluegrass. bill monroe, that high lonesome thing. mandolin crying',
        turn: { kind: 'style', words: ['bluegrass', 'bill monroe', 'high lonesome', 'mandolin crying'] },
        style: [
          { said: 'bluegrass', pins: [genre('country'), genre('folk')] },
          { said: 'high lonesome', pins: [genre('country'), genre('folk'), mood('melancholic')] },
          { said: 'mandolin', pins: [genre('folk'), genre('country')] },
          { said: 'crying', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'bill monroe', name: 'Bill Monroe' }],
      },
    ],
  },
  {
    id: 'brave-haircut',
    messages: [
      {
        text: 'cant sleep. 3am brain is replaying every dumb thing i said in 2007',
        turn: { kind: 'feeling', words: ['3am brain is replaying every dumb thing i said'] },
      },
      {
        text: "specifically i told a girl named paloma her haircut was 'brave'. i meant it nice!!! it did NOT land",
        turn: { kind: 'confession', words: ["i told a girl named paloma her haircut was 'brave'"] },
      },
      {
        text: 'anyway. gorillaz-ish. feel good inc but for insomnia. trip hop w a lil bounce',
        turn: { kind: 'style', words: ['gorillaz', 'feel good inc', 'trip hop', 'a lil bounce'] },
        style: [
          {
            said: 'trip hop',
            pins: [genre('electronic'), genre('hip-hop'), genre('alternative'), mood('chill')],
          },
          { said: 'bounce', pins: [mood('energetic'), mood('happy')] },
        ],
        artists: [{ said: 'gorillaz', name: 'Gorillaz' }],
        songs: [{ said: 'feel good inc', title: 'Feel Good Inc.', artist: 'Gorillaz' }],
      },
      {
        text: 'make it funny not pathetic. me laughing at me. 2 mins tops',
        turn: { kind: 'request', words: ['make it funny not pathetic', '2 mins tops'] },
        style: [{ said: 'funny', pins: [mood('happy')] }],
      },
    ],
  },
  {
    id: 'chrysanthemum',
    messages: [
      {
        text: "my daughter nyla WON the district spelling bee. 11 yrs old. last word was 'chrysanthemum'",
        turn: { kind: 'first', words: ['WON the district spelling bee'] },
      },
      {
        text: 'before she went up she was in the hallway with her headphones on playing lose yourself. she is ELEVEN. i didnt know she knew that song',
        turn: { kind: 'moment', words: ['playing lose yourself'] },
        songs: [{ said: 'lose yourself', title: 'Lose Yourself', artist: 'Eminem' }],
      },
      {
        text: "i went out in 3rd grade on 'receive'. i before e. still bitter",
        turn: { kind: 'memory', words: ["i went out in 3rd grade on 'receive'"] },
      },
      {
        text: 'hype hiphop, eminem but clean for a kid. big drums, chanty chorus',
        turn: { kind: 'style', words: ['hype hiphop', 'eminem', 'big drums', 'chanty chorus'] },
        style: [
          { said: 'hype', pins: [mood('energetic'), mood('confident')] },
          { said: 'hiphop', pins: [genre('hip-hop')] },
          { said: 'big drums', pins: [mood('powerful'), genre('hip-hop')] },
          { said: 'chanty chorus', pins: [mood('energetic'), mood('uplifting')] },
        ],
        artists: [{ said: 'eminem', name: 'Eminem' }],
      },
      {
        text: 'chorus spells it out. C-H-R-Y-S and so on',
        turn: { kind: 'request', words: ['chorus spells it out'] },
      },
    ],
  },
  {
    id: 'flannel-in-july',
    messages: [
      {
        text: 'package from my aunt noreen today. a quilt. made out of my dads flannels. every single one i remember',
        turn: { kind: 'moment', words: ['a quilt. made out of my dads flannels'] },
      },
      {
        text: 'hes been gone 3 yrs. i can still tell which square was christmas morning and which was the one he painted the fence in',
        turn: { kind: 'memory', words: ['which was the one he painted the fence in'] },
      },
      {
        text: 'soft acoustic, warm, fingerpicked. like a quieter led zeppelin. going to california',
        turn: {
          kind: 'style',
          words: ['soft acoustic', 'warm', 'fingerpicked', 'led zeppelin', 'going to california'],
        },
        style: [
          { said: 'soft acoustic', pins: [genre('folk'), mood('chill')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'fingerpicked', pins: [genre('folk')] },
        ],
        artists: [{ said: 'led zeppelin', name: 'Led Zeppelin' }],
        songs: [{ said: 'going to california', title: 'Going to California', artist: 'Led Zeppelin' }],
      },
    ],
  },
  {
    id: 'free-pizza',
    messages: [
      {
        text: 'so i am PTA president now. i went to the meeting for the free pizza and raised my hand at the wrong time',
        turn: { kind: 'change', words: ['i am PTA president now'] },
      },
      {
        text: 'BEASTIE BOYS. sabotage energy but about a bake sale. punk-rap, yelling, DISTORTED BASS',
        turn: { kind: 'style', words: ['BEASTIE BOYS', 'sabotage', 'punk-rap', 'yelling', 'DISTORTED BASS'] },
        style: [
          { said: 'punk-rap', pins: [genre('punk'), genre('hip-hop')] },
          { said: 'yelling', pins: [mood('energetic'), mood('angry'), genre('punk')] },
          { said: 'DISTORTED BASS', pins: [genre('rock'), genre('punk')] },
        ],
        artists: [{ said: 'BEASTIE BOYS', name: 'Beastie Boys' }],
        songs: [{ said: 'sabotage', title: 'Sabotage', artist: 'Beastie Boys' }],
      },
      {
        text: "first line: 'i only came for the pizza'",
        turn: { kind: 'request', words: ["first line: 'i only came for the pizza'"] },
      },
    ],
  },
  {
    id: 'two-million-views',
    messages: [
      {
        text: 'someone filmed me singing chandelier in the school pickup line and now i have 2 million views. im a 58 yr old tax accountant',
        turn: { kind: 'moment', words: ['someone filmed me singing chandelier in the school pickup line'] },
        songs: [{ said: 'chandelier', title: 'Chandelier', artist: 'Sia' }],
      },
      {
        text: 'honestly?? i kinda love it. i was the girl who mouthed the words in choir',
        turn: { kind: 'feeling', words: ['i kinda love it'] },
      },
      {
        text: 'big power pop. sia but funnier. huge chorus, a lil unhinged',
        turn: { kind: 'style', words: ['big power pop', 'sia', 'huge chorus', 'a lil unhinged'] },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'power pop', pins: [genre('pop'), genre('rock'), mood('energetic')] },
          { said: 'huge chorus', pins: [mood('powerful'), mood('uplifting')] },
          { said: 'unhinged', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'sia', name: 'Sia' }],
      },
      {
        text: 'end on the car door closing and my kid going MOM. NO',
        turn: { kind: 'request', words: ['end on the car door closing'] },
      },
    ],
  },
  {
    id: 'you-know-this-one',
    messages: [
      {
        text: 'i miss my kid and hes right upstairs. oskar, 16. we havent really talked since october',
        turn: { kind: 'feeling', words: ['i miss my kid and hes right upstairs'] },
      },
      {
        text: "last night he played in the end by linkin park in the car and said 'you know this one right?' and i DID. i screamed the whole chorus. he laughed at me. with me? at me",
        turn: { kind: 'moment', words: ["'you know this one right?'", 'i screamed the whole chorus'] },
        artists: [{ said: 'linkin park', name: 'Linkin Park' }],
        songs: [{ said: 'in the end', title: 'In the End', artist: 'Linkin Park' }],
      },
      {
        text: 'nu metal but with a dad heart. rap verse, screamy chorus',
        turn: { kind: 'style', words: ['nu metal', 'rap verse', 'screamy chorus'] },
        style: [
          { said: 'nu metal', pins: [genre('metal'), genre('alternative'), genre('rock')] },
          { said: 'rap verse', pins: [genre('hip-hop')] },
          { said: 'screamy', pins: [genre('metal'), mood('angry'), mood('energetic')] },
        ],
      },
      {
        text: 'dont make it about me being a bad dad. its about the car',
        turn: { kind: 'request', words: ['dont make it about me being a bad dad', 'its about the car'] },
      },
    ],
  },
  {
    id: 'three-forty-square-feet',
    messages: [
      {
        text: "WE CLOSED!!! first house we've ever owned, at 51. 340 square feet in marquette. lake superior right out the window",
        turn: { kind: 'first', words: ['WE CLOSED', "first house we've ever owned"] },
      },
      {
        text: 'my folks think its a midlife crisis. honestly i havent felt this light since i was 20',
        turn: { kind: 'feeling', words: ['i havent felt this light since i was 20'] },
        notStyle: ['my folks'],
      },
      {
        text: 'stompy indie folk, of monsters and men, little talks. big woah-ohs',
        turn: {
          kind: 'style',
          words: ['stompy indie folk', 'of monsters and men', 'little talks', 'big woah-ohs'],
        },
        style: [
          { said: 'stompy', pins: [mood('energetic'), genre('folk')] },
          { said: 'indie folk', pins: [genre('indie'), genre('folk')] },
          { said: 'woah-ohs', pins: [mood('uplifting'), genre('folk'), genre('indie')] },
        ],
        artists: [{ said: 'of monsters and men', name: 'Of Monsters and Men' }],
        songs: [{ said: 'little talks', title: 'Little Talks', artist: 'Of Monsters and Men' }],
      },
    ],
  },
  {
    id: 'pawn-shop-strat',
    messages: [
      {
        text: 'my son played his first gig tonight. the VFW in amarillo. hes 14. 9 people and 4 were us',
        turn: { kind: 'first', words: ['my son played his first gig tonight'] },
      },
      {
        text: 'he played pride and joy and missed the solo SO bad and the old guys at the bar cheered louder than for anything else',
        turn: { kind: 'moment', words: ['missed the solo SO bad', 'the old guys at the bar cheered louder'] },
        songs: [{ said: 'pride and joy', title: 'Pride and Joy', artist: 'Stevie Ray Vaughan' }],
      },
      {
        text: 'i bought him that strat at a pawn shop when i was still drinking. then i pawned it back for a week. he thinks it was at the repair shop',
        turn: { kind: 'confession', words: ['i pawned it back for a week'] },
      },
      {
        text: 'texas blues!! srv. shuffle, dirty tone, LOUD',
        turn: { kind: 'style', words: ['texas blues', 'srv', 'shuffle', 'dirty tone', 'LOUD'] },
        style: [
          { said: 'texas blues', pins: [genre('blues'), genre('rock')] },
          { said: 'shuffle', pins: [genre('blues')] },
          { said: 'dirty tone', pins: [genre('blues'), genre('rock')] },
          { said: 'LOUD', pins: [mood('powerful'), mood('energetic')] },
        ],
        artists: [{ said: 'srv', name: 'Stevie Ray Vaughan' }],
      },
      {
        text: 'chorus is the old guys cheering. keep the pawn shop out of it',
        turn: { kind: 'request', words: ['chorus is the old guys cheering', 'keep the pawn shop out of it'] },
      },
    ],
  },
  {
    id: 'thirty-recorders',
    messages: [
      {
        text: 'ms halvorsen retired today. 41 years teaching music at our elementary. she taught me AND my daughter',
        turn: { kind: 'change', words: ['ms halvorsen retired today'] },
      },
      {
        text: 'in 1998 she let 30 of us play my heart will go on on the recorder at the spring concert. it sounded like geese. she cried anyway',
        turn: {
          kind: 'memory',
          words: ['30 of us play my heart will go on on the recorder', 'she cried anyway'],
        },
        songs: [{ said: 'my heart will go on', title: 'My Heart Will Go On', artist: 'Celine Dion' }],
      },
      {
        text: 'me and my daughter are going to play it for her at the party friday. on recorders. yes really. is that stupid',
        turn: { kind: 'decision', words: ['me and my daughter are going to play it for her'] },
      },
      {
        text: 'celine dion big. power ballad, key change, but kinda silly too',
        turn: { kind: 'style', words: ['celine dion', 'big', 'power ballad', 'key change', 'kinda silly'] },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'power ballad', pins: [mood('powerful'), genre('pop'), genre('rock')] },
          { said: 'key change', pins: [mood('uplifting'), mood('powerful')] },
          { said: 'silly', pins: [mood('happy')] },
        ],
        artists: [{ said: 'celine dion', name: 'Celine Dion' }],
      },
    ],
  },
  {
    id: 'fourteenth-hole',
    messages: [
      {
        text: "my best friend gemma's dad died this morning. heart attack on the golf course. 14th hole",
        turn: { kind: 'death', words: ["my best friend gemma's dad died this morning"] },
        condolence: { died: "Gemma's father (the writer's best friend's dad)", to: 'Gemma (and the writer)' },
      },
      {
        text: 'she asked me to sing at the funeral and i said yes before i thought about it. i cannot sing',
        turn: { kind: 'decision', words: ['she asked me to sing at the funeral and i said yes'] },
      },
      {
        text: 'nick cave, into my arms. just piano, low voice, no drums',
        turn: { kind: 'style', words: ['nick cave', 'into my arms', 'just piano', 'low voice', 'no drums'] },
        style: [
          { said: 'just piano', pins: [genre('classical'), mood('chill'), mood('melancholic')] },
          { said: 'low voice', pins: [mood('melancholic'), mood('chill')] },
          { said: 'no drums', pins: [mood('chill')] },
        ],
        artists: [{ said: 'nick cave', name: 'Nick Cave & the Bad Seeds' }],
        songs: [{ said: 'into my arms', title: 'Into My Arms', artist: 'Nick Cave & the Bad Seeds' }],
      },
      {
        text: 'keep it in my range, like 5 notes. and nothing about golf pls',
        turn: { kind: 'request', words: ['keep it in my range', 'nothing about golf'] },
      },
    ],
  },
  {
    id: 'through-the-ceiling',
    messages: [
      {
        text: 'small thing. my downstairs neighbor mr castellanos plays kind of blue every sunday morning. LOUD. 6 years',
        turn: { kind: 'memory', words: ['plays kind of blue every sunday morning'] },
      },
      {
        text: 'this sunday nothing. dead quiet. i didnt know i was waiting for it every week til it didnt come',
        turn: { kind: 'feeling', words: ['i didnt know i was waiting for it every week'] },
      },
      {
        text: "he had a stroke. hes ok-ish, in rehab. his daughter gave me the record and asked if i'd play it upstairs for when he gets home. so he hears it through the ceiling",
        turn: { kind: 'change', words: ['he had a stroke', 'in rehab'] },
      },
      {
        text: 'cool jazz. miles davis, so what. muted trumpet, late sunday morning',
        turn: {
          kind: 'style',
          words: ['cool jazz', 'miles davis', 'so what', 'muted trumpet', 'late sunday morning'],
        },
        style: [
          { said: 'cool jazz', pins: [genre('jazz'), mood('chill')] },
          { said: 'muted trumpet', pins: [genre('jazz')] },
          { said: 'late sunday morning', pins: [mood('chill')] },
        ],
        artists: [{ said: 'miles davis', name: 'Miles Davis' }],
        songs: [{ said: 'so what', title: 'So What', artist: 'Miles Davis' }],
      },
    ],
  },
  {
    id: 'dancing-with-the-walker',
    messages: [
      {
        text: 'NANA DANCED. 90th birthday party. first time since the hip replacement',
        turn: { kind: 'first', words: ['NANA DANCED', 'first time since the hip replacement'] },
      },
      {
        text: 'the dj put on smooth by santana and she stood up and did a lil shimmy with her walker. WITH the walker. like a partner',
        turn: { kind: 'moment', words: ['did a lil shimmy with her walker'] },
        artists: [{ said: 'santana', name: 'Santana' }],
        songs: [{ said: 'smooth', title: 'Smooth', artist: 'Santana' }],
      },
      {
        text: 'latin rock, santana guitar crying all over it, congas. sexy but shes 90 so like. respectful sexy lol',
        turn: { kind: 'style', words: ['latin rock', 'santana', 'congas', 'respectful sexy'] },
        style: [
          { said: 'latin rock', pins: [genre('rock')] },
          { said: 'guitar crying', pins: [genre('rock'), genre('blues')] },
          { said: 'congas', pins: [genre('rock'), genre('jazz'), mood('energetic')] },
          { said: 'sexy', pins: [mood('romantic'), mood('confident')] },
        ],
        artists: [{ said: 'santana', name: 'Santana' }],
      },
      {
        text: "first line: 'she brought her own partner'",
        turn: { kind: 'request', words: ["first line: 'she brought her own partner'"] },
      },
    ],
  },
  {
    id: 'massage-chair',
    messages: [
      {
        text: 'morning. hotel coffee here is criminal. anyway. ive decided im never getting married again. 64. twice was plenty',
        turn: { kind: 'decision', words: ['ive decided im never getting married again'] },
      },
      {
        text: 'moved into a 1 bedroom downtown in may. first place thats just mine in my whole life. bought a massage chair instead of a dining table',
        turn: { kind: 'change', words: ['moved into a 1 bedroom downtown in may'] },
      },
      {
        text: 'tina turner. whats love got to do with it. cool, smirky, 80s, a lil sax',
        turn: {
          kind: 'style',
          words: ['tina turner', 'whats love got to do with it', 'cool, smirky', '80s', 'a lil sax'],
        },
        style: [
          { said: 'cool', pins: [mood('confident'), mood('chill')] },
          { said: 'smirky', pins: [mood('confident')] },
          { said: '80s', pins: [mood('nostalgic'), genre('pop')] },
          { said: 'sax', pins: [genre('pop'), genre('jazz')] },
        ],
        artists: [{ said: 'tina turner', name: 'Tina Turner' }],
        songs: [
          {
            said: 'whats love got to do with it',
            title: "What's Love Got to Do with It",
            artist: 'Tina Turner',
          },
        ],
      },
      {
        text: 'dont make it bitter. im happy!! i swear im happy',
        turn: { kind: 'request', words: ['dont make it bitter'] },
        notStyle: ['im happy', 'i swear im happy'],
      },
    ],
  },
  {
    id: 'radish',
    messages: [
      {
        text: 'hey sorry, rough day. we said goodbye to radish yesterday. 14. best dog who ever lived, not even biased',
        turn: { kind: 'death', words: ['we said goodbye to radish yesterday'] },
        condolence: { died: "Radish, the writer's dog of 14 years", to: 'the writer' },
      },
      {
        text: 'two weeks ago the vet said hes very energetic for 14. we laughed about it the whole drive home',
        turn: { kind: 'memory', words: ['the vet said hes very energetic for 14'] },
        notStyle: ['very energetic'],
      },
      {
        text: 'i keep hearing his tags jingle. theres no tags. its my keys. its always my keys',
        turn: { kind: 'moment', words: ['i keep hearing his tags jingle'] },
      },
      {
        text: 'sad + slow. acoustic, one guitar. like passenger, let her go',
        turn: { kind: 'style', words: ['sad + slow', 'acoustic, one guitar', 'passenger', 'let her go'] },
        style: [
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'acoustic', pins: [genre('folk'), genre('indie')] },
          { said: 'one guitar', pins: [genre('folk'), mood('chill')] },
        ],
        artists: [{ said: 'passenger', name: 'Passenger' }],
        songs: [{ said: 'let her go', title: 'Let Her Go', artist: 'Passenger' }],
      },
    ],
  },
];
