/**
 * The tenth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "Sunny Side Sue", "Silver Rock", "metal band shirts"). A reply must not pin or name
 * them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_10: HeldOut4Conversation[] = [
  {
    id: 'four-hundred-twelve-pairs',
    messages: [
      {
        text: 'my abuela Teodora died sunday morning. 96. my tia called at 6 and i knew from the ring',
        turn: { kind: 'death', words: ['my abuela Teodora died sunday morning'] },
        condolence: { died: "Teodora, the writer's grandmother", to: 'the writer' },
      },
      {
        text: 'she collected salt and pepper shakers. 412 pairs. chickens, cowboy boots, two cactuses in sombreros, a pair of tiny Eiffel towers. every one had a paper tag on the bottom saying where it came from and who gave it to her',
        turn: {
          kind: 'memory',
          words: [
            'she collected salt and pepper shakers',
            'a paper tag on the bottom saying where it came from',
          ],
        },
      },
      {
        text: 'bolero. slow, romantic, a little cheesy on purpose. like an old Lucho Gatica record',
        turn: { kind: 'style', words: ['bolero', 'slow, romantic', 'Lucho Gatica'] },
        style: [
          { said: 'bolero', pins: [genre('pop'), genre('jazz'), mood('romantic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'romantic', pins: [mood('romantic')] },
          { said: 'cheesy', pins: [mood('happy'), mood('nostalgic')] },
        ],
        artists: [{ said: 'Lucho Gatica', name: 'Lucho Gatica' }],
      },
      {
        text: "call it '412 pairs'",
        turn: { kind: 'request', words: ["call it '412 pairs'"] },
      },
    ],
  },
  {
    id: 'sunny-side-sue',
    messages: [
      {
        text: 'WE GOT A DOG!!!! retired racing greyhound, 6 yrs old, 70 lbs. her track name was Sunny Side Sue and we are NOT changing it',
        turn: { kind: 'first', words: ['WE GOT A DOG', 'retired racing greyhound'] },
        notStyle: ['Sunny Side Sue'],
      },
      {
        text: 'she had never seen stairs. she stood at the bottom and stared at them like i invented them. my husband carried her up to bed like a bride',
        turn: {
          kind: 'moment',
          words: ['she had never seen stairs', 'my husband carried her up to bed like a bride'],
        },
      },
      {
        text: 'bouncy and goofy. ukulele, whistling, handclaps. beach boys harmonies on the chorus',
        turn: {
          kind: 'style',
          words: ['bouncy and goofy', 'ukulele', 'whistling', 'handclaps', 'beach boys'],
        },
        style: [
          { said: 'bouncy', pins: [mood('happy'), mood('energetic')] },
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'ukulele', pins: [genre('pop'), genre('folk'), mood('happy')] },
          { said: 'whistling', pins: [mood('happy'), genre('folk')] },
          { said: 'handclaps', pins: [genre('pop'), mood('happy')] },
          { said: 'harmonies', pins: [genre('pop'), genre('folk')] },
        ],
        artists: [{ said: 'beach boys', name: 'The Beach Boys' }],
      },
      {
        text: 'title: Sunny Side Sue',
        turn: { kind: 'request', words: ['title: Sunny Side Sue'] },
        notStyle: ['Sunny Side Sue'],
      },
    ],
  },
  {
    id: 'freezer-hum',
    messages: [
      {
        text: 'ok so. im quitting the band. 11 years. telling them at practice thursday before i lose my nerve',
        turn: { kind: 'decision', words: ['im quitting the band', 'telling them at practice thursday'] },
      },
      {
        text: 'we practiced in Guss moms garage next to a chest freezer full of deer meat. every song we ever wrote has that freezer hum under it if you listen',
        turn: {
          kind: 'memory',
          words: ['next to a chest freezer full of deer meat', 'that freezer hum under it'],
        },
      },
      {
        text: 'spoon. wire. television.',
        turn: { kind: 'style', words: ['spoon', 'wire', 'television'] },
        artists: [
          { said: 'spoon', name: 'Spoon' },
          { said: 'wire', name: 'Wire' },
          { said: 'television', name: 'Television' },
        ],
      },
      {
        text: 'wiry and nervous and a bit mean. post punk. nothing pretty',
        turn: { kind: 'style', words: ['wiry and nervous and a bit mean', 'post punk'] },
        style: [
          { said: 'wiry', pins: [genre('punk'), genre('rock'), genre('alternative')] },
          { said: 'nervous', pins: [mood('energetic')] },
          { said: 'mean', pins: [mood('angry')] },
          { said: 'post punk', pins: [genre('punk'), genre('alternative'), genre('rock')] },
        ],
      },
      {
        text: 'end on the freezer hum. just let it run out',
        turn: { kind: 'request', words: ['end on the freezer hum'] },
      },
    ],
  },
  {
    id: 'flashlight-in-her-teeth',
    messages: [
      {
        text: 'im a nana!!!! Noor, 6 lb 11 oz, born 3:50am in the middle of the ice storm',
        turn: { kind: 'first', words: ['im a nana', 'Noor, 6 lb 11 oz'] },
      },
      {
        text: 'her mom was born in an ice storm too. 1994. the power went out and the nurse held a flashlight in her teeth the whole time',
        turn: {
          kind: 'memory',
          words: ['her mom was born in an ice storm too', 'the nurse held a flashlight in her teeth'],
        },
      },
      {
        text: 'soft and glowy. fairuz in the morning kind of soft, oud and a little string section',
        turn: { kind: 'style', words: ['soft and glowy', 'fairuz', 'oud', 'string section'] },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('dreamy')] },
          { said: 'glowy', pins: [mood('dreamy'), mood('uplifting')] },
          { said: 'oud', pins: [genre('folk'), genre('classical')] },
          { said: 'string section', pins: [genre('classical')] },
        ],
        artists: [{ said: 'fairuz', name: 'Fairuz' }],
      },
      {
        text: 'i want the song to be what i whisper to her when her mom is out of the room lol',
        turn: { kind: 'request', words: ['i want the song to be what i whisper to her'] },
      },
    ],
  },
  {
    id: 'the-verizon-lady',
    messages: [
      {
        text: 'cancelled his phone plan today. the lady at verizon said sorry for your loss like she actually meant it and i had to put the phone down',
        turn: { kind: 'death', words: ['cancelled his phone plan today', 'sorry for your loss'] },
        condolence: { died: "the writer's husband of 38 years", to: 'the writer' },
      },
      {
        text: 'married 38 years. the only tape in his truck was hank williams greatest hits, case cracked down the middle. he sang Im So Lonesome I Could Cry at every red light, badly',
        turn: {
          kind: 'memory',
          words: ['the only tape in his truck was hank williams greatest hits', 'at every red light, badly'],
        },
        artists: [{ said: 'hank williams', name: 'Hank Williams' }],
        songs: [
          {
            said: 'Im So Lonesome I Could Cry',
            title: "I'm So Lonesome I Could Cry",
            artist: 'Hank Williams',
          },
        ],
      },
      {
        text: 'honky tonk but realy really slow. steel guitar doing the crying',
        turn: { kind: 'style', words: ['honky tonk but realy really slow', 'steel guitar doing the crying'] },
        style: [
          { said: 'honky tonk', pins: [genre('country')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic'), mood('sad')] },
          { said: 'steel guitar', pins: [genre('country')] },
          { said: 'crying', pins: [mood('sad'), mood('melancholic')] },
        ],
      },
      {
        text: 'everybody says it gets easier. its been 5 weeks and it hasnt gotten anything yet',
        turn: { kind: 'feeling', words: ['it hasnt gotten anything yet'] },
      },
    ],
  },
  {
    id: 'baby-sister-at-34',
    messages: [
      {
        text: 'so my dad is 61 and as of tuesday i have a baby sister. Posy. im 34. i have a mortgage',
        turn: { kind: 'first', words: ['as of tuesday i have a baby sister', 'Posy'] },
      },
      {
        text: 'held her today and she grabbed my finger and my dad just started crying. i dont think i ever saw him cry when i was a baby. i dont know what to do with that',
        turn: {
          kind: 'feeling',
          words: ['i dont think i ever saw him cry when i was a baby', 'i dont know what to do with that'],
        },
      },
      {
        text: 'bittersweet and a bit funny. 70s piano singer songwriter. like a billy joel song but not so shouty',
        turn: {
          kind: 'style',
          words: ['bittersweet and a bit funny', '70s piano singer songwriter', 'billy joel'],
        },
        style: [
          { said: 'bittersweet', pins: [mood('melancholic'), mood('nostalgic')] },
          { said: 'funny', pins: [mood('happy')] },
          { said: '70s piano singer songwriter', pins: [genre('pop'), genre('folk'), mood('nostalgic')] },
        ],
        artists: [{ said: 'billy joel', name: 'Billy Joel' }],
      },
      {
        text: 'can the bridge be me talking to her when shes 34',
        turn: { kind: 'request', words: ['can the bridge be me talking to her when shes 34'] },
      },
    ],
  },
  {
    id: 'relabeled-bins',
    messages: [
      {
        text: 'weird week. my coworker Anjali lost her twin brother on saturday. a heart thing nobody knew about. 41',
        turn: { kind: 'death', words: ['my coworker Anjali lost her twin brother on saturday'] },
        condolence: { died: "Anjali's twin brother", to: "Anjali, the writer's coworker" },
      },
      {
        text: 'she came in monday anyway and relabeled every bin in the stock room. nobody said anything. i brought her a tea and just stood there with her',
        turn: {
          kind: 'moment',
          words: ['relabeled every bin in the stock room', 'just stood there with her'],
        },
      },
      {
        text: 'ambient. barely there. brian eno, harold budd',
        turn: { kind: 'style', words: ['ambient', 'barely there', 'brian eno', 'harold budd'] },
        style: [
          { said: 'ambient', pins: [genre('electronic'), mood('chill'), mood('dreamy')] },
          { said: 'barely there', pins: [mood('chill'), mood('dreamy')] },
        ],
        artists: [
          { said: 'brian eno', name: 'Brian Eno' },
          { said: 'harold budd', name: 'Harold Budd' },
        ],
      },
      {
        text: 'or Arvo Pärt. Spiegel im Spiegel kind of still',
        turn: { kind: 'style', words: ['Arvo Pärt', 'Spiegel im Spiegel', 'still'] },
        style: [{ said: 'still', pins: [mood('chill'), mood('melancholic')] }],
        artists: [{ said: 'Arvo Pärt', name: 'Arvo Pärt' }],
        songs: [{ said: 'Spiegel im Spiegel', title: 'Spiegel im Spiegel', artist: 'Arvo Pärt' }],
      },
    ],
  },
  {
    id: 'the-only-one-clapping',
    messages: [
      {
        text: 'flew for the first time ever!!! 58 yrs old. Omaha to Denver to see my son',
        turn: { kind: 'first', words: ['flew for the first time ever', '58 yrs old'] },
      },
      {
        text: 'i clapped when we landed. i was the only one. the man next to me patted my arm like i was his grandma',
        turn: { kind: 'moment', words: ['i clapped when we landed', 'i was the only one'] },
      },
      {
        text: 'big shimmery 80s synth-pop, like takeoff. a-ha. tears for fears',
        turn: { kind: 'style', words: ['big shimmery 80s synth-pop', 'a-ha', 'tears for fears'] },
        style: [
          { said: 'big', pins: [mood('powerful'), mood('uplifting')] },
          { said: 'shimmery', pins: [mood('dreamy')] },
          { said: '80s synth-pop', pins: [genre('electronic'), genre('pop'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'a-ha', name: 'a-ha' },
          { said: 'tears for fears', name: 'Tears for Fears' },
        ],
      },
      {
        text: 'Everybody Wants to Rule the World kind of gliding',
        turn: { kind: 'style', words: ['Everybody Wants to Rule the World', 'gliding'] },
        style: [{ said: 'gliding', pins: [mood('dreamy'), mood('chill')] }],
        songs: [
          {
            said: 'Everybody Wants to Rule the World',
            title: 'Everybody Wants to Rule the World',
            artist: 'Tears for Fears',
          },
        ],
      },
      {
        text: "title it 'the only one clapping'",
        turn: { kind: 'request', words: ["title it 'the only one clapping'"] },
      },
    ],
  },
  {
    id: 'one-a-week',
    messages: [
      {
        text: 'confession. i told everyone i quit smoking in 2019. i didnt. one cigarette every friday behind the Walgreens on 9th, after my shift',
        turn: {
          kind: 'confession',
          words: [
            'i told everyone i quit smoking in 2019. i didnt',
            'one cigarette every friday behind the Walgreens',
          ],
        },
      },
      {
        text: 'it should feel like a Walgreens parking lot at midnight. fluorescent. lonely. kinda guilty',
        turn: { kind: 'style', words: ['fluorescent', 'lonely', 'kinda guilty'] },
        style: [
          { said: 'fluorescent', pins: [mood('melancholic'), genre('electronic')] },
          { said: 'lonely', pins: [mood('melancholic'), mood('sad')] },
          { said: 'guilty', pins: [mood('melancholic'), mood('sad')] },
        ],
      },
      {
        text: 'chromatics-ish. slow drum machine, sad synths',
        turn: { kind: 'style', words: ['chromatics-ish', 'slow drum machine', 'sad synths'] },
        style: [
          { said: 'slow drum machine', pins: [genre('electronic'), mood('chill')] },
          { said: 'sad synths', pins: [genre('electronic'), mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'chromatics', name: 'Chromatics' }],
      },
      {
        text: "hook: 'one a week'",
        turn: { kind: 'request', words: ["hook: 'one a week'"] },
      },
    ],
  },
  {
    id: 'rubber-banded-by-year',
    messages: [
      {
        text: 'took moms name off the prayer list at church today. she was on it since march',
        turn: { kind: 'death', words: ['took moms name off the prayer list'] },
        condolence: { died: "the writer's mother", to: 'the writer' },
      },
      {
        text: 'she kept every birthday card we ever sent her in a cedar chest. rubber banded by year. 1971 is on top because thats the year she started',
        turn: { kind: 'memory', words: ['in a cedar chest', 'rubber banded by year'] },
      },
      {
        text: 'These Arms of Mine was her song. daddy played it on the hi-fi and they slow danced in the den every anniversary',
        turn: {
          kind: 'memory',
          words: ['These Arms of Mine was her song', 'they slow danced in the den every anniversary'],
        },
        songs: [{ said: 'These Arms of Mine', title: 'These Arms of Mine', artist: 'Otis Redding' }],
      },
      {
        text: 'southern soul, slow, like otis. organ and horns real low',
        turn: { kind: 'style', words: ['southern soul', 'slow', 'otis', 'organ and horns'] },
        style: [
          { said: 'southern soul', pins: [genre('soul'), genre('r&b')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic'), mood('romantic')] },
          { said: 'organ', pins: [genre('soul'), genre('blues')] },
          { said: 'horns', pins: [genre('soul'), genre('jazz')] },
        ],
        artists: [{ said: 'otis', name: 'Otis Redding' }],
      },
    ],
  },
  {
    id: 'valve-oil',
    messages: [
      {
        text: 'im running for school board. filed the paperwork this morning. the vote to cut the band program was the last straw',
        turn: {
          kind: 'decision',
          words: ['im running for school board', 'the vote to cut the band program was the last straw'],
        },
      },
      {
        text: 'i played french horn in that band room in 1989. mr Dombrowski kept a jar of valve oil and a jar of cough drops on his desk and never once mixed them up',
        turn: { kind: 'memory', words: ['a jar of valve oil and a jar of cough drops'] },
      },
      {
        text: 'problem: i get hives talking in front of more than 5 people. the first debate is in 3 weeks',
        turn: { kind: 'feeling', words: ['i get hives talking in front of more than 5 people'] },
      },
      {
        text: 'fugazi, minor threat, bad brains',
        turn: { kind: 'style', words: ['fugazi', 'minor threat', 'bad brains'] },
        artists: [
          { said: 'fugazi', name: 'Fugazi' },
          { said: 'minor threat', name: 'Minor Threat' },
          { said: 'bad brains', name: 'Bad Brains' },
        ],
      },
      {
        text: 'fast. angry but smart. not preachy',
        turn: { kind: 'style', words: ['fast', 'angry but smart'] },
        style: [
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'angry', pins: [mood('angry')] },
        ],
      },
    ],
  },
  {
    id: 'never-again',
    messages: [
      {
        text: 'shes here. Mira. 8 lb even. 31 hours and my wife says never again',
        turn: { kind: 'first', words: ['shes here. Mira'] },
      },
      {
        text: 'changed my first diaper at 4am by the light of my phone and got peed on immediately. best night of my life honestly',
        turn: { kind: 'moment', words: ['changed my first diaper at 4am', 'got peed on immediately'] },
      },
      {
        text: 'warm and hazy and tired. cocteau twins if they were new parents',
        turn: { kind: 'style', words: ['warm and hazy and tired', 'cocteau twins'] },
        style: [
          { said: 'warm', pins: [mood('chill'), mood('romantic')] },
          { said: 'hazy', pins: [mood('dreamy')] },
          { said: 'tired', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'cocteau twins', name: 'Cocteau Twins' }],
      },
      {
        text: 'Slowdive.',
        turn: { kind: 'style', words: ['Slowdive'] },
        artists: [{ said: 'Slowdive', name: 'Slowdive' }],
      },
      {
        text: "chorus should be 'never again' but you can tell she doesnt mean it",
        turn: { kind: 'request', words: ["chorus should be 'never again'"] },
      },
    ],
  },
  {
    id: 'the-silver-rock',
    messages: [
      {
        text: 'my boyfriends grandpa Vern passed saturday. 89. he owned the Silver Rock bar in Butte for 51 years',
        turn: { kind: 'death', words: ['my boyfriends grandpa Vern passed saturday'] },
        condolence: { died: "Vern, the writer's boyfriend's grandfather", to: "the writer's boyfriend" },
        notStyle: ['Silver Rock'],
      },
      {
        text: 'every night at closing he put Goodnight Irene on the jukebox and made everyone sing it before they could leave. even the cops',
        turn: {
          kind: 'memory',
          words: ['every night at closing he put Goodnight Irene on the jukebox', 'even the cops'],
        },
        songs: [{ said: 'Goodnight Irene', title: 'Goodnight, Irene', artist: 'Lead Belly' }],
      },
      {
        text: 'barroom country waltz, fiddle, george jones crying in his beer',
        turn: { kind: 'style', words: ['barroom country waltz', 'fiddle', 'george jones'] },
        style: [
          { said: 'barroom country waltz', pins: [genre('country')] },
          { said: 'fiddle', pins: [genre('country'), genre('folk')] },
          { said: 'crying in his beer', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'george jones', name: 'George Jones' }],
      },
      {
        text: 'title: one more round at the Silver Rock',
        turn: { kind: 'request', words: ['title: one more round at the Silver Rock'] },
        notStyle: ['Silver Rock'],
      },
    ],
  },
  {
    id: 'the-thimble',
    messages: [
      {
        text: 'hey happy friday. beat my dad at chess last night. FIRST TIME EVER. hes 80 and has been crushing me since i was 6',
        turn: { kind: 'first', words: ['beat my dad at chess', 'FIRST TIME EVER'] },
      },
      {
        text: 'same board the whole time, missing a white knight so we use a thimble. grandmas thimble. the thimble has won a lot of games',
        turn: { kind: 'memory', words: ['we use a thimble', 'the thimble has won a lot of games'] },
      },
      {
        text: 'he shook my hand. like a business man. then he went to bed at 8:15 without a word lol',
        turn: { kind: 'moment', words: ['he shook my hand', 'went to bed at 8:15 without a word'] },
      },
      {
        text: 'baroque-ish but funny. harpsichord. like a bach invention with a boom-bap beat under it',
        turn: { kind: 'style', words: ['baroque-ish but funny', 'harpsichord', 'bach', 'boom-bap beat'] },
        style: [
          { said: 'baroque-ish', pins: [genre('classical')] },
          { said: 'funny', pins: [mood('happy')] },
          { said: 'harpsichord', pins: [genre('classical')] },
          { said: 'boom-bap', pins: [genre('hip-hop')] },
        ],
        artists: [{ said: 'bach', name: 'Johann Sebastian Bach' }],
      },
      {
        text: 'im getting the board refinished for his 81st. new felt, new knight. keeping the thimble tho',
        turn: {
          kind: 'decision',
          words: ['im getting the board refinished for his 81st', 'keeping the thimble'],
        },
      },
    ],
  },
  {
    id: 'sports-and-obituaries',
    messages: [
      {
        text: 'so were getting divorced. amicably lol. but the lease doesnt end till may so we still live together',
        turn: { kind: 'change', words: ['were getting divorced', 'we still live together'] },
      },
      {
        text: 'we still split the sunday paper. he takes sports, i take the obituaries. neither of us wants to be the one who stops',
        turn: {
          kind: 'moment',
          words: ['we still split the sunday paper', 'neither of us wants to be the one who stops'],
        },
      },
      {
        text: 'awkward and tender. deadpan. the magnetic fields, stephin merritt doing a sad one',
        turn: {
          kind: 'style',
          words: ['awkward and tender', 'deadpan', 'the magnetic fields', 'stephin merritt'],
        },
        style: [
          { said: 'awkward', pins: [genre('indie'), mood('melancholic')] },
          { said: 'tender', pins: [mood('romantic'), mood('chill')] },
          { said: 'deadpan', pins: [genre('indie'), genre('alternative')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [
          { said: 'the magnetic fields', name: 'The Magnetic Fields' },
          { said: 'stephin merritt', name: 'Stephin Merritt' },
        ],
      },
      {
        text: 'ukulele and cello. thats it',
        turn: { kind: 'style', words: ['ukulele and cello'] },
        style: [
          { said: 'ukulele', pins: [genre('folk'), genre('indie'), genre('pop')] },
          { said: 'cello', pins: [genre('classical'), mood('melancholic')] },
        ],
      },
    ],
  },
  {
    id: 'the-sink-is-empty',
    messages: [
      {
        text: 'ugh its rained for a week straight, the basement smells like a canoe. anyway Doug is gone. our cat. 19 years old. he went this morning with his head on my husbands shoe',
        turn: { kind: 'death', words: ['Doug is gone', 'with his head on my husbands shoe'] },
        condolence: { died: "Doug, the writer's cat of 19 years", to: 'the writer and her husband' },
      },
      {
        text: 'he slept in the bathroom sink every single night. even when he was 16 lbs and hung over the sides like a muffin top',
        turn: { kind: 'memory', words: ['he slept in the bathroom sink every single night'] },
      },
      {
        text: 'lo-fi bedroom folk. a little funny. like elliott smith but happier, or daniel johnston on that wobbly piano',
        turn: {
          kind: 'style',
          words: ['lo-fi bedroom folk', 'a little funny', 'elliott smith but happier', 'daniel johnston'],
        },
        style: [
          { said: 'lo-fi bedroom folk', pins: [genre('folk'), genre('indie'), mood('chill')] },
          { said: 'funny', pins: [mood('happy')] },
          { said: 'happier', pins: [mood('happy')] },
          { said: 'wobbly piano', pins: [genre('indie'), mood('nostalgic')] },
        ],
        artists: [
          { said: 'elliott smith', name: 'Elliott Smith' },
          { said: 'daniel johnston', name: 'Daniel Johnston' },
        ],
      },
      {
        text: "can the chorus be 'the sink is empty'",
        turn: { kind: 'request', words: ["can the chorus be 'the sink is empty'"] },
      },
    ],
  },
  {
    id: 'city-hall-at-eleven',
    messages: [
      {
        text: 'were eloping!!! city hall friday at 11, then pho. nobody knows except my sister and the pho guy',
        turn: { kind: 'decision', words: ['were eloping', 'city hall friday at 11'] },
      },
      {
        text: "60s soul / r'n'b, a little ramshackle, strings and a tambourine. curtis mayfield and the impressions",
        turn: {
          kind: 'style',
          words: [
            '60s soul',
            "r'n'b",
            'a little ramshackle',
            'strings',
            'tambourine',
            'curtis mayfield',
            'the impressions',
          ],
        },
        style: [
          { said: '60s soul', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: "r'n'b", pins: [genre('r&b'), genre('soul')] },
          { said: 'ramshackle', pins: [mood('energetic'), mood('happy')] },
          { said: 'strings', pins: [genre('classical'), genre('soul')] },
          { said: 'tambourine', pins: [genre('soul'), genre('pop')] },
        ],
        artists: [
          { said: 'curtis mayfield', name: 'Curtis Mayfield' },
          { said: 'the impressions', name: 'The Impressions' },
        ],
      },
      {
        text: 'Move On Up kind of happy',
        turn: { kind: 'style', words: ['Move On Up', 'happy'] },
        style: [{ said: 'happy', pins: [mood('happy'), mood('uplifting')] }],
        songs: [{ said: 'Move On Up', title: 'Move On Up', artist: 'Curtis Mayfield' }],
      },
      {
        text: "the first line should be 'city hall at eleven'",
        turn: { kind: 'request', words: ["the first line should be 'city hall at eleven'"] },
      },
    ],
  },
  {
    id: 'doctor-of-dirt',
    messages: [
      {
        text: 'I DEFENDED. 7 years. soil science. im officially a doctor of dirt',
        turn: { kind: 'first', words: ['I DEFENDED', 'im officially a doctor of dirt'] },
      },
      {
        text: 'they made me wait in the hall 22 minutes while they decided. my advisor, who is a total rock star, came out crying before she even said it',
        turn: {
          kind: 'moment',
          words: ['made me wait in the hall 22 minutes', 'came out crying before she even said it'],
        },
        notStyle: ['rock star'],
      },
      {
        text: 'BIG. triumphant. brass and a choir, like the end credits of a movie. john williams but about dirt',
        turn: { kind: 'style', words: ['BIG', 'triumphant', 'brass and a choir', 'john williams'] },
        style: [
          { said: 'BIG', pins: [mood('powerful')] },
          { said: 'triumphant', pins: [mood('uplifting'), mood('powerful'), mood('confident')] },
          { said: 'brass', pins: [genre('classical'), genre('jazz')] },
          { said: 'choir', pins: [genre('classical'), genre('soul')] },
          { said: 'end credits of a movie', pins: [genre('classical'), mood('powerful')] },
        ],
        artists: [{ said: 'john williams', name: 'John Williams' }],
      },
      {
        text: 'chorus: CALL ME DOCTOR',
        turn: { kind: 'request', words: ['chorus: CALL ME DOCTOR'] },
      },
    ],
  },
  {
    id: 'know-when-to-fold-em',
    messages: [
      {
        text: 'ok so we lost power on our street for 3 days after the windstorm and i know everyone complains about that but honestly?? it was kind of the best 3 days. the Hendersons at the end have a huge gas grill so everybody just brought over whatever was thawing in their freezer and mr Henderson cooked it all, pork chops, a turkey breast, somebodys frozen pizza, 40 hot dogs, and he played his Kenny Rogers tapes on a battery boombox, same tape over and over, The Gambler like 30 times, and by the 2nd night the kids knew all the words and were yelling KNOW WHEN TO FOLD EM at each other across the yard, and the little Patel boy told his mom it was the happiest day of my life, and i met neighbors ive lived next to for 6 years and never said one word to',
        turn: {
          kind: 'moment',
          words: [
            'everybody just brought over whatever was thawing in their freezer',
            'i met neighbors ive lived next to for 6 years',
          ],
        },
        notStyle: ['happiest day of my life'],
        artists: [{ said: 'Kenny Rogers', name: 'Kenny Rogers' }],
        songs: [{ said: 'The Gambler', title: 'The Gambler', artist: 'Kenny Rogers' }],
      },
      {
        text: 'power came back tuesday at 4:10. everybody went inside. like nothing happened',
        turn: { kind: 'change', words: ['power came back tuesday at 4:10', 'everybody went inside'] },
      },
      {
        text: 'campfire folk, acoustic, singalong. cozy but not sleepy',
        turn: { kind: 'style', words: ['campfire folk', 'acoustic', 'singalong', 'cozy'] },
        style: [
          { said: 'campfire folk', pins: [genre('folk')] },
          { said: 'acoustic', pins: [genre('folk')] },
          { said: 'singalong', pins: [mood('uplifting'), mood('happy')] },
          { said: 'cozy', pins: [mood('chill'), mood('happy')] },
        ],
      },
      {
        text: 'i want the song to be the whole street, one house a verse',
        turn: { kind: 'request', words: ['i want the song to be the whole street'] },
      },
    ],
  },
  {
    id: 'roughly-the-right-time',
    messages: [
      {
        text: "something i never told my wife: i cant read music. 20 years playing the organ at St Brigid's and i do all of it by ear",
        turn: { kind: 'confession', words: ['i cant read music', 'i do all of it by ear'] },
      },
      {
        text: 'i keep the hymnal open on the stand and turn the pages at roughly the right time so nobody asks',
        turn: { kind: 'confession', words: ['turn the pages at roughly the right time so nobody asks'] },
      },
      {
        text: "sunday morning gospel organ, hammond b3, swampy. booker t & the mg's",
        turn: { kind: 'style', words: ['gospel organ', 'hammond b3', 'swampy', "booker t & the mg's"] },
        style: [
          { said: 'sunday morning gospel organ', pins: [genre('soul'), genre('r&b'), mood('uplifting')] },
          { said: 'hammond b3', pins: [genre('soul'), genre('blues'), genre('rock')] },
          { said: 'swampy', pins: [genre('blues'), genre('rock')] },
        ],
        artists: [{ said: "booker t & the mg's", name: "Booker T. & the M.G.'s" }],
      },
      {
        text: 'can the bridge be just organ. no words',
        turn: { kind: 'request', words: ['can the bridge be just organ'] },
      },
    ],
  },
  {
    id: 'wrote-my-own-eulogy',
    messages: [
      {
        text: 'hey!! survived my nephews 5th birthday, 14 kids and a bouncy castle. anyway. found my 10th grade diary in my moms attic. 1998',
        turn: { kind: 'memory', words: ['found my 10th grade diary in my moms attic'] },
        notStyle: ['bouncy castle'],
      },
      {
        text: 'every entry is about a girl named Keisha or about how nobody understands me. i was so emo. i wrote my own eulogy twice',
        turn: {
          kind: 'memory',
          words: ['every entry is about a girl named Keisha', 'i wrote my own eulogy twice'],
        },
        notStyle: ['so emo'],
      },
      {
        text: 'reader, i married keisha. shes reading it right now in the other room and laughing so hard she cant breathe',
        turn: { kind: 'moment', words: ['i married keisha', 'laughing so hard she cant breathe'] },
      },
      {
        text: '90s alt-rock, loud quiet loud, angsty as hell but in on the joke',
        turn: { kind: 'style', words: ['90s alt-rock', 'loud quiet loud', 'angsty'] },
        style: [
          { said: '90s alt-rock', pins: [genre('alternative'), genre('rock'), mood('nostalgic')] },
          { said: 'loud quiet loud', pins: [genre('rock'), genre('alternative'), mood('powerful')] },
          { said: 'angsty', pins: [mood('angry'), mood('melancholic')] },
        ],
      },
      {
        text: 'Garbage.',
        turn: { kind: 'style', words: ['Garbage'] },
        artists: [{ said: 'Garbage', name: 'Garbage' }],
      },
    ],
  },
  {
    id: 'forty-one-steps',
    messages: [
      {
        text: 'my wife walked to the mailbox by herself today. 8 months after the stroke. 41 steps, she counted every one out loud',
        turn: {
          kind: 'first',
          words: ['my wife walked to the mailbox by herself today', '8 months after the stroke'],
        },
        notStyle: ['out loud'],
      },
      {
        text: 'she put the flag up for no reason. no letter. just to do it',
        turn: { kind: 'moment', words: ['she put the flag up for no reason'] },
      },
      {
        text: 'gentle, hopeful, a slow build. not a tearjerker. coldplay but smaller',
        turn: { kind: 'style', words: ['gentle, hopeful, a slow build', 'coldplay but smaller'] },
        style: [
          { said: 'gentle', pins: [mood('chill')] },
          { said: 'hopeful', pins: [mood('uplifting')] },
          { said: 'slow build', pins: [mood('uplifting'), mood('powerful')] },
        ],
        artists: [{ said: 'coldplay', name: 'Coldplay' }],
      },
      {
        text: 'end on the flag going up',
        turn: { kind: 'request', words: ['end on the flag going up'] },
      },
    ],
  },
  {
    id: 'adult-swim',
    messages: [
      {
        text: 'my little brother Sol died in his sleep thursday. seizure. he was 22',
        turn: { kind: 'death', words: ['my little brother Sol died in his sleep thursday'] },
        condolence: { died: "Sol, the writer's little brother", to: 'the writer' },
      },
      {
        text: 'he was a lifeguard at the Y and snuck Your Love by Frankie Knuckles onto the adult swim playlist every single day. the water aerobics ladies loved it. they still got him fired',
        turn: {
          kind: 'memory',
          words: [
            'snuck Your Love by Frankie Knuckles onto the adult swim playlist',
            'the water aerobics ladies loved it',
          ],
        },
        artists: [{ said: 'Frankie Knuckles', name: 'Frankie Knuckles' }],
        songs: [{ said: 'Your Love', title: 'Your Love', artist: 'Frankie Knuckles' }],
      },
      {
        text: 'he was the chillest person alive. never once saw him in a hurry',
        turn: { kind: 'memory', words: ['never once saw him in a hurry'] },
        notStyle: ['chillest'],
      },
      {
        text: 'chicago house, warm chords, a long build and no drop. larry heard',
        turn: {
          kind: 'style',
          words: ['chicago house', 'warm chords', 'a long build and no drop', 'larry heard'],
        },
        style: [
          { said: 'chicago house', pins: [genre('electronic')] },
          { said: 'warm chords', pins: [mood('chill'), mood('dreamy')] },
          { said: 'long build', pins: [mood('uplifting'), mood('powerful')] },
        ],
        artists: [{ said: 'larry heard', name: 'Larry Heard' }],
      },
    ],
  },
  {
    id: 'eight-bars',
    messages: [
      {
        text: 'one of my piano students, Lila, shes 10, her mom died on monday. cancer. she came to her lesson wednesday anyway',
        turn: { kind: 'death', words: ['her mom died on monday', 'she came to her lesson wednesday anyway'] },
        condolence: { died: "Lila's mother (Lila is one of the writer's piano students)", to: 'Lila' },
      },
      {
        text: 'she played the first 8 bars of Clair de Lune over and over for 45 minutes and i just let her',
        turn: {
          kind: 'moment',
          words: ['the first 8 bars of Clair de Lune over and over', 'i just let her'],
        },
        songs: [{ said: 'Clair de Lune', title: 'Clair de lune', artist: 'Claude Debussy' }],
      },
      {
        text: 'debussy-ish. watery, soft, alot of pedal. but simple',
        turn: { kind: 'style', words: ['debussy-ish', 'watery, soft', 'alot of pedal'] },
        style: [
          { said: 'watery', pins: [mood('dreamy'), mood('chill')] },
          { said: 'soft', pins: [mood('chill')] },
          { said: 'alot of pedal', pins: [genre('classical'), mood('dreamy')] },
        ],
        artists: [{ said: 'debussy', name: 'Claude Debussy' }],
      },
      {
        text: 'i want the song to be something she can play herself. C major, no big stretches, her hands are small',
        turn: { kind: 'request', words: ['i want the song to be something she can play herself'] },
      },
    ],
  },
  {
    id: 'pupusas-where-the-movies-were',
    messages: [
      {
        text: 'im doing it. signing the lease monday on the old Blockbuster in Rock Hill. a pupuseria. my moms recipes',
        turn: { kind: 'decision', words: ['im doing it', 'signing the lease monday on the old Blockbuster'] },
        notStyle: ['Rock Hill'],
      },
      {
        text: 'mom says the curtido isnt ready yet. she has said that about the curtido every day since 1987',
        turn: { kind: 'memory', words: ['she has said that about the curtido every day since 1987'] },
      },
      {
        text: 'it should feel like a Blockbuster on a friday night in 1999. everybody arguing in the aisles, happy',
        turn: { kind: 'style', words: ['a Blockbuster on a friday night in 1999', 'happy'] },
        style: [{ said: 'happy', pins: [mood('happy')] }],
      },
      {
        text: 'cumbia with guitars! los lobos, la sonora dinamita',
        turn: { kind: 'style', words: ['cumbia with guitars', 'los lobos', 'la sonora dinamita'] },
        style: [{ said: 'cumbia with guitars', pins: [genre('pop'), genre('rock'), mood('happy')] }],
        artists: [
          { said: 'los lobos', name: 'Los Lobos' },
          { said: 'la sonora dinamita', name: 'La Sonora Dinamita' },
        ],
      },
    ],
  },
  {
    id: 'salt-and-vinegar',
    messages: [
      {
        text: 'sleet all night. two lambs born at 2am in the barn, twins. the ewe wont take the little one so hes in a laundry basket by our woodstove. weirdly energetic for a reject',
        turn: { kind: 'first', words: ['two lambs born at 2am in the barn, twins'] },
        notStyle: ['energetic'],
      },
      {
        text: 'my daughter (7) named them Salt and Vinegar and she will hear no other ideas',
        turn: { kind: 'moment', words: ['named them Salt and Vinegar'] },
      },
      {
        text: 'bluegrass, fast and happy, like a Tractor Supply on a saturday morning. fiddle, banjo, billy strings picking like his hair is on fire',
        turn: { kind: 'style', words: ['bluegrass, fast and happy', 'fiddle, banjo', 'billy strings'] },
        style: [
          { said: 'bluegrass', pins: [genre('country'), genre('folk')] },
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'happy', pins: [mood('happy')] },
          { said: 'fiddle', pins: [genre('folk'), genre('country')] },
          { said: 'banjo', pins: [genre('folk'), genre('country')] },
        ],
        artists: [{ said: 'billy strings', name: 'Billy Strings' }],
      },
      {
        text: 'the chorus should be their names. salt and vinegar, salt and vinegar',
        turn: { kind: 'request', words: ['the chorus should be their names'] },
      },
    ],
  },
  {
    id: 'stuck-the-landing',
    messages: [
      {
        text: 'my son had his first ballet recital saturday. hes 14 and the only boy at the studio. he lifted three girls and didnt drop one',
        turn: { kind: 'first', words: ['his first ballet recital', 'the only boy at the studio'] },
      },
      {
        text: 'his dad, who owns like 40 metal band shirts, cried harder than anyone in the building',
        turn: { kind: 'moment', words: ['cried harder than anyone in the building'] },
        notStyle: ['metal band shirts'],
      },
      {
        text: 'tchaikovsky but punk. like the ramones playing the nutcracker',
        turn: { kind: 'style', words: ['tchaikovsky but punk', 'the ramones', 'the nutcracker'] },
        style: [{ said: 'punk', pins: [genre('punk'), mood('energetic')] }],
        artists: [
          { said: 'tchaikovsky', name: 'Pyotr Ilyich Tchaikovsky' },
          { said: 'the ramones', name: 'Ramones' },
        ],
        songs: [{ said: 'the nutcracker', title: 'The Nutcracker', artist: 'Pyotr Ilyich Tchaikovsky' }],
      },
      {
        text: "hook: 'he stuck the landing'",
        turn: { kind: 'request', words: ["hook: 'he stuck the landing'"] },
      },
    ],
  },
  {
    id: 'maid-of-honor',
    messages: [
      {
        text: 'im in love with my best friend. 9 years. shes getting married in june and im the maid of honor',
        turn: { kind: 'confession', words: ['im in love with my best friend'] },
      },
      {
        text: 'she asked me to help pick the first dance. we listened to like 60 songs on her floor last night with a box of wine and she fell asleep on my shoulder during Sweet Thing by Van Morrison. i definately did not move for an hour',
        turn: {
          kind: 'moment',
          words: ['she fell asleep on my shoulder', 'i definately did not move for an hour'],
        },
        artists: [{ said: 'Van Morrison', name: 'Van Morrison' }],
        songs: [{ said: 'Sweet Thing', title: 'Sweet Thing', artist: 'Van Morrison' }],
      },
      {
        text: 'pretty and sad, a slow waltz. weyes blood. lana del rey but less glamorous',
        turn: {
          kind: 'style',
          words: ['pretty and sad', 'a slow waltz', 'weyes blood', 'lana del rey but less glamorous'],
        },
        style: [
          { said: 'pretty', pins: [mood('dreamy'), mood('romantic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'slow waltz', pins: [genre('folk'), mood('romantic'), genre('classical')] },
        ],
        artists: [
          { said: 'weyes blood', name: 'Weyes Blood' },
          { said: 'lana del rey', name: 'Lana Del Rey' },
        ],
      },
      {
        text: 'i want the whole song to be something i could sing at the reception and only she would know',
        turn: {
          kind: 'request',
          words: ['i want the whole song to be something i could sing at the reception'],
        },
      },
    ],
  },
  {
    id: 'the-coquis',
    messages: [
      {
        text: 'big news i guess. im moving back to Ponce in march to take care of papi. his knees are done and he wont admit it',
        turn: { kind: 'decision', words: ['im moving back to Ponce in march to take care of papi'] },
      },
      {
        text: 'been in Chicago 19 years. my kids are mad. my boss is mad. my landlord is weirdly thrilled',
        turn: { kind: 'change', words: ['been in Chicago 19 years', 'my kids are mad'] },
        notStyle: ['my kids are mad'],
      },
      {
        text: 'salsa, old school, a big horn section. héctor lavoe. El Cantante kind of proud',
        turn: {
          kind: 'style',
          words: ['salsa, old school', 'a big horn section', 'héctor lavoe', 'El Cantante', 'proud'],
        },
        style: [
          { said: 'salsa', pins: [genre('jazz'), mood('energetic'), genre('pop')] },
          { said: 'old school', pins: [mood('nostalgic')] },
          { said: 'big horn section', pins: [genre('jazz'), genre('soul'), mood('powerful')] },
          { said: 'proud', pins: [mood('confident'), mood('uplifting')] },
        ],
        artists: [{ said: 'héctor lavoe', name: 'Héctor Lavoe' }],
        songs: [{ said: 'El Cantante', title: 'El Cantante', artist: 'Héctor Lavoe' }],
      },
      {
        text: 'end it on the coquís',
        turn: { kind: 'request', words: ['end it on the coquís'] },
      },
    ],
  },
  {
    id: 'heavy-metal-grandmas',
    messages: [
      {
        text: 'my mom is 71 and just joined a bowling league. her team is called the Heavy Metal Grandmas. they have shirts',
        turn: { kind: 'change', words: ['just joined a bowling league'] },
        notStyle: ['Heavy Metal Grandmas'],
      },
      {
        text: 'she bowled a 212 last night and did a little hip shake thing i have never seen in my life',
        turn: { kind: 'moment', words: ['she bowled a 212', 'a little hip shake thing'] },
      },
      {
        text: 'rockabilly!! stand up bass, slapback echo. the stray cats, wanda jackson',
        turn: {
          kind: 'style',
          words: ['rockabilly', 'stand up bass', 'slapback echo', 'the stray cats', 'wanda jackson'],
        },
        style: [
          { said: 'rockabilly', pins: [genre('rock'), genre('country')] },
          { said: 'stand up bass', pins: [genre('rock'), genre('jazz'), genre('country')] },
          { said: 'slapback echo', pins: [genre('rock'), genre('country')] },
        ],
        artists: [
          { said: 'the stray cats', name: 'Stray Cats' },
          { said: 'wanda jackson', name: 'Wanda Jackson' },
        ],
      },
      {
        text: 'Rock This Town energy',
        turn: { kind: 'style', words: ['Rock This Town', 'energy'] },
        style: [{ said: 'energy', pins: [mood('energetic')] }],
        songs: [{ said: 'Rock This Town', title: 'Rock This Town', artist: 'Stray Cats' }],
      },
    ],
  },
];
