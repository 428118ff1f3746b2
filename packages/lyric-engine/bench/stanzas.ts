import type { StyleDirector } from '@lyricist/shared/ai/contracts';

/**
 * Stanzas written for the benchmark, each with the scheme it follows and the director input a
 * session writing it would have. Header: # name | scheme | moods | genres | images | emotions | pov | tense
 */
export type BenchStanza = {
  name: string;
  scheme: StyleDirector['rhymeScheme'];
  lines: string[];
  moods: string[];
  genres: string[];
  images: string[];
  emotions: string[];
  pov: 'first' | 'second' | 'third';
  tense: 'past' | 'present' | 'future';
};

export const list = (s: string) => (s === '' ? [] : s.split(','));

function parse(text: string): BenchStanza[] {
  return text
    .trim()
    .split(/^# /m)
    .filter(Boolean)
    .map((block) => {
      const [header = '', ...lines] = block.trim().split('\n');
      const [name = '', scheme, moods = '', genres = '', images = '', emotions = '', pov, tense] = header
        .split('|')
        .map((f) => f.trim());
      return {
        name,
        scheme: scheme as BenchStanza['scheme'],
        lines,
        moods: list(moods),
        genres: list(genres),
        images: list(images),
        emotions: list(emotions),
        pov: pov as BenchStanza['pov'],
        tense: tense as BenchStanza['tense'],
      };
    });
}

export const STANZAS: BenchStanza[] = parse(`
# porch | AABB | sad | country | porch light,old truck,kitchen radio | grief,love | first | past
I drove back home on a Sunday night
The porch was burning yellow light
My father's truck was parked out in the rain
And no one there could tell me of the pain
# neon | AABB | excited | pop | neon sign,subway,rooftop | joy,excitement | first | past
We ran across the city after dark
The neon buzzing like a spark
We danced until the subway came
And every stranger knew my name
# summer | AABB | happy,nostalgic | country | radio,summer,tailgate | joy,nostalgia | first | past
Windows down and the radio loud
Singing with the summer crowd
Your hand was out to catch the breeze
Sunburned shoulders, dirty knees
# crown | AABB | confident | hip-hop | crown,concrete,mic | pride,defiance | first | present
I built this from the concrete floor
Nobody opened me a door
Now I wear the crown they said I'd never hold
Every word I wrote is turning into gold
# glass | AABB | angry | rock | broken glass,door,matches | anger | first | present
You broke the glass and blamed the wind
You smiled like you have never sinned
I'm done with all the lies you tell
I'm ringing out the final bell
# candle | AABB | romantic | r&b | candle,silk,pillow | love,desire | second | present
Light a candle by the bed
Say the words you never said
Hold me like the night is long
Hum the second verse of our song
# harbor | AABB | melancholic | folk | harbor,fog,pier | longing,sadness | first | present
The fog rolls in across the bay
The harbor bells have lost their way
I walk the pier where we would meet
With salt and silence at my feet
# sunrise | AABB | uplifting | pop | mountain,sunrise,wings | hope,joy | second | present
Climb the mountain, chase the dawn
Every shadow that was here is gone
Open up your wings and fly
Paint your name across the sky
# basement | AABB | rebellious | punk | basement,spray paint,van | defiance | first | past
Basement show with the speakers blown
Every kid in here is on their own
Spray paint letters on the wall
We were never gonna fall
# satellite | AABB | dreamy | electronic,indie | satellite,static,stars | longing,wonder | first | present
Floating past a satellite
Counting stars to pass the night
Your voice is static on the line
I pretend the signal's fine
# letters | ABAB | sad,nostalgic | folk | letters,drawer,ink | regret,longing | first | past
I found your letters in a drawer
The ink had faded into gray
I read them sitting on the floor
And wished that you had asked to stay
# highway | ABAB | energetic | rock | highway,engine,wheels | excitement,defiance | first | present
The highway hums beneath the wheels
The engine roaring in the night
I'm chasing everything it feels
To run until I see the light
# silk | ABAB | romantic,chill | r&b,soul | perfume,sheets,morning | love,calm | first | present
Your perfume lingers on the sheets
The morning slow and soft and warm
My heart is keeping steady beats
You are the shelter from the storm
# church | ABAB | nostalgic,peaceful | soul,gospel | church,choir,sunday | nostalgia,gratitude | first | past
Sunday morning at the church
Mama singing with the choir
I was just a kid in search
Of something higher than the fire
# iron | ABAB | powerful | metal | iron gates,ravens,stone | defiance,fear | first | present
The iron gates of winter close
The ravens gather on the stone
The frozen river never flows
I face the serpent all alone
# rooftop | ABAB | romantic,dreamy | indie | rooftop,city,sirens | love,hope | first | past
We watched the city from the roof
The sirens singing down below
You said you needed any proof
That I would never let you go
# factory | ABAB | nostalgic | country,folk | factory,lunch pail,paycheck | pride,sadness | third | past
He worked the line for thirty years
He never missed a single day
He swallowed down his doubts and fears
And brought home every dollar's pay
# saxophone | ABAB | melancholic | jazz | saxophone,martini,rain | sadness,longing | first | present
A saxophone across the street
Is crying softly in the rain
The city's got a lonely beat
Another martini, another pain
# mirror | ABAB | empowered | pop | mirror,spotlight,crown | pride,hope | first | present
I look into the mirror now
I see a woman standing tall
I never needed to know how
I only had to want it all
# island | ABAB | chill,happy | reggae | sand,drum,island | joy,calm | first | present
The sun is easy on the sand
The drum is rolling with the sea
I take my brother by the hand
And all the island sings with me
# station | ABCB | sad | folk | station,suitcase,coat | longing,regret | third | past
She waited at the station
With a suitcase and a coat
The train was running early
And she never wrote a note
# jukebox | ABCB | nostalgic | country | jukebox,diner,booth | nostalgia,sadness | first | present
The jukebox plays our favorite song
In the diner down the road
I'm sitting in the corner booth
Carrying a heavy load
# cassette | ABCB | melancholic | indie | cassette,car,voice | grief,longing | first | present
An old cassette inside the car
Your voice on side B
I play it on the way to work
It's all you left of me
# lantern | ABCB | peaceful | folk | lantern,river,woods | hope,calm | second | present
Carry the lantern through the woods
Until the morning light
The river knows the way back home
And so do you tonight
# fence | ABCB | nostalgic,rebellious | alternative | fence,school,roof | nostalgia,defiance | first | past
We climbed the fence behind the school
And sat up on the roof
We swore we'd never settle down
We were the living proof
# kitchen | ABCB | happy,nostalgic | country | kitchen,flour,apron | love,nostalgia | third | present
Grandma in the kitchen
Flour on her hands
Humming something sweet and old
That no one understands
# crossroads | ABCB | sad | blues | crossroads,whiskey,train | sadness,regret | first | past
I went down to the crossroads
With whiskey in my hand
The devil didn't show that night
But I still lost my land
# garden | ABCB | melancholic,calm | classical | garden,roses,glass | grief,calm | first | present
Roses in the garden
Winter on the glass
Everything we planted
Withered in the grass
# billboard | ABCB | angry | alternative | billboard,television,interstate | anger,fear | first | present
A billboard on the interstate
Is selling us a dream
The television flickers blue
And no one hears me scream
# tailgate | ABCB | romantic,sad | country | tailgate,moon,field | love,regret | first | past
Sitting on the tailgate
Underneath the moon
You said you'd love me always
But always came too soon
# rain | AABB | sad | pop | rain,window,phone | longing | first | present
The rain keeps tapping on the pane
I hear you calling out my name
# fire | AABB | romantic | folk | fire,shore,blanket | love,calm | first | past
We built a fire on the shore
And promised we would want no more
# block | AABB | confident,nostalgic | hip-hop | block,sneakers,corner | nostalgia,pride | first | past
Corner of the block where we used to meet
Fresh white sneakers on the summer street
# engine | AABB | energetic | rock | engine,key,dust | excitement,defiance | second | present
Turn the key and hear the engine roar
Leave the dust behind the open door
# pulse | AAAA | energetic | electronic | strobe,pulse,bassline | excitement | first | present
Feel the pulse
Feel the light
Feel the night
# ocean | AABB | hopeful,dreamy | indie | ocean,sailor,harbor | hope,longing | first | future
I'll meet you where the ocean ends
Where every broken sailor mends
# hospital | FREE | melancholic | indie | hospital hallway,paper crane,crow | grief,fear | first | present
The hospital hallway smells like oranges
My mother folds a paper crane
Outside the window a crow is counting cars
Nobody says the word
# laundromat | FREE | sad | alternative | laundromat,quarters,shirt | longing,sadness | first | present
Quarters in a coffee can
The laundromat at two in the morning
Your shirt spinning with mine
Like it doesn't know
# bicycle | FREE | nostalgic | folk | red bicycle,fence,street | nostalgia,love | first | past
A red bicycle against the fence
My brother teaching me to fall
The street was the whole world then
And the sky was something we owned
# voicemail | FREE | sad | pop | voicemail,parking lot,phone | grief,love | first | present
I keep your voicemail
Three seconds of you laughing
I play it in the parking lot
Before I go inside
# thunder | FREE | powerful | rock | stadium,thunder,voices | pride,excitement | first | present
Thunder over the stadium
Fifty thousand voices
One name
Ours
# tea | FREE | calm,peaceful | jazz | kettle,cat,windowsill | calm,gratitude | first | present
Steam from the kettle
The cat asleep on the windowsill
Nothing needs me yet
I let the morning be
# vows | ABAB | romantic,happy | country,pop | altar,ring,veil | love,joy | first | future
Standing at the altar in the light
Your father trying not to cry
I promise you with all my might
To love you till the day I die
# cigarette | ABCB | melancholic | jazz,r&b | cigarette,balcony,city | longing,regret | first | past
The last cigarette on the balcony
The city going gray
You said you'd call me in the morning
You've been gone a week today
`);
