/**
 * The thirteenth held-out set of theme-chat conversations: written for this set alone, before any tuning, by a
 * writer who never read a reply the chat has given, the chat's code or its tests. Read README.md here before
 * touching this file.
 *
 * Each writer message is marked as in ../chat-held-out-2/ (`turn`, `style`, `artists`, `songs`) and, as in
 * ../chat-held-out-4/, may also carry `condolence` (a death told in the message: who died and whom the
 * sympathy is for, free text) and `notStyle` (genre or mood words that are part of the story, not style,
 * exact substrings: "happy hour", "grape pop", "the Jazz"). A reply must not pin or name them.
 */

import type { GenrePin, MoodPin, Pin } from '../chat-held-out-2/conversations';
import type { HeldOut4Conversation } from '../chat-held-out-4/conversations';

const mood = (id: MoodPin): Pin => ({ kind: 'mood', id });
const genre = (id: GenrePin): Pin => ({ kind: 'genre', id });

export const CHAT_HELD_OUT_13: HeldOut4Conversation[] = [
  {
    id: 'spare',
    messages: [
      {
        text: 'ok big news. im doing it. giving yesenia my kidney. we match!! the coordinator said we match better than most twins do',
        turn: { kind: 'decision', words: ['im doing it', 'giving yesenia my kidney'] },
      },
      {
        text: 'she cut my bangs with kitchen scissors the night before picture day in 2nd grade. 1996. i looked like a lego man and mom framed it anyway',
        turn: {
          kind: 'memory',
          words: ['she cut my bangs with kitchen scissors the night before picture day'],
        },
      },
      {
        text: 'honestly im scared shitless. not of the surgery. of it not taking and her looking at me like she owes me something forever',
        turn: { kind: 'feeling', words: ['im scared shitless', 'of it not taking'] },
      },
      {
        text: 'big and hopeful tho. arcade fire, like wake up. everybody singing, stomping, a little ragged',
        turn: {
          kind: 'style',
          words: ['big and hopeful', 'arcade fire', 'wake up', 'everybody singing', 'stomping', 'ragged'],
        },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'hopeful', pins: [mood('uplifting')] },
          { said: 'everybody singing', pins: [mood('powerful'), mood('uplifting'), genre('indie')] },
          { said: 'stomping', pins: [mood('energetic'), genre('folk'), genre('indie')] },
          { said: 'ragged', pins: [genre('indie'), genre('rock')] },
        ],
        artists: [{ said: 'arcade fire', name: 'Arcade Fire' }],
        songs: [{ said: 'wake up', title: 'Wake Up', artist: 'Arcade Fire' }],
      },
    ],
  },
  {
    id: 'three-radios',
    messages: [
      {
        text: 'the medical supply guy came and took the oxygen machine back today. house is so quiet without it hissing',
        turn: { kind: 'death', words: ['took the oxygen machine back today'] },
        condolence: {
          died: "the writer's father (told obliquely, by his oxygen machine being taken back)",
          to: 'the writer',
        },
      },
      {
        text: 'dad fixed radios out of the garage for 40 years. theres still 3 on the shelf with masking tape names on them. nobody ever came back for them',
        turn: {
          kind: 'memory',
          words: ['dad fixed radios out of the garage for 40 years', 'masking tape names on them'],
        },
      },
      {
        text: 'his rocking chair is still facing the window. i cant move it and i cant sit in it',
        turn: { kind: 'feeling', words: ['i cant move it and i cant sit in it'] },
        notStyle: ['rocking chair'],
      },
      {
        text: 'old country. slow, pedal steel, a little gospel. vince gill, go rest high on that mountain but without the big church part',
        turn: {
          kind: 'style',
          words: [
            'old country',
            'slow',
            'pedal steel',
            'a little gospel',
            'vince gill',
            'go rest high on that mountain',
          ],
        },
        style: [
          { said: 'old country', pins: [genre('country'), mood('nostalgic')] },
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'pedal steel', pins: [genre('country')] },
          { said: 'gospel', pins: [genre('soul'), genre('r&b')] },
        ],
        artists: [{ said: 'vince gill', name: 'Vince Gill' }],
        songs: [
          {
            said: 'go rest high on that mountain',
            title: 'Go Rest High on That Mountain',
            artist: 'Vince Gill',
          },
        ],
      },
      {
        text: 'end on the radios with the names on them',
        turn: { kind: 'request', words: ['end on the radios with the names on them'] },
      },
    ],
  },
  {
    id: 'born-on-i-35',
    messages: [
      {
        text: 'BABY BOY!!! born in the back of an ambulance on I-35 outside Waco at 2am. 8 lbs even. my wife is a legend',
        turn: { kind: 'first', words: ['BABY BOY', 'born in the back of an ambulance on I-35'] },
      },
      {
        text: 'the EMT, this huge guy named Dwayne, cried harder than me. he asked if wed name him Dwayne. we said no. nicely',
        turn: { kind: 'moment', words: ['cried harder than me', 'he asked if wed name him Dwayne'] },
      },
      {
        text: 'sweet and dumb and happy. 60s motown, tambourine, the temptations. my girl but for a boy lol',
        turn: {
          kind: 'style',
          words: ['sweet and dumb and happy', '60s motown', 'tambourine', 'the temptations', 'my girl'],
        },
        style: [
          { said: 'sweet', pins: [mood('romantic'), mood('happy')] },
          { said: 'dumb', pins: [mood('happy')] },
          { said: 'happy', pins: [mood('happy')] },
          { said: '60s motown', pins: [genre('soul'), genre('r&b'), mood('nostalgic')] },
          { said: 'tambourine', pins: [genre('soul'), genre('pop')] },
        ],
        artists: [{ said: 'the temptations', name: 'The Temptations' }],
        songs: [{ said: 'my girl', title: 'My Girl', artist: 'The Temptations' }],
      },
      {
        text: 'chorus should be the siren but it turns into a lullaby halfway',
        turn: { kind: 'request', words: ['chorus should be the siren', 'turns into a lullaby halfway'] },
        style: [{ said: 'lullaby', pins: [mood('chill'), mood('dreamy')] }],
      },
    ],
  },
  {
    id: 'corner-piece',
    messages: [
      {
        text: 'Ms Bev died sunday. the lunch lady at my kids school. 31 years at Hoover Elementary',
        turn: { kind: 'death', words: ['Ms Bev died sunday'] },
        condolence: {
          died: "Ms Bev, the lunch lady at the writer's children's school",
          to: "the writer's children (and the writer)",
        },
      },
      {
        text: 'she knew every kids name and allergy and what they wouldnt eat. she saved my son the corner piece of pizza every friday. every friday for 4 years',
        turn: { kind: 'memory', words: ['she saved my son the corner piece of pizza every friday'] },
      },
      {
        text: 'hes 9. he asked if he can bring a corner piece to the funeral. i said yes. i dont know if thats allowed',
        turn: { kind: 'moment', words: ['he asked if he can bring a corner piece to the funeral'] },
      },
      {
        text: 'sweet and simple. a kids choir, glockenspiel, a little sad but mostly thank you. like a sesame street song',
        turn: {
          kind: 'style',
          words: ['sweet and simple', 'a kids choir', 'glockenspiel', 'a little sad', 'mostly thank you'],
        },
        style: [
          { said: 'sweet', pins: [mood('happy'), mood('romantic')] },
          { said: 'simple', pins: [genre('folk'), mood('chill')] },
          { said: 'kids choir', pins: [genre('pop'), genre('folk'), mood('uplifting')] },
          { said: 'glockenspiel', pins: [genre('indie'), genre('pop'), mood('dreamy')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
        ],
      },
    ],
  },
  {
    id: 'in-front-of-the-vp',
    messages: [
      {
        text: 'happy hour was mandatory today so im 2 beers in. my boss presented MY dashboard to the VP and said we built it. there is no we. it was me. nights. weekends',
        turn: { kind: 'moment', words: ['my boss presented MY dashboard to the VP'] },
        notStyle: ['happy hour'],
      },
      {
        text: 'IM SO PISSED i could chew through drywall',
        turn: { kind: 'feeling', words: ['IM SO PISSED', 'i could chew through drywall'] },
        notStyle: ['IM SO PISSED'],
      },
      {
        text: 'im quitting friday. ok 2 weeks notice. im not an animal',
        turn: { kind: 'decision', words: ['im quitting friday'] },
      },
      {
        text: 'fast, shouty, chaotic. nu metal but funny. system of a down',
        turn: { kind: 'style', words: ['fast, shouty, chaotic', 'nu metal but funny', 'system of a down'] },
        style: [
          { said: 'fast', pins: [mood('energetic')] },
          { said: 'shouty', pins: [mood('angry'), mood('energetic'), genre('punk')] },
          { said: 'chaotic', pins: [mood('energetic')] },
          { said: 'nu metal', pins: [genre('metal'), genre('rock'), genre('alternative')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'system of a down', name: 'System of a Down' }],
      },
    ],
  },
  {
    id: 'fourteen-months',
    messages: [
      {
        text: 'hola! sorry been slammed. I GOT THE PERMIT. the food truck is LEGAL. 14 months of paperwork and 3 fire inspections',
        turn: { kind: 'first', words: ['I GOT THE PERMIT', 'the food truck is LEGAL'] },
      },
      {
        text: 'the lady at the city stamped it and i kissed the paper right there at the counter. she said sir please',
        turn: { kind: 'moment', words: ['i kissed the paper right there at the counter'] },
      },
      {
        text: 'salsa!! brass, congas, loud and proud. celia cruz. AZUCAR energy',
        turn: { kind: 'style', words: ['salsa', 'brass', 'congas', 'loud and proud', 'celia cruz'] },
        style: [
          { said: 'salsa', pins: [genre('jazz'), mood('energetic'), genre('pop')] },
          { said: 'brass', pins: [genre('jazz'), genre('soul')] },
          { said: 'congas', pins: [genre('jazz'), mood('energetic')] },
          { said: 'loud', pins: [mood('powerful'), mood('energetic')] },
          { said: 'proud', pins: [mood('confident'), mood('powerful')] },
        ],
        artists: [{ said: 'celia cruz', name: 'Celia Cruz' }],
      },
      {
        text: 'end with the window opening and the first order. 3 arepas, extra cheese',
        turn: { kind: 'request', words: ['end with the window opening and the first order'] },
      },
    ],
  },
  {
    id: 'car-was-fine',
    messages: [
      {
        text: 'ok confession. i never went to my grandmas funeral. 2011. i was 19 and hungover and i told everyone my car broke down on the turnpike',
        turn: {
          kind: 'confession',
          words: ['i never went to my grandmas funeral', 'i told everyone my car broke down'],
        },
      },
      {
        text: 'ive regretted it every day since. she wrote who was in every photo on the back in pencil and i have a cookie tin full of them and i cant open it',
        turn: { kind: 'feeling', words: ['ive regretted it every day since', 'i cant open it'] },
      },
      {
        text: 'sparse. one guitar, fingerpicked, close mic. sharon van etten when its just her',
        turn: {
          kind: 'style',
          words: ['sparse', 'one guitar, fingerpicked', 'close mic', 'sharon van etten'],
        },
        style: [
          { said: 'sparse', pins: [mood('chill'), genre('folk'), genre('indie')] },
          { said: 'fingerpicked', pins: [genre('folk')] },
          { said: 'close mic', pins: [mood('chill'), mood('dreamy')] },
        ],
        artists: [{ said: 'sharon van etten', name: 'Sharon Van Etten' }],
      },
      {
        text: "make it a letter to her. first line: 'grandma, my car was fine'",
        turn: {
          kind: 'request',
          words: ['make it a letter to her', "first line: 'grandma, my car was fine'"],
        },
      },
    ],
  },
  {
    id: 'six-years-late',
    messages: [
      {
        text: 'i owe my brother Emilio an apology and ive owed it for 6 years',
        turn: { kind: 'confession', words: ['i owe my brother Emilio an apology'] },
      },
      {
        text: 'at dads 60th i told him in front of everybody hed never finish anything. he was 24. he left before the cake and i didnt go after him',
        turn: {
          kind: 'memory',
          words: ['i told him in front of everybody hed never finish anything', 'he left before the cake'],
        },
      },
      {
        text: 'hes a licensed plumber now. his own van and everything. EMILIO ORTEGA PLUMBING. i pulled up behind it at a red light yesterday and didnt honk',
        turn: { kind: 'moment', words: ['i pulled up behind it at a red light yesterday', 'didnt honk'] },
      },
      {
        text: 'i want to say sorry without saying sorry. does that make sense. i cant beleive its been 6 years',
        turn: { kind: 'request', words: ['i want to say sorry without saying sorry'] },
      },
      {
        text: 'soft, honest, a little broken. damien rice. acoustic and a cello',
        turn: {
          kind: 'style',
          words: ['soft, honest, a little broken', 'damien rice', 'acoustic', 'a cello'],
        },
        style: [
          { said: 'soft', pins: [mood('chill'), mood('melancholic')] },
          { said: 'honest', pins: [genre('folk')] },
          { said: 'broken', pins: [mood('sad'), mood('melancholic')] },
          { said: 'acoustic', pins: [genre('folk'), genre('indie')] },
          { said: 'cello', pins: [genre('classical'), genre('folk')] },
        ],
        artists: [{ said: 'damien rice', name: 'Damien Rice' }],
      },
    ],
  },
  {
    id: 'texas-tuba',
    messages: [
      {
        text: 'ok so this is going to be long, sorry in advance. in 1998 our high school marching band drove 3 days to pasadena for the rose parade in two yellow buses with no AC. mr villanueva drove the second bus himself because the district wouldnt pay for another driver. somewhere in new mexico somebody stole our only tuba out of the trailer while we were eating at a truck stop, and mr villanueva walked into a pawn shop in gallup and came out with a tuba with a dent the shape of texas and paid for it on his own credit card. we marched 5 and a half miles on new years morning and the kid playing the texas tuba, my best friend Luis, threw up at mile 4 and kept playing. we were on channel 5 for about 3 seconds. my mom taped it and we watched those 3 seconds like 400 times. i still have the tape',
        turn: {
          kind: 'memory',
          words: [
            'our high school marching band drove 3 days to pasadena for the rose parade',
            'a tuba with a dent the shape of texas',
            'threw up at mile 4 and kept playing',
          ],
        },
        notStyle: ['our high school marching band'],
      },
      {
        text: 'they knocked down the old band room last week. the whole east wing. its going to be a parking lot',
        turn: { kind: 'change', words: ['they knocked down the old band room last week'] },
      },
      {
        text: 'IM FURIOUS. nobody even told mr villanueva. hes 71 and he found out from a flyer on the grocery store board',
        turn: { kind: 'feeling', words: ['IM FURIOUS', 'nobody even told mr villanueva'] },
        notStyle: ['IM FURIOUS'],
      },
      {
        text: 'make it a march. drumline, big brass, triumphant but mad. like the end of a sousa march except its a protest',
        turn: { kind: 'style', words: ['a march', 'drumline', 'big brass', 'triumphant but mad', 'sousa'] },
        style: [
          { said: 'march', pins: [genre('classical'), mood('powerful')] },
          { said: 'drumline', pins: [mood('energetic'), mood('powerful')] },
          { said: 'big brass', pins: [mood('powerful'), genre('jazz'), genre('soul')] },
          { said: 'triumphant', pins: [mood('powerful'), mood('uplifting'), mood('confident')] },
          { said: 'mad', pins: [mood('angry')] },
        ],
        artists: [{ said: 'sousa', name: 'John Philip Sousa' }],
      },
      {
        text: 'end on the texas tuba',
        turn: { kind: 'request', words: ['end on the texas tuba'] },
      },
    ],
  },
  {
    id: 'cut-it-in-half',
    messages: [
      {
        text: 'morning. theres a chill in the air finally. ok back to yesterdays song. the second verse is way too wordy, cut it in half',
        turn: { kind: 'request', words: ['the second verse is way too wordy', 'cut it in half'] },
        notStyle: ['a chill in the air'],
      },
      {
        text: 'and make the chorus shorter. 2 lines max',
        turn: { kind: 'request', words: ['make the chorus shorter', '2 lines max'] },
      },
      {
        text: 'end on the bridge line. dont go back to the chorus after it. and make it more lo-fi, washed out, a little hiss, sleepy drums',
        turn: { kind: 'request', words: ['end on the bridge line', 'dont go back to the chorus after it'] },
        style: [
          { said: 'lo-fi', pins: [genre('indie'), mood('chill'), genre('hip-hop')] },
          { said: 'washed out', pins: [mood('dreamy'), mood('chill')] },
          { said: 'hiss', pins: [genre('indie'), mood('nostalgic')] },
          { said: 'sleepy drums', pins: [mood('chill'), mood('dreamy')] },
        ],
      },
      {
        text: 'men i trust.',
        turn: { kind: 'style', words: ['men i trust'] },
        artists: [{ said: 'men i trust', name: 'Men I Trust' }],
      },
    ],
  },
  {
    id: 'duchess',
    messages: [
      {
        text: 'hey. weird day. we put Duchess down this morning. 31 year old quarter horse. i was 9 when we got her and im 40 now',
        turn: { kind: 'death', words: ['we put Duchess down this morning'] },
        condolence: { died: "Duchess, the writer's quarter horse of 31 years", to: 'the writer' },
      },
      {
        text: 'she could untie any knot with her lips. let herself out of the paddock every october to eat the Kowalczyks apples. every october. 31 of them',
        turn: {
          kind: 'memory',
          words: ['she could untie any knot with her lips', 'eat the Kowalczyks apples'],
        },
      },
      {
        text: 'cowboy ballad. lonesome, big sky, low baritone. colter wall',
        turn: {
          kind: 'style',
          words: ['cowboy ballad', 'lonesome', 'big sky', 'low baritone', 'colter wall'],
        },
        style: [
          { said: 'cowboy ballad', pins: [genre('country'), genre('folk')] },
          { said: 'lonesome', pins: [mood('melancholic'), mood('sad')] },
          { said: 'big sky', pins: [genre('country'), mood('dreamy'), mood('uplifting')] },
          { said: 'baritone', pins: [genre('country'), genre('folk')] },
        ],
        artists: [{ said: 'colter wall', name: 'Colter Wall' }],
      },
      {
        text: 'i left the gate open when we got back from the vet. end on that. the open gate',
        turn: { kind: 'request', words: ['end on that', 'the open gate'] },
      },
    ],
  },
  {
    id: 'what-youre-having',
    messages: [
      {
        text: 'im 38 and i cant read very well. like barely. ive faked it my whole life. my wife doesnt know',
        turn: { kind: 'confession', words: ['i cant read very well', 'ive faked it my whole life'] },
      },
      {
        text: 'at restaurants i always say ill have what youre having. 15 years. she thinks its romantic',
        turn: { kind: 'memory', words: ['i always say ill have what youre having'] },
        notStyle: ['its romantic'],
      },
      {
        text: 'starting an adult reading class at the library tuesday nights. told her its poker',
        turn: {
          kind: 'decision',
          words: ['starting an adult reading class at the library tuesday nights', 'told her its poker'],
        },
      },
      {
        text: 'scared but brave. starts tiny and gets huge. kate bush, running up that hill kind of pulse',
        turn: {
          kind: 'style',
          words: [
            'scared but brave',
            'starts tiny and gets huge',
            'kate bush',
            'running up that hill',
            'pulse',
          ],
        },
        style: [
          { said: 'scared', pins: [mood('melancholic')] },
          { said: 'brave', pins: [mood('confident'), mood('powerful')] },
          { said: 'starts tiny and gets huge', pins: [mood('uplifting'), mood('powerful')] },
          { said: 'pulse', pins: [genre('electronic'), mood('energetic')] },
        ],
        artists: [{ said: 'kate bush', name: 'Kate Bush' }],
        songs: [
          {
            said: 'running up that hill',
            title: 'Running Up That Hill (A Deal with God)',
            artist: 'Kate Bush',
          },
        ],
      },
      {
        text: "first line: 'i ordered what you ordered'",
        turn: { kind: 'request', words: ["first line: 'i ordered what you ordered'"] },
      },
    ],
  },
  {
    id: 'lunch-pail',
    messages: [
      {
        text: 'first morning in 38 years without an alarm. retired from the railroad friday',
        turn: {
          kind: 'change',
          words: ['first morning in 38 years without an alarm', 'retired from the railroad friday'],
        },
      },
      {
        text: 'woke up at 4:10 anyway. got dressed. sat in the truck in the driveway with my lunch pail till the sun came up',
        turn: { kind: 'moment', words: ['sat in the truck in the driveway with my lunch pail'] },
      },
      {
        text: 'i dont know who i am if im not tired',
        turn: { kind: 'feeling', words: ['i dont know who i am if im not tired'] },
      },
      {
        text: 'gravelly. a steve earle thing, mandolin, slow train rhythm. alt country. it should feel like a diner at 5am',
        turn: {
          kind: 'style',
          words: ['gravelly', 'steve earle', 'mandolin', 'slow train rhythm', 'alt country'],
        },
        style: [
          { said: 'gravelly', pins: [genre('country'), genre('blues'), genre('rock')] },
          { said: 'mandolin', pins: [genre('folk'), genre('country')] },
          { said: 'slow train rhythm', pins: [genre('country'), genre('blues'), mood('chill')] },
          { said: 'alt country', pins: [genre('country'), genre('alternative')] },
        ],
        artists: [{ said: 'steve earle', name: 'Steve Earle' }],
      },
    ],
  },
  {
    id: 'eleven-weeks',
    messages: [
      {
        text: 'we lost the baby. 11 weeks. the ultrasound tech just stopped talking. we hadnt even told our parents yet',
        turn: { kind: 'death', words: ['we lost the baby'] },
        condolence: {
          died: "the writer and their partner's baby (a miscarriage at 11 weeks)",
          to: 'the writer and their partner',
        },
      },
      {
        text: 'everyone who knew keeps saying at least it was early. i want to throw my phone in the lake',
        turn: { kind: 'feeling', words: ['i want to throw my phone in the lake'] },
      },
      {
        text: 'a lullaby. ukulele and one voice, soft. like Iz doing over the rainbow',
        turn: {
          kind: 'style',
          words: ['a lullaby', 'ukulele', 'one voice', 'soft', 'Iz', 'over the rainbow'],
        },
        style: [
          { said: 'lullaby', pins: [mood('chill'), mood('dreamy'), genre('folk')] },
          { said: 'ukulele', pins: [genre('folk'), genre('pop'), genre('reggae')] },
          { said: 'one voice', pins: [mood('chill'), genre('folk')] },
          { said: 'soft', pins: [mood('chill'), mood('dreamy')] },
        ],
        artists: [{ said: 'Iz', name: 'Israel Kamakawiwoʻole' }],
        songs: [
          {
            said: 'over the rainbow',
            title: 'Somewhere Over the Rainbow',
            artist: 'Israel Kamakawiwoʻole',
          },
        ],
      },
      {
        text: 'dont say baby anywhere in it',
        turn: { kind: 'request', words: ['dont say baby anywhere in it'] },
      },
    ],
  },
  {
    id: 'lucky-panda',
    messages: [
      {
        text: 'so im asking Nadia to move in. saturday. 3 years of driving across the bridge at midnight is enough',
        turn: { kind: 'decision', words: ['im asking Nadia to move in'] },
      },
      {
        text: 'we met when she rear ended me in a wendys drive thru and then paid for my frosty. as an apology. she still says i braked weird',
        turn: { kind: 'memory', words: ['she rear ended me in a wendys drive thru', 'paid for my frosty'] },
      },
      {
        text: '50s doo-wop, slow dance, sweet. the platters, only you',
        turn: { kind: 'style', words: ['50s doo-wop', 'slow dance', 'sweet', 'the platters', 'only you'] },
        style: [
          { said: '50s doo-wop', pins: [genre('soul'), genre('r&b'), genre('pop'), mood('nostalgic')] },
          { said: 'slow dance', pins: [mood('romantic'), mood('chill')] },
          { said: 'sweet', pins: [mood('romantic')] },
        ],
        artists: [{ said: 'the platters', name: 'The Platters' }],
        songs: [{ said: 'only you', title: 'Only You (And You Alone)', artist: 'The Platters' }],
      },
      {
        text: 'im putting the key in a fortune cookie at Lucky Panda. end the song right before she cracks it open',
        turn: { kind: 'request', words: ['end the song right before she cracks it open'] },
      },
    ],
  },
  {
    id: 'shadow-on-the-scan',
    messages: [
      {
        text: 'got called back after my chest xray. theres a shadow on my lung. CT on thursday. theyre saying its probably nothing',
        turn: { kind: 'moment', words: ['theres a shadow on my lung'] },
      },
      {
        text: 'scared.',
        turn: { kind: 'feeling', words: ['scared'] },
      },
      {
        text: 'i havent told my wife. shes planning our 25th in Lisbon, she made a binder with tabs',
        turn: { kind: 'confession', words: ['i havent told my wife'] },
      },
      {
        text: 'fado. amália rodrigues. sad and stubborn, a guitarra crying in the back',
        turn: { kind: 'style', words: ['fado', 'amália rodrigues', 'sad and stubborn', 'a guitarra'] },
        style: [
          { said: 'fado', pins: [genre('folk'), mood('melancholic')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'stubborn', pins: [mood('confident'), mood('powerful')] },
          { said: 'guitarra', pins: [genre('folk')] },
        ],
        artists: [{ said: 'amália rodrigues', name: 'Amália Rodrigues' }],
      },
      {
        text: 'write it like im not scared even if i am',
        turn: { kind: 'request', words: ['write it like im not scared'] },
      },
    ],
  },
  {
    id: 'dr-ramirez',
    messages: [
      {
        text: 'MY LITTLE SISTER GOT INTO MED SCHOOL. first one in our family to even go to college',
        turn: {
          kind: 'first',
          words: ['MY LITTLE SISTER GOT INTO MED SCHOOL', 'first one in our family to even go to college'],
        },
      },
      {
        text: 'she opened the email in the Food Lion parking lot where our mom works and they screamed so loud a security guard came running',
        turn: { kind: 'moment', words: ['they screamed so loud a security guard came running'] },
      },
      {
        text: "i drove her to the MCAT at 5am in my uber car. she made me stop for a breakfast sandwich and then didnt eat it because nerves, so i ate it, and then i sat in the lot for 7 hours doing rides in between so i could pick her up, and she came out and said 'i think i failed' and didnt talk the whole way home. she got a 517. alot of good all that worrying did",
        turn: { kind: 'memory', words: ['i drove her to the MCAT at 5am'] },
      },
      {
        text: 'HYPE. hip-hop, big 808s, a victory lap. missy elliott, silly and proud',
        turn: {
          kind: 'style',
          words: ['HYPE', 'hip-hop', 'big 808s', 'a victory lap', 'missy elliott', 'silly and proud'],
        },
        style: [
          { said: 'HYPE', pins: [mood('energetic'), mood('confident')] },
          { said: 'hip-hop', pins: [genre('hip-hop')] },
          { said: '808s', pins: [genre('hip-hop'), genre('electronic')] },
          { said: 'victory lap', pins: [mood('confident'), mood('uplifting')] },
          { said: 'silly', pins: [mood('happy')] },
          { said: 'proud', pins: [mood('confident')] },
        ],
        artists: [{ said: 'missy elliott', name: 'Missy Elliott' }],
      },
      {
        text: 'hook: dr ramirez, dr ramirez',
        turn: { kind: 'request', words: ['hook: dr ramirez'] },
      },
    ],
  },
  {
    id: 'hanging-baskets',
    messages: [
      {
        text: 'the boy next door died friday. Brody. 17. his car went off the county road in the rain',
        turn: { kind: 'death', words: ['the boy next door died friday'] },
        condolence: {
          died: "Brody, 17, the son of the writer's next-door neighbours",
          to: "Brody's mother and family (and the writer)",
        },
      },
      {
        text: 'his mom still waters the hanging baskets every morning at 6. in her robe. she doesnt look up',
        turn: { kind: 'moment', words: ['his mom still waters the hanging baskets every morning'] },
      },
      {
        text: 'i want to give it to her. so not about me. about him. i watched him learn to ride a bike in our cul de sac',
        turn: { kind: 'request', words: ['i want to give it to her', 'not about me'] },
      },
      {
        text: 'slow alt-country, steel guitar, aching. gram parsons',
        turn: { kind: 'style', words: ['slow alt-country', 'steel guitar', 'aching', 'gram parsons'] },
        style: [
          { said: 'slow', pins: [mood('chill'), mood('melancholic')] },
          { said: 'alt-country', pins: [genre('country'), genre('alternative')] },
          { said: 'steel guitar', pins: [genre('country')] },
          { said: 'aching', pins: [mood('sad'), mood('melancholic')] },
        ],
        artists: [{ said: 'gram parsons', name: 'Gram Parsons' }],
      },
    ],
  },
  {
    id: 'gravy',
    messages: [
      {
        text: 'ok decided. im moving back to Cleveland. 6 years in LA and all i have is a parking ticket collection and a succulent',
        turn: { kind: 'decision', words: ['im moving back to Cleveland'] },
      },
      {
        text: 'i feel like a failure and also like i can breathe?? both',
        turn: { kind: 'feeling', words: ['i feel like a failure', 'i can breathe'] },
      },
      {
        text: 'synthwave. neon, night driving, kavinsky nightcall vibes but hopeful',
        turn: {
          kind: 'style',
          words: ['synthwave', 'neon', 'night driving', 'kavinsky', 'nightcall', 'hopeful'],
        },
        style: [
          { said: 'synthwave', pins: [genre('electronic'), mood('nostalgic')] },
          { said: 'neon', pins: [genre('electronic'), mood('dreamy')] },
          { said: 'night driving', pins: [mood('dreamy'), mood('energetic')] },
          { said: 'hopeful', pins: [mood('uplifting')] },
        ],
        artists: [{ said: 'kavinsky', name: 'Kavinsky' }],
        songs: [{ said: 'nightcall', title: 'Nightcall', artist: 'Kavinsky' }],
      },
      {
        text: 'the whole song is the drive. 2,000 miles in a 2011 civic named Gravy. start on the 101 end at the lake',
        turn: { kind: 'request', words: ['the whole song is the drive'] },
      },
    ],
  },
  {
    id: 'yours-to-tell',
    messages: [
      {
        text: 'my best friend of 20 years told our whole group chat about my divorce. before i told my own mom',
        turn: { kind: 'moment', words: ['told our whole group chat about my divorce'] },
      },
      {
        text: 'i thought id be sad. nope. i want to key her car (i wont) (probably)',
        turn: { kind: 'feeling', words: ['i want to key her car'] },
        notStyle: ['id be sad'],
      },
      {
        text: 'riot grrrl. sleater-kinney. guitars like a fight, yelling',
        turn: { kind: 'style', words: ['riot grrrl', 'sleater-kinney', 'guitars like a fight', 'yelling'] },
        style: [
          { said: 'riot grrrl', pins: [genre('punk'), genre('alternative'), mood('angry')] },
          { said: 'guitars like a fight', pins: [genre('rock'), genre('punk'), mood('angry')] },
          { said: 'yelling', pins: [mood('angry'), genre('punk')] },
        ],
        artists: [{ said: 'sleater-kinney', name: 'Sleater-Kinney' }],
      },
      {
        text: "chorus: 'it wasnt yours to tell'",
        turn: { kind: 'request', words: ["chorus: 'it wasnt yours to tell'"] },
      },
    ],
  },
  {
    id: 'hummingbird',
    messages: [
      {
        text: 'well i did it. first tattoo. 70 years old. a hummingbird on my left ankle. hurt like the dickens',
        turn: { kind: 'first', words: ['first tattoo', '70 years old'] },
      },
      {
        text: 'my Gene always said over his dead body. hes been gone 4 years so. technically',
        turn: { kind: 'memory', words: ['my Gene always said over his dead body'] },
      },
      {
        text: 'cheeky and swingy. old jazz, a little naughty. etta james but winking',
        turn: { kind: 'style', words: ['cheeky and swingy', 'old jazz', 'a little naughty', 'etta james'] },
        style: [
          { said: 'cheeky', pins: [mood('happy'), mood('confident')] },
          { said: 'swingy', pins: [genre('jazz')] },
          { said: 'old jazz', pins: [genre('jazz'), mood('nostalgic')] },
          { said: 'naughty', pins: [mood('confident'), mood('romantic')] },
        ],
        artists: [{ said: 'etta james', name: 'Etta James' }],
      },
      {
        text: "last line: 'over his dead body. well.'",
        turn: { kind: 'request', words: ["last line: 'over his dead body. well.'"] },
      },
    ],
  },
  {
    id: 'three-votes',
    messages: [
      {
        text: 'I WON!!!! junior class president. by THREE VOTES',
        turn: { kind: 'first', words: ['I WON', 'junior class president'] },
      },
      {
        text: "my slogan was 'vote for me i have a car' and i do not have a car. my mom drives me. in a minivan with a dent",
        turn: { kind: 'moment', words: ["my slogan was 'vote for me i have a car'"] },
      },
      {
        text: 'its 1am and im eating cold pizza and drinking grape pop and i have a chem test tommorow and i dont even care',
        turn: { kind: 'moment', words: ['im eating cold pizza and drinking grape pop'] },
        notStyle: ['grape pop'],
      },
      {
        text: 'HYPERPOP. glitchy, loud, stupid fun. charli xcx. 100 gecs',
        turn: {
          kind: 'style',
          words: ['HYPERPOP', 'glitchy', 'loud', 'stupid fun', 'charli xcx', '100 gecs'],
        },
        style: [
          { said: 'HYPERPOP', pins: [genre('pop'), genre('electronic'), mood('energetic')] },
          { said: 'glitchy', pins: [genre('electronic')] },
          { said: 'loud', pins: [mood('powerful'), mood('energetic')] },
          { said: 'stupid fun', pins: [mood('happy'), mood('energetic')] },
        ],
        artists: [
          { said: 'charli xcx', name: 'Charli XCX' },
          { said: '100 gecs', name: '100 gecs' },
        ],
      },
    ],
  },
  {
    id: 'kiddo',
    messages: [
      {
        text: "my dad texted me yesterday. first time in 9 years. 'happy birthday kiddo.' thats it. thats the whole text. also my birthday is today not yesterday",
        turn: { kind: 'moment', words: ['my dad texted me yesterday', 'first time in 9 years'] },
        notStyle: ['happy birthday kiddo'],
      },
      {
        text: 'i dont know if im glad or furious. mostly furious',
        turn: { kind: 'feeling', words: ['i dont know if im glad or furious'] },
        notStyle: ['mostly furious'],
      },
      {
        text: 'not answering. not yet.',
        turn: { kind: 'decision', words: ['not answering'] },
      },
      {
        text: "neo-soul, moody, late night. d'angelo. bass way up front",
        turn: { kind: 'style', words: ['neo-soul', 'moody', 'late night', "d'angelo", 'bass way up front'] },
        style: [
          { said: 'neo-soul', pins: [genre('soul'), genre('r&b')] },
          { said: 'moody', pins: [mood('melancholic'), mood('dreamy')] },
          { said: 'late night', pins: [mood('chill'), mood('dreamy')] },
          { said: 'bass way up front', pins: [genre('r&b'), genre('soul')] },
        ],
        artists: [{ said: "d'angelo", name: "D'Angelo" }],
      },
    ],
  },
  {
    id: 'nugget',
    messages: [
      {
        text: 'emergency. Nugget died. the hamster. my 5 yr old wants a funeral song and she wants it TONIGHT. we buried him in an altoids tin in the window box and she saluted',
        turn: { kind: 'death', words: ['Nugget died'] },
        condolence: { died: 'Nugget, the family hamster', to: "the writer's 5-year-old daughter" },
      },
      {
        text: 'silly but sweet. kazoo. weird al',
        turn: { kind: 'style', words: ['silly but sweet', 'kazoo', 'weird al'] },
        style: [
          { said: 'silly', pins: [mood('happy')] },
          { said: 'sweet', pins: [mood('happy'), mood('romantic')] },
          { said: 'kazoo', pins: [genre('pop'), genre('folk'), mood('happy')] },
        ],
        artists: [{ said: 'weird al', name: '"Weird Al" Yankovic' }],
      },
      {
        text: 'keep it under a minute. bedtime is 7:30',
        turn: { kind: 'request', words: ['keep it under a minute'] },
      },
    ],
  },
  {
    id: 'box-in-a-box',
    messages: [
      {
        text: 'booked my mom a ticket to Cebu. first time home in 26 years. she doesnt know yet, im giving it to her christmas morning in a box inside a box inside a box',
        turn: { kind: 'decision', words: ['booked my mom a ticket to Cebu', 'first time home in 26 years'] },
      },
      {
        text: 'she used to play her air supply cassette in the kitchen every saturday and sing the high part into the spatula. the whole tape. both sides',
        turn: { kind: 'memory', words: ['sing the high part into the spatula'] },
        artists: [{ said: 'air supply', name: 'Air Supply' }],
      },
      {
        text: '80s power ballad. huge, cheesy in a good way. air supply obviously. making love out of nothing at all',
        turn: {
          kind: 'style',
          words: [
            '80s power ballad',
            'huge',
            'cheesy in a good way',
            'air supply',
            'making love out of nothing at all',
          ],
        },
        style: [
          {
            said: '80s power ballad',
            pins: [mood('powerful'), genre('rock'), genre('pop'), mood('nostalgic')],
          },
          { said: 'huge', pins: [mood('powerful')] },
          { said: 'cheesy', pins: [genre('pop'), mood('happy')] },
        ],
        artists: [{ said: 'air supply', name: 'Air Supply' }],
        songs: [
          {
            said: 'making love out of nothing at all',
            title: 'Making Love Out of Nothing at All',
            artist: 'Air Supply',
          },
        ],
      },
      {
        text: 'end at the airport gate with her waving with both arms',
        turn: { kind: 'request', words: ['end at the airport gate with her waving with both arms'] },
      },
    ],
  },
  {
    id: 'forty-seven',
    messages: [
      {
        text: 'confession. my wife thinks im 47. im 51. i lied on our first date in 2009 because she said she was 40 and i panicked',
        turn: { kind: 'confession', words: ['my wife thinks im 47', 'i lied on our first date'] },
      },
      {
        text: 'she threw me a surprise 45th. i was 49. i blew out 45 candles and her mom cried. i still think about that cake',
        turn: { kind: 'memory', words: ['she threw me a surprise 45th', 'i was 49'] },
      },
      {
        text: 'dry and funny. old country, roger miller. king of the road kind of shuffle',
        turn: {
          kind: 'style',
          words: ['dry and funny', 'old country', 'roger miller', 'king of the road', 'shuffle'],
        },
        style: [
          { said: 'dry', pins: [mood('chill')] },
          { said: 'funny', pins: [mood('happy')] },
          { said: 'old country', pins: [genre('country'), mood('nostalgic')] },
          { said: 'shuffle', pins: [genre('country'), genre('blues')] },
        ],
        artists: [{ said: 'roger miller', name: 'Roger Miller' }],
        songs: [{ said: 'king of the road', title: 'King of the Road', artist: 'Roger Miller' }],
      },
      {
        text: 'title: Math',
        turn: { kind: 'request', words: ['title: Math'] },
      },
    ],
  },
  {
    id: 'doreen',
    messages: [
      {
        text: 'changed the name on the gas bill today. just mine now. the lady said sorry for your loss and then read me the autopay terms',
        turn: { kind: 'death', words: ['changed the name on the gas bill today', 'just mine now'] },
        condolence: {
          died: "the writer's husband (told obliquely, by the gas bill in one name)",
          to: 'the writer',
        },
      },
      {
        text: "he used to argue with the GPS lady. named her Doreen. 'Doreen, i am NOT turning left into a lake.' 40 years married and i never once learned the way to his sisters",
        turn: { kind: 'memory', words: ['he used to argue with the GPS lady', 'named her Doreen'] },
      },
      {
        text: 'a standard. late night piano, brushes, tony bennett. a little funny',
        turn: {
          kind: 'style',
          words: ['a standard', 'late night piano', 'brushes', 'tony bennett', 'a little funny'],
        },
        style: [
          { said: 'standard', pins: [genre('jazz')] },
          { said: 'late night piano', pins: [genre('jazz'), mood('chill')] },
          { said: 'brushes', pins: [genre('jazz')] },
          { said: 'funny', pins: [mood('happy')] },
        ],
        artists: [{ said: 'tony bennett', name: 'Tony Bennett' }],
      },
      {
        text: "the chorus is just 'recalculating'",
        turn: { kind: 'request', words: ["the chorus is just 'recalculating'"] },
      },
    ],
  },
  {
    id: 'all-three-rounds',
    messages: [
      {
        text: 'had my first amateur fight saturday. 35 years old. I LOST. but i went all 3 rounds',
        turn: { kind: 'first', words: ['had my first amateur fight saturday', 'i went all 3 rounds'] },
      },
      {
        text: 'the other guy was 22 and had a neck tattoo of his own name. my daughter had a sign that said HIT HIM DAD',
        turn: { kind: 'moment', words: ['my daughter had a sign that said HIT HIM DAD'] },
      },
      {
        text: 'two years ago i couldnt walk to the mailbox without stopping. my doctor said the word diabetic and i cried in the car in the cvs parking lot',
        turn: { kind: 'memory', words: ['i couldnt walk to the mailbox without stopping'] },
      },
      {
        text: '80s training montage. synths, gated drums, power chords. survivor. eye of the tiger but the guy loses',
        turn: {
          kind: 'style',
          words: [
            '80s training montage',
            'synths',
            'gated drums',
            'power chords',
            'survivor',
            'eye of the tiger',
          ],
        },
        style: [
          { said: '80s training montage', pins: [genre('rock'), mood('powerful'), mood('nostalgic')] },
          { said: 'synths', pins: [genre('electronic'), genre('pop')] },
          { said: 'gated drums', pins: [genre('rock'), genre('pop')] },
          { said: 'power chords', pins: [genre('rock'), genre('metal')] },
        ],
        artists: [{ said: 'survivor', name: 'Survivor' }],
        songs: [{ said: 'eye of the tiger', title: 'Eye of the Tiger', artist: 'Survivor' }],
      },
      {
        text: 'start slow like round 1 and end swinging',
        turn: { kind: 'request', words: ['start slow like round 1 and end swinging'] },
        style: [{ said: 'slow', pins: [mood('chill')] }],
        notStyle: ['end swinging'],
      },
    ],
  },
  {
    id: 'herb-on-drums',
    messages: [
      {
        text: 'my mom got married again saturday. 74. to a retired dentist named Herb she met at pickleball',
        turn: { kind: 'change', words: ['my mom got married again saturday'] },
      },
      {
        text: 'the DJ was her grandson and he played Toto. Africa. and Herb did the drum part on the table with 2 breadsticks',
        turn: { kind: 'moment', words: ['Herb did the drum part on the table with 2 breadsticks'] },
        artists: [{ said: 'Toto', name: 'Toto' }],
        songs: [{ said: 'Africa', title: 'Africa', artist: 'Toto' }],
      },
      {
        text: 'i thought id be wierd about it because of dad. im not. shes so happy its embarrassing',
        turn: { kind: 'feeling', words: ['i thought id be wierd about it because of dad', 'im not'] },
        notStyle: ['shes so happy'],
      },
      {
        text: 'yacht rock!! smooth, sunny, a sax solo. christopher cross',
        turn: { kind: 'style', words: ['yacht rock', 'smooth', 'sunny', 'a sax solo', 'christopher cross'] },
        style: [
          { said: 'yacht rock', pins: [genre('rock'), genre('pop'), mood('chill')] },
          { said: 'smooth', pins: [mood('chill'), genre('r&b'), genre('jazz')] },
          { said: 'sunny', pins: [mood('happy'), mood('uplifting')] },
          { said: 'sax solo', pins: [genre('jazz'), genre('pop'), genre('soul')] },
        ],
        artists: [{ said: 'christopher cross', name: 'Christopher Cross' }],
      },
    ],
  },
  {
    id: 'the-empty-seat',
    messages: [
      {
        text: 'ugh the garage door opener died and im trapped in my own house lol. anyway. my brother Lonnie died thursday. heart attack at the gym. 52',
        turn: { kind: 'death', words: ['my brother Lonnie died thursday'] },
        condolence: { died: "Lonnie, the writer's brother", to: 'the writer' },
      },
      {
        text: 'we had season tickets to the Jazz for 19 years. section 12. he screamed at the refs in a voice he never used anywhere else',
        turn: {
          kind: 'memory',
          words: ['we had season tickets to the Jazz for 19 years', 'he screamed at the refs'],
        },
        notStyle: ['the Jazz'],
      },
      {
        text: 'went to the game last night anyway. sat next to his seat. a guy asked if it was taken and i said yeah',
        turn: { kind: 'moment', words: ['a guy asked if it was taken and i said yeah'] },
      },
      {
        text: 'big and sad, stadium sized. foo fighters. everlong but slower',
        turn: {
          kind: 'style',
          words: ['big and sad', 'stadium sized', 'foo fighters', 'everlong', 'slower'],
        },
        style: [
          { said: 'big', pins: [mood('powerful')] },
          { said: 'sad', pins: [mood('sad'), mood('melancholic')] },
          { said: 'stadium sized', pins: [mood('powerful'), genre('rock')] },
          { said: 'slower', pins: [mood('chill'), mood('melancholic')] },
        ],
        artists: [{ said: 'foo fighters', name: 'Foo Fighters' }],
        songs: [{ said: 'everlong', title: 'Everlong', artist: 'Foo Fighters' }],
      },
    ],
  },
];
