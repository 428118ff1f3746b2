/**
 * The second held-out set of theme-chat conversations (issue 36): written for this set alone, before the
 * writer read any chat code or any reply the chat has given. Read README.md here before touching this file.
 *
 * Each writer message is marked with:
 * - `turn`: what the message carries (its kind) and the words in it that carry it (exact substrings);
 * - `style`: each style word or phrase it names, exactly as written, with the pins it maps to (the first is
 *   the nearest; any one of them counts as pinned right);
 * - `artists` / `songs`: the artists and songs it names, as written (`said`) and as a catalogue knows them.
 */

export type TurnKind =
  | 'death'
  | 'first'
  | 'decision'
  | 'confession'
  | 'change'
  | 'memory'
  | 'moment'
  | 'feeling'
  | 'request'
  | 'style';

export type MoodPin =
  | 'happy'
  | 'sad'
  | 'energetic'
  | 'chill'
  | 'romantic'
  | 'angry'
  | 'nostalgic'
  | 'confident'
  | 'melancholic'
  | 'uplifting'
  | 'dreamy'
  | 'powerful';

export type GenrePin =
  | 'pop'
  | 'rock'
  | 'hip-hop'
  | 'r&b'
  | 'country'
  | 'indie'
  | 'electronic'
  | 'folk'
  | 'jazz'
  | 'blues'
  | 'alternative'
  | 'reggae'
  | 'classical'
  | 'punk'
  | 'metal'
  | 'soul';

export type Pin = { kind: 'mood'; id: MoodPin } | { kind: 'genre'; id: GenrePin };

export type StyleMark = { said: string; pins: Pin[] };

export type ArtistMark = { said: string; name: string };

export type SongMark = { said: string; title: string; artist: string };

export type HeldOutMessage = {
  text: string;
  turn: { kind: TurnKind; words: string[] };
  style?: StyleMark[];
  artists?: ArtistMark[];
  songs?: SongMark[];
};

