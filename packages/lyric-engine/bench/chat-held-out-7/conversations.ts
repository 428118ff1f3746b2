/**
 * The seventh held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "pop the question", "the baby blues", "my folks"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_7: HeldOut4Conversation[] = [
  {
    id: 'passenger-brake',
    messages: [
      {
        text: 'hey sorry I disappeared. my mom died tuesday night',
        turn: { kind: 'death', words: ['my mom died tuesday night'] },
        condolence: { died: "the writer's mother", to: 'the writer' },
      },
      {
        text: "she taught drivers ed for 31 years. she had her own brake on the passenger side and she'd stomp it and go 'nope' real calm, like she was ordering a coffee",
        turn: {
          kind: 'memory',
          words: ['she had her own brake on the passenger side', "go 'nope' real calm"],
        },
      },
      {
        text: 'steady. a little funny. not weepy',
        turn: { kind: 'style', words: ['steady', 'a little funny'] },
        style: [
          { said: 'steady', pins: [mood('chill'), mood('confident')] },
          { said: 'a little funny', pins: [mood('happy')] },
        ],
      },
      {
        text: 'paul simon, graceland era. that bouncy bass',
        turn: { kind: 'style', words: ['paul simon', 'bouncy bass'] },
        style: [{ said: 'bouncy bass', pins: [mood('happy'), genre('pop'), mood('energetic')] }],
        artists: [{ said: 'paul simon', name: 'Paul Simon' }],
      },
      {
        text: "can the title be 'nope'",
        turn: { kind: 'request', words: ["can the title be 'nope'"] },
      },
    ],
  },
  {
    id: 'supply-closet',
    messages: [
      {
        text: 'first day back at work after 4 months of maternity leave. pumped in a supply closet next to the mop bucket',
        turn: { kind: 'first', words: ['first day back at work after 4 months of maternity leave'] },
      },
      {
        text: 'nobody tells you about the baby blues. I cried at a Huggies commercial. I cried because the toaster was too loud. I still havent told anyone how bad it got',
        turn: { kind: 'confession', words: ['I still havent told anyone how bad it got'] },
        notStyle: ['the baby blues'],
      },
      {
        text: 'sad girl indie but it gets hopeful at the end. soccer mommy, snail mail',
        turn: { kind: 'style', words: ['sad girl indie', 'hopeful', 'soccer mommy', 'snail mail'] },
        style: [
          { said: 'sad girl indie', pins: [genre('indie'), mood('melancholic'), mood('sad')] },
          { said: 'hopeful', pins: [mood('uplifting')] },
        ],
        artists: [
          { said: 'soccer mommy', name: 'Soccer Mommy' },
          { said: 'snail mail', name: 'Snail Mail' },
        ],
      },
      {
        text: "I want her to hear it when she's older and know I was trying",
        turn: { kind: 'request', words: ["I want her to hear it when she's older"] },
      },
    ],
  },
  {
    id: 'one-more-for-stan',
    messages: [
      {
        text: 'morning. 9 inches overnight and my plow guy didnt show so I shoveled the whole drive in my bathrobe',
        turn: { kind: 'moment', words: ['I shoveled the whole drive in my bathrobe'] },
      },
      {
        text: 'my buddy Tomasz lost his dad on friday. Stan played accordion at every wedding in the parish for 40 years',
        turn: { kind: 'death', words: ['Tomasz lost his dad on friday'] },
        condolence: {
          died: "Stan, the father of the writer's friend Tomasz",
          to: 'Tomasz, and the writer as his friend',
        },
      },
      {
        text: 'polka. real polka, the wisconsin kind, tuba and all. Frankie Yankovic',
        turn: { kind: 'style', words: ['polka', 'tuba', 'Frankie Yankovic'] },
        style: [
          { said: 'polka', pins: [genre('folk'), mood('happy'), mood('energetic')] },
          { said: 'tuba', pins: [genre('folk'), genre('jazz')] },
        ],
        artists: [{ said: 'Frankie Yankovic', name: 'Frankie Yankovic' }],
      },
      {
        text: 'I want it to feel like the funeral lunch he wanted. people dancing, not crying into the pierogi',
        turn: { kind: 'request', words: ['I want it to feel like the funeral lunch he wanted'] },
      },
    ],
  },
  {
    id: 'seventy-mph',
    messages: [
      {
        text: 'ok so im finally going to pop the question. saturday. at the batting cages where we had our first date',
        turn: { kind: 'decision', words: ['im finally going to pop the question'] },
        notStyle: ['pop the question'],
      },
      {
        text: 'she hit 14 in a row on the 70 mph machine and i fell in love right there. i hit zero',
        turn: { kind: 'memory', words: ['she hit 14 in a row on the 70 mph machine'] },
      },
      {
        text: 'early 2000s pop punk. blink-182, new found glory. fast and dumb and sincere',
        turn: { kind: 'style', words: ['early 2000s pop punk', 'blink-182', 'new found glory'] },
        style: [
          {
            said: 'early 2000s pop punk',
            pins: [genre('punk'), genre('pop'), genre('rock'), mood('nostalgic')],
          },
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'dumb', pins: [mood('happy')] },
          { said: 'sincere', pins: [mood('romantic')] },
        ],
        artists: [
          { said: 'blink-182', name: 'blink-182' },
          { said: 'new found glory', name: 'New Found Glory' },
        ],
      },
      {
        text: "last line should be 'swing batter'",
        turn: { kind: 'request', words: ["last line should be 'swing batter'"] },
      },
    ],
  },
  {
    id: 'four-dents',
    messages: [
      {
        text: 'the hospice people came and took the bed back this morning.',
        turn: { kind: 'death', words: ['took the bed back this morning'] },
        condolence: { died: "the writer's grandfather, who died at home in hospice", to: 'the writer' },
      },
      {
        text: 'theres four dents in the carpet where it stood. grandpa watched the bird feeder from it for 8 months',
        turn: { kind: 'memory', words: ['four dents in the carpet', 'watched the bird feeder from it'] },
      },
      {
        text: "im keeping the feeder full. I dont know why. he'd say the cardinals dont care who fills it",
        turn: { kind: 'decision', words: ['im keeping the feeder full'] },
      },
      {
        text: 'something hushed. a cello, maybe a harmonium. like an old nick drake record but slower',
        turn: { kind: 'style', words: ['hushed', 'a cello', 'harmonium', 'nick drake'] },
        style: [
          { said: 'hushed', pins: [mood('chill'), mood('melancholic')] },
          { said: 'cello', pins: [genre('classical'), genre('folk')] },
          { said: 'harmonium', pins: [genre('folk'), genre('classical')] },
          { said: 'slower', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'nick drake', name: 'Nick Drake' }],
      },
    ],
  },
  {
    id: 'four-bags',
    messages: [
      {
        text: 'I dropped out of nursing school in march. my parents still think im doing clinicals',
        turn: {
          kind: 'confession',
          words: ['I dropped out of nursing school in march', 'my parents still think im doing clinicals'],
        },
      },
      {
        text: 'I bag groceries at Kroger now and honestly?? im really good at it. I can fit a whole thanksgiving into 4 bags and nothing gets squished, the old ladies ask for me by name, theres a guy who comes in every night at 10:40 just for one lime',
        turn: { kind: 'moment', words: ['I can fit a whole thanksgiving into 4 bags'] },
      },
      {
        text: 'it should feel like a Kroger parking lot at 11pm. kind of empty, kind of free',
        turn: { kind: 'style', words: ['kind of empty, kind of free'] },
        style: [
          { said: 'empty', pins: [mood('melancholic')] },
          { said: 'free', pins: [mood('uplifting'), mood('happy')] },
        ],
      },
      {
        text: 'think Alvvays or beach fossils? jangly and blurry',
        turn: { kind: 'style', words: ['Alvvays', 'beach fossils', 'jangly and blurry'] },
        style: [
          { said: 'jangly', pins: [genre('indie'), genre('rock'), genre('pop')] },
          { said: 'blurry', pins: [mood('dreamy')] },
        ],
        artists: [
          { said: 'Alvvays', name: 'Alvvays' },
          { said: 'beach fossils', name: 'Beach Fossils' },
        ],
      },
      {
        text: 'im telling them at my sisters graduation party. god help me',
        turn: { kind: 'decision', words: ['im telling them at my sisters graduation party'] },
      },
    ],
  },
  {
    id: 'well-alright-then',
    messages: [
      {
        text: "my godfather Alphonse died sunday. 91. he'd been saying goodbye to people since mardi gras",
        turn: { kind: 'death', words: ['my godfather Alphonse died sunday'] },
        condolence: { died: "Alphonse, the writer's godfather", to: 'the writer' },
      },
      {
        text: "he played trombone for sixty years, every parade, every funeral in the Tremé. said if anybody cried at his he'd come back and haunt them personally",
        turn: {
          kind: 'memory',
          words: ['every parade, every funeral in the Tremé', 'haunt them personally'],
        },
      },
      {
        text: 'second line! brass band, sousaphone, the whole parade. like Rebirth Brass Band or trombone shorty',
        turn: {
          kind: 'style',
          words: ['second line', 'brass band', 'Rebirth Brass Band', 'trombone shorty'],
        },
        style: [
          { said: 'second line', pins: [genre('jazz'), mood('happy'), mood('energetic')] },
          { said: 'brass band', pins: [genre('jazz')] },
          { said: 'sousaphone', pins: [genre('jazz')] },
        ],
        artists: [
          { said: 'Rebirth Brass Band', name: 'Rebirth Brass Band' },
          { said: 'trombone shorty', name: 'Trombone Shorty' },
        ],
      },
      {
        text: "bridge should be his catchphrase. 'well alright then'",
        turn: { kind: 'request', words: ['bridge should be his catchphrase', 'well alright then'] },
      },
    ],
  },
  {
    id: 'borrowed-guitar',
    messages: [
      {
        text: 'played my first open mic last night!!! 3 songs, broke a string on the second one',
        turn: { kind: 'first', words: ['played my first open mic last night'] },
      },
      {
        text: 'the host let me borrow his guitar. it had a Grateful Dead sticker on it and smelled like patchouli',
        turn: { kind: 'moment', words: ['the host let me borrow his guitar'] },
        artists: [{ said: 'Grateful Dead', name: 'Grateful Dead' }],
      },
      {
        text: "some guy at the bar yelled 'play Wonderwall' and i actually did lol. whole bar sang it",
        turn: { kind: 'moment', words: ['i actually did', 'whole bar sang it'] },
        songs: [{ said: 'Wonderwall', title: 'Wonderwall', artist: 'Oasis' }],
      },
      {
        text: 'scrappy and proud. like a mountain goats song, just me going for it',
        turn: { kind: 'style', words: ['scrappy and proud', 'mountain goats'] },
        style: [
          { said: 'scrappy', pins: [genre('punk'), genre('indie'), mood('energetic')] },
          { said: 'proud', pins: [mood('confident')] },
        ],
        artists: [{ said: 'mountain goats', name: 'The Mountain Goats' }],
      },
    ],
  },
  {
    id: 'buy-a-vowel',
    messages: [
      {
        text: "my mom got her hip replaced on monday. she's 78 and already flirting with the physical therapist",
        turn: { kind: 'change', words: ['got her hip replaced on monday'] },
        notStyle: ['her hip'],
      },
      {
        text: 'she cant do stairs yet so im on her couch, under a Bob Ross painting she did herself in 1991. we watch Wheel of Fortune and she yells the answers before theres even letters up',
        turn: {
          kind: 'moment',
          words: [
            'a Bob Ross painting she did herself in 1991',
            'she yells the answers before theres even letters up',
          ],
        },
      },
      {
        text: 'funny and sweet, a little ragtime piano. kind of a harry nilsson thing',
        turn: { kind: 'style', words: ['funny and sweet', 'ragtime piano', 'harry nilsson'] },
        style: [
          { said: 'funny', pins: [mood('happy')] },
          { said: 'sweet', pins: [mood('happy'), mood('romantic')] },
          { said: 'ragtime piano', pins: [genre('jazz'), genre('blues'), mood('nostalgic')] },
        ],
        artists: [{ said: 'harry nilsson', name: 'Harry Nilsson' }],
      },
      {
        text: "the hook should be 'buy a vowel'",
        turn: { kind: 'request', words: ["the hook should be 'buy a vowel'"] },
      },
    ],
  },
  {
    id: 'madrid-in-six-weeks',
    messages: [
      {
        text: 'GOT THE JOB IN MADRID. i leave in 6 weeks. nobody in my family has ever lived outside of Texas',
        turn: { kind: 'change', words: ['GOT THE JOB IN MADRID', 'i leave in 6 weeks'] },
      },
      {
        text: 'my abuela cried for like ten minutes and then asked if they have HEB over there',
        turn: { kind: 'moment', words: ['asked if they have HEB over there'] },
      },
      {
        text: 'rosalía, flamenco-ish, handclaps, a little dembow underneath',
        turn: { kind: 'style', words: ['rosalía', 'flamenco-ish', 'handclaps', 'dembow'] },
        style: [
          { said: 'flamenco-ish', pins: [genre('folk'), mood('powerful')] },
          { said: 'handclaps', pins: [mood('energetic'), mood('happy')] },
          { said: 'dembow', pins: [genre('reggae'), genre('hip-hop'), genre('pop')] },
        ],
        artists: [{ said: 'rosalía', name: 'Rosalía' }],
      },
      {
        text: 'excited but scared. mostly excited. thats the vibe',
        turn: { kind: 'style', words: ['excited but scared', 'thats the vibe'] },
        style: [{ said: 'excited', pins: [mood('energetic'), mood('happy'), mood('uplifting')] }],
      },
    ],
  },
  {
    id: 'neither-snow',
    messages: [
      {
        text: 'our mail carrier Deb lost her husband last week. shes been doing the route anyway',
        turn: { kind: 'death', words: ['Deb lost her husband last week'] },
        condolence: {
          died: "the husband of Deb, the writer's mail carrier",
          to: 'Deb, and the writer as one of her street',
        },
      },
      {
        text: "the whole street's been leaving stuff in the mailboxes for her. casseroles dont fit so its gift cards and notes and my neighbor put in a jar of her pickled beets, and yesterday my 6 year old put in a drawing of a mail truck with wings",
        turn: {
          kind: 'moment',
          words: ['leaving stuff in the mailboxes for her', 'a mail truck with wings'],
        },
      },
      {
        text: "old-school R'n'B, warm. Bring It On Home To Me by Sam Cooke kind of warm",
        turn: { kind: 'style', words: ["old-school R'n'B", 'Bring It On Home To Me by Sam Cooke'] },
        style: [
          { said: "old-school R'n'B", pins: [genre('r&b'), genre('soul'), mood('nostalgic')] },
          { said: 'warm', pins: [mood('romantic'), mood('chill'), mood('happy')] },
        ],
        artists: [{ said: 'Sam Cooke', name: 'Sam Cooke' }],
        songs: [{ said: 'Bring It On Home To Me', title: 'Bring It On Home to Me', artist: 'Sam Cooke' }],
      },
      {
        text: "can you put 'neither snow nor rain' in it somewhere",
        turn: { kind: 'request', words: ["can you put 'neither snow nor rain' in it"] },
      },
    ],
  },
  {
    id: 'marguerite',
    messages: [
      {
        text: 'confession i guess. i still have my ex-wifes name tattooed on my ribs and i tell people its my grandmother',
        turn: { kind: 'confession', words: ['i tell people its my grandmother'] },
      },
      {
        text: 'new girlfriend saw it last night. asked what Marguerite was like. i said she grew tomatoes. which is true',
        turn: { kind: 'moment', words: ['asked what Marguerite was like', 'i said she grew tomatoes'] },
      },
      {
        text: 'country & western, outlaw-ish, whiskey-soaked. kris kristofferson, a little billy joe shaver',
        turn: {
          kind: 'style',
          words: ['country & western', 'outlaw-ish', 'kris kristofferson', 'billy joe shaver'],
        },
        style: [
          { said: 'country & western', pins: [genre('country')] },
          { said: 'outlaw-ish', pins: [genre('country'), genre('rock')] },
          { said: 'whiskey-soaked', pins: [genre('country'), genre('blues'), mood('melancholic')] },
        ],
        artists: [
          { said: 'kris kristofferson', name: 'Kris Kristofferson' },
          { said: 'billy joe shaver', name: 'Billy Joe Shaver' },
        ],
      },
      {
        text: 'can the title be her name? Marguerite',
        turn: { kind: 'request', words: ['can the title be her name'] },
      },
    ],
  },
  {
    id: 'nobody-wanted-the-barn',
    messages: [
      {
        text: 'its been raining three days straight and the sound on the metal roof of the barn is the only thing I ever want to fall asleep to',
        turn: { kind: 'moment', words: ['the only thing I ever want to fall asleep to'] },
        notStyle: ['the metal roof'],
      },
      {
        text: "grandma and grandpa's farm is getting split between 6 cousins. I get the barn. nobody else wanted it",
        turn: { kind: 'change', words: ['getting split between 6 cousins', 'I get the barn'] },
      },
      {
        text: 'Appalachian. clawhammer banjo and a stomp box, thats it',
        turn: { kind: 'style', words: ['Appalachian', 'clawhammer banjo', 'stomp box'] },
        style: [
          { said: 'Appalachian', pins: [genre('folk'), genre('country')] },
          { said: 'clawhammer banjo', pins: [genre('folk'), genre('country')] },
          { said: 'stomp box', pins: [genre('folk'), genre('blues')] },
        ],
      },
      {
        text: 'like Ralph Stanley or hazel dickens, that high lonesome sound',
        turn: { kind: 'style', words: ['Ralph Stanley', 'hazel dickens', 'high lonesome'] },
        style: [{ said: 'high lonesome', pins: [genre('country'), genre('folk'), mood('melancholic')] }],
        artists: [
          { said: 'Ralph Stanley', name: 'Ralph Stanley' },
          { said: 'hazel dickens', name: 'Hazel Dickens' },
        ],
      },
    ],
  },
  {
    id: 'pass-the-tots',
    messages: [
      {
        text: "my daughter came out to me tonight in the Sonic drive-thru. she waited til the food came so she'd have something to do with her hands. i said 'ok. pass the tots.' she laughed so i think it was right??",
        turn: {
          kind: 'moment',
          words: ['my daughter came out to me tonight', "i said 'ok. pass the tots.'"],
        },
      },
      {
        text: 'i want her to hear it and know nothing changed. except i love her more if thats even possible',
        turn: { kind: 'request', words: ['i want her to hear it and know nothing changed'] },
      },
      {
        text: 'soft rock, 70s. like Carpenters, or Bread',
        turn: { kind: 'style', words: ['soft rock', '70s', 'Carpenters', 'Bread'] },
        style: [
          { said: 'soft rock', pins: [genre('rock'), genre('pop'), mood('chill')] },
          { said: '70s', pins: [mood('nostalgic')] },
        ],
        artists: [
          { said: 'Carpenters', name: 'Carpenters' },
          { said: 'Bread', name: 'Bread' },
        ],
      },
    ],
  },
  {
    id: 'kitchen-song',
    messages: [
      {
        text: 'my parents are splitting up after 44 years. they told us at easter brunch between the ham and the deviled eggs',
        turn: { kind: 'change', words: ['my parents are splitting up after 44 years'] },
      },
      {
        text: 'every year on the 21st of september my dad would put on September by Earth, Wind & Fire and drag her around the kitchen in her socks',
        turn: { kind: 'memory', words: ['drag her around the kitchen in her socks'] },
        artists: [{ said: 'Earth, Wind & Fire', name: 'Earth, Wind & Fire' }],
        songs: [{ said: 'September', title: 'September', artist: 'Earth, Wind & Fire' }],
      },
      {
        text: 'im not angry at either of them. I just want the kitchen thing to still be true',
        turn: { kind: 'feeling', words: ['I just want the kitchen thing to still be true'] },
        notStyle: ['angry'],
      },
      {
        text: 'disco but heartbreaking. funky bass, strings, a little Bee Gees falsetto',
        turn: { kind: 'style', words: ['disco but heartbreaking', 'funky bass', 'Bee Gees'] },
        style: [
          { said: 'disco', pins: [genre('electronic'), genre('pop'), genre('soul'), mood('energetic')] },
          { said: 'heartbreaking', pins: [mood('sad'), mood('melancholic')] },
          { said: 'funky bass', pins: [genre('soul'), genre('r&b')] },
          { said: 'strings', pins: [genre('classical'), genre('soul')] },
          { said: 'falsetto', pins: [genre('soul'), genre('r&b')] },
        ],
        artists: [{ said: 'Bee Gees', name: 'Bee Gees' }],
      },
      {
        text: "chorus should be 'do you remember'",
        turn: { kind: 'request', words: ["chorus should be 'do you remember'"] },
      },
    ],
  },
  {
    id: 'school-run',
    messages: [
      {
        text: 'twenty years today since mom.',
        turn: { kind: 'death', words: ['twenty years today since mom'] },
        condolence: { died: "the writer's mother, twenty years ago", to: 'the writer' },
      },
      {
        text: 'she played Enya on a loop in the minivan. Orinoco Flow every school run, i knew every word by 2nd grade',
        turn: { kind: 'memory', words: ['on a loop in the minivan', 'every school run'] },
        artists: [{ said: 'Enya', name: 'Enya' }],
        songs: [{ said: 'Orinoco Flow', title: 'Orinoco Flow', artist: 'Enya' }],
      },
      {
        text: 'celtic. misty.',
        turn: { kind: 'style', words: ['celtic', 'misty'] },
        style: [
          { said: 'celtic', pins: [genre('folk'), mood('dreamy')] },
          { said: 'misty', pins: [mood('dreamy'), mood('melancholic')] },
        ],
      },
      {
        text: 'Clannad.',
        turn: { kind: 'style', words: ['Clannad'] },
        artists: [{ said: 'Clannad', name: 'Clannad' }],
      },
    ],
  },
  {
    id: 'hotel-coffee',
    messages: [
      {
        text: 'moving my dad into the spare room this weekend. he cant do the stairs at his place anymore and hes mad about it',
        turn: { kind: 'decision', words: ['moving my dad into the spare room this weekend'] },
      },
      {
        text: "he's bringing 40 years of National Geographics and his coffee maker from 1988. says mine makes 'hotel coffee'",
        turn: { kind: 'moment', words: ["says mine makes 'hotel coffee'"] },
      },
      {
        text: 'it should sound like a Folgers commercial but a little sad. mornings. two grumpy guys and a pot of coffee',
        turn: { kind: 'style', words: ['a little sad', 'two grumpy guys and a pot of coffee'] },
        style: [{ said: 'a little sad', pins: [mood('melancholic'), mood('sad')] }],
      },
      {
        text: 'acoustic storytelling. cat stevens, harry chapin. cats in the cradle but less of a guilt trip lol',
        turn: {
          kind: 'style',
          words: ['acoustic storytelling', 'cat stevens', 'harry chapin', 'cats in the cradle'],
        },
        style: [{ said: 'acoustic storytelling', pins: [genre('folk')] }],
        artists: [
          { said: 'cat stevens', name: 'Cat Stevens' },
          { said: 'harry chapin', name: 'Harry Chapin' },
        ],
        songs: [{ said: 'cats in the cradle', title: "Cat's in the Cradle", artist: 'Harry Chapin' }],
      },
    ],
  },
  {
    id: 'second-verse',
    messages: [
      {
        text: 'work karaoke night. i was supposed to duet with my manager and i froze. she did all of Mr. Brightside by herself while i stood there holding the mic',
        turn: { kind: 'moment', words: ['i froze', 'while i stood there holding the mic'] },
        songs: [{ said: 'Mr. Brightside', title: 'Mr. Brightside', artist: 'The Killers' }],
      },
      {
        text: 'i havent sung in front of anyone since my voice cracked at 8th grade graduation. i was 13. im 41',
        turn: { kind: 'confession', words: ['i havent sung in front of anyone since my voice cracked'] },
      },
      {
        text: 'big dumb arena rock. killers-y, a little queen',
        turn: { kind: 'style', words: ['big dumb arena rock', 'killers', 'queen'] },
        style: [{ said: 'big dumb arena rock', pins: [genre('rock'), mood('powerful'), mood('energetic')] }],
        artists: [
          { said: 'killers', name: 'The Killers' },
          { said: 'queen', name: 'Queen' },
        ],
      },
      {
        text: "she texted after. 'next month. youre doing the second verse.' so title: 'second verse'",
        turn: { kind: 'request', words: ["title: 'second verse'"] },
      },
    ],
  },
  {
    id: 'jollof-at-six',
    messages: [
      {
        text: 'my sister lands tomorrow from Lagos. 7 years. im making jollof at 6am bc she WILL judge it',
        turn: { kind: 'moment', words: ['my sister lands tomorrow from Lagos', '7 years'] },
      },
      {
        text: 'afrobeats, burna boy, tems, wizkid, angélique kidjo',
        turn: { kind: 'style', words: ['afrobeats', 'burna boy', 'tems', 'wizkid', 'angélique kidjo'] },
        style: [
          { said: 'afrobeats', pins: [genre('pop'), genre('hip-hop'), genre('reggae'), mood('energetic')] },
        ],
        artists: [
          { said: 'burna boy', name: 'Burna Boy' },
          { said: 'tems', name: 'Tems' },
          { said: 'wizkid', name: 'Wizkid' },
          { said: 'angélique kidjo', name: 'Angélique Kidjo' },
        ],
      },
      {
        text: 'sunny. joyful. a bit cheeky.',
        turn: { kind: 'style', words: ['sunny', 'joyful', 'a bit cheeky'] },
        style: [
          { said: 'sunny', pins: [mood('happy'), mood('uplifting')] },
          { said: 'joyful', pins: [mood('happy'), mood('uplifting')] },
          { said: 'cheeky', pins: [mood('happy'), mood('confident')] },
        ],
      },
    ],
  },
  {
    id: 'pioneer-cap',
    messages: [
      {
        text: 'long drive today, 6 hrs to my folks place. gas station coffee and a podcast about shipwrecks',
        turn: { kind: 'moment', words: ['6 hrs to my folks place'] },
        notStyle: ['my folks'],
      },
      {
        text: 'grandpa Ike went on thursday. we bury him saturday, same plot as grandma',
        turn: { kind: 'death', words: ['grandpa Ike went on thursday', 'we bury him saturday'] },
        condolence: { died: "the writer's grandfather Ike", to: 'the writer and the family' },
      },
      {
        text: 'he sold seed corn his whole life, ate country fried steak at the Cozy Corner every sunday after church, and wore the same Pioneer cap till it was more hole than hat',
        turn: { kind: 'memory', words: ['he sold seed corn his whole life', 'more hole than hat'] },
        notStyle: ['country fried steak'],
      },
      {
        text: 'heartland, prairie, wide open. a little Gordon Lightfoot',
        turn: { kind: 'style', words: ['heartland', 'prairie', 'wide open', 'Gordon Lightfoot'] },
        style: [
          { said: 'heartland', pins: [genre('rock'), genre('country'), genre('folk')] },
          { said: 'prairie', pins: [genre('folk'), genre('country')] },
          { said: 'wide open', pins: [mood('uplifting'), mood('powerful')] },
        ],
        artists: [{ said: 'Gordon Lightfoot', name: 'Gordon Lightfoot' }],
      },
    ],
  },
  {
    id: 'no-fog',
    messages: [
      {
        text: "I'm quitting the church choir after 22 years. told the director tonight after rehearsal",
        turn: { kind: 'decision', words: ["I'm quitting the church choir after 22 years"] },
      },
      {
        text: 'the new pastor wants drums and a fog machine. Im 67, I dont need fog',
        turn: { kind: 'change', words: ['the new pastor wants', 'I dont need fog'] },
        notStyle: ['drums'],
      },
      {
        text: 'i want it to feel like the last hymn before they turn the lights off',
        turn: {
          kind: 'request',
          words: ['i want it to feel like the last hymn before they turn the lights off'],
        },
        style: [{ said: 'hymn', pins: [genre('soul'), genre('folk'), mood('melancholic')] }],
      },
      {
        text: 'Hallelujah by Leonard Cohen, but not the Shrek one. just organ and one voice',
        turn: { kind: 'style', words: ['Hallelujah by Leonard Cohen', 'just organ and one voice'] },
        style: [{ said: 'organ', pins: [genre('soul'), genre('classical')] }],
        artists: [{ said: 'Leonard Cohen', name: 'Leonard Cohen' }],
        songs: [{ said: 'Hallelujah', title: 'Hallelujah', artist: 'Leonard Cohen' }],
      },
    ],
  },
  {
    id: 'basic-step',
    messages: [
      {
        text: 'my downstairs neighbors have a party every friday and it comes right up through the floor. bachata til 2am, the bass rattles my spoons',
        turn: {
          kind: 'moment',
          words: ['it comes right up through the floor', 'the bass rattles my spoons'],
        },
        notStyle: ['bachata'],
      },
      {
        text: 'i used to call the landlord. last friday they invited me down and their grandma taught me the basic step',
        turn: { kind: 'change', words: ['last friday they invited me down', 'taught me the basic step'] },
      },
      {
        text: "I'm going back this friday. bringing a flan. i cant make flan",
        turn: { kind: 'decision', words: ["I'm going back this friday"] },
      },
      {
        text: 'so ok yes. bachata. Juan Luis Guerra, aventura, romeo santos. sweaty and sweet',
        turn: { kind: 'style', words: ['bachata', 'Juan Luis Guerra', 'aventura', 'romeo santos'] },
        style: [
          { said: 'bachata', pins: [genre('pop'), genre('folk'), mood('romantic')] },
          { said: 'sweaty', pins: [mood('energetic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
        artists: [
          { said: 'Juan Luis Guerra', name: 'Juan Luis Guerra' },
          { said: 'aventura', name: 'Aventura' },
          { said: 'romeo santos', name: 'Romeo Santos' },
        ],
      },
    ],
  },
  {
    id: 'again-again',
    messages: [
      {
        text: 'my daughter stood up on a surfboard for the first time today!!! Pacifica, 52 degree water, shes 9',
        turn: { kind: 'first', words: ['stood up on a surfboard for the first time today'] },
      },
      {
        text: 'she screamed the whole way in, threw up seawater, then made me rock paper scissors her for who carries the board. she lost and carried it anyway',
        turn: { kind: 'moment', words: ['threw up seawater', 'she lost and carried it anyway'] },
        notStyle: ['rock paper scissors'],
      },
      {
        text: 'surf rock!!! reverb-drenched and twangy, like Dick Dale or the ventures',
        turn: {
          kind: 'style',
          words: ['surf rock', 'reverb-drenched', 'twangy', 'Dick Dale', 'the ventures'],
        },
        style: [
          { said: 'surf rock', pins: [genre('rock')] },
          { said: 'reverb-drenched', pins: [mood('dreamy'), genre('rock')] },
          { said: 'twangy', pins: [genre('country'), genre('rock')] },
        ],
        artists: [
          { said: 'Dick Dale', name: 'Dick Dale' },
          { said: 'the ventures', name: 'The Ventures' },
        ],
      },
      {
        text: "hook: 'again again again'",
        turn: { kind: 'request', words: ["hook: 'again again again'"] },
      },
    ],
  },
  {
    id: 'the-other-sister',
    messages: [
      {
        text: "my best friend Priya's brother was killed on his motorcycle on the 4th. I was in her kitchen when her phone rang",
        turn: { kind: 'death', words: ["Priya's brother was killed on his motorcycle"] },
        condolence: { died: "Priya's brother", to: 'Priya, and the writer as her best friend' },
      },
      {
        text: "she asked me to write something for the memorial. i didnt know him that well. he always called me 'the other sister'",
        turn: { kind: 'request', words: ['she asked me to write something for the memorial'] },
      },
      {
        text: 'he was a DJ. priya says he once played a warehouse in Oakland for 9 hours with a broken wrist. electronic but gentle, a slow pulse. Four Tet, jon hopkins',
        turn: { kind: 'style', words: ['electronic but gentle', 'a slow pulse', 'Four Tet', 'jon hopkins'] },
        style: [
          { said: 'electronic', pins: [genre('electronic')] },
          { said: 'gentle', pins: [mood('chill')] },
          { said: 'slow pulse', pins: [genre('electronic'), mood('chill')] },
        ],
        artists: [
          { said: 'Four Tet', name: 'Four Tet' },
          { said: 'jon hopkins', name: 'Jon Hopkins' },
        ],
      },
      {
        text: "can you put 'the other sister' in the bridge",
        turn: { kind: 'request', words: ["put 'the other sister' in the bridge"] },
      },
    ],
  },
  {
    id: 'bent-tulips',
    messages: [
      {
        text: 'spring finally. the tulips he planted came up',
        turn: { kind: 'moment', words: ['the tulips he planted came up'] },
      },
      {
        text: 'i sleep on his side now.',
        turn: { kind: 'death', words: ['i sleep on his side now'] },
        condolence: { died: "the writer's husband", to: 'the writer' },
      },
      {
        text: 'he planted half of them upside down. they came up anyway, all bent like elbows',
        turn: { kind: 'memory', words: ['he planted half of them upside down', 'all bent like elbows'] },
      },
      {
        text: 'gentle. sleepy but glad.',
        turn: { kind: 'style', words: ['gentle', 'sleepy but glad'] },
        style: [
          { said: 'gentle', pins: [mood('chill'), mood('romantic')] },
          { said: 'sleepy', pins: [mood('chill'), mood('dreamy')] },
          { said: 'glad', pins: [mood('happy'), mood('uplifting')] },
        ],
      },
    ],
  },
  {
    id: 'the-vampire',
    messages: [
      {
        text: "so my 20 year high school reunion is saturday and im going. i wasnt going to go, like at all, i deleted the facebook invite twice, and then at 2am on a tuesday i rsvp'd yes and bought a blazer",
        turn: { kind: 'decision', words: ['im going', "i rsvp'd yes and bought a blazer"] },
      },
      {
        text: "i was the emo kid. eyeliner, ate lunch in the library, got called 'the vampire' for four years",
        turn: { kind: 'memory', words: ["got called 'the vampire' for four years"] },
        notStyle: ['the emo kid'],
      },
      {
        text: 'i run a dental practice now. i have a boat. its a small boat but still',
        turn: { kind: 'change', words: ['i run a dental practice now', 'i have a boat'] },
      },
      {
        text: 'taking back sunday, brand new, dashboard confessional. but triumphant',
        turn: {
          kind: 'style',
          words: ['taking back sunday', 'brand new', 'dashboard confessional', 'triumphant'],
        },
        style: [{ said: 'triumphant', pins: [mood('confident'), mood('powerful'), mood('uplifting')] }],
        artists: [
          { said: 'taking back sunday', name: 'Taking Back Sunday' },
          { said: 'brand new', name: 'Brand New' },
          { said: 'dashboard confessional', name: 'Dashboard Confessional' },
        ],
      },
    ],
  },
  {
    id: 'opal-at-100',
    messages: [
      {
        text: 'grandma Opal turns 100 on the 3rd!!!! she says the secret is whiskey, minding your own business and all that jazz',
        turn: { kind: 'moment', words: ['grandma Opal turns 100 on the 3rd'] },
        notStyle: ['all that jazz'],
      },
      {
        text: "first line should be 'minding my own business'",
        turn: { kind: 'request', words: ["first line should be 'minding my own business'"] },
      },
      {
        text: 'big band swing. like a Glenn Miller thing, she met grandpa at a USO dance in 1944',
        turn: { kind: 'style', words: ['big band swing', 'Glenn Miller'] },
        style: [{ said: 'big band swing', pins: [genre('jazz'), mood('happy'), mood('nostalgic')] }],
        artists: [{ said: 'Glenn Miller', name: 'Glenn Miller' }],
      },
      {
        text: 'In the Mood is her favorite. can we steal that horn riff a little',
        turn: { kind: 'request', words: ['can we steal that horn riff a little'] },
        style: [{ said: 'horn riff', pins: [genre('jazz')] }],
        songs: [{ said: 'In the Mood', title: 'In the Mood', artist: 'Glenn Miller' }],
      },
    ],
  },
  {
    id: 'square',
    messages: [
      {
        text: "my dad started therapy at 70. he calls it 'my appointment' like its the dentist",
        turn: { kind: 'change', words: ['my dad started therapy at 70'] },
      },
      {
        text: "yesterday he called to apologize for missing my 4th grade recital in 1994 to watch the Bulls game. i dont even remember it. he'd been carrying it 30 years",
        turn: {
          kind: 'moment',
          words: [
            'he called to apologize for missing my 4th grade recital',
            "he'd been carrying it 30 years",
          ],
        },
      },
      {
        text: 'not sappy, not a Hallmark card. something with some grit. tom waits, or a bit of the band',
        turn: { kind: 'style', words: ['some grit', 'tom waits', 'the band'] },
        style: [{ said: 'grit', pins: [genre('blues'), genre('rock')] }],
        artists: [
          { said: 'tom waits', name: 'Tom Waits' },
          { said: 'the band', name: 'The Band' },
        ],
      },
      {
        text: "I want him to hear it and know its done. we're square",
        turn: { kind: 'request', words: ['I want him to hear it and know its done'] },
      },
    ],
  },
  {
    id: 'just-his-name',
    messages: [
      {
        text: 'ugh 3 hrs of sleep. anyway. im driving up to see my brother sunday. Duluth. we havent talked in 6 years',
        turn: { kind: 'decision', words: ['im driving up to see my brother sunday'] },
      },
      {
        text: 'he works the ore boats. sends my kids a postcard from every port and never writes anything on them. just his name',
        turn: { kind: 'memory', words: ['sends my kids a postcard from every port', 'just his name'] },
      },
      {
        text: 'sea shanty but slow. accordion, lots of voices, a little like the Pogues on a sad night. it should feel like Duluth in november',
        turn: { kind: 'style', words: ['sea shanty but slow', 'accordion', 'the Pogues'] },
        style: [
          { said: 'sea shanty', pins: [genre('folk')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'accordion', pins: [genre('folk')] },
          { said: 'lots of voices', pins: [genre('folk'), mood('powerful')] },
          { said: 'a sad night', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'the Pogues', name: 'The Pogues' }],
      },
      {
        text: "can the title be 'just his name'",
        turn: { kind: 'request', words: ["can the title be 'just his name'"] },
      },
    ],
  },
  {
    id: 'welcome-home-baby',
    messages: [
      {
        text: 'went to my first pride this weekend!!! im 38. drove 3 hours to Columbus by myself',
        turn: { kind: 'first', words: ['went to my first pride this weekend'] },
      },
      {
        text: "a drag queen named Anita Refill put glitter on my cheek and said 'welcome home baby' and i just lost it on the sidewalk",
        turn: { kind: 'moment', words: ["said 'welcome home baby'", 'i just lost it on the sidewalk'] },
      },
      {
        text: 'it needs to be a BOP. hyperpop-ish, nu-disco, chappell roan energy',
        turn: { kind: 'style', words: ['BOP', 'hyperpop-ish', 'nu-disco', 'chappell roan'] },
        style: [
          { said: 'BOP', pins: [mood('energetic'), mood('happy'), genre('pop')] },
          { said: 'hyperpop-ish', pins: [genre('pop'), genre('electronic'), mood('energetic')] },
          { said: 'nu-disco', pins: [genre('electronic'), genre('pop')] },
          { said: 'energy', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'chappell roan', name: 'Chappell Roan' }],
      },
      {
        text: 'but also a tiny bit of Kylie, and P!nk for the big note at the end',
        turn: { kind: 'style', words: ['Kylie', 'P!nk', 'the big note at the end'] },
        style: [{ said: 'big note', pins: [mood('powerful')] }],
        artists: [
          { said: 'Kylie', name: 'Kylie Minogue' },
          { said: 'P!nk', name: 'P!nk' },
        ],
      },
      {
        text: "hook should be 'welcome home baby'",
        turn: { kind: 'request', words: ["hook should be 'welcome home baby'"] },
      },
    ],
  },
];
