/**
 * The seventeenth held-out set of theme-chat conversations: written for this set alone, before any tuning, by
 * a writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here
 * before touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "rock salt", "the pop machine", "blue in the face"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_17: HeldOut4Conversation[] = [
  {
    id: 'auger-in-the-truck',
    messages: [
      {
        text: 'hey. sorry if im weird today. grandpa harlan passed saturday night. 88. in his chair with the hockey game on',
        turn: { kind: 'death', words: ['grandpa harlan passed saturday night'] },
        condolence: { died: "Harlan, the writer's grandfather", to: 'the writer' },
      },
      {
        text: 'every january he took me ice fishing on mille lacs. we never caught anything. he said the fish were just shy',
        turn: { kind: 'memory', words: ['he said the fish were just shy'] },
      },
      {
        text: 'went to get his truck today and the auger is still in the bed. covered in snow',
        turn: { kind: 'moment', words: ['the auger is still in the bed'] },
      },
      {
        text: 'slow country waltz, pedal steel, kinda tim mcgraw but not preachy',
        turn: { kind: 'style', words: ['slow country waltz', 'pedal steel', 'tim mcgraw'] },
        style: [
          { said: 'slow country waltz', pins: [genre('country'), mood('melancholic'), mood('nostalgic')] },
          { said: 'pedal steel', pins: [genre('country'), mood('melancholic')] },
        ],
        artists: [{ said: 'tim mcgraw', name: 'Tim McGraw' }],
      },
      {
        text: 'no fish puns. i mean it. he would haunt me',
        turn: { kind: 'request', words: ['no fish puns'] },
      },
    ],
  },
  {
    id: 'seventh-try',
    messages: [
      {
        text: 'PASSED MY DRIVING TEST!!!! 7th try. im 41. the examiner clapped. CLAPPED',
        turn: { kind: 'first', words: ['PASSED MY DRIVING TEST'] },
      },
      {
        text: 'i parallel parked behind a mail truck and didnt even touch the curb',
        turn: {
          kind: 'moment',
          words: ['parallel parked behind a mail truck and didnt even touch the curb'],
        },
      },
      {
        text: 'my dad used to say i had no sense of direction and then hed just drive me everywhere. so i never had to learn',
        turn: { kind: 'memory', words: ['my dad used to say i had no sense of direction'] },
      },
      {
        text: 'windows down pop-punk. fast. but grown up lol',
        turn: { kind: 'style', words: ['windows down', 'pop-punk', 'fast'] },
        style: [
          { said: 'windows down', pins: [mood('happy'), mood('energetic')] },
          { said: 'pop-punk', pins: [genre('punk'), genre('pop')] },
          { said: 'fast', pins: [mood('energetic')] },
        ],
      },
    ],
  },
  {
    id: 'pink-diary',
    messages: [
      {
        text: 'ok i need to tell someone. i read my daughters diary. she is 15. it was open on the bed and i read 3 pages',
        turn: { kind: 'confession', words: ['i read my daughters diary'] },
      },
      {
        text: 'she wrote that i seem tired all the time and she tries to be easy so i dont get more tired',
        turn: { kind: 'moment', words: ['she tries to be easy so i dont get more tired'] },
      },
      {
        text: 'i cant stop thinking about it. i feel awful and also kind of wrecked. is that even a song',
        turn: { kind: 'feeling', words: ['i feel awful', 'kind of wrecked'] },
      },
      {
        text: 'quiet. one piano, soft vocal. like sam smith but whispery not belting',
        turn: { kind: 'style', words: ['quiet', 'one piano', 'soft vocal', 'sam smith', 'whispery'] },
        style: [
          { said: 'quiet', pins: [mood('chill'), mood('melancholic')] },
          { said: 'one piano', pins: [genre('classical'), genre('pop'), mood('melancholic')] },
          { said: 'soft vocal', pins: [mood('chill'), mood('dreamy')] },
          { said: 'whispery', pins: [mood('dreamy'), mood('chill')] },
        ],
        artists: [{ said: 'sam smith', name: 'Sam Smith' }],
      },
    ],
  },
  {
    id: 'last-a-above-middle-c',
    messages: [
      {
        text: 'been tuning pianos 46 years. friday i hung up the kit. my hands shake too much now for the pins',
        turn: { kind: 'change', words: ['friday i hung up the kit'] },
      },
      {
        text: 'my last job was the church piano in the basement of st casimir. the a above middle c was flat since 1990 and nobody noticed but me',
        turn: {
          kind: 'moment',
          words: ['the a above middle c was flat since 1990 and nobody noticed but me'],
        },
      },
      {
        text: 'something jazzy and old. stride piano, a little ragtime wink. nothing sad about it',
        turn: { kind: 'style', words: ['jazzy and old', 'stride piano', 'ragtime wink'] },
        style: [
          { said: 'jazzy', pins: [genre('jazz')] },
          { said: 'stride piano', pins: [genre('jazz'), mood('happy')] },
          { said: 'ragtime wink', pins: [genre('jazz'), mood('happy'), mood('nostalgic')] },
        ],
      },
      {
        text: 'can the last note of the song be slightly flat on purpose? like a joke only i get',
        turn: { kind: 'request', words: ['can the last note of the song be slightly flat on purpose'] },
      },
    ],
  },
  {
    id: 'b-four',
    messages: [
      {
        text: 'morning!! the coffee at the rec center is brown water but whatever. so. i said yes to calling bingo on tuesdays',
        turn: { kind: 'decision', words: ['i said yes to calling bingo on tuesdays'] },
      },
      {
        text: 'first night a lady named imelda won and screamed so loud her dentures came loose. she caught them. one hand',
        turn: { kind: 'moment', words: ['she caught them. one hand'] },
      },
      {
        text: 'make it a big brassy SWING thing. james brown horns but for old people lol',
        turn: { kind: 'style', words: ['big brassy', 'SWING', 'james brown'] },
        style: [
          { said: 'big brassy', pins: [genre('jazz'), genre('soul'), mood('energetic')] },
          { said: 'SWING', pins: [genre('jazz'), mood('happy')] },
        ],
        artists: [{ said: 'james brown', name: 'James Brown' }],
      },
      {
        text: 'chorus could just be numbers? like B4, N32, G55. and title: under the O',
        turn: { kind: 'request', words: ['chorus could just be numbers', 'title: under the O'] },
      },
    ],
  },
  {
    id: 'eight-ball-corner',
    messages: [
      {
        text: 'my best friend odalys lost her brother last night. motorcycle. he was 26. i dont know what to do for her',
        turn: { kind: 'death', words: ['my best friend odalys lost her brother last night'] },
        condolence: { died: "Odalys's brother, 26", to: "Odalys, the writer's best friend" },
      },
      {
        text: 'he used to hustle us at pool at the corner bar. called every shot wrong on purpose then sank them all',
        turn: { kind: 'memory', words: ['called every shot wrong on purpose then sank them all'] },
      },
      {
        text: 'i want to write it for her. not about me at all',
        turn: { kind: 'request', words: ['i want to write it for her', 'not about me at all'] },
      },
      {
        text: 'latin soul, bolero slow, warm guitar. maybe a little gloria estefan ballad feel',
        turn: { kind: 'style', words: ['latin soul', 'bolero slow', 'warm guitar', 'gloria estefan'] },
        style: [
          { said: 'latin soul', pins: [genre('soul'), mood('romantic')] },
          { said: 'bolero slow', pins: [mood('romantic'), mood('melancholic')] },
          { said: 'warm guitar', pins: [genre('folk'), mood('chill')] },
          { said: 'ballad', pins: [genre('pop'), mood('melancholic')] },
        ],
        artists: [{ said: 'gloria estefan', name: 'Gloria Estefan' }],
      },
    ],
  },
  {
    id: 'garage-door-up',
    messages: [
      {
        text: 'were getting the band back together. 4 dads. 30 years. we start practicing in my garage sunday',
        turn: { kind: 'decision', words: ['were getting the band back together'] },
      },
      {
        text: 'in 1995 we played one show at a roller skating birthday party and the power went out during the solo',
        turn: { kind: 'memory', words: ['the power went out during the solo'] },
      },
      {
        text: 'is that embarrassing? like be honest. we are bald',
        turn: { kind: 'feeling', words: ['is that embarrassing'] },
      },
      {
        text: 'GARAGE ROCK. loud dumb fuzzy. the kinks you really got me energy',
        turn: { kind: 'style', words: ['GARAGE ROCK', 'loud dumb fuzzy', 'the kinks', 'you really got me'] },
        style: [
          { said: 'GARAGE ROCK', pins: [genre('rock'), genre('punk'), mood('energetic')] },
          { said: 'loud', pins: [mood('energetic'), mood('powerful')] },
          { said: 'fuzzy', pins: [genre('rock'), genre('alternative')] },
        ],
        artists: [{ said: 'the kinks', name: 'The Kinks' }],
        songs: [{ said: 'you really got me', title: 'You Really Got Me', artist: 'The Kinks' }],
      },
    ],
  },
  {
    id: 'gravel-lot-mechanic',
    messages: [
      {
        text: 'my shop closes end of the month. 31 yrs fixing transmissions. the landlord sold to a vape store',
        turn: { kind: 'change', words: ['my shop closes end of the month'] },
      },
      {
        text: 'just ANGRY honestly. and blue in the face from arguing with the guy',
        turn: { kind: 'feeling', words: ['just ANGRY', 'blue in the face from arguing'] },
        notStyle: ['just ANGRY', 'blue in the face'],
      },
      {
        text: 'took down the calendar today. the one with my sons handprint from 2003 under the grease. left it up',
        turn: {
          kind: 'moment',
          words: ['the one with my sons handprint from 2003 under the grease. left it up'],
        },
      },
      {
        text: 'southern rock. slide guitar. tough but not whiny',
        turn: { kind: 'style', words: ['southern rock', 'slide guitar', 'tough'] },
        style: [
          { said: 'southern rock', pins: [genre('rock'), genre('country')] },
          { said: 'slide guitar', pins: [genre('blues'), genre('rock')] },
          { said: 'tough', pins: [mood('powerful'), mood('confident')] },
        ],
      },
      {
        text: 'verse 1 the shop, verse 2 the handprint, chorus is the garage door coming down',
        turn: { kind: 'request', words: ['verse 1 the shop', 'chorus is the garage door coming down'] },
      },
    ],
  },
  {
    id: 'lighthouse-keys',
    messages: [
      {
        text: 'hey random but i got the job. volunteer keeper at the point lighthouse. im 67. they gave me KEYS',
        turn: { kind: 'first', words: ['i got the job', 'they gave me KEYS'] },
      },
      {
        text: 'my wife thought it was a phase. she packed me a sandwich anyway',
        turn: { kind: 'moment', words: ['she packed me a sandwich anyway'] },
      },
      {
        text: 'sea shanty but gentle. accordian, stomps, a big singalong at the end',
        turn: { kind: 'style', words: ['sea shanty', 'gentle', 'accordian', 'stomps', 'singalong'] },
        style: [
          { said: 'sea shanty', pins: [genre('folk'), mood('uplifting')] },
          { said: 'gentle', pins: [mood('chill')] },
          { said: 'accordian', pins: [genre('folk')] },
          { said: 'stomps', pins: [genre('folk'), mood('energetic')] },
          { said: 'singalong', pins: [mood('uplifting'), mood('happy')] },
        ],
      },
      {
        text: 'the light goes round every 10 seconds. can the chorus come back like that, same line every time',
        turn: { kind: 'request', words: ['can the chorus come back like that, same line every time'] },
      },
    ],
  },
  {
    id: 'rock-salt-driveway',
    messages: [
      {
        text: 'my neighbor bertie used to salt my driveway before i woke up. every snow. 12 winters. i never once said thank you properly',
        turn: { kind: 'confession', words: ['i never once said thank you properly'] },
      },
      {
        text: 'he moved to his daughters in arizona monday. today it snowed. the bag of rock salt is still on his porch',
        turn: { kind: 'change', words: ['he moved to his daughters in arizona monday'] },
        notStyle: ['rock salt'],
      },
      {
        text: 'i shoveled his walk anyway. nobody lives there',
        turn: { kind: 'moment', words: ['i shoveled his walk anyway. nobody lives there'] },
      },
      {
        text: 'folky, fingerpicked? kinda wintry. like snow is falling in the song',
        turn: { kind: 'style', words: ['folky', 'fingerpicked', 'wintry'] },
        style: [
          { said: 'folky', pins: [genre('folk')] },
          { said: 'fingerpicked', pins: [genre('folk'), mood('chill')] },
          { said: 'wintry', pins: [mood('melancholic'), mood('dreamy')] },
        ],
      },
    ],
  },
  {
    id: 'night-route-14',
    messages: [
      {
        text: 'drove the 14 bus overnight for 22 years. last shift thursday. they gave me a cake shaped like a bus, it was kind of horrifying',
        turn: { kind: 'change', words: ['last shift thursday'] },
      },
      {
        text: 'theres a guy who got on at 3:10 every night with a trombone case. never played it. never said a word. thursday he nodded at me',
        turn: { kind: 'moment', words: ['thursday he nodded at me'] },
      },
      {
        text: 'make it lofi and late. chill beats, rain, that 3am feeling',
        turn: { kind: 'style', words: ['lofi', 'late', 'chill beats', 'rain', '3am'] },
        style: [
          { said: 'lofi', pins: [genre('hip-hop'), genre('electronic'), mood('chill')] },
          { said: 'chill beats', pins: [genre('hip-hop'), mood('chill')] },
          { said: 'rain', pins: [mood('melancholic'), mood('dreamy')] },
          { said: '3am', pins: [mood('dreamy'), mood('melancholic')] },
        ],
      },
      {
        text: 'no words in the first 20 sec. just the bus hissing',
        turn: { kind: 'request', words: ['no words in the first 20 sec'] },
      },
    ],
  },
  {
    id: 'trampoline-at-forty',
    messages: [
      {
        text: 'ok so my sister and i bought a trampoline. for US. we are 44 and 47. we decided we deserve it',
        turn: {
          kind: 'decision',
          words: ['my sister and i bought a trampoline', 'we decided we deserve it'],
        },
      },
      {
        text: 'first jump my sister peed a little and we laughed so hard we had to lie down on it',
        turn: { kind: 'moment', words: ['we laughed so hard we had to lie down on it'] },
      },
      {
        text: 'bouncy synthpop 80s, kenny loggins footloose but for middle aged women',
        turn: { kind: 'style', words: ['bouncy', 'synthpop', '80s', 'kenny loggins', 'footloose'] },
        style: [
          { said: 'bouncy', pins: [mood('happy'), mood('energetic')] },
          { said: 'synthpop', pins: [genre('pop'), genre('electronic')] },
          { said: '80s', pins: [mood('nostalgic')] },
        ],
        artists: [{ said: 'kenny loggins', name: 'Kenny Loggins' }],
        songs: [{ said: 'footloose', title: 'Footloose', artist: 'Kenny Loggins' }],
      },
      {
        text: 'make it funny. and title it: 44 and 47',
        turn: { kind: 'request', words: ['make it funny', 'title it: 44 and 47'] },
        style: [{ said: 'funny', pins: [mood('happy')] }],
      },
    ],
  },
  {
    id: 'four-weeks-sober-meteor',
    messages: [
      {
        text: '4 weeks sober today. first time ive made it past 10 days',
        turn: { kind: 'first', words: ['4 weeks sober today', 'first time ive made it past 10 days'] },
      },
      {
        text: 'last night i drove out past the grain elevators to watch the meteor shower instead of going to the bar. saw 2. that was enough',
        turn: { kind: 'moment', words: ['saw 2. that was enough'] },
      },
      {
        text: 'im scared though. like its too good and ill wreck it',
        turn: { kind: 'feeling', words: ['im scared though'] },
      },
      {
        text: 'spacey. like pink floyd wish you were here, long guitar and lots of air',
        turn: {
          kind: 'style',
          words: ['spacey', 'pink floyd', 'wish you were here', 'long guitar', 'lots of air'],
        },
        style: [
          { said: 'spacey', pins: [mood('dreamy'), genre('rock')] },
          { said: 'long guitar', pins: [genre('rock')] },
          { said: 'lots of air', pins: [mood('dreamy'), mood('chill')] },
        ],
        artists: [{ said: 'pink floyd', name: 'Pink Floyd' }],
        songs: [{ said: 'wish you were here', title: 'Wish You Were Here', artist: 'Pink Floyd' }],
      },
    ],
  },
  {
    id: 'cabbie-and-the-cello',
    messages: [
      {
        text: 'drove cabs in philly 35 yrs. a girl once got in with a cello, crying, late for an audition. i ran 4 reds',
        turn: { kind: 'memory', words: ['i ran 4 reds'] },
      },
      {
        text: 'saw her on tv last night. playing at some big hall. she thanked "the taxi driver" in the interview',
        turn: { kind: 'moment', words: ['she thanked "the taxi driver" in the interview'] },
      },
      {
        text: 'i never told my wife about the red lights. she will kill me',
        turn: { kind: 'confession', words: ['i never told my wife about the red lights'] },
      },
      {
        text: 'classical-ish but with a groove? cello up front. a lil rock under it',
        turn: { kind: 'style', words: ['classical-ish', 'groove', 'cello up front', 'a lil rock'] },
        style: [
          { said: 'classical-ish', pins: [genre('classical')] },
          { said: 'groove', pins: [genre('r&b'), genre('soul'), mood('energetic')] },
          { said: 'cello up front', pins: [genre('classical'), mood('melancholic')] },
          { said: 'a lil rock', pins: [genre('rock')] },
        ],
      },
    ],
  },
  {
    id: 'treehouse-teardown',
    messages: [
      {
        text: 'we sold the house. closing is friday. the new people want the treehouse gone',
        turn: { kind: 'change', words: ['we sold the house'] },
      },
      {
        text: 'my dad built it in 1989 with wood from a church pew. i carved my name under the ladder. so did my kids',
        turn: { kind: 'memory', words: ['wood from a church pew', 'i carved my name under the ladder'] },
      },
      {
        text: 'took a crowbar to it today. couldnt. took the one board with the three names and left the rest',
        turn: { kind: 'moment', words: ['took the one board with the three names and left the rest'] },
      },
      {
        text: 'sad and kinda alt country, early kings of leon but softer',
        turn: { kind: 'style', words: ['sad', 'alt country', 'kings of leon'] },
        style: [
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'alt country', pins: [genre('country'), genre('alternative')] },
          { said: 'softer', pins: [mood('chill')] },
        ],
        artists: [{ said: 'kings of leon', name: 'Kings of Leon' }],
      },
      {
        text: 'end on the board in the trunk. dont end on the house',
        turn: { kind: 'request', words: ['end on the board in the trunk', 'dont end on the house'] },
      },
    ],
  },
  {
    id: 'cheese-drawer',
    messages: [
      {
        text: 'my husband thaddeus died in march. i still buy his cheese. the smelly one. it piles up in the drawer',
        turn: { kind: 'death', words: ['my husband thaddeus died in march'] },
        condolence: { died: "Thaddeus, the writer's husband", to: 'the writer' },
      },
      {
        text: 'our kids think i should date. im 73. i told them absolutely not, im keeping the cheese',
        turn: { kind: 'decision', words: ['im keeping the cheese'] },
      },
      {
        text: 'something with a smile in it. gentle folk, a little playful, like a front porch song',
        turn: { kind: 'style', words: ['gentle folk', 'a little playful', 'front porch'] },
        style: [
          { said: 'gentle folk', pins: [genre('folk'), mood('chill')] },
          { said: 'a little playful', pins: [mood('happy')] },
          { said: 'front porch', pins: [genre('folk'), genre('country'), mood('nostalgic')] },
        ],
      },
      {
        text: 'first line: the drawer smells like you',
        turn: { kind: 'request', words: ['first line: the drawer smells like you'] },
      },
    ],
  },
  {
    id: 'skatepark-at-fifty',
    messages: [
      {
        text: 'went to the skatepark at 6am so nobody would see me. 50 yrs old. dropped in on the small bowl. FIRST TRY',
        turn: { kind: 'first', words: ['dropped in on the small bowl', 'FIRST TRY'] },
      },
      {
        text: 'a kid with a mullet was there anyway and yelled "yo grandpa lets go". i took it as a compliment',
        turn: { kind: 'moment', words: ['yelled "yo grandpa lets go"'] },
      },
      {
        text: 'punk!!! 3 chords, snotty, fast fast fast but about knee pads',
        turn: { kind: 'style', words: ['punk', '3 chords', 'snotty', 'fast fast fast'] },
        style: [
          { said: 'punk', pins: [genre('punk'), mood('energetic')] },
          { said: '3 chords', pins: [genre('punk'), genre('rock')] },
          { said: 'snotty', pins: [genre('punk'), mood('confident')] },
          { said: 'fast fast fast', pins: [mood('energetic')] },
        ],
      },
      {
        text: 'under 2 minutes. like 1:40. that feels right',
        turn: { kind: 'request', words: ['under 2 minutes'] },
      },
    ],
  },
  {
    id: 'mustang-for-sale',
    messages: [
      {
        text: 'selling the mustang. 1967. me and my ex restored it together over like 6 summers',
        turn: { kind: 'decision', words: ['selling the mustang'] },
      },
      {
        text: 'the buyer drove off and the radio came on to the station she always had it on. i didnt change it once in 4 years',
        turn: { kind: 'confession', words: ['i didnt change it once in 4 years'] },
      },
      {
        text: 'i thought id feel free. i feel like i sold a dog',
        turn: { kind: 'feeling', words: ['i thought id feel free', 'i feel like i sold a dog'] },
      },
      {
        text: 'heartland rock or like janis joplin me and bobby mcgee. freedoms just another word lol',
        turn: { kind: 'style', words: ['heartland rock', 'janis joplin', 'me and bobby mcgee'] },
        style: [{ said: 'heartland rock', pins: [genre('rock'), mood('nostalgic')] }],
        artists: [{ said: 'janis joplin', name: 'Janis Joplin' }],
        songs: [{ said: 'me and bobby mcgee', title: 'Me and Bobby McGee', artist: 'Janis Joplin' }],
      },
    ],
  },
  {
    id: 'mrs-okafors-spelling',
    messages: [
      {
        text: 'hey sorry rough week. i teach 4th grade and one of my kids, yusuf, lost his mom on sunday. cancer. he came to school today',
        turn: { kind: 'death', words: ['lost his mom on sunday'] },
        condolence: { died: "Yusuf's mother", to: "Yusuf, one of the writer's 4th graders" },
      },
      {
        text: 'at recess he asked me how to spell "forever" for a card. then he asked if it has one r or two',
        turn: { kind: 'moment', words: ['asked me how to spell "forever" for a card'] },
      },
      {
        text: 'i went to the supply closet and cried into the construction paper',
        turn: { kind: 'confession', words: ['cried into the construction paper'] },
      },
      {
        text: 'soulful but simple. just voice and organ, gospel-ish, like a hymn but not religious',
        turn: { kind: 'style', words: ['soulful', 'simple', 'voice and organ', 'gospel-ish', 'hymn'] },
        style: [
          { said: 'soulful', pins: [genre('soul')] },
          { said: 'voice and organ', pins: [genre('soul'), mood('melancholic')] },
          { said: 'gospel-ish', pins: [genre('soul'), mood('uplifting')] },
          { said: 'hymn', pins: [mood('uplifting'), mood('melancholic')] },
        ],
      },
      {
        text: 'dont name him. and dont use the word angel',
        turn: { kind: 'request', words: ['dont name him', 'dont use the word angel'] },
      },
    ],
  },
  {
    id: 'empanada-window',
    messages: [
      {
        text: 'WE OPENED!!! my empanada window opened today. sold out by 1pm',
        turn: { kind: 'first', words: ['WE OPENED', 'sold out by 1pm'] },
      },
      {
        text: 'my mama made them in our kitchen in jackson heights and sold them out of a cooler at soccer games. i held the change',
        turn: { kind: 'memory', words: ['sold them out of a cooler at soccer games. i held the change'] },
      },
      {
        text: 'she came at noon and didnt say anything, just ate two and nodded',
        turn: { kind: 'moment', words: ['just ate two and nodded'] },
      },
      {
        text: 'cumbia!! or reggaeton-ish? festive, something u can dance to in a parking lot',
        turn: { kind: 'style', words: ['cumbia', 'reggaeton-ish', 'festive', 'dance'] },
        style: [
          { said: 'cumbia', pins: [mood('happy'), mood('energetic')] },
          { said: 'reggaeton-ish', pins: [genre('reggae'), genre('hip-hop'), mood('energetic')] },
          { said: 'festive', pins: [mood('happy'), mood('uplifting')] },
          { said: 'dance', pins: [mood('energetic')] },
        ],
      },
    ],
  },
  {
    id: 'hearing-aids-in',
    messages: [
      {
        text: 'got hearing aids on monday. 58. didnt know how loud the world was',
        turn: { kind: 'change', words: ['got hearing aids on monday'] },
      },
      {
        text: 'heard my wife humming in the kitchen. she says shes done it for 30 years. its barry white, cant get enough of your love babe. i didnt tell her i know which one lol',
        turn: {
          kind: 'moment',
          words: ['heard my wife humming in the kitchen', 'i didnt tell her i know which one'],
        },
        artists: [{ said: 'barry white', name: 'Barry White' }],
        songs: [
          {
            said: 'cant get enough of your love babe',
            title: "Can't Get Enough of Your Love, Babe",
            artist: 'Barry White',
          },
        ],
      },
      {
        text: 'smooth 70s soul, romantic but goofy, sexy-ish. strings',
        turn: { kind: 'style', words: ['smooth 70s soul', 'romantic', 'goofy', 'sexy-ish', 'strings'] },
        style: [
          { said: 'smooth 70s soul', pins: [genre('soul'), genre('r&b'), mood('romantic')] },
          { said: 'romantic', pins: [mood('romantic')] },
          { said: 'goofy', pins: [mood('happy')] },
          { said: 'sexy-ish', pins: [mood('romantic'), genre('r&b')] },
          { said: 'strings', pins: [genre('soul'), genre('classical')] },
        ],
      },
      {
        text: 'title: 30 years of humming',
        turn: { kind: 'request', words: ['title: 30 years of humming'] },
      },
    ],
  },
  {
    id: 'the-pop-machine',
    messages: [
      {
        text: 'confession lol. i worked at the lumber yard in 1984 and i rigged the pop machine to give free grape soda. the boss blamed the new guy',
        turn: { kind: 'confession', words: ['i rigged the pop machine', 'the boss blamed the new guy'] },
        notStyle: ['the pop machine'],
      },
      {
        text: 'the new guy was cormac. hes my brother in law now. 40 years. still doesnt know',
        turn: { kind: 'moment', words: ['still doesnt know'] },
      },
      {
        text: 'im gonna tell him at thanksgiving. in a song. in front of everyone',
        turn: { kind: 'decision', words: ['im gonna tell him at thanksgiving. in a song'] },
      },
      {
        text: 'rockabilly!!! upright bass, slapback, silly',
        turn: { kind: 'style', words: ['rockabilly', 'upright bass', 'slapback', 'silly'] },
        style: [
          { said: 'rockabilly', pins: [genre('rock'), genre('country'), mood('energetic')] },
          { said: 'upright bass', pins: [genre('jazz'), genre('rock')] },
          { said: 'slapback', pins: [genre('rock')] },
          { said: 'silly', pins: [mood('happy')] },
        ],
      },
      {
        text: 'chorus has to end with "it was me cormac". spelled out. like a confession at church',
        turn: { kind: 'request', words: ['chorus has to end with "it was me cormac"'] },
      },
    ],
  },
  {
    id: 'solveig-in-the-stands',
    messages: [
      {
        text: 'my daughter solveig came out to us last week. at dinner. between the potatoes and the pie',
        turn: { kind: 'moment', words: ['between the potatoes and the pie'] },
      },
      {
        text: 'i said "ok pass the gravy" because i panicked. she laughed but i keep thinking it was wrong',
        turn: { kind: 'confession', words: ['i said "ok pass the gravy" because i panicked'] },
      },
      {
        text: 'i just want her to know im proud. i love her so much it hurts my teeth',
        turn: { kind: 'feeling', words: ['i just want her to know im proud', 'i love her so much'] },
      },
      {
        text: 'anthemic pop, kinda like mariah carey but warmer, big and glittery',
        turn: { kind: 'style', words: ['anthemic pop', 'mariah carey', 'warmer', 'big and glittery'] },
        style: [
          { said: 'anthemic pop', pins: [genre('pop'), mood('uplifting'), mood('powerful')] },
          { said: 'warmer', pins: [mood('romantic'), mood('uplifting')] },
          { said: 'big and glittery', pins: [genre('pop'), mood('happy'), mood('confident')] },
        ],
        artists: [{ said: 'mariah carey', name: 'Mariah Carey' }],
      },
      {
        text: 'can pass the gravy be the hook?? or is that dumb',
        turn: { kind: 'request', words: ['can pass the gravy be the hook'] },
      },
    ],
  },
  {
    id: 'ultrasound-in-the-car',
    messages: [
      {
        text: 'twins. TWINS. we found out at the 12 week scan. we sat in the parking lot for an hour',
        turn: { kind: 'first', words: ['TWINS', 'we found out at the 12 week scan'] },
      },
      {
        text: 'my husband kept saying "two cribs" over and over like a robot',
        turn: { kind: 'moment', words: ['kept saying "two cribs" over and over'] },
      },
      {
        text: 'honestly i feel happy and terrified at the same time. mostly terrified',
        turn: { kind: 'feeling', words: ['i feel happy and terrified at the same time'] },
        notStyle: ['i feel happy'],
      },
      {
        text: 'r n b, slow jam but sweet, alicia keys kind of piano',
        turn: { kind: 'style', words: ['r n b', 'slow jam', 'sweet', 'alicia keys', 'piano'] },
        style: [
          { said: 'r n b', pins: [genre('r&b')] },
          { said: 'slow jam', pins: [genre('r&b'), mood('romantic')] },
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
        ],
        artists: [{ said: 'alicia keys', name: 'Alicia Keys' }],
      },
    ],
  },
  {
    id: 'gravestone-spelling',
    messages: [
      {
        text: 'the funeral was a year ago. today we finally set moms stone. they spelled her name wrong. PETRA not PETRE',
        turn: { kind: 'moment', words: ['they spelled her name wrong'] },
      },
      {
        text: 'she was a proofreader for 40 years. she would have LOST it. i laughed until i couldnt breathe then i cried in the car',
        turn: { kind: 'feeling', words: ['i laughed until i couldnt breathe then i cried in the car'] },
      },
      {
        text: 'she corrected my texts til the day she went into hospice. "its its not its"',
        turn: { kind: 'memory', words: ['she corrected my texts til the day she went into hospice'] },
      },
      {
        text: 'alanis morissette ironic energy lol. alt rock 90s, a little bitter but funny',
        turn: { kind: 'style', words: ['alanis morissette', 'ironic', 'alt rock 90s', 'bitter', 'funny'] },
        style: [
          { said: 'alt rock 90s', pins: [genre('alternative'), genre('rock'), mood('nostalgic')] },
          { said: 'a little bitter', pins: [mood('angry'), mood('melancholic')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'alanis morissette', name: 'Alanis Morissette' }],
        songs: [{ said: 'ironic', title: 'Ironic', artist: 'Alanis Morissette' }],
      },
    ],
  },
  {
    id: 'green-jersey-number-nine',
    messages: [
      {
        text: 'my coach died. coach ignatius. he had me from age 9 to 17. heart. on the sideline at a game, which is how hed want it i guess',
        turn: { kind: 'death', words: ['my coach died'] },
        condolence: { died: "Ignatius, the writer's old coach", to: 'the writer' },
      },
      {
        text: 'he made us run a lap for every swear. i ran about a thousand',
        turn: { kind: 'memory', words: ['he made us run a lap for every swear'] },
      },
      {
        text: 'the team wore black tape on their sleeves today and the other team did too',
        turn: { kind: 'moment', words: ['the other team did too'] },
      },
      {
        text: 'u2 kind of big. with or without you build, starts tiny ends huge',
        turn: { kind: 'style', words: ['u2', 'big', 'with or without you', 'starts tiny ends huge'] },
        style: [
          { said: 'big', pins: [mood('powerful'), mood('uplifting')] },
          { said: 'starts tiny ends huge', pins: [mood('powerful'), mood('uplifting'), genre('rock')] },
        ],
        artists: [{ said: 'u2', name: 'U2' }],
        songs: [{ said: 'with or without you', title: 'With or Without You', artist: 'U2' }],
      },
      {
        text: 'no swears. obviously',
        turn: { kind: 'request', words: ['no swears'] },
      },
    ],
  },
  {
    id: 'under-the-bridge-reunion',
    messages: [
      {
        text: 'ok so. after 11 years i called my brother benedikt. we hadnt talked since dads will thing. he picked up on the 2nd ring',
        turn: { kind: 'decision', words: ['after 11 years i called my brother benedikt'] },
      },
      {
        text: 'we used to play under the bridge by the chili peppers on repeat in his room. thats the first thing he said. "remember under the bridge"',
        turn: { kind: 'memory', words: ['"remember under the bridge"'] },
        artists: [{ said: 'the chili peppers', name: 'Red Hot Chili Peppers' }],
        songs: [{ said: 'under the bridge', title: 'Under the Bridge', artist: 'Red Hot Chili Peppers' }],
      },
      {
        text: 'i dont know if im relieved or mad or what. both?',
        turn: { kind: 'feeling', words: ['i dont know if im relieved or mad or what'] },
      },
      {
        text: 'funky but sad. bassy. a little rap in the verses maybe',
        turn: { kind: 'style', words: ['funky but sad', 'bassy', 'a little rap in the verses'] },
        style: [
          { said: 'funky', pins: [genre('soul'), genre('r&b'), mood('energetic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'bassy', pins: [genre('rock'), genre('r&b')] },
          { said: 'a little rap', pins: [genre('hip-hop')] },
        ],
      },
      {
        text: 'can it end with the phone still ringing? like we dont know yet',
        turn: { kind: 'request', words: ['can it end with the phone still ringing'] },
      },
    ],
  },
  {
    id: 'philippas-first-recital',
    messages: [
      {
        text: 'my 8 year old philippa had her first piano recital. she froze for like 20 seconds. then started over from the top',
        turn: { kind: 'first', words: ['her first piano recital'] },
      },
      {
        text: 'when she finished she bowed so low her headband fell off',
        turn: { kind: 'moment', words: ['she bowed so low her headband fell off'] },
      },
      {
        text: 'kid-friendly, cute, kinda like a disney song. HAPPY',
        turn: { kind: 'style', words: ['kid-friendly', 'cute', 'disney song', 'HAPPY'] },
        style: [
          { said: 'kid-friendly', pins: [genre('pop'), mood('happy')] },
          { said: 'cute', pins: [mood('happy')] },
          { said: 'disney song', pins: [genre('pop'), mood('uplifting')] },
          { said: 'HAPPY', pins: [mood('happy')] },
        ],
      },
      {
        text: 'put "start over from the top" in the chorus. shes gonna sing it so keep it easy to sing',
        turn: {
          kind: 'request',
          words: ['put "start over from the top" in the chorus', 'keep it easy to sing'],
        },
      },
    ],
  },
  {
    id: 'wu-tang-in-the-ambulance',
    messages: [
      {
        text: 'im a paramedic. we transported an old man last night who made us play wu tang the whole ride. he knew every word to c.r.e.a.m. he was 81. he made it',
        turn: { kind: 'moment', words: ['made us play wu tang the whole ride', 'he knew every word'] },
        artists: [{ said: 'wu tang', name: 'Wu-Tang Clan' }],
        songs: [{ said: 'c.r.e.a.m.', title: 'C.R.E.A.M.', artist: 'Wu-Tang Clan' }],
      },
      {
        text: 'boom bap, gritty, 90s nyc hiphop. dusty samples',
        turn: { kind: 'style', words: ['boom bap', 'gritty', '90s nyc hiphop', 'dusty samples'] },
        style: [
          { said: 'boom bap', pins: [genre('hip-hop')] },
          { said: 'gritty', pins: [mood('powerful'), mood('angry')] },
          { said: '90s nyc hiphop', pins: [genre('hip-hop'), mood('nostalgic')] },
          { said: 'dusty samples', pins: [genre('hip-hop'), mood('nostalgic')] },
        ],
      },
      {
        text: 'write it from HIS side not mine. 3 verses, no chorus',
        turn: { kind: 'request', words: ['write it from HIS side not mine', '3 verses, no chorus'] },
      },
    ],
  },
  {
    id: 'quitting-the-bank',
    messages: [
      {
        text: 'handed in my notice at the bank. im 38 and im apprenticing to be a farrier. horseshoes. my parents think ive lost my mind',
        turn: { kind: 'decision', words: ['handed in my notice at the bank'] },
      },
      {
        text: 'i used to sit on the fence at my uncles stable and count the nails in his mouth while he shod the mares. i was 6',
        turn: { kind: 'memory', words: ['count the nails in his mouth while he shod the mares'] },
      },
      {
        text: 'my mom is disappointed and tbh so am i a little. is that normal??',
        turn: { kind: 'feeling', words: ['so am i a little', 'is that normal'] },
      },
      {
        text: 'heavy. like metal but with a melody. arctic monkeys do i wanna know riff but heavier',
        turn: {
          kind: 'style',
          words: ['heavy', 'metal but with a melody', 'arctic monkeys', 'do i wanna know'],
        },
        style: [
          { said: 'heavy', pins: [genre('metal'), mood('powerful')] },
          { said: 'metal but with a melody', pins: [genre('metal'), genre('rock')] },
        ],
        artists: [{ said: 'arctic monkeys', name: 'Arctic Monkeys' }],
        songs: [{ said: 'do i wanna know', title: 'Do I Wanna Know?', artist: 'Arctic Monkeys' }],
      },
    ],
  },
  {
    id: 'reggae-sunday',
    messages: [
      {
        text: 'hi!! quick one. im writing a song for my parents 50th anniversary party. they met at a dance in montego bay in 1975',
        turn: { kind: 'request', words: ['a song for my parents 50th anniversary party'] },
      },
      {
        text: 'dad says he stepped on her foot twice and she married him anyway. mom says it was 3 times',
        turn: { kind: 'memory', words: ['he stepped on her foot twice and she married him anyway'] },
      },
      {
        text: 'rocksteady, old jamaican, sweet and slow, a lil harry belafonte too for the grandparents',
        turn: { kind: 'style', words: ['rocksteady', 'old jamaican', 'sweet and slow', 'harry belafonte'] },
        style: [
          { said: 'rocksteady', pins: [genre('reggae'), mood('romantic')] },
          { said: 'old jamaican', pins: [genre('reggae'), mood('nostalgic')] },
          { said: 'sweet and slow', pins: [mood('romantic'), mood('chill')] },
        ],
        artists: [{ said: 'harry belafonte', name: 'Harry Belafonte' }],
      },
      {
        text: 'the bridge should be the foot argument. dad sings one line, mom sings the next',
        turn: {
          kind: 'request',
          words: ['the bridge should be the foot argument', 'dad sings one line, mom sings the next'],
        },
      },
    ],
  },
];