export type HeldOutConversation = { id: string; messages: HeldOutMessage[] };

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_2: HeldOutConversation[] = [
  {
    id: 'lake-house',
    messages: [
      {
        text: 'My parents are selling the lake house we went to every August.',
        turn: { kind: 'change', words: ['selling the lake house'] },
      },
      {
        text: "Last weekend I found my initials carved under the dock, right next to my brother's.",
        turn: { kind: 'memory', words: ['found my initials carved under the dock'] },
      },
      {
        text: 'Make it slow country, like an old Glen Campbell record. Wichita Lineman kind of lonesome.',
        turn: { kind: 'style', words: ['slow country', 'Glen Campbell'] },
        style: [
          { said: 'slow country', pins: [genre('country')] },
          { said: 'lonesome', pins: [mood('melancholic'), mood('sad')] },
        ],
        artists: [{ said: 'Glen Campbell', name: 'Glen Campbell' }],
        songs: [{ said: 'Wichita Lineman', title: 'Wichita Lineman', artist: 'Glen Campbell' }],
      },
      {
        text: "The new owners want to tear the dock out. I didn't say a word at the closing.",
        turn: { kind: 'confession', words: ["I didn't say a word"] },
      },
    ],
  },
  {
    id: 'proud-mother',
    messages: [
      {
        text: 'My mother called yesterday and said she was proud of me. First time ever.',
        turn: { kind: 'first', words: ['proud of me', 'First time ever'] },
      },
      {
        text: "I'm thirty-four. I've been waiting to hear that since I was a kid.",
        turn: { kind: 'feeling', words: ['waiting to hear that since I was a kid'] },
      },
      {
        text: 'I want it to feel like a gospel song, uplifting, with a big choir at the end.',
        turn: { kind: 'style', words: ['gospel song', 'uplifting'] },
        style: [
          { said: 'gospel', pins: [genre('soul'), genre('r&b')] },
          { said: 'uplifting', pins: [mood('uplifting')] },
        ],
      },
      {
        text: 'After she hung up I sat in the car for twenty minutes before I could drive.',
        turn: { kind: 'moment', words: ['sat in the car for twenty minutes'] },
      },
    ],
  },
  {
    id: 'notice-at-the-bank',
    messages: [
      {
        text: 'I handed in my notice today after nine years at the bank.',
        turn: { kind: 'decision', words: ['handed in my notice'] },
      },
      {
        text: "Everyone thinks I'm crazy. I have no plan except the band.",
        turn: { kind: 'feeling', words: ["Everyone thinks I'm crazy", 'no plan except the band'] },
      },
      {
        text: 'Something like Springsteen, big heartland rock, Born to Run energy.',
        turn: { kind: 'style', words: ['heartland rock', 'Springsteen'] },
        style: [
          { said: 'heartland rock', pins: [genre('rock')] },
          { said: 'big', pins: [mood('powerful'), mood('energetic')] },
          { said: 'energy', pins: [mood('energetic'), mood('powerful')] },
        ],
        artists: [{ said: 'Springsteen', name: 'Bruce Springsteen' }],
        songs: [{ said: 'Born to Run', title: 'Born to Run', artist: 'Bruce Springsteen' }],
      },
      {
        text: "Honestly I'm terrified. But I'd rather be scared than bored for another nine years.",
        turn: { kind: 'confession', words: ["I'm terrified", 'rather be scared than bored'] },
      },
    ],
  },
  {
    id: 'sisters-first-dance',
    messages: [
      {
        text: "I'm writing the song for my sister's first dance at her wedding in June.",
        turn: { kind: 'first', words: ['first dance at her wedding'] },
      },
      {
        text: "Our dad won't be there. He passed when she was twelve.",
        turn: { kind: 'death', words: ['He passed'] },
      },
      {
        text: "She wants it romantic, an acoustic singer-songwriter thing, like Ed Sheeran's Perfect but less cheesy.",
        turn: { kind: 'style', words: ['romantic', 'singer-songwriter'] },
        style: [
          { said: 'romantic', pins: [mood('romantic')] },
          { said: 'acoustic', pins: [genre('folk'), genre('indie'), genre('pop')] },
          { said: 'singer-songwriter', pins: [genre('folk'), genre('indie'), genre('pop')] },
        ],
        artists: [{ said: 'Ed Sheeran', name: 'Ed Sheeran' }],
        songs: [{ said: 'Perfect', title: 'Perfect', artist: 'Ed Sheeran' }],
      },
      {
        text: 'I want one line where he is in the room with us, without making everyone cry.',
        turn: { kind: 'request', words: ['he is in the room with us'] },
      },
    ],
  },
  {
    id: 'key-on-the-counter',
    messages: [
      {
        text: 'She moved out on Sunday. Left her key on the counter next to the fruit bowl.',
        turn: { kind: 'change', words: ['She moved out', 'Left her key on the counter'] },
      },
      {
        text: "rnb, late night, kinda like Frank Ocean's Blonde",
        turn: { kind: 'style', words: ['rnb', 'Frank Ocean'] },
        style: [
          { said: 'rnb', pins: [genre('r&b')] },
          { said: 'late night', pins: [mood('chill'), mood('dreamy'), mood('melancholic')] },
        ],
        artists: [{ said: 'Frank Ocean', name: 'Frank Ocean' }],
      },
      {
        text: 'The worst part is I was the one who stopped trying. I knew it for a year.',
        turn: { kind: 'confession', words: ['I was the one who stopped trying'] },
      },
      {
        text: "keep it lo-fi, i don't want it polished",
        turn: { kind: 'style', words: ['lo-fi'] },
        style: [
          { said: 'lo-fi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
        ],
      },
    ],
  },
  {
    id: 'one-year-sober',
    messages: [
      {
        text: 'One year sober as of this morning.',
        turn: { kind: 'change', words: ['One year sober'] },
      },
      {
        text: 'It was the first birthday in ten years that I actually remember.',
        turn: { kind: 'first', words: ['first birthday in ten years'] },
      },
      {
        text: 'Something like Jason Isbell. Southern, honest, americana.',
        turn: { kind: 'style', words: ['Jason Isbell', 'americana'] },
        style: [
          { said: 'americana', pins: [genre('country'), genre('folk')] },
          { said: 'Southern', pins: [genre('country')] },
        ],
        artists: [{ said: 'Jason Isbell', name: 'Jason Isbell' }],
      },
      {
        text: 'I still drive past the bar on Fifth Street and slow down every time.',
        turn: { kind: 'confession', words: ['slow down every time'] },
      },
    ],
  },
  {
    id: 'biscuit',
    messages: [
      {
        text: 'We had to put our dog Biscuit down on Tuesday.',
        turn: { kind: 'death', words: ['put our dog Biscuit down'] },
      },
      {
        text: 'He was fourteen. He slept on my feet through every bad year I had.',
        turn: { kind: 'memory', words: ['slept on my feet through every bad year'] },
      },
      {
        text: 'A sad folk song, just guitar and voice, kind of Iron & Wine.',
        turn: { kind: 'style', words: ['sad folk song', 'Iron & Wine'] },
        style: [
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'folk', pins: [genre('folk')] },
        ],
        artists: [{ said: 'Iron & Wine', name: 'Iron & Wine' }],
      },
      {
        text: "My son asked me if Biscuit knew we loved him and I didn't know what to say.",
        turn: { kind: 'confession', words: ["I didn't know what to say"] },
      },
    ],
  },
  {
    id: 'lease-in-berlin',
    messages: [
      {
        text: 'I just signed a lease in Berlin. I leave in three weeks.',
        turn: { kind: 'decision', words: ['signed a lease in Berlin'] },
      },
      {
        text: "I've never lived more than an hour from my mom.",
        turn: { kind: 'first', words: ['never lived more than an hour from my mom'] },
      },
      {
        text: "Think synthwave, dreamy 80s synths, a bit like The Weeknd's Blinding Lights.",
        turn: { kind: 'style', words: ['synthwave', 'dreamy'] },
        style: [
          { said: 'synthwave', pins: [genre('electronic')] },
          { said: 'dreamy', pins: [mood('dreamy')] },
          { said: '80s synths', pins: [genre('electronic'), mood('nostalgic')] },
        ],
        artists: [{ said: 'The Weeknd', name: 'The Weeknd' }],
        songs: [{ said: 'Blinding Lights', title: 'Blinding Lights', artist: 'The Weeknd' }],
      },
      {
        text: 'Part of me is running away and I know it.',
        turn: { kind: 'confession', words: ['Part of me is running away'] },
      },
    ],
  },
  {
    id: 'steady-hands',
    messages: [
      {
        text: "My dad was diagnosed with Parkinson's last month.",
        turn: { kind: 'change', words: ["diagnosed with Parkinson's"] },
      },
      {
        text: 'His hands shake now when he ties his fishing flies. He was the steadiest man I knew.',
        turn: { kind: 'change', words: ['His hands shake now'] },
      },
      {
        text: 'bluesy and slow, like something Bonnie Raitt would sing',
        turn: { kind: 'style', words: ['bluesy', 'Bonnie Raitt'] },
        style: [{ said: 'bluesy', pins: [genre('blues')] }],
        artists: [{ said: 'Bonnie Raitt', name: 'Bonnie Raitt' }],
      },
      {
        text: "I haven't cried about it once, and that scares me.",
        turn: { kind: 'confession', words: ["I haven't cried about it once"] },
      },
    ],
  },
  {
    id: 'first-apartment',
    messages: [
      {
        text: 'Got the keys to my first apartment today. No roommates, no parents.',
        turn: { kind: 'first', words: ['my first apartment'] },
      },
      {
        text: "It's tiny and the radiator clanks all night but it's mine.",
        turn: { kind: 'feeling', words: ["it's mine"] },
      },
      {
        text: 'Make it happy! bedroom pop, like Clairo',
        turn: { kind: 'style', words: ['happy', 'bedroom pop'] },
        style: [
          { said: 'happy', pins: [mood('happy')] },
          { said: 'bedroom pop', pins: [genre('indie'), genre('pop')] },
        ],
        artists: [{ said: 'Clairo', name: 'Clairo' }],
      },
      {
        text: "I ate cereal on the floor for dinner because I don't own a table yet.",
        turn: { kind: 'moment', words: ['ate cereal on the floor'] },
      },
    ],
  },
  {
    id: 'maid-of-honor',
    messages: [
      {
        text: "I need to write about something I've never told anyone.",
        turn: { kind: 'confession', words: ['never told anyone'] },
      },
      {
        text: "I kissed my best friend's boyfriend at a party two summers ago.",
        turn: { kind: 'confession', words: ["I kissed my best friend's boyfriend"] },
      },
      {
        text: 'Last night she asked me to be her maid of honor.',
        turn: { kind: 'change', words: ['asked me to be her maid of honor'] },
      },
      {
        text: 'Moody pop, think Olivia Rodrigo. Angsty but not whiny.',
        turn: { kind: 'style', words: ['Moody pop', 'Olivia Rodrigo'] },
        style: [
          { said: 'Moody', pins: [mood('melancholic'), mood('sad')] },
          { said: 'pop', pins: [genre('pop')] },
          { said: 'Angsty', pins: [mood('angry'), mood('melancholic')] },
        ],
        artists: [{ said: 'Olivia Rodrigo', name: 'Olivia Rodrigo' }],
      },
      {
        text: "I think I'm going to tell her before the wedding.",
        turn: { kind: 'decision', words: ['going to tell her before the wedding'] },
      },
    ],
  },
  {
    id: 'biscuit-recipe',
    messages: [
      {
        text: "My grandmother's funeral was Saturday.",
        turn: { kind: 'death', words: ["grandmother's funeral"] },
      },
      {
        text: 'Nobody can find her biscuit recipe. We tore the kitchen apart looking for it.',
        turn: { kind: 'moment', words: ['Nobody can find her biscuit recipe'] },
      },
      {
        text: 'Gospel feel, like Aretha singing in church, but small and quiet.',
        turn: { kind: 'style', words: ['Gospel', 'Aretha'] },
        style: [
          { said: 'Gospel', pins: [genre('soul'), genre('r&b')] },
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'Aretha', name: 'Aretha Franklin' }],
      },
      {
        text: "My aunt and I haven't spoken in six years, and we stood next to each other at the grave.",
        turn: {
          kind: 'moment',
          words: ["haven't spoken in six years", 'stood next to each other at the grave'],
        },
      },
    ],
  },
  {
    id: 'same-pen',
    messages: [
      {
        text: 'We signed the divorce papers this morning. Both of us used the same pen.',
        turn: { kind: 'decision', words: ['signed the divorce papers'] },
      },
      {
        text: 'Twenty-two years. We were kids when we got married.',
        turn: { kind: 'memory', words: ['We were kids when we got married'] },
      },
      {
        text: 'I want it to sound like an old Patsy Cline record. Honky-tonk, sad, but with some dignity.',
        turn: { kind: 'style', words: ['Patsy Cline', 'Honky-tonk'] },
        style: [
          { said: 'Honky-tonk', pins: [genre('country')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'Patsy Cline', name: 'Patsy Cline' }],
      },
      {
        text: "The weird thing is I'm relieved. I haven't said that to anyone.",
        turn: { kind: 'confession', words: ["I'm relieved"] },
      },
    ],
  },
  {
    id: 'rec-center',
    messages: [
      {
        text: 'They tore down the rec center on my block, the place where I learned to rap.',
        turn: { kind: 'change', words: ['tore down the rec center'] },
      },
      {
        text: 'Mr. Dawson ran it for 30 years. He bought us notebooks out of his own pocket.',
        turn: { kind: 'memory', words: ['bought us notebooks out of his own pocket'] },
      },
      {
        text: 'boom bap, hard, 90s hip hop like Nas on Illmatic',
        turn: { kind: 'style', words: ['boom bap', 'Nas'] },
        style: [
          { said: 'boom bap', pins: [genre('hip-hop')] },
          { said: 'hard', pins: [mood('powerful'), mood('angry'), mood('energetic')] },
          { said: '90s hip hop', pins: [genre('hip-hop')] },
        ],
        artists: [{ said: 'Nas', name: 'Nas' }],
      },
      {
        text: "I'm mad nobody fought for it. Including me.",
        turn: { kind: 'confession', words: ['Including me', "I'm mad nobody fought for it"] },
      },
    ],
  },
  {
    id: 'four-am',
    messages: [
      {
        text: 'My daughter was born at 4am on Thursday.',
        turn: { kind: 'first', words: ['My daughter was born'] },
      },
      {
        text: 'The first time I held her I forgot every word I know.',
        turn: { kind: 'first', words: ['first time I held her'] },
      },
      {
        text: 'Lullaby-ish, soft and jazzy, like Norah Jones.',
        turn: { kind: 'style', words: ['Lullaby', 'jazzy', 'Norah Jones'] },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('dreamy'), mood('romantic')] },
          { said: 'jazzy', pins: [genre('jazz')] },
          { said: 'Lullaby', pins: [mood('chill'), mood('dreamy')] },
        ],
        artists: [{ said: 'Norah Jones', name: 'Norah Jones' }],
      },
      {
        text: 'My own father left before I was born and I keep thinking about that.',
        turn: { kind: 'confession', words: ['My own father left before I was born'] },
      },
    ],
  },
  {
    id: 'the-potatoes',
    messages: [
      {
        text: 'I came out to my parents at Thanksgiving.',
        turn: { kind: 'confession', words: ['came out to my parents'] },
      },
      {
        text: "My dad didn't say anything. He just passed me the potatoes.",
        turn: { kind: 'moment', words: ['He just passed me the potatoes'] },
      },
      {
        text: "The next morning he left a note on my windshield that said 'still my kid.'",
        turn: { kind: 'change', words: ['still my kid', 'left a note on my windshield'] },
      },
      {
        text: "I'm thinking indie folk, hopeful, kind of like Sufjan Stevens.",
        turn: { kind: 'style', words: ['indie folk', 'Sufjan Stevens'] },
        style: [
          { said: 'indie folk', pins: [genre('folk'), genre('indie')] },
          { said: 'hopeful', pins: [mood('uplifting'), mood('happy')] },
        ],
        artists: [{ said: 'Sufjan Stevens', name: 'Sufjan Stevens' }],
      },
    ],
  },
  {
    id: 'sold-my-mic',
    messages: [
      {
        text: 'I lost my voice for eight months after surgery on my vocal cords.',
        turn: { kind: 'change', words: ['lost my voice for eight months'] },
      },
      {
        text: 'Last night I sang a full set for the first time since.',
        turn: { kind: 'first', words: ['sang a full set for the first time since'] },
      },
      {
        text: 'I want a power ballad with a huge chorus, like singing Whitney in the shower at full volume.',
        turn: { kind: 'style', words: ['power ballad', 'Whitney'] },
        style: [
          { said: 'power ballad', pins: [mood('powerful'), genre('rock'), genre('pop')] },
          { said: 'huge', pins: [mood('powerful')] },
        ],
        artists: [{ said: 'Whitney', name: 'Whitney Houston' }],
      },
      {
        text: "I was sure I'd never sing again. I even sold my mic.",
        turn: { kind: 'confession', words: ['I even sold my mic', "sure I'd never sing again"] },
      },
    ],
  },
  {
    id: 'australia',
    messages: [
      {
        text: 'My best friend since third grade is moving to Australia for good.',
        turn: { kind: 'change', words: ['moving to Australia for good'] },
      },
      {
        text: 'We had one last sleepover like we were twelve. Face masks and bad movies.',
        turn: { kind: 'memory', words: ['one last sleepover'] },
      },
      {
        text: 'Make it 90s R&B, TLC vibes, bittersweet.',
        turn: { kind: 'style', words: ['90s R&B', 'TLC', 'bittersweet'] },
        style: [
          { said: '90s R&B', pins: [genre('r&b')] },
          { said: 'bittersweet', pins: [mood('melancholic'), mood('nostalgic')] },
        ],
        artists: [{ said: 'TLC', name: 'TLC' }],
      },
      {
        text: "I haven't told her I'm scared we'll drift apart.",
        turn: { kind: 'confession', words: ["I'm scared we'll drift apart"] },
      },
    ],
  },
  {
    id: 'hardware-store',
    messages: [
      {
        text: "I decided to close my dad's hardware store. He built it in 1979.",
        turn: { kind: 'decision', words: ["decided to close my dad's hardware store"] },
      },
      {
        text: "He still drives by every morning. He thinks I don't know.",
        turn: { kind: 'moment', words: ['He still drives by every morning'] },
      },
      {
        text: 'Heartland rock like Tom Petty, a little nostalgic.',
        turn: { kind: 'style', words: ['Heartland rock', 'Tom Petty'] },
        style: [
          { said: 'Heartland rock', pins: [genre('rock')] },
          { said: 'nostalgic', pins: [mood('nostalgic')] },
        ],
        artists: [{ said: 'Tom Petty', name: 'Tom Petty' }],
      },
      {
        text: "Maybe the song is me telling him I'm sorry.",
        turn: { kind: 'request', words: ["telling him I'm sorry"] },
      },
    ],
  },
  {
    id: 'rent-strike',
    messages: [
      {
        text: 'Our landlord is evicting the whole building to turn it into short-term rentals.',
        turn: { kind: 'change', words: ['evicting the whole building'] },
      },
      {
        text: 'Mrs. Alvarez on the first floor has lived there 41 years.',
        turn: { kind: 'memory', words: ['lived there 41 years'] },
      },
      {
        text: 'I want it fast and pissed off. Punk, like the Clash.',
        turn: { kind: 'style', words: ['pissed off', 'Punk', 'the Clash'] },
        style: [
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'pissed off', pins: [mood('angry')] },
          { said: 'Punk', pins: [genre('punk')] },
        ],
        artists: [{ said: 'the Clash', name: 'The Clash' }],
      },
      {
        text: "We're organizing a rent strike. I've never done anything like this.",
        turn: { kind: 'decision', words: ['organizing a rent strike'] },
      },
    ],
  },
  {
    id: 'kingston-sundays',
    messages: [
      {
        text: 'My uncle who raised me in Kingston passed away last week.',
        turn: { kind: 'death', words: ['passed away'] },
      },
      {
        text: 'He played Bob Marley records every Sunday while he cooked.',
        turn: { kind: 'memory', words: ['played Bob Marley records every Sunday'] },
        artists: [{ said: 'Bob Marley', name: 'Bob Marley' }],
      },
      {
        text: 'I want the song to be reggae but joyful. A celebration, not a funeral.',
        turn: { kind: 'style', words: ['reggae', 'joyful'] },
        style: [
          { said: 'reggae', pins: [genre('reggae')] },
          { said: 'joyful', pins: [mood('happy'), mood('uplifting')] },
        ],
      },
      {
        text: "I'm flying back for the first time in twelve years.",
        turn: { kind: 'first', words: ['first time in twelve years'] },
      },
    ],
  },
  {
    id: 'enlisted',
    messages: [
      {
        text: 'My little brother just enlisted. He ships out to basic in two weeks.',
        turn: { kind: 'change', words: ['just enlisted'] },
      },
      {
        text: 'We used to blast Metallica in his room and headbang till mom yelled.',
        turn: { kind: 'memory', words: ['blast Metallica in his room'] },
        artists: [{ said: 'Metallica', name: 'Metallica' }],
      },
      {
        text: 'Make it heavy, metal, but the chorus has to be for him, not about war.',
        turn: { kind: 'style', words: ['heavy', 'metal', 'chorus has to be for him'] },
        style: [
          { said: 'heavy', pins: [genre('metal'), mood('powerful')] },
          { said: 'metal', pins: [genre('metal')] },
        ],
      },
      {
        text: "I told him I was proud of him. I'm not sure I meant it.",
        turn: { kind: 'confession', words: ["I'm not sure I meant it"] },
      },
    ],
  },
  {
    id: 'intersection',
    messages: [
      {
        text: "I can't sleep since the accident. I keep replaying the intersection.",
        turn: { kind: 'change', words: ["can't sleep since the accident"] },
      },
      {
        text: 'Nobody got badly hurt, but the other driver was a teenager and she was shaking.',
        turn: { kind: 'memory', words: ['she was shaking'] },
      },
      {
        text: "chill lo-fi beat, dreamy, like something you'd study to",
        turn: { kind: 'style', words: ['chill lo-fi beat', 'dreamy'] },
        style: [
          { said: 'chill', pins: [mood('chill')] },
          { said: 'lo-fi', pins: [mood('chill'), genre('indie'), genre('hip-hop'), genre('electronic')] },
          { said: 'dreamy', pins: [mood('dreamy')] },
        ],
      },
      {
        text: "I decided I'm going to write her a letter.",
        turn: { kind: 'decision', words: ['write her a letter'] },
      },
    ],
  },
  {
    id: 'pencil-on-my-shoulder',
    messages: [
      {
        text: 'My piano teacher, Mrs. Kowalski, died. She taught me from age six to eighteen.',
        turn: { kind: 'death', words: ['died'] },
      },
      {
        text: "She'd tap the beat on my shoulder with a pencil.",
        turn: { kind: 'memory', words: ['tap the beat on my shoulder with a pencil'] },
      },
      {
        text: "Something classical, piano and strings, melancholy like Chopin's nocturnes.",
        turn: { kind: 'style', words: ['classical', 'melancholy', 'Chopin'] },
        style: [
          { said: 'classical', pins: [genre('classical')] },
          { said: 'melancholy', pins: [mood('melancholic')] },
        ],
        artists: [{ said: 'Chopin', name: 'Frédéric Chopin' }],
      },
      {
        text: 'I stopped playing in college and never told her.',
        turn: { kind: 'confession', words: ['never told her'] },
      },
    ],
  },
  {
    id: 'same-city',
    messages: [
      {
        text: "I met someone at a festival last summer and we've been long distance ever since.",
        turn: { kind: 'memory', words: ['met someone at a festival'] },
      },
      {
        text: "She's moving in with me next month. First time we'll live in the same city.",
        turn: { kind: 'first', words: ["First time we'll live in the same city", 'moving in with me'] },
      },
      {
        text: 'Upbeat EDM, euphoric, like a Calvin Harris drop.',
        turn: { kind: 'style', words: ['EDM', 'Calvin Harris'] },
        style: [
          { said: 'Upbeat', pins: [mood('energetic'), mood('happy')] },
          { said: 'EDM', pins: [genre('electronic')] },
          { said: 'euphoric', pins: [mood('happy'), mood('uplifting'), mood('energetic')] },
        ],
        artists: [{ said: 'Calvin Harris', name: 'Calvin Harris' }],
      },
      {
        text: "I'm scared it won't be as good without the distance.",
        turn: { kind: 'confession', words: ["scared it won't be as good"] },
      },
    ],
  },
  {
    id: 'two-cups',
    messages: [
      {
        text: "I'm writing this for my neighbor. He's 82 and his wife of sixty years died in January.",
        turn: { kind: 'death', words: ['his wife of sixty years died'] },
      },
      {
        text: 'He still sets out two cups for coffee every morning.',
        turn: { kind: 'moment', words: ['sets out two cups'] },
      },
      {
        text: 'An old-school jazz ballad, smoky, like Chet Baker singing.',
        turn: { kind: 'style', words: ['jazz ballad', 'Chet Baker'] },
        style: [
          { said: 'jazz ballad', pins: [genre('jazz')] },
          { said: 'smoky', pins: [mood('chill'), mood('romantic'), mood('melancholic')] },
        ],
        artists: [{ said: 'Chet Baker', name: 'Chet Baker' }],
      },
      {
        text: 'He asked me to play it for him on their anniversary in May.',
        turn: { kind: 'request', words: ['play it for him on their anniversary'] },
      },
    ],
  },
  {
    id: 'landslide',
    messages: [
      {
        text: "I turned forty last week and I'm not where I thought I'd be.",
        turn: { kind: 'feeling', words: ["not where I thought I'd be"] },
      },
      {
        text: 'No kids, no house. Just a good job I never really wanted.',
        turn: { kind: 'confession', words: ['a good job I never really wanted'] },
      },
      {
        text: 'Something like Landslide by Fleetwood Mac. Wistful, just a guitar.',
        turn: { kind: 'style', words: ['Landslide', 'Wistful'] },
        style: [{ said: 'Wistful', pins: [mood('nostalgic'), mood('melancholic')] }],
        artists: [{ said: 'Fleetwood Mac', name: 'Fleetwood Mac' }],
        songs: [{ said: 'Landslide', title: 'Landslide', artist: 'Fleetwood Mac' }],
      },
      {
        text: "I'm going back to school for nursing in the fall. Haven't told my boss yet.",
        turn: { kind: 'decision', words: ['going back to school for nursing'] },
      },
    ],
  },
];
