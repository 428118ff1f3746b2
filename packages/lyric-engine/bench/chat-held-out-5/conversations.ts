/**
 * The fifth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "rock bottom", "my Pop-Pop", "the punk kid"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_5: HeldOut4Conversation[] = [
  {
    id: 'butterscotch',
    messages: [
      {
        text: "hey. sorry i went quiet, the dishwasher flooded the kitchen on sunday and it's been a whole thing",
        turn: { kind: 'moment', words: ['the dishwasher flooded the kitchen'] },
      },
      {
        text: "Grandma didn't make it. the nurse called at 5:40.",
        turn: { kind: 'death', words: ["Grandma didn't make it"] },
        condolence: { died: "the writer's grandmother", to: 'the writer' },
      },
      {
        text: 'she kept butterscotch candies in her bra and handed them out warm at church. we were horrified and we ate them anyway',
        turn: {
          kind: 'memory',
          words: ['butterscotch candies in her bra', 'handed them out warm at church'],
        },
      },
      {
        text: 'quiet folk. a bit of Gillian Welch, nothing big',
        turn: { kind: 'style', words: ['quiet folk', 'Gillian Welch'] },
        style: [
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
          { said: 'folk', pins: [genre('folk')] },
        ],
        artists: [{ said: 'Gillian Welch', name: 'Gillian Welch' }],
      },
      {
        text: "the bridge should be the last thing she said to me, which was 'did you eat'",
        turn: {
          kind: 'request',
          words: ['the bridge should be the last thing she said to me', 'did you eat'],
        },
      },
    ],
  },
  {
    id: 'intermission',
    messages: [
      {
        text: 'My uncle Ray had been in hospice since June.',
        turn: { kind: 'change', words: ['in hospice since June'] },
      },
      {
        text: 'we buried him tuesday.',
        turn: { kind: 'death', words: ['we buried him tuesday'] },
        condolence: { died: "the writer's uncle Ray", to: 'the writer' },
      },
      {
        text: 'He ran the projector at the drive-in on Route 9 and let me sit up in the booth with the reels. It smelled like hot dust and popcorn butter.',
        turn: {
          kind: 'memory',
          words: ['ran the projector at the drive-in', 'hot dust and popcorn butter'],
        },
      },
      {
        text: 'kinda like townes van zandt, or a John Prine song. plain, a little funny even',
        turn: { kind: 'style', words: ['townes van zandt', 'John Prine'] },
        style: [
          { said: 'plain', pins: [genre('folk'), mood('chill')] },
          { said: 'a little funny', pins: [mood('happy')] },
        ],
        artists: [
          { said: 'townes van zandt', name: 'Townes Van Zandt' },
          { said: 'John Prine', name: 'John Prine' },
        ],
      },
      {
        text: "make the title 'intermission'. that's what he called his smoke breaks",
        turn: { kind: 'request', words: ["make the title 'intermission'"] },
      },
    ],
  },
  {
    id: 'stapling-blank-paper',
    messages: [
      {
        text: 'my coworker Luis lost his son last week. he was seven',
        turn: { kind: 'death', words: ['Luis lost his son'] },
        condolence: { died: "Luis's seven-year-old son", to: 'Luis, and the writer as his coworker' },
      },
      {
        text: 'Luis brought him in on take your kid to work day and he spent the whole afternoon stapling blank paper. he made me a "book"',
        turn: { kind: 'memory', words: ['stapling blank paper', 'he made me a "book"'] },
      },
      {
        text: "I want to give Luis something but I don't want it to be about me being sad",
        turn: { kind: 'request', words: ["I don't want it to be about me being sad"] },
      },
      {
        text: 'soft, a lullaby really. something like Blackbird, just one guitar',
        turn: { kind: 'style', words: ['lullaby', 'something like Blackbird'] },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('dreamy')] },
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy')] },
          { said: 'just one guitar', pins: [genre('folk')] },
        ],
        songs: [{ said: 'Blackbird', title: 'Blackbird', artist: 'The Beatles' }],
      },
    ],
  },
  {
    id: 'passenger-door',
    messages: [
      {
        text: "ok. i'm doing it. told my manager i'm done after the 15th",
        turn: { kind: 'decision', words: ["told my manager i'm done after the 15th"] },
      },
      {
        text: 'me and my sister are driving to Portland in her Corolla. the passenger door only opens from the outside',
        turn: { kind: 'change', words: ['driving to Portland', 'only opens from the outside'] },
      },
      {
        text: "Fast Car by Tracy Chapman is the whole feeling. acoustic, kind of driving. i don't want to copy it but that",
        turn: { kind: 'style', words: ['Fast Car by Tracy Chapman', 'acoustic'] },
        style: [
          { said: 'acoustic', pins: [genre('folk'), genre('indie'), genre('pop')] },
          { said: 'driving', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'Tracy Chapman', name: 'Tracy Chapman' }],
        songs: [{ said: 'Fast Car', title: 'Fast Car', artist: 'Tracy Chapman' }],
      },
      {
        text: "i haven't told mom. she thinks it's a road trip",
        turn: { kind: 'confession', words: ["i haven't told mom", "she thinks it's a road trip"] },
      },
    ],
  },
  {
    id: 'sparky',
    messages: [
      {
        text: 'my daughter brought home her first weld from metal shop today. a bottle opener shaped like a fish',
        turn: { kind: 'first', words: ['her first weld', 'a bottle opener shaped like a fish'] },
        notStyle: ['metal shop'],
      },
      {
        text: "she's the only girl in the class. the boys call her Sparky and she LOVES it",
        turn: { kind: 'moment', words: ['the boys call her Sparky'] },
      },
      {
        text: 'make the title her nickname',
        turn: { kind: 'request', words: ['make the title her nickname'] },
      },
      {
        text: 'upbeat pop-punk, avril lavigne vibes, bratty in a good way',
        turn: { kind: 'style', words: ['pop-punk', 'avril lavigne'] },
        style: [
          { said: 'upbeat', pins: [mood('happy'), mood('energetic')] },
          { said: 'pop-punk', pins: [genre('punk'), genre('pop')] },
          { said: 'bratty', pins: [mood('energetic'), mood('confident')] },
        ],
        artists: [{ said: 'avril lavigne', name: 'Avril Lavigne' }],
      },
    ],
  },
  {
    id: 'nobodys-listening',
    messages: [
      {
        text: 'the radio died in my Civic two winters ago and I never fixed it',
        turn: { kind: 'memory', words: ['the radio died in my Civic'] },
      },
      {
        text: 'so I sing. every commute, 40 min each way, badly',
        turn: { kind: 'confession', words: ['so I sing', 'badly'] },
      },
      {
        text: 'yesterday a guy in a landscaping truck at a red light started clapping. like a real slow clap',
        turn: { kind: 'moment', words: ['started clapping', 'a real slow clap'] },
      },
      {
        text: 'make it feel like that. happy, a little dumb, windows down. like a Lizzo song',
        turn: { kind: 'style', words: ['happy', 'Lizzo'] },
        style: [
          { said: 'happy', pins: [mood('happy')] },
          { said: 'a little dumb', pins: [mood('happy')] },
          { said: 'windows down', pins: [mood('energetic'), mood('happy')] },
        ],
        artists: [{ said: 'Lizzo', name: 'Lizzo' }],
      },
      {
        text: "the chorus can say 'nobody's listening'",
        turn: { kind: 'request', words: ["the chorus can say 'nobody's listening'"] },
      },
    ],
  },
  {
    id: 'lulu-the-cow',
    messages: [
      {
        text: 'we sold the last of the herd saturday. auction barn outside Lancaster',
        turn: { kind: 'change', words: ['sold the last of the herd'] },
      },
      {
        text: 'Milk prices hit rock bottom three years running. Dad held on longer than anybody on our road.',
        turn: { kind: 'memory', words: ['Dad held on longer than anybody'] },
        notStyle: ['rock bottom'],
      },
      {
        text: 'theres one cow, Lulu, my daughter bottle-fed her. the buyer let her keep the ear tag',
        turn: { kind: 'moment', words: ['let her keep the ear tag'] },
      },
      {
        text: 'something like an old Alan Jackson song. simple country, little bit of gospel in the chorus',
        turn: { kind: 'style', words: ['Alan Jackson', 'country', 'gospel'] },
        style: [
          { said: 'simple country', pins: [genre('country')] },
          { said: 'gospel', pins: [genre('soul'), genre('r&b')] },
        ],
        artists: [{ said: 'Alan Jackson', name: 'Alan Jackson' }],
      },
    ],
  },
  {
    id: 'index-card',
    messages: [
      {
        text: 'met his mom for the first time on sunday',
        turn: { kind: 'first', words: ['met his mom for the first time'] },
      },
      {
        text: 'i tried to bring soul food to impress her. burned the cornbread. brought it anyway',
        turn: { kind: 'confession', words: ['burned the cornbread', 'brought it anyway'] },
        notStyle: ['soul food'],
      },
      {
        text: "she ate two pieces and said 'baby, it's the thought.' then she wrote me her recipe on an index card",
        turn: { kind: 'moment', words: ["baby, it's the thought", 'her recipe on an index card'] },
      },
      {
        text: 'r&b but playful. like anderson .paak',
        turn: { kind: 'style', words: ['r&b', 'anderson .paak'] },
        style: [
          { said: 'r&b', pins: [genre('r&b')] },
          { said: 'playful', pins: [mood('happy'), mood('energetic')] },
        ],
        artists: [{ said: 'anderson .paak', name: 'Anderson .Paak' }],
      },
    ],
  },
  {
    id: 'winterfresh',
    messages: [
      {
        text: 'my son got his license today. first time he drove off without me in the car',
        turn: { kind: 'first', words: ['got his license', 'first time he drove off without me'] },
      },
      {
        text: "he took my dad's old blue Chevy. it still smells like Winterfresh gum and WD-40",
        turn: { kind: 'memory', words: ['smells like Winterfresh gum and WD-40'] },
        notStyle: ['blue'],
      },
      {
        text: 'I watched him to the end of the street and then stood in the driveway like an idiot for ten minutes',
        turn: { kind: 'moment', words: ['stood in the driveway like an idiot'] },
      },
      {
        text: 'think Zach Bryan, Noah Kahan, that kind of thing',
        turn: { kind: 'style', words: ['Zach Bryan', 'Noah Kahan'] },
        artists: [
          { said: 'Zach Bryan', name: 'Zach Bryan' },
          { said: 'Noah Kahan', name: 'Noah Kahan' },
        ],
      },
    ],
  },
  {
    id: 'twelve-tables',
    messages: [
      {
        text: 'I waitressed at a country club for six summers. The members called me sweetheart and never once learned my name.',
        turn: { kind: 'memory', words: ['never once learned my name'] },
        notStyle: ['country'],
      },
      {
        text: 'Last night I opened my own restaurant. Twelve tables.',
        turn: { kind: 'first', words: ['opened my own restaurant'] },
      },
      {
        text: 'First thing I did was learn every name on the reservation list.',
        turn: { kind: 'moment', words: ['learn every name on the reservation list'] },
      },
      {
        text: 'confident and smooth. a little Sade, a little Beyoncé',
        turn: { kind: 'style', words: ['confident', 'Sade', 'Beyoncé'] },
        style: [
          { said: 'confident', pins: [mood('confident')] },
          { said: 'smooth', pins: [genre('r&b'), genre('soul'), genre('jazz'), mood('chill')] },
        ],
        artists: [
          { said: 'Sade', name: 'Sade' },
          { said: 'Beyoncé', name: 'Beyoncé' },
        ],
      },
    ],
  },
  {
    id: 'pop-pop',
    messages: [
      {
        text: "My Pop-Pop turned 90 yesterday and still won't let anybody else carve the turkey",
        turn: { kind: 'moment', words: ['turned 90 yesterday'] },
        notStyle: ['Pop-Pop'],
      },
      {
        text: 'He taught me to whistle through a blade of grass behind the VFW. I was six and I spit everywhere.',
        turn: { kind: 'memory', words: ['whistle through a blade of grass behind the VFW'] },
      },
      {
        text: 'a bit of Willie Nelson, a bit of louis armstrong. old and sweet',
        turn: { kind: 'style', words: ['Willie Nelson', 'louis armstrong'] },
        style: [
          { said: 'old', pins: [mood('nostalgic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
        artists: [
          { said: 'Willie Nelson', name: 'Willie Nelson' },
          { said: 'louis armstrong', name: 'Louis Armstrong' },
        ],
      },
      {
        text: "can the chorus say 'one more year'",
        turn: { kind: 'request', words: ["can the chorus say 'one more year'"] },
      },
    ],
  },
  {
    id: 'bills-hat',
    messages: [
      {
        text: 'Mom rang the bell today!! last chemo',
        turn: { kind: 'change', words: ['rang the bell', 'last chemo'] },
      },
      {
        text: "She wore the Bills hat my uncle got her to every single appointment. 8 months. It's disgusting now lol",
        turn: { kind: 'memory', words: ['wore the Bills hat', 'to every single appointment'] },
      },
      {
        text: "I want something HUGE. 80s arena rock, fists in the air, Bon Jovi. Livin' on a Prayer energy",
        turn: { kind: 'style', words: ['80s arena rock', 'Bon Jovi'] },
        style: [
          { said: 'HUGE', pins: [mood('powerful'), mood('energetic')] },
          { said: '80s arena rock', pins: [genre('rock'), mood('powerful'), mood('nostalgic')] },
          { said: 'fists in the air', pins: [mood('powerful'), mood('uplifting')] },
        ],
        artists: [{ said: 'Bon Jovi', name: 'Bon Jovi' }],
        songs: [{ said: "Livin' on a Prayer", title: "Livin' on a Prayer", artist: 'Bon Jovi' }],
      },
      {
        text: "I didn't cry once in 8 months. Then I cried in the parking garage for an hour",
        turn: { kind: 'confession', words: ["I didn't cry once in 8 months", 'cried in the parking garage'] },
      },
    ],
  },
  {
    id: 'dusty',
    messages: [
      {
        text: 'cold one here. had to break the ice on the trough at 6',
        turn: { kind: 'moment', words: ['break the ice on the trough'] },
      },
      {
        text: "Dusty went down in the pasture and couldn't get up. vet came at noon. he's gone",
        turn: { kind: 'death', words: ["he's gone", "couldn't get up"] },
        condolence: { died: "the writer's horse Dusty", to: 'the writer' },
      },
      {
        text: 'I bought him at 14 with babysitting money. $600 and a saddle with a cracked horn',
        turn: {
          kind: 'memory',
          words: ['bought him at 14 with babysitting money', 'a saddle with a cracked horn'],
        },
      },
      {
        text: 'western swing? or just old cowboy stuff. marty robbins, bob wills',
        turn: { kind: 'style', words: ['western swing', 'marty robbins', 'bob wills'] },
        style: [
          { said: 'western swing', pins: [genre('country'), genre('jazz')] },
          { said: 'old cowboy stuff', pins: [genre('country'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'marty robbins', name: 'Marty Robbins' },
          { said: 'bob wills', name: 'Bob Wills' },
        ],
      },
    ],
  },
  {
    id: 'yellow-balloons',
    messages: [
      {
        text: "My best friend's baby was stillborn on Friday. They named her June.",
        turn: { kind: 'death', words: ["best friend's baby was stillborn"] },
        condolence: {
          died: "the writer's best friend's baby daughter, June",
          to: 'the best friend and her partner, and the writer as her friend',
        },
      },
      {
        text: 'I was supposed to throw the shower next weekend. there are still 40 yellow balloons in my trunk',
        turn: { kind: 'moment', words: ['40 yellow balloons in my trunk'] },
      },
      {
        text: 'She asked me to write something for the service. Just piano.',
        turn: { kind: 'request', words: ['write something for the service'] },
        style: [{ said: 'Just piano', pins: [genre('classical'), mood('chill')] }],
      },
      {
        text: 'can the title just be June',
        turn: { kind: 'request', words: ['can the title just be June'] },
      },
      {
        text: 'quiet like Max Richter. On the Nature of Daylight, that one',
        turn: { kind: 'style', words: ['Max Richter', 'On the Nature of Daylight'] },
        style: [{ said: 'quiet', pins: [mood('chill'), mood('melancholic')] }],
        artists: [{ said: 'Max Richter', name: 'Max Richter' }],
        songs: [
          { said: 'On the Nature of Daylight', title: 'On the Nature of Daylight', artist: 'Max Richter' },
        ],
      },
    ],
  },
  {
    id: 'margarine-tubs',
    messages: [
      {
        text: "Marco's mom died thursday. stroke. we'd just had dinner at her place sunday",
        turn: { kind: 'death', words: ["Marco's mom died thursday"] },
        condolence: {
          died: "Marco's mother (Marco is the writer's husband)",
          to: 'Marco, and the writer beside him',
        },
      },
      {
        text: 'she made us take leftovers every time, in old margarine tubs she never wanted back',
        turn: { kind: 'memory', words: ['leftovers every time', 'old margarine tubs'] },
      },
      {
        text: 'he keeps opening the fridge and just looking at the last tub',
        turn: { kind: 'moment', words: ['looking at the last tub'] },
      },
      {
        text: "he doesn't want it sad. he wants it to sound like her kitchen",
        turn: { kind: 'request', words: ["he doesn't want it sad", 'sound like her kitchen'] },
      },
      {
        text: 'maybe an old italian folk thing, accordion, mandolin. a little ludovico einaudi on the piano parts',
        turn: { kind: 'style', words: ['italian folk', 'ludovico einaudi'] },
        style: [
          { said: 'italian folk', pins: [genre('folk')] },
          { said: 'accordion', pins: [genre('folk')] },
          { said: 'mandolin', pins: [genre('folk'), genre('country')] },
        ],
        artists: [{ said: 'ludovico einaudi', name: 'Ludovico Einaudi' }],
      },
    ],
  },
  {
    id: 'library-chair',
    messages: [
      {
        text: 'so this is embarrassing. i got let go three weeks ago and i still leave the house at 7:30 every morning in a tie',
        turn: {
          kind: 'confession',
          words: ['i got let go three weeks ago', 'still leave the house at 7:30'],
        },
      },
      {
        text: 'i sit in the public library. the librarian knows. she saves me the chair by the window',
        turn: { kind: 'moment', words: ['she saves me the chair by the window'] },
      },
      {
        text: "I'm telling my wife tonight.",
        turn: { kind: 'decision', words: ["I'm telling my wife tonight"] },
      },
      {
        text: 'make it angry at myself, not at anybody else. grunge-ish, like alice in chains',
        turn: { kind: 'style', words: ['angry at myself', 'grunge-ish', 'alice in chains'] },
        style: [
          { said: 'angry at myself', pins: [mood('angry'), mood('melancholic')] },
          { said: 'grunge-ish', pins: [genre('alternative'), genre('rock')] },
        ],
        artists: [{ said: 'alice in chains', name: 'Alice in Chains' }],
      },
      {
        text: "chorus should be 'i'm home early'",
        turn: { kind: 'request', words: ["chorus should be 'i'm home early'"] },
      },
    ],
  },
  {
    id: 'art-room',
    messages: [
      {
        text: 'i read my daughters diary. i know. i know',
        turn: { kind: 'confession', words: ['i read my daughters diary'] },
      },
      {
        text: "she's been eating lunch alone in the art room since october. nobody sits with her",
        turn: { kind: 'moment', words: ['eating lunch alone in the art room'] },
      },
      {
        text: "I can't tell her how I know. I just want her to hear a song that says it gets better",
        turn: { kind: 'request', words: ['a song that says it gets better'] },
      },
      {
        text: 'indie, sad but hopeful. Mitski but less... devastating lol',
        turn: { kind: 'style', words: ['indie', 'sad but hopeful', 'Mitski'] },
        style: [
          { said: 'indie', pins: [genre('indie')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'hopeful', pins: [mood('uplifting'), mood('happy')] },
        ],
        artists: [{ said: 'Mitski', name: 'Mitski' }],
      },
    ],
  },
  {
    id: 'fry-in-his-sock',
    messages: [
      {
        text: "We signed the papers today. We're adopting a four year old named Theo.",
        turn: { kind: 'decision', words: ["We're adopting a four year old named Theo"] },
      },
      {
        text: "We met him at a McDonald's PlayPlace. He showed me a french fry he'd been saving in his sock.",
        turn: { kind: 'memory', words: ["a french fry he'd been saving in his sock"] },
      },
      {
        text: "can the chorus say 'come home'",
        turn: { kind: 'request', words: ["can the chorus say 'come home'"] },
      },
      {
        text: 'something like Here Comes the Sun. beatles-y, warm, happy',
        turn: { kind: 'style', words: ['something like Here Comes the Sun', 'beatles-y'] },
        style: [
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
          { said: 'happy', pins: [mood('happy')] },
        ],
        artists: [{ said: 'beatles', name: 'The Beatles' }],
        songs: [{ said: 'Here Comes the Sun', title: 'Here Comes the Sun', artist: 'The Beatles' }],
      },
    ],
  },
  {
    id: 'glow-stars',
    messages: [
      {
        text: 'Moved back into my childhood bedroom at 31. The glow in the dark stars are still on the ceiling.',
        turn: {
          kind: 'change',
          words: ['Moved back into my childhood bedroom at 31', 'glow in the dark stars'],
        },
      },
      {
        text: "my parents go to bed at 9 so I sneak in like I'm 16",
        turn: { kind: 'moment', words: ["I sneak in like I'm 16"] },
      },
      {
        text: '90s alt rock, Third Eye Blind, semisonic. Closing Time but sadder. bittersweet',
        turn: { kind: 'style', words: ['90s alt rock', 'Third Eye Blind', 'semisonic'] },
        style: [
          { said: '90s alt rock', pins: [genre('alternative'), genre('rock'), mood('nostalgic')] },
          { said: 'sadder', pins: [mood('sad'), mood('melancholic')] },
          { said: 'bittersweet', pins: [mood('melancholic'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'Third Eye Blind', name: 'Third Eye Blind' },
          { said: 'semisonic', name: 'Semisonic' },
        ],
        songs: [{ said: 'Closing Time', title: 'Closing Time', artist: 'Semisonic' }],
      },
      {
        text: "honestly I'm kind of happy here. don't tell anyone",
        turn: { kind: 'confession', words: ["I'm kind of happy here", "don't tell anyone"] },
        notStyle: ['happy'],
      },
    ],
  },
  {
    id: 'garbage-truck-gary',
    messages: [
      {
        text: "he said his first word!!! it was 'truck'",
        turn: { kind: 'first', words: ['his first word'] },
      },
      {
        text: 'he was pointing at the garbage truck. we wave at Gary the driver every tuesday and gary honks twice',
        turn: { kind: 'memory', words: ['we wave at Gary the driver every tuesday', 'gary honks twice'] },
      },
      {
        text: 'bouncy and silly. kinda They Might Be Giants, kinda raffi lol',
        turn: { kind: 'style', words: ['bouncy and silly', 'They Might Be Giants', 'raffi'] },
        style: [
          { said: 'bouncy', pins: [mood('happy'), mood('energetic')] },
          { said: 'silly', pins: [mood('happy')] },
        ],
        artists: [
          { said: 'They Might Be Giants', name: 'They Might Be Giants' },
          { said: 'raffi', name: 'Raffi' },
        ],
      },
      {
        text: "the title should be 'Gary'. non negotiable",
        turn: { kind: 'request', words: ["the title should be 'Gary'"] },
      },
    ],
  },
  {
    id: 'forklift-3',
    messages: [
      {
        text: 'We voted to unionize today. 212 to 9.',
        turn: { kind: 'change', words: ['We voted to unionize today'] },
      },
      {
        text: 'It started with Dez, the punk kid on forklift 3, with a sharpie and a clipboard in the break room',
        turn: { kind: 'memory', words: ['a sharpie and a clipboard in the break room'] },
        notStyle: ['punk'],
      },
      {
        text: 'My grandpa kept his steelworkers card in his bible. I put a photo of the vote count next to it',
        turn: { kind: 'moment', words: ['kept his steelworkers card in his bible', 'next to it'] },
      },
      {
        text: 'make it punk-ish. angry, but not bitter. Rage Against the Machine but with a chorus people can shout',
        turn: { kind: 'style', words: ['punk-ish', 'angry, but not bitter', 'Rage Against the Machine'] },
        style: [
          { said: 'punk-ish', pins: [genre('punk'), genre('rock')] },
          { said: 'angry, but not bitter', pins: [mood('angry'), mood('powerful')] },
          { said: 'a chorus people can shout', pins: [mood('powerful'), mood('energetic')] },
        ],
        artists: [{ said: 'Rage Against the Machine', name: 'Rage Against the Machine' }],
      },
    ],
  },
  {
    id: 'phone-book-booster',
    messages: [
      {
        text: "Mr. Odom is retiring. I've sat in his barber chair every two weeks since I was 8",
        turn: { kind: 'change', words: ['Mr. Odom is retiring'] },
      },
      {
        text: 'he had a booster seat made out of a phone book. the yellow pages from 1994, taped up with duct tape',
        turn: {
          kind: 'memory',
          words: ['a booster seat made out of a phone book', 'the yellow pages from 1994'],
        },
      },
      {
        text: 'R&B/hip-hop, smooth. like a Kendrick interlude, or outkast around Ms. Jackson',
        turn: { kind: 'style', words: ['R&B/hip-hop', 'Kendrick', 'outkast'] },
        style: [
          { said: 'R&B', pins: [genre('r&b')] },
          { said: 'hip-hop', pins: [genre('hip-hop')] },
          { said: 'smooth', pins: [genre('r&b'), mood('chill')] },
        ],
        artists: [
          { said: 'Kendrick', name: 'Kendrick Lamar' },
          { said: 'outkast', name: 'OutKast' },
        ],
        songs: [{ said: 'Ms. Jackson', title: 'Ms. Jackson', artist: 'OutKast' }],
      },
      {
        text: "the last line has to be what he says after every cut: 'go be handsome'",
        turn: { kind: 'request', words: ['the last line has to be what he says', 'go be handsome'] },
      },
    ],
  },
  {
    id: 'thermos',
    messages: [
      {
        text: 'I swam across the lake this morning. 1.2 miles. First time.',
        turn: { kind: 'first', words: ['swam across the lake', 'First time'] },
      },
      {
        text: 'My husband rowed next to me the whole way with a thermos of cocoa and an air horn',
        turn: {
          kind: 'moment',
          words: ['rowed next to me the whole way', 'a thermos of cocoa and an air horn'],
        },
      },
      {
        text: "I couldn't swim until I was 40. I told everyone for years I just didn't like water.",
        turn: { kind: 'confession', words: ["I couldn't swim until I was 40", "I just didn't like water"] },
      },
      {
        text: 'triumphant but gentle. florence + the machine, dog days are over',
        turn: { kind: 'style', words: ['triumphant but gentle', 'florence + the machine'] },
        style: [
          { said: 'triumphant', pins: [mood('uplifting'), mood('powerful'), mood('confident')] },
          { said: 'gentle', pins: [mood('chill'), mood('romantic')] },
        ],
        artists: [{ said: 'florence + the machine', name: 'Florence + the Machine' }],
        songs: [{ said: 'dog days are over', title: 'Dog Days Are Over', artist: 'Florence + the Machine' }],
      },
    ],
  },
  {
    id: 'newspaper-man',
    messages: [
      {
        text: "I bake bread at 3am. whole city's asleep except me and the guy who drops the newspapers",
        turn: { kind: 'moment', words: ['I bake bread at 3am'] },
      },
      {
        text: 'we wave at each other through the window every night. six years. never spoken once',
        turn: { kind: 'memory', words: ['we wave at each other through the window', 'never spoken once'] },
      },
      {
        text: 'drum & bass but soft. liquid dnb. a Bonobo kind of thing',
        turn: { kind: 'style', words: ['drum & bass', 'liquid dnb', 'Bonobo'] },
        style: [
          { said: 'drum & bass', pins: [genre('electronic'), mood('energetic')] },
          { said: 'soft', pins: [mood('chill'), mood('dreamy')] },
          { said: 'liquid dnb', pins: [genre('electronic'), mood('chill')] },
        ],
        artists: [{ said: 'Bonobo', name: 'Bonobo' }],
      },
      {
        text: "he hasn't come by in two weeks. i don't even know his name",
        turn: { kind: 'change', words: ["he hasn't come by in two weeks", "i don't even know his name"] },
      },
    ],
  },
  {
    id: 'domino-club',
    messages: [
      {
        text: "My granddad's domino club lost its lease. 40 years of old men slamming tiles on a card table above a launderette",
        turn: { kind: 'change', words: ['domino club lost its lease'] },
      },
      {
        text: "He still has the pork pie hat from when he was a rude boy in Coventry. It's got a cigarette burn from his wedding.",
        turn: { kind: 'memory', words: ['the pork pie hat', 'a cigarette burn from his wedding'] },
      },
      {
        text: 'ska. two-tone, like the specials',
        turn: { kind: 'style', words: ['ska', 'two-tone', 'the specials'] },
        style: [
          { said: 'ska', pins: [genre('reggae'), genre('punk')] },
          { said: 'two-tone', pins: [genre('reggae'), genre('punk')] },
        ],
        artists: [{ said: 'the specials', name: 'The Specials' }],
      },
      {
        text: 'bittersweet but you can dance to it',
        turn: { kind: 'style', words: ['bittersweet', 'you can dance to it'] },
        style: [
          { said: 'bittersweet', pins: [mood('melancholic'), mood('nostalgic')] },
          { said: 'you can dance to it', pins: [mood('energetic'), mood('happy')] },
        ],
      },
    ],
  },
  {
    id: 'xxl-shirt',
    messages: [
      {
        text: 'my dad took me to my first concert last night. Iron Maiden. he is 64 and bought a shirt in XXL',
        turn: { kind: 'first', words: ['my first concert', 'bought a shirt in XXL'] },
        artists: [{ said: 'Iron Maiden', name: 'Iron Maiden' }],
      },
      {
        text: 'he cried during Fear of the Dark. said it was the fog machine',
        turn: { kind: 'moment', words: ['he cried during Fear of the Dark', 'said it was the fog machine'] },
        songs: [{ said: 'Fear of the Dark', title: 'Fear of the Dark', artist: 'Iron Maiden' }],
      },
      {
        text: "i've been kind of mean to him for like ten years. since the divorce",
        turn: { kind: 'confession', words: ["i've been kind of mean to him for like ten years"] },
      },
      {
        text: 'metal obv. heavy but kind of joyful?? maiden meets Ghost',
        turn: { kind: 'style', words: ['metal', 'maiden', 'Ghost'] },
        style: [
          { said: 'metal', pins: [genre('metal')] },
          { said: 'heavy', pins: [genre('metal'), genre('rock'), mood('powerful')] },
          { said: 'joyful', pins: [mood('happy'), mood('uplifting')] },
        ],
        artists: [
          { said: 'maiden', name: 'Iron Maiden' },
          { said: 'Ghost', name: 'Ghost' },
        ],
      },
    ],
  },
  {
    id: 'nosebleed-swan',
    messages: [
      {
        text: "My daughter's first cello recital. She played The Swan.",
        turn: { kind: 'first', words: ['first cello recital'] },
        songs: [{ said: 'The Swan', title: 'The Swan', artist: 'Camille Saint-Saëns' }],
      },
      {
        text: 'She got a nosebleed halfway through and played to the end with it dripping on her dress.',
        turn: { kind: 'moment', words: ['played to the end with it dripping on her dress'] },
      },
      {
        text: 'classical but not stuffy. a little cinematic. think Yo-Yo Ma, or the hans zimmer stuff she loves',
        turn: { kind: 'style', words: ['classical', 'Yo-Yo Ma', 'hans zimmer'] },
        style: [
          { said: 'classical', pins: [genre('classical')] },
          { said: 'cinematic', pins: [genre('classical'), mood('powerful'), mood('dreamy')] },
        ],
        artists: [
          { said: 'Yo-Yo Ma', name: 'Yo-Yo Ma' },
          { said: 'hans zimmer', name: 'Hans Zimmer' },
        ],
      },
      {
        text: "I was going to quit the cello when I was her age. My mother wouldn't let me and I hated her for it.",
        turn: { kind: 'confession', words: ['I hated her for it'] },
      },
    ],
  },
  {
    id: 'this-ones-for-earl',
    messages: [
      {
        text: 'We found a reel-to-reel tape of my grandma singing at a club in Harlem in 1958.',
        turn: { kind: 'memory', words: ['a reel-to-reel tape of my grandma singing'] },
      },
      {
        text: "Nobody knew she sang. She was a school secretary for 30 years. I'm the only one who's heard it so far, I haven't told my mom",
        turn: { kind: 'confession', words: ["I haven't told my mom"] },
      },
      {
        text: 'jazz, obviously. Ella, sarah vaughan. late-night and smoky',
        turn: { kind: 'style', words: ['jazz', 'Ella', 'sarah vaughan'] },
        style: [
          { said: 'jazz', pins: [genre('jazz')] },
          { said: 'late-night', pins: [mood('chill'), mood('romantic')] },
          { said: 'smoky', pins: [genre('jazz'), genre('blues'), mood('chill')] },
        ],
        artists: [
          { said: 'Ella', name: 'Ella Fitzgerald' },
          { said: 'sarah vaughan', name: 'Sarah Vaughan' },
        ],
      },
      {
        text: "can the chorus be what she says before she starts? 'this one's for Earl.' we have no idea who Earl is",
        turn: { kind: 'request', words: ['can the chorus be what she says', "this one's for Earl"] },
      },
    ],
  },
  {
    id: 'key-of-g',
    messages: [
      {
        text: 'Uncle Walt passed on the 12th. He was 88. I want to write him a blues song',
        turn: { kind: 'death', words: ['Uncle Walt passed on the 12th'] },
        condolence: { died: "the writer's uncle Walt", to: 'the writer' },
        style: [{ said: 'blues', pins: [genre('blues')] }],
      },
      {
        text: 'He left me his harmonica. It was in the glovebox with a pack of Juicy Fruit from who knows when.',
        turn: { kind: 'moment', words: ['He left me his harmonica', 'a pack of Juicy Fruit'] },
      },
      {
        text: 'delta blues, slide guitar. Mississippi John Hurt, muddy waters',
        turn: { kind: 'style', words: ['delta blues', 'Mississippi John Hurt', 'muddy waters'] },
        style: [
          { said: 'delta blues', pins: [genre('blues')] },
          { said: 'slide guitar', pins: [genre('blues'), genre('country')] },
        ],
        artists: [
          { said: 'Mississippi John Hurt', name: 'Mississippi John Hurt' },
          { said: 'muddy waters', name: 'Muddy Waters' },
        ],
      },
      {
        text: "make the title 'key of G'. that's all he ever told me about music",
        turn: { kind: 'request', words: ["make the title 'key of G'"] },
      },
    ],
  },
  {
    id: 'skittles-sign',
    messages: [
      {
        text: "at arrivals at JFK waiting for my brother. haven't seen him in 9 years",
        turn: { kind: 'moment', words: ['waiting for my brother', "haven't seen him in 9 years"] },
      },
      {
        text: 'lady next to me is holding a sign that says MOM spelled out in skittles',
        turn: { kind: 'moment', words: ['MOM spelled out in skittles'] },
      },
      {
        text: "he just walked out. he's bald now lol. he hugged me so hard my glasses broke",
        turn: { kind: 'moment', words: ['he just walked out', 'he hugged me so hard my glasses broke'] },
      },
      {
        text: 'dreamy and hazy, like a mazzy star song. Fade Into You basically',
        turn: { kind: 'style', words: ['dreamy and hazy', 'mazzy star'] },
        style: [
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: 'hazy', pins: [mood('dreamy'), mood('chill')] },
        ],
        artists: [{ said: 'mazzy star', name: 'Mazzy Star' }],
        songs: [{ said: 'Fade Into You', title: 'Fade Into You', artist: 'Mazzy Star' }],
      },
      {
        text: "can the chorus say 'you look like dad'",
        turn: { kind: 'request', words: ["can the chorus say 'you look like dad'"] },
      },
    ],
  },
  {
    id: 'costco-parking-lot',
    messages: [
      {
        text: "my little sister choreographed a whole dance for my wedding and didn't tell me till last week",
        turn: { kind: 'moment', words: ['choreographed a whole dance for my wedding'] },
      },
      {
        text: 'we practiced in the costco parking lot at midnight. the security guard joined in on the second chorus',
        turn: {
          kind: 'memory',
          words: ['practiced in the costco parking lot at midnight', 'the security guard joined in'],
        },
      },
      {
        text: 'K-pop!! big and shiny. BLACKPINK, TWICE',
        turn: { kind: 'style', words: ['K-pop', 'BLACKPINK', 'TWICE'] },
        style: [
          { said: 'K-pop', pins: [genre('pop')] },
          { said: 'big', pins: [mood('energetic'), mood('powerful')] },
          { said: 'shiny', pins: [genre('pop'), mood('happy')] },
        ],
        artists: [
          { said: 'BLACKPINK', name: 'BLACKPINK' },
          { said: 'TWICE', name: 'TWICE' },
        ],
      },
      {
        text: "we're doing it at the reception. my mother in law is going to faint",
        turn: { kind: 'decision', words: ["we're doing it at the reception"] },
      },
    ],
  },
  {
    id: 'slanted-porch',
    messages: [
      {
        text: 'Closed on our first house today. The porch slants so bad a marble rolls right off it.',
        turn: { kind: 'first', words: ['Closed on our first house', 'a marble rolls right off it'] },
      },
      {
        text: 'alt-country, front porch sound. wilco, lucinda williams',
        turn: { kind: 'style', words: ['alt-country', 'wilco', 'lucinda williams'] },
        style: [
          { said: 'alt-country', pins: [genre('country'), genre('alternative'), genre('indie')] },
          { said: 'front porch', pins: [genre('folk'), genre('country'), mood('chill')] },
        ],
        artists: [
          { said: 'wilco', name: 'Wilco' },
          { said: 'lucinda williams', name: 'Lucinda Williams' },
        ],
      },
      {
        text: 'My pop offered to co-sign and I said no. Too proud. I think I hurt him.',
        turn: { kind: 'confession', words: ['I said no', 'I think I hurt him'] },
        notStyle: ['pop'],
      },
      {
        text: "I'm going to ask him to help me fix the porch. Level it. He'd like that",
        turn: { kind: 'decision', words: ["I'm going to ask him to help me fix the porch"] },
      },
    ],
  },
  {
    id: 'not-like-this',
    messages: [
      {
        text: "I said no. He proposed at his cousin's wedding in front of 200 people and I said no.",
        turn: { kind: 'decision', words: ['I said no'] },
      },
      {
        text: 'everybody keeps saying i humiliated him. i think he humiliated me',
        turn: { kind: 'feeling', words: ['i think he humiliated me'] },
      },
      {
        text: 'rnb, a little angry, a lot confident. like jazmine sullivan or Summer Walker',
        turn: { kind: 'style', words: ['rnb', 'jazmine sullivan', 'Summer Walker'] },
        style: [
          { said: 'rnb', pins: [genre('r&b')] },
          { said: 'a little angry', pins: [mood('angry')] },
          { said: 'confident', pins: [mood('confident')] },
        ],
        artists: [
          { said: 'jazmine sullivan', name: 'Jazmine Sullivan' },
          { said: 'Summer Walker', name: 'Summer Walker' },
        ],
      },
      {
        text: "the hook should be 'not like this'",
        turn: { kind: 'request', words: ["the hook should be 'not like this'"] },
      },
    ],
  },
  {
    id: 'tacos-in-the-rain',
    messages: [
      {
        text: 'went on my first date since the divorce!! we ate tacos in his car bc it was pouring',
        turn: { kind: 'first', words: ['my first date since the divorce', 'ate tacos in his car'] },
      },
      {
        text: 'bedroom pop kinda? soft and giddy. Rex Orange County',
        turn: { kind: 'style', words: ['bedroom pop', 'Rex Orange County'] },
        style: [
          { said: 'bedroom pop', pins: [genre('indie'), genre('pop')] },
          { said: 'soft', pins: [mood('chill'), mood('romantic'), mood('dreamy')] },
          { said: 'giddy', pins: [mood('happy'), mood('romantic')] },
        ],
        artists: [{ said: 'Rex Orange County', name: 'Rex Orange County' }],
      },
      {
        text: 'i havent told him i have kids yet. three of them',
        turn: { kind: 'confession', words: ['i havent told him i have kids yet'] },
      },
    ],
  },
  {
    id: 'b-14',
    messages: [
      {
        text: 'My grandparents met at the jukebox in the Starlite Diner in 1961. He played Chuck Berry and she unplugged it.',
        turn: { kind: 'memory', words: ['met at the jukebox', 'she unplugged it'] },
        artists: [{ said: 'Chuck Berry', name: 'Chuck Berry' }],
      },
      {
        text: "They're tearing the diner down next month for a car wash",
        turn: { kind: 'change', words: ['tearing the diner down next month'] },
      },
      {
        text: 'old rock & roll, buddy holly, a little doo-wop in the backing vocals',
        turn: { kind: 'style', words: ['rock & roll', 'buddy holly', 'doo-wop'] },
        style: [
          { said: 'rock & roll', pins: [genre('rock'), mood('nostalgic')] },
          { said: 'doo-wop', pins: [genre('soul'), genre('r&b'), genre('pop')] },
        ],
        artists: [{ said: 'buddy holly', name: 'Buddy Holly' }],
      },
      {
        text: "make the title 'B-14'. that was the number on the jukebox",
        turn: { kind: 'request', words: ["make the title 'B-14'"] },
      },
    ],
  },
];
