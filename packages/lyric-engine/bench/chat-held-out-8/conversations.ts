/**
 * The eighth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "a pop fly", "the Jazz game", "soft serve"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_8: HeldOut4Conversation[] = [
  {
    id: 'walking-around-with-you',
    messages: [
      {
        text: 'my little brother Reuben died on the 9th. 26. aneurysm, at the climbing gym of all places',
        turn: { kind: 'death', words: ['my little brother Reuben died on the 9th'] },
        condolence: { died: "Reuben, the writer's little brother", to: 'the writer' },
      },
      {
        text: 'he was an organ donor. got a letter today that a guy in Fresno has his heart now and a teacher in Boise can see out of his corneas',
        turn: { kind: 'moment', words: ['a guy in Fresno has his heart now'] },
        notStyle: ['an organ donor'],
      },
      {
        text: 'im going to send the song to the guy in fresno. the donor office said they can pass it on if its anonymous',
        turn: { kind: 'decision', words: ['im going to send the song to the guy in fresno'] },
      },
      {
        text: 'big warm gospel choir but not churchy. like the end of a Kirk Franklin thing where it just keeps swelling',
        turn: { kind: 'style', words: ['big warm gospel choir', 'Kirk Franklin', 'swelling'] },
        style: [
          { said: 'gospel choir', pins: [genre('soul'), mood('uplifting'), mood('powerful')] },
          { said: 'warm', pins: [mood('romantic'), mood('happy'), mood('chill')] },
          { said: 'swelling', pins: [mood('powerful'), mood('uplifting')] },
        ],
        artists: [{ said: 'Kirk Franklin', name: 'Kirk Franklin' }],
      },
      {
        text: "chorus: 'somebody's walking around with you'",
        turn: { kind: 'request', words: ["chorus: 'somebody's walking around with you'"] },
      },
    ],
  },
  {
    id: 'one-name-on-the-cards',
    messages: [
      {
        text: 'rain all day. finally cleaned the gutters, found a tennis ball up there from like 2015',
        turn: { kind: 'moment', words: ['finally cleaned the gutters'] },
      },
      {
        text: 'first christmas card season where i only sign one name.',
        turn: { kind: 'death', words: ['where i only sign one name'] },
        condolence: { died: "the writer's wife", to: 'the writer' },
      },
      {
        text: 'she always did the cards. 140 of them, her handwriting, and a little drawing of our dog on every single one even years after the dog was gone',
        turn: { kind: 'memory', words: ['a little drawing of our dog on every single one'] },
      },
      {
        text: 'quiet. wintry. a little warm tho',
        turn: { kind: 'style', words: ['quiet', 'wintry', 'a little warm'] },
        style: [
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
          { said: 'wintry', pins: [mood('melancholic'), mood('dreamy')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
        ],
      },
      {
        text: 'the sarah mclachlan christmas record kind of thing. piano and breath',
        turn: { kind: 'style', words: ['sarah mclachlan', 'piano and breath'] },
        style: [{ said: 'piano', pins: [genre('classical'), genre('pop'), mood('chill')] }],
        artists: [{ said: 'sarah mclachlan', name: 'Sarah McLachlan' }],
      },
    ],
  },
  {
    id: 'initials-in-sharpie',
    messages: [
      {
        text: 'coached my last cross-country meet of the season today. 11 kids, 9 PRs',
        turn: { kind: 'moment', words: ['coached my last cross-country meet of the season today'] },
        notStyle: ['cross-country'],
      },
      {
        text: "one of my runners, Dario, lost his mom monday. he ran anyway. said she'd be mad if he didnt",
        turn: { kind: 'death', words: ['Dario, lost his mom monday'] },
        condolence: {
          died: "the mother of Dario, one of the writer's runners",
          to: 'Dario, and the writer as his coach',
        },
      },
      {
        text: 'i want something he can put on for his long runs. steady, like footsteps',
        turn: { kind: 'request', words: ['i want something he can put on for his long runs'] },
        style: [{ said: 'steady', pins: [mood('chill'), mood('confident')] }],
      },
      {
        text: 'post-rock, one of those long builds. explosions in the sky. no words in the bridge maybe',
        turn: { kind: 'style', words: ['post-rock', 'long builds', 'explosions in the sky'] },
        style: [
          { said: 'post-rock', pins: [genre('rock'), genre('alternative'), mood('dreamy')] },
          { said: 'long builds', pins: [mood('powerful'), mood('uplifting')] },
        ],
        artists: [{ said: 'explosions in the sky', name: 'Explosions in the Sky' }],
      },
    ],
  },
  {
    id: 'no-bulbs',
    messages: [
      {
        text: 'SIGNED THE LEASE. my own place!!! first time ever living alone and im 34 lol',
        turn: { kind: 'first', words: ['first time ever living alone'] },
      },
      {
        text: 'celebrated with disco fries from the Tick Tock diner at 1am, ate them on the floor with the lights off bc i dont own a single bulb yet',
        turn: { kind: 'moment', words: ['ate them on the floor with the lights off'] },
        notStyle: ['disco fries'],
      },
      {
        text: 'giddy. independent. a lil bit lonely but the good kind',
        turn: { kind: 'style', words: ['giddy', 'independent', 'a lil bit lonely'] },
        style: [
          { said: 'giddy', pins: [mood('happy'), mood('energetic')] },
          { said: 'independent', pins: [mood('confident')] },
          { said: 'lonely', pins: [mood('melancholic'), mood('sad')] },
        ],
      },
      {
        text: 'haim, maybe some Feist. hand drums, bright jangly guitars',
        turn: { kind: 'style', words: ['haim', 'Feist', 'hand drums', 'bright jangly guitars'] },
        style: [
          { said: 'hand drums', pins: [genre('folk'), genre('pop')] },
          { said: 'bright', pins: [mood('happy'), mood('uplifting')] },
          { said: 'jangly guitars', pins: [genre('indie'), genre('pop'), genre('rock')] },
        ],
        artists: [
          { said: 'haim', name: 'HAIM' },
          { said: 'Feist', name: 'Feist' },
        ],
      },
    ],
  },
  {
    id: 'seeds-in-the-sock',
    messages: [
      {
        text: 'took my dad to the Jazz game last night. first one since his stroke',
        turn: {
          kind: 'moment',
          words: ['took my dad to the Jazz game last night', 'first one since his stroke'],
        },
        notStyle: ['the Jazz game'],
      },
      {
        text: "he used to take me every year on my birthday, nosebleed seats, and he'd sneak a bag of sunflower seeds in past security in his sock",
        turn: { kind: 'memory', words: ['sneak a bag of sunflower seeds in past security in his sock'] },
      },
      {
        text: 'this time i pushed the wheelchair and i snuck the seeds. he laughed so hard the usher came over',
        turn: { kind: 'moment', words: ['i pushed the wheelchair and i snuck the seeds'] },
      },
      {
        text: 'not a sad song!! proud, a little swagger. john mellencamp, small town stuff',
        turn: { kind: 'style', words: ['proud', 'a little swagger', 'john mellencamp'] },
        style: [
          { said: 'proud', pins: [mood('confident'), mood('uplifting')] },
          { said: 'swagger', pins: [mood('confident'), mood('energetic')] },
          { said: 'small town stuff', pins: [genre('rock'), genre('country'), mood('nostalgic')] },
        ],
        artists: [{ said: 'john mellencamp', name: 'John Mellencamp' }],
      },
      {
        text: "hook: 'i got the seeds'",
        turn: { kind: 'request', words: ["hook: 'i got the seeds'"] },
      },
    ],
  },
  {
    id: 'laundry-basket',
    messages: [
      {
        text: 'ok confession. i havent opened my mail in 3 months. theres a whole laundry basket of it in the hall closet',
        turn: { kind: 'confession', words: ['i havent opened my mail in 3 months'] },
      },
      {
        text: 'we had the fire drill at work today and i stood in the parking lot for 20 min thinking about that basket',
        turn: { kind: 'moment', words: ['i stood in the parking lot for 20 min thinking about that basket'] },
        notStyle: ['the fire drill'],
      },
      {
        text: 'im opening all of it sunday. my sister is coming over with wine and a letter opener and zero judgement',
        turn: { kind: 'decision', words: ['im opening all of it sunday'] },
      },
      {
        text: 'anxious but funny about it. like a Fiona Apple song if she was in a better mood',
        turn: { kind: 'style', words: ['anxious but funny', 'Fiona Apple'] },
        style: [
          { said: 'anxious', pins: [mood('energetic'), mood('melancholic')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'Fiona Apple', name: 'Fiona Apple' }],
      },
    ],
  },
  {
    id: 'the-dorothy',
    messages: [
      {
        text: 'grandpa Lyle passed early this morning. 88. my aunt called at 5',
        turn: { kind: 'death', words: ['grandpa Lyle passed early this morning'] },
        condolence: { died: "Lyle, the writer's grandfather", to: 'the writer' },
      },
      {
        text: 'he left me his bass boat. its 40 yrs old, it leaks, and he named it the Dorothy after grandma',
        turn: {
          kind: 'change',
          words: ['he left me his bass boat', 'he named it the Dorothy after grandma'],
        },
        notStyle: ['his bass boat'],
      },
      {
        text: 'swampy southern blues rock. slide guitar, a little dobro. laid-back like JJ Cale',
        turn: { kind: 'style', words: ['swampy southern blues rock', 'slide guitar', 'dobro', 'JJ Cale'] },
        style: [
          { said: 'swampy southern blues rock', pins: [genre('blues'), genre('rock'), genre('country')] },
          { said: 'slide guitar', pins: [genre('blues'), genre('country')] },
          { said: 'dobro', pins: [genre('country'), genre('folk'), genre('blues')] },
          { said: 'laid-back', pins: [mood('chill')] },
        ],
        artists: [{ said: 'JJ Cale', name: 'J.J. Cale' }],
      },
      {
        text: "title: 'the Dorothy'",
        turn: { kind: 'request', words: ["title: 'the Dorothy'"] },
      },
    ],
  },
  {
    id: 'wrong-flavor',
    messages: [
      {
        text: 'dropped my youngest at college today. Michigan State. the dorm smelled like feet and fresh paint',
        turn: { kind: 'change', words: ['dropped my youngest at college today'] },
      },
      {
        text: 'we stopped for ice cream on the way home like always and i ordered his rocky road by accident. he wasnt in the car',
        turn: { kind: 'moment', words: ['i ordered his rocky road by accident', 'he wasnt in the car'] },
        notStyle: ['rocky road'],
      },
      {
        text: 'nostalgic but not mopey. acoustic, close harmonies. simon & garfunkel, a bit of the everly brothers',
        turn: {
          kind: 'style',
          words: ['nostalgic', 'acoustic, close harmonies', 'simon & garfunkel', 'the everly brothers'],
        },
        style: [
          { said: 'nostalgic', pins: [mood('nostalgic')] },
          { said: 'acoustic', pins: [genre('folk')] },
          { said: 'close harmonies', pins: [genre('folk'), genre('pop')] },
        ],
        artists: [
          { said: 'simon & garfunkel', name: 'Simon & Garfunkel' },
          { said: 'the everly brothers', name: 'The Everly Brothers' },
        ],
      },
      {
        text: "can the last line be 'he left the hall light on'",
        turn: { kind: 'request', words: ["can the last line be 'he left the hall light on'"] },
      },
    ],
  },
  {
    id: 'burnt-grilled-cheese',
    messages: [
      {
        text: 'my boyfriend shaved off his soul patch last night and i genuinely dont know who im dating anymore lol',
        turn: { kind: 'moment', words: ['my boyfriend shaved off his soul patch last night'] },
        notStyle: ['his soul patch'],
      },
      {
        text: 'ALSO. same night. he asked me to move in and i said yes before he finished the sentence. were doing it in march',
        turn: {
          kind: 'decision',
          words: ['i said yes before he finished the sentence', 'were doing it in march'],
        },
      },
      {
        text: 'sweet and goofy. a love song that doesnt take itself serious. jonathan richman',
        turn: { kind: 'style', words: ['sweet and goofy', 'a love song', 'jonathan richman'] },
        style: [
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'love song', pins: [mood('romantic')] },
        ],
        artists: [{ said: 'jonathan richman', name: 'Jonathan Richman' }],
      },
    ],
  },
  {
    id: 'pantry-door',
    messages: [
      {
        text: 'moms house is on the market. the open house is sunday so shes staying with me, she doesnt want to watch strangers open her closets',
        turn: { kind: 'change', words: ['moms house is on the market'] },
        notStyle: ['the open house'],
      },
      {
        text: 'the pencil marks on the pantry door. all 4 of us kids, 1979 to 1996. the realtor wants it painted',
        turn: { kind: 'memory', words: ['the pencil marks on the pantry door', '1979 to 1996'] },
      },
      {
        text: 'folk, fingerpicked, real plainspoken. Iris DeMent',
        turn: { kind: 'style', words: ['folk', 'fingerpicked', 'plainspoken', 'Iris DeMent'] },
        style: [
          { said: 'folk', pins: [genre('folk')] },
          { said: 'fingerpicked', pins: [genre('folk'), genre('country')] },
          { said: 'plainspoken', pins: [genre('folk'), genre('country'), mood('chill')] },
        ],
        artists: [{ said: 'Iris DeMent', name: 'Iris DeMent' }],
      },
      {
        text: 'could the chorus just be the names and the heights? like a list',
        turn: { kind: 'request', words: ['could the chorus just be the names and the heights'] },
      },
    ],
  },
  {
    id: 'pink-hard-hat',
    messages: [
      {
        text: 'PASSED MY JOURNEYMAN TEST. 5 years apprenticing in sheet metal and its done',
        turn: { kind: 'first', words: ['PASSED MY JOURNEYMAN TEST'] },
        notStyle: ['sheet metal'],
      },
      {
        text: 'first woman in our local to do it. the guys left a pink hard hat in my locker as a joke and im wearing it on the job tommorow',
        turn: { kind: 'decision', words: ['im wearing it on the job tommorow'] },
      },
      {
        text: 'big. loud. stompy.',
        turn: { kind: 'style', words: ['big', 'loud', 'stompy'] },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
          { said: 'stompy', pins: [mood('energetic'), genre('rock')] },
        ],
      },
      {
        text: 'joan jett, the runaways. and a little Shania for the attitude',
        turn: { kind: 'style', words: ['joan jett', 'the runaways', 'Shania', 'attitude'] },
        style: [{ said: 'attitude', pins: [mood('confident')] }],
        artists: [
          { said: 'joan jett', name: 'Joan Jett' },
          { said: 'the runaways', name: 'The Runaways' },
          { said: 'Shania', name: 'Shania Twain' },
        ],
      },
    ],
  },
  {
    id: 'shave-and-a-haircut',
    messages: [
      {
        text: 'my wifes dad passed sunday. Hector. she hasnt cried yet, shes just doing spreadsheets for the funeral',
        turn: { kind: 'death', words: ['my wifes dad passed sunday'] },
        condolence: {
          died: "Hector, the father of the writer's wife",
          to: "the writer's wife, and the writer",
        },
      },
      {
        text: "every time he left our place he'd honk the horn twice at the end of the driveway. shave and a haircut. every time for 12 years",
        turn: { kind: 'memory', words: ["he'd honk the horn twice at the end of the driveway"] },
        notStyle: ['honk the horn'],
      },
      {
        text: 'i want to write this one for her, not for me',
        turn: { kind: 'request', words: ['i want to write this one for her'] },
      },
      {
        text: 'ranchera, slow. vicente fernández',
        turn: { kind: 'style', words: ['ranchera', 'slow', 'vicente fernández'] },
        style: [
          { said: 'ranchera', pins: [genre('folk'), genre('country'), mood('romantic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'vicente fernández', name: 'Vicente Fernández' }],
      },
      {
        text: 'and can it end on two short trumpet hits. like the honk',
        turn: { kind: 'request', words: ['can it end on two short trumpet hits'] },
        style: [{ said: 'trumpet', pins: [genre('jazz'), genre('folk')] }],
      },
    ],
  },
  {
    id: 'no-rods',
    messages: [
      {
        text: 'gospel truth? i never liked fishing. 30 years of saturdays at the reservoir with my dad and i hated every minute',
        turn: { kind: 'confession', words: ['i never liked fishing', 'i hated every minute'] },
        notStyle: ['gospel truth'],
      },
      {
        text: "i went becuase thats when he talked. he'd say more in one boat morning than the rest of the week put together",
        turn: { kind: 'memory', words: ["he'd say more in one boat morning than the rest of the week"] },
      },
      {
        text: 'hes 79, sold the boat in may. last saturday he called and asked if i wanted to go sit at the reservoir anyway. no rods',
        turn: { kind: 'moment', words: ['asked if i wanted to go sit at the reservoir anyway', 'no rods'] },
      },
      {
        text: 'plainspoken country. Chris Stapleton but quieter, or a Don Williams thing',
        turn: { kind: 'style', words: ['plainspoken country', 'Chris Stapleton', 'Don Williams'] },
        style: [
          { said: 'plainspoken country', pins: [genre('country')] },
          { said: 'quieter', pins: [mood('chill')] },
        ],
        artists: [
          { said: 'Chris Stapleton', name: 'Chris Stapleton' },
          { said: 'Don Williams', name: 'Don Williams' },
        ],
      },
    ],
  },
  {
    id: 'still-rising',
    messages: [
      {
        text: 'ive been in a funk since the bakery closed. 19 years of 4am and then just. nothing',
        turn: { kind: 'change', words: ['since the bakery closed'] },
        notStyle: ['in a funk'],
      },
      {
        text: 'so im doing it. baking out of my house saturdays, cottage license came through this morning',
        turn: { kind: 'decision', words: ['baking out of my house saturdays'] },
      },
      {
        text: 'upbeat, warm, a little motown-ish. the supremes',
        turn: { kind: 'style', words: ['upbeat', 'warm', 'motown-ish', 'the supremes'] },
        style: [
          { said: 'upbeat', pins: [mood('happy'), mood('energetic')] },
          { said: 'warm', pins: [mood('happy'), mood('romantic')] },
          { said: 'motown-ish', pins: [genre('soul'), genre('r&b'), genre('pop')] },
        ],
        artists: [{ said: 'the supremes', name: 'The Supremes' }],
      },
      {
        text: "hook: 'shes still rising'",
        turn: { kind: 'request', words: ["hook: 'shes still rising'"] },
      },
    ],
  },
  {
    id: 'weather-report',
    messages: [
      {
        text: 'sunday. 7pm. phone didnt ring.',
        turn: { kind: 'death', words: ['phone didnt ring'] },
        condolence: { died: "the writer's mother, who called every Sunday at 7", to: 'the writer' },
      },
      {
        text: "41 years she called at 7 on sundays. if i didnt pick up she'd leave the whole weather report on the machine. for where SHE lived",
        turn: { kind: 'memory', words: ["she'd leave the whole weather report on the machine"] },
      },
      {
        text: 'i saved 11 of her voicemails. i havent told my husband i sit in the car in the garage and listen to them',
        turn: { kind: 'confession', words: ['i havent told my husband i sit in the car'] },
      },
      {
        text: 'lo-fi, tape hiss, maybe a little voicemail sample at the start',
        turn: { kind: 'style', words: ['lo-fi', 'tape hiss', 'voicemail sample'] },
        style: [
          { said: 'lo-fi', pins: [genre('hip-hop'), genre('electronic'), mood('chill')] },
          { said: 'tape hiss', pins: [mood('nostalgic'), mood('chill')] },
          { said: 'voicemail sample', pins: [genre('hip-hop'), genre('electronic')] },
        ],
      },
      {
        text: 'like a J Dilla beat kind of. Donuts era',
        turn: { kind: 'style', words: ['J Dilla', 'Donuts era'] },
        style: [{ said: 'beat', pins: [genre('hip-hop')] }],
        artists: [{ said: 'J Dilla', name: 'J Dilla' }],
      },
    ],
  },
  {
    id: 'no-thank-you',
    messages: [
      {
        text: 'ive never been one to rock the boat. 23 years at the same insurance company, same desk, same parking spot, same turkey sandwich',
        turn: { kind: 'memory', words: ['23 years at the same insurance company'] },
        notStyle: ['rock the boat'],
      },
      {
        text: 'they want to transfer me to Phoenix. im telling them no tomorrow at 9. first time ive said no to anything in that building',
        turn: { kind: 'decision', words: ['im telling them no tomorrow at 9'] },
      },
      {
        text: 'defiant!! but polite about it lol',
        turn: { kind: 'style', words: ['defiant', 'polite'] },
        style: [
          { said: 'defiant', pins: [mood('confident'), mood('angry'), mood('powerful')] },
          { said: 'polite', pins: [mood('chill')] },
        ],
      },
      {
        text: 'talking heads. devo. jerky nervous new wave',
        turn: { kind: 'style', words: ['talking heads', 'devo', 'jerky nervous new wave'] },
        style: [
          { said: 'jerky', pins: [mood('energetic')] },
          { said: 'nervous', pins: [mood('energetic')] },
          {
            said: 'new wave',
            pins: [genre('rock'), genre('pop'), genre('electronic'), genre('alternative')],
          },
        ],
        artists: [
          { said: 'talking heads', name: 'Talking Heads' },
          { said: 'devo', name: 'Devo' },
        ],
      },
      {
        text: "chorus: 'no thank you'",
        turn: { kind: 'request', words: ["chorus: 'no thank you'"] },
      },
    ],
  },
  {
    id: 'state-fair-wink',
    messages: [
      {
        text: 'my grandma only swore once in a blue moon and it was always at the Cowboys',
        turn: { kind: 'moment', words: ['it was always at the Cowboys'] },
        notStyle: ['once in a blue moon'],
      },
      {
        text: 'she had a signed Charley Pride photo in the bathroom for 50 years. swore he winked at her at the state fair in 1971',
        turn: { kind: 'memory', words: ['swore he winked at her at the state fair in 1971'] },
        artists: [{ said: 'Charley Pride', name: 'Charley Pride' }],
      },
      {
        text: 'she moves into memory care next week. shes taking the photo. non negotiable',
        turn: { kind: 'change', words: ['she moves into memory care next week'] },
      },
      {
        text: 'classic country, tender. pedal steel and brushes on the snare',
        turn: { kind: 'style', words: ['classic country', 'tender', 'pedal steel', 'brushes'] },
        style: [
          { said: 'classic country', pins: [genre('country'), mood('nostalgic')] },
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
          { said: 'pedal steel', pins: [genre('country')] },
          { said: 'brushes', pins: [genre('jazz'), genre('country'), mood('chill')] },
        ],
      },
    ],
  },
  {
    id: 'felix-412',
    messages: [
      {
        text: 'became a grandpa at 4:12 this morning!!! 7 lb 3 oz. Felix',
        turn: { kind: 'first', words: ['became a grandpa at 4:12 this morning'] },
      },
      {
        text: 'the waiting room tv played Angry Birds the movie on mute for 14 hrs straight. i know the whole plot now, without words',
        turn: { kind: 'moment', words: ['i know the whole plot now'] },
        notStyle: ['Angry Birds'],
      },
      {
        text: 'lullaby. soft and swaying, music box, nylon string guitar',
        turn: { kind: 'style', words: ['lullaby', 'soft and swaying', 'music box', 'nylon string guitar'] },
        style: [
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy')] },
          { said: 'soft', pins: [mood('chill')] },
          { said: 'swaying', pins: [mood('chill'), mood('romantic')] },
          { said: 'music box', pins: [mood('dreamy'), genre('classical')] },
          { said: 'nylon string guitar', pins: [genre('folk'), genre('classical')] },
        ],
      },
      {
        text: 'jack johnson. banana pancakes kind of easy',
        turn: { kind: 'style', words: ['jack johnson', 'banana pancakes', 'easy'] },
        style: [{ said: 'easy', pins: [mood('chill'), mood('happy')] }],
        artists: [{ said: 'jack johnson', name: 'Jack Johnson' }],
        songs: [{ said: 'banana pancakes', title: 'Banana Pancakes', artist: 'Jack Johnson' }],
      },
    ],
  },
  {
    id: 'initials-on-the-line',
    messages: [
      {
        text: 'just got off swing shift. 3 to 11. eating a gas station burrito in the walmart lot with the heat on',
        turn: { kind: 'moment', words: ['eating a gas station burrito in the walmart lot'] },
        notStyle: ['swing shift'],
      },
      {
        text: 'so the plant closes in june, they told us thursday. my mom worked this exact line for 30 years and ive been on it 9 and honestly i thought id retire here like she did, i thought id get the cake in the break room and the plaque, and now its just. june. and nobody knows what the building turns into. somebody said a storage place',
        turn: { kind: 'change', words: ['the plant closes in june'] },
      },
      {
        text: 'i keep finding her initials scratched in stuff. inside a locker door, under a break room table. D.K. 1987',
        turn: { kind: 'memory', words: ['i keep finding her initials scratched in stuff', 'D.K. 1987'] },
      },
      {
        text: 'working class rock. bob seger, the hold steady. gritty but hopeful',
        turn: {
          kind: 'style',
          words: ['working class rock', 'bob seger', 'the hold steady', 'gritty but hopeful'],
        },
        style: [
          { said: 'working class rock', pins: [genre('rock')] },
          { said: 'gritty', pins: [genre('rock'), genre('blues')] },
          { said: 'hopeful', pins: [mood('uplifting')] },
        ],
        artists: [
          { said: 'bob seger', name: 'Bob Seger' },
          { said: 'the hold steady', name: 'The Hold Steady' },
        ],
      },
    ],
  },
  {
    id: 'did-it-count',
    messages: [
      {
        text: "i coach my kids t-ball team. today a girl named Junie caught a pop fly with her face. shes fine!! she got up and asked if it counted and some dad in the bleachers yelled 'FREE BIRD'",
        turn: {
          kind: 'moment',
          words: ['caught a pop fly with her face', 'she got up and asked if it counted'],
        },
        notStyle: ['a pop fly'],
        songs: [{ said: 'FREE BIRD', title: 'Free Bird', artist: 'Lynyrd Skynyrd' }],
      },
      {
        text: 'it counted.',
        turn: { kind: 'moment', words: ['it counted'] },
      },
      {
        text: 'i want the whole song to be about her getting up',
        turn: { kind: 'request', words: ['i want the whole song to be about her getting up'] },
      },
      {
        text: 'upbeat scrappy garage rock!! the hives, the white stripes',
        turn: { kind: 'style', words: ['upbeat scrappy garage rock', 'the hives', 'the white stripes'] },
        style: [
          { said: 'upbeat', pins: [mood('energetic'), mood('happy')] },
          { said: 'scrappy', pins: [genre('punk'), mood('energetic')] },
          { said: 'garage rock', pins: [genre('rock'), genre('punk')] },
        ],
        artists: [
          { said: 'the hives', name: 'The Hives' },
          { said: 'the white stripes', name: 'The White Stripes' },
        ],
      },
    ],
  },
  {
    id: 'calling-deshawn',
    messages: [
      {
        text: 'doctor says im fit as a fiddle. six months sober on tuesday',
        turn: { kind: 'change', words: ['six months sober on tuesday'] },
        notStyle: ['fit as a fiddle'],
      },
      {
        text: 'i never told my band why i really quit. they think i moved for a girl',
        turn: { kind: 'confession', words: ['i never told my band why i really quit'] },
      },
      {
        text: 'im calling Deshawn tonight. hes our drummer. he was my best man',
        turn: { kind: 'decision', words: ['im calling Deshawn tonight'] },
      },
      {
        text: 'it should feel like Alabama in august. humid, slow, nowhere to be',
        turn: { kind: 'style', words: ['humid, slow, nowhere to be'] },
        style: [
          { said: 'humid', pins: [mood('dreamy'), mood('chill')] },
          { said: 'slow', pins: [mood('chill')] },
        ],
      },
      {
        text: 'honest and raw, not preachy. the avett brothers when they get quiet',
        turn: { kind: 'style', words: ['honest and raw', 'the avett brothers'] },
        style: [
          { said: 'honest', pins: [genre('folk'), mood('melancholic')] },
          { said: 'raw', pins: [genre('folk'), genre('rock')] },
          { said: 'quiet', pins: [mood('chill')] },
        ],
        artists: [{ said: 'the avett brothers', name: 'The Avett Brothers' }],
      },
    ],
  },
  {
    id: 'ill-drive',
    messages: [
      {
        text: 'my daughter drove on the interstate for the first time today. i held the grab handle the entire time and pretended i was stretching',
        turn: { kind: 'first', words: ['drove on the interstate for the first time today'] },
      },
      {
        text: 'we got soft serve at the Dairy Queen after. she ordered for both of us, like a whole adult',
        turn: { kind: 'moment', words: ['she ordered for both of us'] },
        notStyle: ['soft serve'],
      },
      {
        text: 'it should feel like the DQ parking lot in july. sticky and golden',
        turn: { kind: 'style', words: ['sticky and golden'] },
        style: [{ said: 'golden', pins: [mood('nostalgic'), mood('happy')] }],
      },
      {
        text: 'sheryl crow, soak up the sun kind of thing',
        turn: { kind: 'style', words: ['sheryl crow', 'soak up the sun'] },
        artists: [{ said: 'sheryl crow', name: 'Sheryl Crow' }],
        songs: [{ said: 'soak up the sun', title: 'Soak Up the Sun', artist: 'Sheryl Crow' }],
      },
      {
        text: "last line: 'ill drive'",
        turn: { kind: 'request', words: ["last line: 'ill drive'"] },
      },
    ],
  },
  {
    id: 'biscuit',
    messages: [
      {
        text: 'we put Biscuit down this afternoon. 15. the vet came to the house so he could be on his own bed',
        turn: { kind: 'death', words: ['we put Biscuit down this afternoon'] },
        condolence: { died: "Biscuit, the writer's dog", to: 'the writer and the family' },
      },
      {
        text: "my husband teaches psych and he always said that dog was a walking case of classical conditioning. fridge opens, there he is. also he howled every single time Don't Worry Be Happy came on. only that song",
        turn: { kind: 'memory', words: ['fridge opens, there he is', 'only that song'] },
        notStyle: ['classical conditioning'],
        songs: [{ said: "Don't Worry Be Happy", title: "Don't Worry, Be Happy", artist: 'Bobby McFerrin' }],
      },
      {
        text: 'tonight i stood with the fridge open way too long. just standing there',
        turn: { kind: 'moment', words: ['i stood with the fridge open way too long'] },
      },
      {
        text: 'a little funny a little sad. like a loudon wainwright song',
        turn: { kind: 'style', words: ['a little funny a little sad', 'loudon wainwright'] },
        style: [
          { said: 'funny', pins: [mood('happy')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'loudon wainwright', name: 'Loudon Wainwright III' }],
      },
    ],
  },
  {
    id: 'receipt-chorus',
    messages: [
      {
        text: 'sat in a traffic jam on the 405 for 2 hrs and wrote the whole chorus on a Chipotle receipt',
        turn: { kind: 'moment', words: ['wrote the whole chorus on a Chipotle receipt'] },
        notStyle: ['a traffic jam'],
      },
      {
        text: 'its for my fiancé. we get married in 11 days and i want it to be the first thing she hears that morning',
        turn: { kind: 'request', words: ['i want it to be the first thing she hears that morning'] },
      },
      {
        text: 'R&B/soul, 70s, strings & wah guitar. stevie wonder, minnie riperton',
        turn: {
          kind: 'style',
          words: ['R&B/soul', '70s', 'strings & wah guitar', 'stevie wonder', 'minnie riperton'],
        },
        style: [
          { said: 'R&B/soul', pins: [genre('r&b'), genre('soul')] },
          { said: '70s', pins: [mood('nostalgic')] },
          { said: 'strings', pins: [genre('soul'), genre('classical')] },
          { said: 'wah guitar', pins: [genre('soul'), genre('r&b'), genre('rock')] },
        ],
        artists: [
          { said: 'stevie wonder', name: 'Stevie Wonder' },
          { said: 'minnie riperton', name: 'Minnie Riperton' },
        ],
      },
      {
        text: "Lovin' You is our song but i definately cant hit that whistle note lol",
        turn: { kind: 'moment', words: ['is our song', 'cant hit that whistle note'] },
        songs: [{ said: "Lovin' You", title: "Lovin' You", artist: 'Minnie Riperton' }],
      },
      {
        text: 'make the last chorus go up a key',
        turn: { kind: 'request', words: ['make the last chorus go up a key'] },
      },
    ],
  },
  {
    id: 'sign-right-here',
    messages: [
      {
        text: 'MY DAD IS A CITIZEN. 22 years. he wore his church suit and cried during the pledge',
        turn: { kind: 'change', words: ['MY DAD IS A CITIZEN', '22 years'] },
      },
      {
        text: 'he learned english from AC/DC records. first full sentence he ever said to my mom was from Highway to Hell. she married him anyway',
        turn: { kind: 'memory', words: ['he learned english from AC/DC records'] },
        artists: [{ said: 'AC/DC', name: 'AC/DC' }],
        songs: [{ said: 'Highway to Hell', title: 'Highway to Hell', artist: 'AC/DC' }],
      },
      {
        text: 'so yeah. hard rock, big riffs, a stadium chorus. scorpions maybe',
        turn: { kind: 'style', words: ['hard rock', 'big riffs', 'a stadium chorus', 'scorpions'] },
        style: [
          { said: 'hard rock', pins: [genre('rock'), genre('metal')] },
          { said: 'big riffs', pins: [genre('rock'), genre('metal'), mood('powerful')] },
          { said: 'stadium chorus', pins: [mood('powerful'), mood('uplifting'), genre('rock')] },
        ],
        artists: [{ said: 'scorpions', name: 'Scorpions' }],
      },
      {
        text: "hook: 'sign right here'",
        turn: { kind: 'request', words: ["hook: 'sign right here'"] },
      },
    ],
  },
  {
    id: 'number-four',
    messages: [
      {
        text: 'we move to Lexington in 3 weeks. the Bluegrass State lol. my wife matched for residency there',
        turn: { kind: 'change', words: ['we move to Lexington in 3 weeks'] },
        notStyle: ['the Bluegrass State'],
      },
      {
        text: 'the kids made a list of everything theyll miss and taped it to the fridge. number one is the neighbors goat, number two is the pool with the broken diving board, three is the ice cream truck guy who plays the same song wrong, and number four is me?? apparently?? i am coming with them. nobody has explained this',
        turn: {
          kind: 'moment',
          words: ['the kids made a list of everything theyll miss', 'number four is me'],
        },
      },
      {
        text: 'bright, bouncy, jangle pop. the go-betweens, early R.E.M.',
        turn: { kind: 'style', words: ['bright, bouncy, jangle pop', 'the go-betweens', 'R.E.M.'] },
        style: [
          { said: 'bright', pins: [mood('happy'), mood('uplifting')] },
          { said: 'bouncy', pins: [mood('happy'), mood('energetic')] },
          { said: 'jangle pop', pins: [genre('indie'), genre('pop'), genre('rock')] },
        ],
        artists: [
          { said: 'the go-betweens', name: 'The Go-Betweens' },
          { said: 'R.E.M.', name: 'R.E.M.' },
        ],
      },
      {
        text: "title it 'number four'",
        turn: { kind: 'request', words: ["title it 'number four'"] },
      },
    ],
  },
  {
    id: 'microwave-smores',
    messages: [
      {
        text: 'out of the blue my old college roommate Jun called. his wife passed in march and he didnt tell anyone for months',
        turn: { kind: 'death', words: ['his wife passed in march'] },
        condolence: {
          died: "the wife of Jun, the writer's old college roommate",
          to: 'Jun, and the writer as his old friend',
        },
        notStyle: ['out of the blue'],
      },
      {
        text: "we talked 3 hours about nothing. about the time we set the microwave on fire making s'mores at 3am",
        turn: { kind: 'memory', words: ["we set the microwave on fire making s'mores"] },
      },
      {
        text: 'he asked me to write something. he cant listen to anything sad yet',
        turn: { kind: 'request', words: ['he asked me to write something'] },
      },
      {
        text: 'so: not sad. warm, easy, bossa nova. astrud gilberto, joão gilberto',
        turn: { kind: 'style', words: ['warm, easy, bossa nova', 'astrud gilberto', 'joão gilberto'] },
        style: [
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
          { said: 'easy', pins: [mood('chill')] },
          { said: 'bossa nova', pins: [genre('jazz'), mood('chill'), mood('romantic')] },
        ],
        artists: [
          { said: 'astrud gilberto', name: 'Astrud Gilberto' },
          { said: 'joão gilberto', name: 'João Gilberto' },
        ],
      },
    ],
  },
  {
    id: 'til-it-looks-right',
    messages: [
      {
        text: 'whew. 94 degrees today and the AC is out. anyway first time baking grandmas pound cake without her in the kitchen',
        turn: { kind: 'first', words: ['first time baking grandmas pound cake without her in the kitchen'] },
      },
      {
        text: "her card just says 'heavy cream til it looks right' and underlined twice 'DONT open the oven Lorraine'. im Lorraine",
        turn: { kind: 'memory', words: ["'DONT open the oven Lorraine'", 'im Lorraine'] },
        notStyle: ['heavy cream'],
      },
      {
        text: 'it should feel like a Piggly Wiggly on a sunday afternoon. slow and sweet but not sleepy',
        turn: { kind: 'style', words: ['slow and sweet'] },
        style: [
          { said: 'slow', pins: [mood('chill')] },
          { said: 'sweet', pins: [mood('happy'), mood('romantic')] },
        ],
      },
      {
        text: 'Mahalia Jackson maybe. or just somebody humming',
        turn: { kind: 'style', words: ['Mahalia Jackson', 'just somebody humming'] },
        style: [{ said: 'humming', pins: [mood('chill'), genre('soul'), genre('folk')] }],
        artists: [{ said: 'Mahalia Jackson', name: 'Mahalia Jackson' }],
      },
    ],
  },
  {
    id: 'state-line',
    messages: [
      {
        text: 'drove into West Virginia for the first time and the whole car sang Take Me Home, Country Roads at the state line. even my 15 year old',
        turn: { kind: 'moment', words: ['the whole car sang', 'even my 15 year old'] },
        songs: [
          {
            said: 'Take Me Home, Country Roads',
            title: 'Take Me Home, Country Roads',
            artist: 'John Denver',
          },
        ],
      },
      {
        text: 'i want the song to be those 30 seconds where she forgot to be cool',
        turn: {
          kind: 'request',
          words: ['i want the song to be those 30 seconds where she forgot to be cool'],
        },
      },
      {
        text: 'singalong folk, gang vocals, mandolin. old crow medicine show-ish',
        turn: {
          kind: 'style',
          words: ['singalong folk', 'gang vocals', 'mandolin', 'old crow medicine show'],
        },
        style: [
          { said: 'singalong folk', pins: [genre('folk'), mood('happy')] },
          { said: 'gang vocals', pins: [mood('powerful'), genre('folk'), genre('punk')] },
          { said: 'mandolin', pins: [genre('folk'), genre('country')] },
        ],
        artists: [{ said: 'old crow medicine show', name: 'Old Crow Medicine Show' }],
      },
    ],
  },
  {
    id: 'wooden-spoon',
    messages: [
      {
        text: 'sorry for the radio silence, had to fly to Manila last minute. my uncle Teo died saturday. lung cancer and he never smoked a day',
        turn: { kind: 'death', words: ['my uncle Teo died saturday'] },
        condolence: { died: "Teo, the writer's uncle", to: 'the writer and the family' },
      },
      {
        text: 'at every family party he sang Stand By Me by Ben E. King into a wooden spoon. every. single. party',
        turn: { kind: 'memory', words: ['into a wooden spoon'] },
        artists: [{ said: 'Ben E. King', name: 'Ben E. King' }],
        songs: [{ said: 'Stand By Me', title: 'Stand by Me', artist: 'Ben E. King' }],
      },
      {
        text: 'I want it to feel like the last song at the party when everyones tired and nobody wants to go home',
        turn: { kind: 'request', words: ['I want it to feel like the last song at the party'] },
      },
      {
        text: '50s soul, a slow dance, tenor sax',
        turn: { kind: 'style', words: ['50s soul', 'a slow dance', 'tenor sax'] },
        style: [
          { said: '50s soul', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: 'slow dance', pins: [mood('romantic'), mood('chill')] },
          { said: 'tenor sax', pins: [genre('jazz'), genre('soul')] },
        ],
      },
    ],
  },
];
