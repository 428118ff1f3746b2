/**
 * The sixteenth held-out set of theme-chat conversations: written for this set alone, before any tuning, by
 * a writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here
 * before touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "happy hour", "rock salt", "my pop-pop"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_16: HeldOut4Conversation[] = [
  {
    id: 'tilt-light',
    messages: [
      {
        text: 'hi. so my great aunt wilhelmina passed away saturday. 94. she ran the bait shop in port clinton til she was 88',
        turn: { kind: 'death', words: ['my great aunt wilhelmina passed away saturday'] },
        condolence: { died: "Wilhelmina, the writer's great-aunt", to: 'the writer' },
      },
      {
        text: 'she paid me in quarters to count minnows and every single quarter went straight into the pinball machine in the back. she never once told my mom',
        turn: {
          kind: 'memory',
          words: ['she paid me in quarters to count minnows', 'straight into the pinball machine'],
        },
      },
      {
        text: 'after the service my cousin plugged the pinball machine back in and her initials were still #1 on the high score. WLM. nobody said anything for like a full minute',
        turn: { kind: 'moment', words: ['her initials were still #1 on the high score'] },
      },
      {
        text: 'soulfull. like donny hathaway, a song for you. organ and one voice',
        turn: {
          kind: 'style',
          words: ['soulfull', 'donny hathaway', 'a song for you', 'organ and one voice'],
        },
        style: [
          { said: 'soulfull', pins: [genre('soul'), mood('melancholic')] },
          { said: 'organ and one voice', pins: [genre('soul'), mood('melancholic'), mood('sad')] },
        ],
        artists: [{ said: 'donny hathaway', name: 'Donny Hathaway' }],
        songs: [{ said: 'a song for you', title: 'A Song for You', artist: 'Donny Hathaway' }],
      },
      {
        text: 'no harps no angels no "gone fishing" pun pls. end on the tilt light',
        turn: {
          kind: 'request',
          words: ['no harps no angels no "gone fishing" pun pls', 'end on the tilt light'],
        },
      },
    ],
  },
  {
    id: 'three-hundred-forty',
    messages: [
      {
        text: 'OK SO. a stranger bought one of my paintings. a real stranger, not my sister pretending. $340. first thing ive ever sold and im 58',
        turn: {
          kind: 'first',
          words: ['a stranger bought one of my paintings', 'first thing ive ever sold'],
        },
      },
      {
        text: 'its the one of the tugboats in fall river. she said it looked like how mondays feel. i think that was a compliment??',
        turn: { kind: 'moment', words: ['she said it looked like how mondays feel'] },
      },
      {
        text: 'i feel like a fraud and also like a genius. both at once. is that normal',
        turn: { kind: 'feeling', words: ['i feel like a fraud and also like a genius'] },
      },
      {
        text: 'make it bouncy and smug lol. late 70s disco soul, little horns, a bit of diana ross upside down',
        turn: {
          kind: 'style',
          words: ['bouncy', 'smug', 'late 70s disco soul', 'little horns', 'diana ross', 'upside down'],
        },
        style: [
          { said: 'bouncy', pins: [mood('happy'), mood('energetic')] },
          { said: 'smug', pins: [mood('confident')] },
          {
            said: 'late 70s disco soul',
            pins: [genre('soul'), genre('pop'), mood('energetic'), mood('nostalgic')],
          },
          { said: 'little horns', pins: [genre('soul'), genre('pop')] },
        ],
        artists: [{ said: 'diana ross', name: 'Diana Ross' }],
        songs: [{ said: 'upside down', title: 'Upside Down', artist: 'Diana Ross' }],
      },
    ],
  },
  {
    id: 'kiln-money',
    messages: [
      {
        text: 'im buying a kiln. 3 grand. its going in the garage and the car is going in the driveway forever now',
        turn: { kind: 'decision', words: ['im buying a kiln'] },
      },
      {
        text: 'my wife thinks im having a midlife crisis. i think im having a midlife not-crisis',
        turn: { kind: 'feeling', words: ['i think im having a midlife not-crisis'] },
      },
      {
        text: 'ambient-ish, lo fi, slow. like moby porcelain, hazy. clay spinning speed',
        turn: { kind: 'style', words: ['ambient-ish', 'lo fi', 'slow', 'moby', 'porcelain', 'hazy'] },
        style: [
          { said: 'ambient-ish', pins: [genre('electronic'), mood('dreamy'), mood('chill')] },
          { said: 'lo fi', pins: [genre('indie'), genre('hip-hop'), mood('chill')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'hazy', pins: [mood('dreamy')] },
        ],
        artists: [{ said: 'moby', name: 'Moby' }],
        songs: [{ said: 'porcelain', title: 'Porcelain', artist: 'Moby' }],
      },
    ],
  },
  {
    id: 'last-whistle',
    messages: [
      {
        text: 'they shut the paper mill in kenosha friday. 104 years. my dad 31 yrs, me 12. no more 3pm whistle',
        turn: {
          kind: 'change',
          words: ['they shut the paper mill in kenosha friday', 'no more 3pm whistle'],
        },
      },
      {
        text: 'minor key. and the last line is just the whistle, no words. like 3 seconds of nothing after',
        turn: { kind: 'request', words: ['minor key', 'the last line is just the whistle, no words'] },
      },
      {
        text: 'today at 3 the whole block came out on their porches anyway. just standing there. waiting for nothing',
        turn: { kind: 'moment', words: ['at 3 the whole block came out on their porches anyway'] },
      },
      {
        text: 'heavy and sad, grunge-y. soundgarden, fell on black days. slow sludgy guitar',
        turn: {
          kind: 'style',
          words: ['heavy', 'sad', 'grunge-y', 'soundgarden', 'fell on black days', 'slow sludgy guitar'],
        },
        style: [
          { said: 'heavy', pins: [genre('metal'), genre('rock'), mood('powerful')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'grunge-y', pins: [genre('rock'), genre('alternative')] },
          { said: 'slow sludgy guitar', pins: [genre('metal'), genre('rock'), mood('melancholic')] },
        ],
        artists: [{ said: 'soundgarden', name: 'Soundgarden' }],
        songs: [{ said: 'fell on black days', title: 'Fell on Black Days', artist: 'Soundgarden' }],
      },
    ],
  },
  {
    id: 'waiting-room-moonwalk',
    messages: [
      {
        text: 'ok weird night. took my roommate to the ER, she sliced her thumb on a mandoline (shes fine, 6 stitches). at like 2am the tv in the waiting room played billie jean and a guy with his whole hand wrapped in gauze got up and moonwalked. the security guard CLAPPED',
        turn: { kind: 'moment', words: ['a guy with his whole hand wrapped in gauze got up and moonwalked'] },
        songs: [{ said: 'billie jean', title: 'Billie Jean', artist: 'Michael Jackson' }],
      },
      {
        text: 'idk i just felt weirdly hopeful about people for the first time in months',
        turn: { kind: 'feeling', words: ['i just felt weirdly hopeful about people'] },
      },
      {
        text: 'funky!!! 80s MJ bassline, handclaps, but kinda tender in the verses',
        turn: { kind: 'style', words: ['funky', '80s MJ bassline', 'handclaps', 'tender'] },
        style: [
          { said: 'funky', pins: [genre('r&b'), genre('soul'), mood('energetic')] },
          { said: '80s MJ bassline', pins: [genre('pop'), genre('r&b'), mood('nostalgic')] },
          { said: 'handclaps', pins: [genre('pop'), mood('happy')] },
          { said: 'tender', pins: [mood('romantic'), mood('melancholic')] },
        ],
        artists: [{ said: 'MJ', name: 'Michael Jackson' }],
      },
    ],
  },
  {
    id: 'bridge-drags',
    messages: [
      {
        text: 'back to the porch song. the bridge drags. cut it in half',
        turn: { kind: 'request', words: ['the bridge drags', 'cut it in half'] },
      },
      {
        text: 'and can we go up a key for the last chorus. like a whole step. i want people to FEEL it',
        turn: { kind: 'request', words: ['can we go up a key for the last chorus'] },
      },
      {
        text: 'also slow way down right before the last chorus then kick back in. and dont rhyme anything with fire, every song does that',
        turn: {
          kind: 'request',
          words: [
            'slow way down right before the last chorus then kick back in',
            'dont rhyme anything with fire',
          ],
        },
      },
      {
        text: 'more the chicks tho. wide open spaces. fiddle + banjo, kuntry but not hick',
        turn: {
          kind: 'style',
          words: ['the chicks', 'wide open spaces', 'fiddle + banjo', 'kuntry but not hick'],
        },
        style: [
          { said: 'fiddle + banjo', pins: [genre('country'), genre('folk')] },
          { said: 'kuntry', pins: [genre('country')] },
        ],
        artists: [{ said: 'the chicks', name: 'The Chicks' }],
        songs: [{ said: 'wide open spaces', title: 'Wide Open Spaces', artist: 'The Chicks' }],
      },
    ],
  },
  {
    id: 'mattress-commercial',
    messages: [
      {
        text: 'my mom died friday night. the night nurse called me at 3:10. i didnt make it',
        turn: { kind: 'death', words: ['my mom died friday night'] },
        condolence: { died: "the writer's mother", to: 'the writer' },
      },
      {
        text: 'she used to vacuum to anita baker. sweet love, every saturday, singing over the hoover so loud the neighbors knew the words',
        turn: { kind: 'memory', words: ['she used to vacuum to anita baker'] },
        artists: [{ said: 'anita baker', name: 'Anita Baker' }],
        songs: [{ said: 'sweet love', title: 'Sweet Love', artist: 'Anita Baker' }],
      },
      {
        text: 'honest thing. when the nurse called i felt relieved. 3 years of this. is that awful',
        turn: { kind: 'confession', words: ['when the nurse called i felt relieved'] },
      },
      {
        text: 'i turned on her kitchen radio this morning and it was a mattress commercial. i laughed so hard i cried',
        turn: { kind: 'moment', words: ['it was a mattress commercial', 'i laughed so hard i cried'] },
      },
      {
        text: 'quiet storm r n b, slow jam, warm. and please dont rhyme mother with other',
        turn: {
          kind: 'style',
          words: ['quiet storm r n b', 'slow jam', 'warm', 'dont rhyme mother with other'],
        },
        style: [
          { said: 'quiet storm r n b', pins: [genre('r&b'), genre('soul'), mood('chill'), mood('romantic')] },
          { said: 'slow jam', pins: [genre('r&b'), mood('romantic'), mood('chill')] },
          { said: 'warm', pins: [mood('chill'), mood('romantic'), mood('uplifting')] },
        ],
      },
    ],
  },
  {
    id: 'ambrose-three-twelve',
    messages: [
      {
        text: 'IM A GRANDPA. 3:12am. 7 lbs even. they named him ambrose after my dad and i had to go sit in the stairwell',
        turn: { kind: 'first', words: ['IM A GRANDPA', 'they named him ambrose after my dad'] },
      },
      {
        text: 'he grabbed my thumb and wouldnt let go and my daughter said "dad hes got your grip" and i lost it',
        turn: { kind: 'moment', words: ['he grabbed my thumb and wouldnt let go'] },
      },
      {
        text: 'lullaby but reggay. jimmy cliff, i can see clearly now. sunshine, slow skank',
        turn: {
          kind: 'style',
          words: ['lullaby', 'reggay', 'jimmy cliff', 'i can see clearly now', 'sunshine', 'slow skank'],
        },
        style: [
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy'), mood('romantic')] },
          { said: 'reggay', pins: [genre('reggae')] },
          { said: 'sunshine', pins: [mood('happy'), mood('uplifting')] },
          { said: 'slow skank', pins: [genre('reggae'), mood('chill')] },
        ],
        artists: [{ said: 'jimmy cliff', name: 'Jimmy Cliff' }],
        songs: [{ said: 'i can see clearly now', title: 'I Can See Clearly Now', artist: 'Jimmy Cliff' }],
      },
      {
        text: 'short enough to sing twice while walking him round the kitchen. and put his name in the last line',
        turn: { kind: 'request', words: ['short enough to sing twice', 'put his name in the last line'] },
      },
    ],
  },
  {
    id: 'tofu-at-seder',
    messages: [
      {
        text: 'ok so i have been pretending to be vegetarian for TWO YEARS because my girlfriends family is and i panicked at the first dinner',
        turn: { kind: 'confession', words: ['i have been pretending to be vegetarian for TWO YEARS'] },
      },
      {
        text: 'last week her dad caught me eating a gas station hot dog in the parking lot of his own synagogue. he just nodded at me',
        turn: {
          kind: 'moment',
          words: ['her dad caught me eating a gas station hot dog', 'he just nodded at me'],
        },
      },
      {
        text: 'im telling everyone at passover. at the table. before the brisket comes out so its funny',
        turn: { kind: 'decision', words: ['im telling everyone at passover'] },
      },
      {
        text: 'spicy latin pop, shakira, hips dont lie energy. make it a confession u can dance to',
        turn: { kind: 'style', words: ['spicy latin pop', 'shakira', 'hips dont lie', 'dance'] },
        style: [
          { said: 'spicy latin pop', pins: [genre('pop'), mood('energetic'), mood('confident')] },
          { said: 'dance', pins: [mood('energetic'), mood('happy')] },
        ],
        artists: [{ said: 'shakira', name: 'Shakira' }],
        songs: [{ said: 'hips dont lie', title: "Hips Don't Lie", artist: 'Shakira' }],
      },
    ],
  },
  {
    id: 'eleven-forty',
    messages: [
      {
        text: 'got my first royalty statement. $11.40. for 6 songs. i printed it out and put it on the fridge',
        turn: { kind: 'first', words: ['got my first royalty statement'] },
      },
      {
        text: 'in 10th grade i learned guitar off pixies tabs from a library computer and my mom made me practice in the garage with the door shut',
        turn: { kind: 'memory', words: ['learned guitar off pixies tabs from a library computer'] },
        artists: [{ said: 'pixies', name: 'Pixies' }],
      },
      {
        text: 'loud quiet loud. garage rock, where is my mind but happy about it. screamy backing vocals',
        turn: {
          kind: 'style',
          words: ['loud quiet loud', 'garage rock', 'where is my mind', 'happy', 'screamy backing vocals'],
        },
        style: [
          { said: 'loud quiet loud', pins: [genre('alternative'), genre('rock')] },
          { said: 'garage rock', pins: [genre('rock'), genre('punk')] },
          { said: 'happy', pins: [mood('happy')] },
          { said: 'screamy backing vocals', pins: [genre('punk'), mood('energetic')] },
        ],
        songs: [{ said: 'where is my mind', title: 'Where Is My Mind?', artist: 'Pixies' }],
      },
      {
        text: 'chorus is just the number. eleven forty. eleven forty. make it sound like a million',
        turn: { kind: 'request', words: ['chorus is just the number'] },
      },
    ],
  },
  {
    id: 'owed-thad-forty',
    messages: [
      {
        text: 'thad from the print shop died. heart attack in the break room wednesday. he was 49. ran press 2 for 20 years',
        turn: { kind: 'death', words: ['thad from the print shop died'] },
        condolence: {
          died: "Thad, the writer's coworker at the print shop",
          to: 'the writer (and the shop)',
        },
      },
      {
        text: 'i owed him 40 bucks from the super bowl. i kept saying friday. i have two twenties in my wallet right now',
        turn: { kind: 'confession', words: ['i owed him 40 bucks from the super bowl'] },
      },
      {
        text: 'every time he parked in the fire lane he sang breaking the law out the window. every. time.',
        turn: { kind: 'memory', words: ['every time he parked in the fire lane he sang breaking the law'] },
        songs: [{ said: 'breaking the law', title: 'Breaking the Law', artist: 'Judas Priest' }],
      },
      {
        text: 'metul ballad. judas priest but slow, a lighter-in-the-air thing. big dumb solo at the end',
        turn: {
          kind: 'style',
          words: ['metul ballad', 'judas priest', 'lighter-in-the-air', 'big dumb solo'],
        },
        style: [
          { said: 'metul ballad', pins: [genre('metal'), mood('powerful'), mood('melancholic')] },
          { said: 'lighter-in-the-air', pins: [genre('rock'), mood('powerful'), mood('uplifting')] },
          { said: 'big dumb solo', pins: [genre('rock'), genre('metal')] },
        ],
        artists: [{ said: 'judas priest', name: 'Judas Priest' }],
      },
    ],
  },
  {
    id: 'slayer-and-sax',
    messages: [
      {
        text: 'our 25th is in june and im writing her a song instead of jewelry. she will either cry or divorce me',
        turn: { kind: 'decision', words: ['im writing her a song instead of jewelry'] },
      },
      {
        text: 'we met at a slayer show in 96 when i was there by mistake, my buddy had the tickets. i was wearing khakis. she laughed at me for an hour and then gave me her number',
        turn: { kind: 'memory', words: ['we met at a slayer show in 96', 'i was wearing khakis'] },
        artists: [{ said: 'slayer', name: 'Slayer' }],
      },
      {
        text: 'so it has to be both. thrash metal drums and smooth jazz sax. kenny g vs slayer lol. romantic but BRUTAL',
        turn: {
          kind: 'style',
          words: ['thrash metal drums', 'smooth jazz sax', 'kenny g', 'slayer', 'romantic', 'BRUTAL'],
        },
        style: [
          { said: 'thrash metal drums', pins: [genre('metal'), mood('energetic'), mood('angry')] },
          { said: 'smooth jazz sax', pins: [genre('jazz'), mood('chill'), mood('romantic')] },
          { said: 'romantic', pins: [mood('romantic')] },
          { said: 'BRUTAL', pins: [genre('metal'), mood('powerful'), mood('angry')] },
        ],
        artists: [
          { said: 'kenny g', name: 'Kenny G' },
          { said: 'slayer', name: 'Slayer' },
        ],
      },
      {
        text: 'keep it under 4 min she gets bored. and the last word has to be khakis',
        turn: { kind: 'request', words: ['keep it under 4 min', 'the last word has to be khakis'] },
      },
    ],
  },
  {
    id: 'forty-minutes-away',
    messages: [
      {
        text: 'hey. im going to meet my birth father. hes lived 40 minutes from me for 11 years and i knew the whole time',
        turn: { kind: 'decision', words: ['im going to meet my birth father'] },
      },
      {
        text: 'i keep rehearsing what to say in the shower. i think im more scared hes nice than scared hes not',
        turn: { kind: 'feeling', words: ['im more scared hes nice than scared hes not'] },
      },
      {
        text: 'we picked an ihop halfway. sunday 9am. i already know what booth ill sit in',
        turn: { kind: 'decision', words: ['we picked an ihop halfway'] },
      },
      {
        text: 'sparse. singer/songwriter, one acoustic, like a glen hansard falling slowly type build',
        turn: {
          kind: 'style',
          words: ['sparse', 'singer/songwriter', 'one acoustic', 'glen hansard', 'falling slowly'],
        },
        style: [
          { said: 'sparse', pins: [genre('folk'), mood('melancholic'), mood('chill')] },
          { said: 'singer/songwriter', pins: [genre('folk'), genre('indie')] },
          { said: 'one acoustic', pins: [genre('folk')] },
        ],
        artists: [{ said: 'glen hansard', name: 'Glen Hansard' }],
        songs: [{ said: 'falling slowly', title: 'Falling Slowly', artist: 'Glen Hansard' }],
      },
    ],
  },
  {
    id: 'dede-moves-in',
    messages: [
      {
        text: 'my dede is moving in with us next week. my grandpa. hes 88 and the stairs at his place are done',
        turn: { kind: 'change', words: ['my dede is moving in with us next week'] },
      },
      {
        text: 'he taught me backgammon on the ferry to buyukada every summer and slammed the pieces so hard the tourists jumped',
        turn: {
          kind: 'memory',
          words: ['he taught me backgammon on the ferry', 'slammed the pieces so hard'],
        },
      },
      {
        text: 'today he packed 40 years into 3 boxes and one of the boxes is just his tea glasses wrapped in newspaper',
        turn: { kind: 'moment', words: ['one of the boxes is just his tea glasses wrapped in newspaper'] },
      },
      {
        text: 'verse 1 his apartment, verse 2 our guest room, chorus the backgammon. and dont make him sound old and sad, hes a menace',
        turn: {
          kind: 'request',
          words: [
            'verse 1 his apartment, verse 2 our guest room, chorus the backgammon',
            'dont make him sound old and sad',
          ],
        },
      },
    ],
  },
  {
    id: 'still-watching',
    messages: [
      {
        text: 'confession lol. i still have my exes netflix login. 2 years. i check what shes watching like its a diary',
        turn: { kind: 'confession', words: ['i still have my exes netflix login'] },
      },
      {
        text: 'she started a show about wedding dresses last night and i havent slept',
        turn: { kind: 'feeling', words: ['i havent slept'] },
      },
      {
        text: 'im logging out tonight. for real. gonna click the button and throw my phone in the couch',
        turn: { kind: 'decision', words: ['im logging out tonight'] },
      },
      {
        text: 'pop rock breakup anthem. kelly clarkson, since u been gone, but im the one going. LOUD chorus',
        turn: {
          kind: 'style',
          words: ['pop rock breakup anthem', 'kelly clarkson', 'since u been gone', 'LOUD chorus'],
        },
        style: [
          {
            said: 'pop rock breakup anthem',
            pins: [genre('pop'), genre('rock'), mood('powerful'), mood('angry')],
          },
          { said: 'LOUD chorus', pins: [mood('powerful'), mood('energetic')] },
        ],
        artists: [{ said: 'kelly clarkson', name: 'Kelly Clarkson' }],
        songs: [{ said: 'since u been gone', title: 'Since U Been Gone', artist: 'Kelly Clarkson' }],
      },
    ],
  },
  {
    id: 'careless-whisper-blackout',
    messages: [
      {
        text: 'power went out on our whole street last night, 9 hours, everybody out on the front steps with candles and warm beer. then the teenager in 3B came out with his saxophone and played careless whisper. badly. the whole street sang the sax part back at him',
        turn: { kind: 'moment', words: ['the whole street sang the sax part back at him'] },
        songs: [{ said: 'careless whisper', title: 'Careless Whisper', artist: 'George Michael' }],
      },
      {
        text: 'jazzy but goofy. candlelight, a lil cheesy, george michael but broke',
        turn: { kind: 'style', words: ['jazzy', 'goofy', 'candlelight', 'a lil cheesy', 'george michael'] },
        style: [
          { said: 'jazzy', pins: [genre('jazz')] },
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'candlelight', pins: [mood('romantic'), mood('chill')] },
          { said: 'a lil cheesy', pins: [genre('pop'), mood('romantic'), mood('happy')] },
        ],
        artists: [{ said: 'george michael', name: 'George Michael' }],
      },
      {
        text: 'end when the lights come back on and everybody groans',
        turn: { kind: 'request', words: ['end when the lights come back on'] },
      },
    ],
  },
  {
    id: 'line-for-blondie',
    messages: [
      {
        text: 'my parents met in line for a blondie show in 1979. dad was selling bootleg t shirts out of a duffel bag. mom bought 3',
        turn: { kind: 'memory', words: ['my parents met in line for a blondie show in 1979'] },
        artists: [{ said: 'blondie', name: 'Blondie' }],
      },
      {
        text: 'they split up 3 years ago and yesterday they told us theyre back together. my dad moved back in with one duffel bag',
        turn: { kind: 'change', words: ['yesterday they told us theyre back together'] },
      },
      {
        text: 'last night he was doing dishes singing heart of glass in falsetto and she was dying laughing at the table',
        turn: { kind: 'moment', words: ['singing heart of glass in falsetto'] },
        songs: [{ said: 'heart of glass', title: 'Heart of Glass', artist: 'Blondie' }],
      },
      {
        text: 'punky disco. new wave-y. happy but knowing, like a wink',
        turn: { kind: 'style', words: ['punky disco', 'new wave-y', 'happy but knowing', 'a wink'] },
        style: [
          { said: 'punky disco', pins: [genre('punk'), genre('pop'), mood('energetic')] },
          {
            said: 'new wave-y',
            pins: [genre('alternative'), genre('pop'), genre('electronic'), mood('nostalgic')],
          },
          { said: 'happy but knowing', pins: [mood('happy'), mood('confident')] },
        ],
      },
      {
        text: 'title: one duffel bag. and dont use the word "again" its too on the nose',
        turn: { kind: 'request', words: ['title: one duffel bag', 'dont use the word "again"'] },
      },
    ],
  },
  {
    id: 'foul-ball',
    messages: [
      {
        text: 'i CAUGHT A FOUL BALL. 41 years of going to games. bare handed. 3rd base line. my first one ever',
        turn: { kind: 'first', words: ['i CAUGHT A FOUL BALL', 'my first one ever'] },
      },
      {
        text: 'my pop-pop brought his glove to every single game til he was 90 and never caught one. he used to say "this is the one" every inning',
        turn: {
          kind: 'memory',
          words: ['my pop-pop brought his glove to every single game', 'this is the one'],
        },
        notStyle: ['my pop-pop'],
      },
      {
        text: 'my hand is purple and im so happy i could throw up',
        turn: { kind: 'feeling', words: ['im so happy i could throw up'] },
        notStyle: ['im so happy'],
      },
      {
        text: 'ballpark organ!!! hype, like a 7th inning thing but rock n roll. little richard energy',
        turn: { kind: 'style', words: ['ballpark organ', 'hype', 'rock n roll', 'little richard'] },
        style: [
          { said: 'ballpark organ', pins: [mood('happy'), mood('nostalgic')] },
          { said: 'hype', pins: [mood('energetic'), mood('confident')] },
          { said: 'rock n roll', pins: [genre('rock'), mood('energetic')] },
        ],
        artists: [{ said: 'little richard', name: 'Little Richard' }],
      },
    ],
  },
  {
    id: 'stepmom-lupe',
    messages: [
      {
        text: 'my dad got remarried saturday. to lupe. im 41 and i have a stepmom now which is a sentence',
        turn: { kind: 'change', words: ['my dad got remarried saturday'] },
      },
      {
        text: 'i honestly dont know how i feel. happy for him. weird. a little lonely. all of it',
        turn: { kind: 'feeling', words: ['i honestly dont know how i feel', 'a little lonely'] },
        notStyle: ['happy for him'],
      },
      {
        text: 'after my mom passed he ate cereal for dinner for 2 years. lupe makes him pozole on sundays. he has gained 11 pounds and he is THRILLED',
        turn: { kind: 'memory', words: ['he ate cereal for dinner for 2 years'] },
      },
      {
        text: 'ranchera, romantik, mariachi trumpets. juan gabriel vibes but not so dramatic',
        turn: { kind: 'style', words: ['ranchera', 'romantik', 'mariachi trumpets', 'juan gabriel'] },
        style: [
          { said: 'ranchera', pins: [genre('folk'), genre('country'), mood('romantic')] },
          { said: 'romantik', pins: [mood('romantic')] },
          { said: 'mariachi trumpets', pins: [genre('folk'), mood('romantic'), mood('uplifting')] },
        ],
        artists: [{ said: 'juan gabriel', name: 'Juan Gabriel' }],
      },
      {
        text: 'the song is for HIM. not about my mom. dont put her in it at all',
        turn: { kind: 'request', words: ['the song is for HIM', 'dont put her in it at all'] },
      },
    ],
  },
  {
    id: 'practice-pad',
    messages: [
      {
        text: 'mr fenwick my old drum teacher died. his wife just mailed me his practice pad with a post-it that says "for the loud one"',
        turn: { kind: 'death', words: ['mr fenwick my old drum teacher died'] },
        condolence: { died: "Mr Fenwick, the writer's old drum teacher", to: 'the writer (and his wife)' },
      },
      {
        text: 'i quit lessons at 16 and told him drums were stupid. never said sorry. never said thank you either',
        turn: { kind: 'confession', words: ['told him drums were stupid', 'never said sorry'] },
      },
      {
        text: 'he made me count take five out loud for a whole month. ONE two three FOUR five. i still count it at red lights',
        turn: { kind: 'memory', words: ['he made me count take five out loud for a whole month'] },
        songs: [{ said: 'take five', title: 'Take Five', artist: 'Dave Brubeck' }],
      },
      {
        text: 'jazz in 5/4, dave brubeck style, cool and a lil sad. drum solo where the chorus should be',
        turn: { kind: 'style', words: ['jazz in 5/4', 'dave brubeck', 'cool', 'a lil sad', 'drum solo'] },
        style: [
          { said: 'jazz in 5/4', pins: [genre('jazz')] },
          { said: 'cool', pins: [genre('jazz'), mood('chill')] },
          { said: 'a lil sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'drum solo', pins: [genre('jazz'), genre('rock'), mood('energetic')] },
        ],
        artists: [{ said: 'dave brubeck', name: 'Dave Brubeck' }],
      },
    ],
  },
  {
    id: 'bar-harbor',
    messages: [
      {
        text: 'morning. its 95 degrees in yuma at 7am which is why: im moving back to bar harbor. 19 years out west and im going home',
        turn: { kind: 'decision', words: ['im moving back to bar harbor'] },
      },
      {
        text: 'folky, peter paul and mary, leaving on a jet plane but driving a uhaul. harmonies, sing-along',
        turn: {
          kind: 'style',
          words: ['folky', 'peter paul and mary', 'leaving on a jet plane', 'harmonies', 'sing-along'],
        },
        style: [
          { said: 'folky', pins: [genre('folk')] },
          { said: 'harmonies', pins: [genre('folk'), mood('uplifting')] },
          { said: 'sing-along', pins: [genre('folk'), mood('happy'), mood('uplifting')] },
        ],
        artists: [{ said: 'peter paul and mary', name: 'Peter, Paul and Mary' }],
        songs: [
          { said: 'leaving on a jet plane', title: 'Leaving on a Jet Plane', artist: 'Peter, Paul and Mary' },
        ],
      },
      {
        text: 'put the rock salt on the steps in it. and fog. end on the ocean, first time i see it again',
        turn: { kind: 'request', words: ['put the rock salt on the steps in it', 'end on the ocean'] },
        notStyle: ['rock salt'],
      },
    ],
  },
  {
    id: 'bookmobile',
    messages: [
      {
        text: 'the county is cancelling the bookmobile. my mom drove it 22 years. last route is the 30th',
        turn: { kind: 'change', words: ['the county is cancelling the bookmobile'] },
      },
      {
        text: 'summers i rode shotgun and stamped the due dates and she played the backstreet boys tape on the dash til it warped. i want it that way, 400 times',
        turn: { kind: 'memory', words: ['summers i rode shotgun and stamped the due dates'] },
        artists: [{ said: 'the backstreet boys', name: 'Backstreet Boys' }],
        songs: [{ said: 'i want it that way', title: 'I Want It That Way', artist: 'Backstreet Boys' }],
      },
      {
        text: 'yesterday a little kid returned a book 6 years late and paid the fine in dimes out of a sock',
        turn: { kind: 'moment', words: ['paid the fine in dimes out of a sock'] },
      },
      {
        text: 'boy band!! y2k pop, harmonies stacked to the ceiling, dramatic key change. nostalgik as hell',
        turn: {
          kind: 'style',
          words: [
            'boy band',
            'y2k pop',
            'harmonies stacked to the ceiling',
            'dramatic key change',
            'nostalgik',
          ],
        },
        style: [
          { said: 'boy band', pins: [genre('pop'), mood('romantic')] },
          { said: 'y2k pop', pins: [genre('pop'), mood('nostalgic')] },
          { said: 'harmonies stacked to the ceiling', pins: [genre('pop'), mood('uplifting')] },
          { said: 'dramatic key change', pins: [genre('pop'), mood('powerful')] },
          { said: 'nostalgik', pins: [mood('nostalgic')] },
        ],
      },
    ],
  },
  {
    id: 'waffles-the-donkey',
    messages: [
      {
        text: 'sad farm news. we lost waffles this morning. our rescue donkey. 37 years old, older than my marriage',
        turn: { kind: 'death', words: ['we lost waffles this morning'] },
        condolence: { died: "Waffles, the writer's rescue donkey", to: 'the writer' },
      },
      {
        text: 'the goats stood at the fence all day where he used to stand. they wouldnt eat. my husband sat out there with them in a lawn chair',
        turn: { kind: 'moment', words: ['the goats stood at the fence all day where he used to stand'] },
      },
      {
        text: 'i feel so dumb being this wrecked over a donkey. i cried in the feed store',
        turn: { kind: 'feeling', words: ['i feel so dumb being this wrecked'] },
      },
      {
        text: 'old time country waltz, 3/4, slide guitar, sweet not weepy. just old timey like a barn dance',
        turn: {
          kind: 'style',
          words: ['old time country waltz', '3/4', 'slide guitar', 'sweet not weepy', 'old timey'],
        },
        style: [
          { said: 'old time country waltz', pins: [genre('country'), genre('folk'), mood('nostalgic')] },
          { said: 'slide guitar', pins: [genre('country'), genre('blues')] },
          { said: 'sweet not weepy', pins: [mood('romantic'), mood('happy')] },
          { said: 'old timey', pins: [genre('folk'), genre('country'), mood('nostalgic')] },
        ],
      },
    ],
  },
  {
    id: 'six-years-of-book-club',
    messages: [
      {
        text: 'ok nobody knows this. ive been in a book club for 6 years and ive finished 2 books. i read the wikipedia in the car',
        turn: { kind: 'confession', words: ['ive finished 2 books', 'i read the wikipedia in the car'] },
      },
      {
        text: 'last night the author of this months book SHOWED UP. on zoom. and asked me specifically what i thought of the ending',
        turn: { kind: 'moment', words: ['asked me specifically what i thought of the ending'] },
      },
      {
        text: 'pop punk, snotty, the offspring self esteem vibes. fast. make it a bit of a roast of myself',
        turn: { kind: 'style', words: ['pop punk', 'snotty', 'the offspring', 'self esteem', 'fast'] },
        style: [
          { said: 'pop punk', pins: [genre('punk'), genre('pop'), mood('energetic')] },
          { said: 'snotty', pins: [genre('punk'), mood('confident')] },
          { said: 'fast', pins: [mood('energetic')] },
        ],
        artists: [{ said: 'the offspring', name: 'The Offspring' }],
        songs: [{ said: 'self esteem', title: 'Self Esteem', artist: 'The Offspring' }],
      },
      {
        text: '2 verses max and NO chorus. just a breakdown where i say "the themes were really layered"',
        turn: { kind: 'request', words: ['2 verses max and NO chorus', 'just a breakdown'] },
      },
    ],
  },
  {
    id: 'first-steps-produce',
    messages: [
      {
        text: 'first steps!!!! in the produce aisle at safeway. 4 steps straight to a pyramid of avocados',
        turn: { kind: 'first', words: ['first steps', 'in the produce aisle'] },
      },
      {
        text: 'she knocked the whole pyramid over and an old man in the aisle yelled "GOAL" like it was the world cup',
        turn: { kind: 'moment', words: ['an old man in the aisle yelled "GOAL"'] },
      },
      {
        text: 'silly kids song but not annoying, ukulele, slide whistle, happy hour at a daycare lol. like a toddler went to a rave',
        turn: { kind: 'style', words: ['silly kids song', 'ukulele', 'slide whistle', 'went to a rave'] },
        style: [
          { said: 'silly kids song', pins: [mood('happy'), genre('folk')] },
          { said: 'ukulele', pins: [genre('folk'), genre('pop'), mood('happy')] },
          { said: 'slide whistle', pins: [mood('happy')] },
          { said: 'went to a rave', pins: [genre('electronic'), mood('energetic')] },
        ],
        notStyle: ['happy hour'],
      },
      {
        text: 'can it speed up every chorus? like the avocados rolling. and keep it to 90 seconds',
        turn: { kind: 'request', words: ['can it speed up every chorus', 'keep it to 90 seconds'] },
      },
    ],
  },
  {
    id: 'selling-the-camaro',
    messages: [
      {
        text: 'im selling the camaro. 1969. rebuilt it with my brother over 8 summers. it pays for round 3 of ivf',
        turn: { kind: 'decision', words: ['im selling the camaro'] },
      },
      {
        text: 'and like everyone keeps saying oh youll miss the car, the car the car, and my brother keeps texting me pictures of it from 2009 with a sad face, and im not sad about the car. i mean i am a little. but thats not it. im scared round 3 doesnt work and i sold it for nothing and then i dont have the car OR the baby and i have to drive past the guy who bought it every day because he lives on my street. thats the whole thing. sorry thats a lot',
        turn: { kind: 'feeling', words: ['im scared round 3 doesnt work and i sold it for nothing'] },
        notStyle: ['not sad about the car'],
      },
      {
        text: 'soft rock, 90s, hopefull but tired. counting crows, a long december. piano and a little organ',
        turn: {
          kind: 'style',
          words: [
            'soft rock, 90s',
            'hopefull but tired',
            'counting crows',
            'a long december',
            'piano and a little organ',
          ],
        },
        style: [
          { said: 'soft rock', pins: [genre('rock'), mood('chill'), mood('nostalgic')] },
          { said: 'hopefull but tired', pins: [mood('uplifting'), mood('melancholic')] },
          { said: 'piano and a little organ', pins: [genre('rock'), genre('soul'), mood('melancholic')] },
        ],
        artists: [{ said: 'counting crows', name: 'Counting Crows' }],
        songs: [{ said: 'a long december', title: 'A Long December', artist: 'Counting Crows' }],
      },
    ],
  },
  {
    id: 'the-worm',
    messages: [
      {
        text: 'my son doesnt talk at parties. like ever. at his cousins bat mitzvah they played wannabe and he did THE WORM across the entire dance floor',
        turn: { kind: 'moment', words: ['he did THE WORM across the entire dance floor'] },
        songs: [{ said: 'wannabe', title: 'Wannabe', artist: 'Spice Girls' }],
      },
      {
        text: '90s girl power pop, spice girls but make it about a quiet boy. shouty chorus',
        turn: { kind: 'style', words: ['90s girl power pop', 'spice girls', 'shouty chorus'] },
        style: [
          { said: '90s girl power pop', pins: [genre('pop'), mood('confident'), mood('energetic')] },
          { said: 'shouty chorus', pins: [mood('energetic'), mood('powerful')] },
        ],
        artists: [{ said: 'spice girls', name: 'Spice Girls' }],
      },
      {
        text: 'verses whisper, chorus explodes. like him',
        turn: { kind: 'request', words: ['verses whisper, chorus explodes'] },
      },
    ],
  },
  {
    id: 'more-gaga',
    messages: [
      {
        text: 'the club one we did yesterday. the hook is good but verse 2 says "tonight" 4 times. cut those',
        turn: { kind: 'request', words: ['verse 2 says "tonight" 4 times', 'cut those'] },
      },
      {
        text: 'and can the outro just fade on the kick drum. no last line',
        turn: { kind: 'request', words: ['can the outro just fade on the kick drum', 'no last line'] },
      },
      {
        text: 'more lady gaga. bad romance. darker, edm-ish, a lil evil',
        turn: { kind: 'style', words: ['lady gaga', 'bad romance', 'darker', 'edm-ish', 'a lil evil'] },
        style: [
          { said: 'darker', pins: [mood('melancholic'), mood('powerful')] },
          { said: 'edm-ish', pins: [genre('electronic'), mood('energetic')] },
          { said: 'a lil evil', pins: [mood('confident'), mood('angry')] },
        ],
        artists: [{ said: 'lady gaga', name: 'Lady Gaga' }],
        songs: [{ said: 'bad romance', title: 'Bad Romance', artist: 'Lady Gaga' }],
      },
    ],
  },
  {
    id: 'sultans-at-the-talent-show',
    messages: [
      {
        text: 'my 11 year old played sultans of swing at the school talent show. first time on a stage. the whole solo. on a guitar bigger than him',
        turn: {
          kind: 'first',
          words: ['played sultans of swing at the school talent show', 'first time on a stage'],
        },
        songs: [{ said: 'sultans of swing', title: 'Sultans of Swing', artist: 'Dire Straits' }],
      },
      {
        text: 'he finished and bowed and the gym teacher yelled DIRE STRAITS like it was a sports team',
        turn: { kind: 'moment', words: ['the gym teacher yelled DIRE STRAITS'] },
        artists: [{ said: 'DIRE STRAITS', name: 'Dire Straits' }],
      },
      {
        text: 'classic rock but proud dad, clean fingerpicky electric, a lil country twang',
        turn: {
          kind: 'style',
          words: ['classic rock', 'proud', 'clean fingerpicky electric', 'a lil country twang'],
        },
        style: [
          { said: 'classic rock', pins: [genre('rock'), mood('nostalgic')] },
          { said: 'proud', pins: [mood('uplifting'), mood('confident')] },
          { said: 'clean fingerpicky electric', pins: [genre('rock')] },
          { said: 'a lil country twang', pins: [genre('country')] },
        ],
      },
    ],
  },
  {
    id: 'dalias-mom',
    messages: [
      {
        text: 'hey. my best friend dalias mom died last night. cancer. dalia called me from the hospital parking lot and didnt say anything for a while',
        turn: { kind: 'death', words: ['my best friend dalias mom died last night'] },
        condolence: { died: "the mother of Dalia, the writer's best friend", to: 'Dalia' },
      },
      {
        text: 'i dont know what to say to her. everything i type sounds like a greeting card',
        turn: { kind: 'feeling', words: ['i dont know what to say to her'] },
      },
      {
        text: 'i want to give her a song instead. its for her, not about me. no "i" in the chorus if you can',
        turn: { kind: 'request', words: ['its for her, not about me', 'no "i" in the chorus'] },
      },
      {
        text: 'her mom loved mercedes sosa. gracias a la vida. folk, spanish guitar, bombo, soft',
        turn: {
          kind: 'style',
          words: ['mercedes sosa', 'gracias a la vida', 'folk', 'spanish guitar', 'bombo', 'soft'],
        },
        style: [
          { said: 'folk', pins: [genre('folk')] },
          { said: 'spanish guitar', pins: [genre('folk'), mood('romantic'), mood('melancholic')] },
          { said: 'bombo', pins: [genre('folk')] },
          { said: 'soft', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'mercedes sosa', name: 'Mercedes Sosa' }],
        songs: [{ said: 'gracias a la vida', title: 'Gracias a la Vida', artist: 'Mercedes Sosa' }],
      },
    ],
  },
  {
    id: 'collards-under-asphalt',
    messages: [
      {
        text: 'they paved the community garden on kedzie ave. mr nguyen started it in 1994 on a burned out lot. its a parking lot for the new gym now',
        turn: { kind: 'change', words: ['they paved the community garden'] },
      },
      {
        text: 'he gave every kid on the block one collard seedling in a yogurt cup. mine lived like 3 days. he gave me another one. and another one',
        turn: {
          kind: 'memory',
          words: ['he gave every kid on the block one collard seedling in a yogurt cup'],
        },
      },
      {
        text: 'im not even sad im just tired. everything good gets a parking lot',
        turn: { kind: 'feeling', words: ['im just tired', 'everything good gets a parking lot'] },
        notStyle: ['not even sad'],
      },
      {
        text: 'hip-hopp, 90s, laid back. ice cube it was a good day but for tomatoes and collards. chill af',
        turn: {
          kind: 'style',
          words: ['hip-hopp', '90s', 'laid back', 'ice cube', 'it was a good day', 'chill af'],
        },
        style: [
          { said: 'hip-hopp', pins: [genre('hip-hop')] },
          { said: 'laid back', pins: [mood('chill')] },
          { said: 'chill af', pins: [mood('chill')] },
        ],
        artists: [{ said: 'ice cube', name: 'Ice Cube' }],
        songs: [{ said: 'it was a good day', title: 'It Was a Good Day', artist: 'Ice Cube' }],
      },
    ],
  },
  {
    id: 'ice-bath-alpha',
    messages: [
      {
        text: 'hear me out. my gym has a 5am crew that does ice baths and yells affirmations and i joined last month as a joke and now i LOVE it',
        turn: { kind: 'change', words: ['i joined last month as a joke and now i LOVE it'] },
      },
      {
        text: 'this morning a 70 year old lady named dottie got in first and screamed "I AM A GLACIER" and we all lost it',
        turn: { kind: 'moment', words: ['screamed "I AM A GLACIER"'] },
      },
      {
        text: 'make it a workout song but funny. trap beat, 808s, hype man adlibs. we about to be cold type energy',
        turn: { kind: 'style', words: ['workout song', 'funny', 'trap beat', '808s', 'hype man adlibs'] },
        style: [
          { said: 'workout song', pins: [mood('energetic'), mood('powerful')] },
          { said: 'funny', pins: [mood('happy')] },
          { said: 'trap beat', pins: [genre('hip-hop'), genre('electronic')] },
          { said: '808s', pins: [genre('hip-hop'), genre('electronic')] },
          { said: 'hype man adlibs', pins: [genre('hip-hop'), mood('energetic')] },
        ],
      },
      {
        text: 'hook: I AM A GLACIER. obviously. and double time in the last verse. what even rhymes with glacier lol',
        turn: { kind: 'request', words: ['hook: I AM A GLACIER', 'double time in the last verse'] },
      },
    ],
  },
  {
    id: 'red-card-for-a-dad',
    messages: [
      {
        text: 'my daughter reffed her first soccer game today!! 14. under 8s. whistle, little black shirt, the whole thing',
        turn: { kind: 'first', words: ['my daughter reffed her first soccer game today'] },
      },
      {
        text: 'a dad screamed at her from the sideline the WHOLE first half and at halftime she walked over and told him to sit down or leave. he sat down. im dead tired from yelling and so proud i could burst',
        turn: { kind: 'moment', words: ['told him to sit down or leave', 'he sat down'] },
      },
      {
        text: 'bratty punk, girl gang chant, like she just blew a whistle in ur face',
        turn: { kind: 'style', words: ['bratty punk', 'girl gang chant'] },
        style: [
          { said: 'bratty punk', pins: [genre('punk'), mood('confident'), mood('energetic')] },
          { said: 'girl gang chant', pins: [genre('punk'), mood('powerful'), mood('confident')] },
        ],
      },
      {
        text: 'under 2 min. last word is "sit down". and the dad cant be the villain, hes just a guy',
        turn: {
          kind: 'request',
          words: ['under 2 min', 'last word is "sit down"', 'the dad cant be the villain'],
        },
      },
    ],
  },
  {
    id: 'the-eggplant',
    messages: [
      {
        text: 'so my mom is 71 and she sent her first ever text with an emoji yesterday. to the family group chat. it was the eggplant. under a picture of her tomato plants',
        turn: { kind: 'first', words: ['she sent her first ever text with an emoji'] },
      },
      {
        text: 'ok and i have not told her what it means. its been 3 days. she sent it to her pastor this morning. i am a terrible daughter and i am also not going to tell her',
        turn: { kind: 'confession', words: ['i have not told her what it means'] },
      },
      {
        text: 'something for her birthday out of this. nothing dirty!! keep it clean enough for church, the joke stays a wink. 3 verses, one per text',
        turn: {
          kind: 'request',
          words: ['nothing dirty', 'keep it clean enough for church', '3 verses, one per text'],
        },
      },
    ],
  },
];
