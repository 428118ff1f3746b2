/**
 * The fifth held-out set (issue 13, twelfth session): songs written for this set alone, before that
 * session's engine changes. Read README.md here before touching this file.
 * Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const HELD_OUT_5_TEXT = `
# crossing-guard | AABB | happy | country | orange vest,stop sign,schoolyard gate | affection,pride | third | present
Miss Dolores in her orange vest at eight
Holds up her stop sign by the schoolyard gate
She knows each kid by name, and every dog
And waves to every trucker through the morning fog
# vending-machine | AA | angry | punk | vending machine,dollar bill,pretzels | frustration,annoyance | first | past
The vending machine just ate my last dollar bill
I kicked it twice, my pretzels dangling there still
# halloween-robot | ABAB | happy | folk | cardboard boxes,tinfoil arms,bottle caps | pride,joy | third | past
Dad built a robot out of cardboard boxes
With tinfoil arms and bottle caps for eyes
Sam clanked along past witches, ghosts, and foxes
And took home the parade's first prize
# junk-drawer | ABCB | sad | alternative | junk drawer,tape measure,hardware list | grief,nostalgia | first | present
I open up the junk drawer by the stove
Twist ties, a tape measure, and dead double-A's
And Daddy's handwriting on a hardware list
I close it. I'll clean it out some other day
# snowplow | AAAA | calm | country | county plow,orange light,thermos | duty,solitude | third | present
Earl fires up the county plow at two tonight
The orange light goes spinning over fields of white
He sips his thermos coffee by the dashboard light
So everyone in town can get to work all right
# car-wash | AABB | energetic | pop | car wash,principal,sunburn | joy,excitement | first | past
We held a car wash for the band out by the bank
Kev sprayed the principal, a soapy, perfect prank
We made three hundred dollars and a sunburn too
And every car in town was shining, clean and new
# snow-globe | AA | dreamy | classical | snow globe,tiny church,swirl of white | wonder,nostalgia | first | present
I turn the snow globe over in my hands at night
The tiny church is buried in a swirl of white
# yard-sale | AABA | melancholic | folk | teacups,quarter sticker,lamp | grief,nostalgia | first | past
We set my mother's things out on the lawn
Her teacups with a quarter sticker on
A stranger haggled over her old lamp
I took his dollar, and the lamp was gone
# scoop-shop | ABAB | optimistic | pop | paper hat,waffle cone,tip jar | excitement,pride | first | present
My first real job is scooping at the Dairy Bell
I wear a paper hat and smell like waffle cone
My wrist is sore, but I can sprinkle pretty well
And every dollar in the tip jar is my own
# baby-monitor | ABCB | peaceful | electronic | monitor,green light,static | tenderness,wonder | second | present
You lie awake and watch the monitor glow
A little green light every time she sighs
The static hums like ocean in a shell
You've never been this tired, or this alive
# babysitter | AABB | chill | indie | pizza money,windowsill,stairs | amusement,tenderness | first | present
The twins are down by nine, the house is still
Their mom left pizza money on the windowsill
Then footsteps on the stairs, a little voice, "It's me"
He wants a glass of water and a song, or three
# goldfish | AA | sad | folk | goldfish,shoebox,popsicle stick | grief,innocence | third | past
He laid his goldfish in a shoebox by the gate
With a popsicle stick that said, "You were great"
# prom-corsage | ABAB | romantic | r&b | corsage,photos,folding chairs | love,nervousness | second | past
You pinned the corsage crooked on my dress
Your mother took a hundred photos by the stairs
Your hands were shaking worse than mine, I guess
And we slow-danced between the folding chairs
# mural | ABCB | powerful | hip-hop | scaffold,bucket of blue,corner store | pride,gratitude | third | present
Dee climbs the scaffold with a bucket full of blue
She's painting Miss Odessa on the corner store
The lady fed this block for forty years
Now she'll be forty feet tall forevermore
# locksmith | AAAA | chill | blues | keys,counter,locksmith's van | frustration,humor | second | present
Your keys are sitting on the counter, and it's two
Your phone's at three percent, and it's raining too
The locksmith's van pulls up, a guy named Lou
He jiggles it ten seconds, charges ninety-two
# science-fair | AABB | excited | rock | clay volcano,red dye,judges | pride,amusement | third | past
She built a clay volcano on the kitchen floor
With vinegar and red dye from the dollar store
It bubbled over at the science fair on cue
And splattered every judge, and still she won the blue
# hamster | AABA | happy | indie | hamster,cheese,heating vent | relief,amusement | first | past
Our hamster Nugget slipped out of his cage at night
We searched the house with cheese and a flashlight
On Wednesday something rustled in the heating vent
He strolled out fat and dusty, like he'd won a fight
# car-dealer | ABAB | melancholic | blues | showroom,necktie,parking space | loneliness,resentment | third | present
Frank's been selling cars since nineteen eighty-four
He straightens up his tie and smiles at every face
The showroom's quiet, nobody comes through the door
The new kid with the earpiece took his parking space
# roller-coaster | AA | excited | electronic | lap bar,hill,your arm | thrill,fear | first | present
The lap bar clicks and we go clanking up the hill
I grab your arm, and for a second, time stands still
# paper-route | AABB | nostalgic | rock | papers,rubber bands,bathrobe | pride,nostalgia | first | past
At five a.m. I folded papers on the floor
Rubber bands and a canvas bag, a hundred doors
I'd sling them underhand and land them on the mat
Old Mister Lowe would wave in his bathrobe and hat
# pageant | ABCB | confident | pop | sequined dress,sash,pickup | pride,determination | third | past
She practiced turning in her bedroom for a year
A sequined dress her grandma stitched by hand
She didn't win the sash, she came in fourth
But waved from the pickup like she owned the land
# roofer | AABB | powerful | metal | shingles,nail gun,gloves | strength,pride | first | present
I tear the shingles off a roof at ninety-eight
The nail gun cracks like thunder and the tar won't wait
My knees are shot, my shoulders burn, my gloves are torn
I've roofed this town since the year my kid was born
# blood-drive | ABAB | uplifting | soul | sleeve,gym,plastic bag | compassion,pride | first | present
I roll my sleeve up at the blood drive in the gym
The nurse says, "Little pinch," and gives my arm a squeeze
I watch the plastic bag fill slowly to the brim
And someone I won't meet will breathe because of me
# rooster | AA | angry | metal | rooster,next door | annoyance,frustration | first | present
The rooster next door starts to scream at four
I work at nine, and I can't take it anymore
# bingo-night | AABB | happy | jazz | daubers,paper cup,church basement | excitement,joy | third | present
On Thursday nights the ladies line their daubers up
Six cards apiece and coffee in a paper cup
When Betty yells out "Bingo!" like she's twenty-two
The church basement groans and then applauds her too
# crib | ABCB | optimistic | country | crib,sawdust,spare room | anticipation,love | first | future
I'll build the crib this weekend in the spare room
Sawdust on the carpet, screws across the floor
I'll throw away the instructions like a fool
And in a month, you'll show me what it's for
# hot-air-balloon | AAAA | uplifting | pop | hot air balloon,burner,farms | awe,freedom | first | future
For my birthday, we'll ride in a hot air balloon
We'll lift off from the field just after noon
The burner's roar will be the only tune
And all the farms below will look like a cartoon
# mowing-lawns | ABAB | chill | reggae | push mower,gas can,grass stains | contentment,pride | first | past
That summer I mowed lawns for twenty bucks a yard
A push mower, a gas can, and my radio
Grass stains on my sneakers and my shoulders charred
Each Friday Mr. Dale would pay me, counting slow
# sign-language | AABB | romantic | indie | night class,mirror,kitchen | love,devotion | second | past
I took a night class just to learn the way you speak
I practiced in the mirror every night for weeks
Then in your kitchen, hands still shaking, I began
And signed "I love you," and you laughed and took my hand
# storage-unit | ABCB | melancholic | alternative | padlock,bike,records | longing,regret | second | present
Each month I pay for unit nine
A padlock on the things you left behind
Your bike, your records, your old drafting desk
I keep it all in case you change your mind
# eclipse | AA | dreamy | alternative | streetlights,shoebox viewers,sun | awe,wonder | third | past
At noon the streetlights flickered on across the town
Kids held up shoebox viewers as the dark came down
# weigh-in | AABB | confident | hip-hop | plastic cup,scale,mat | determination,relief | second | present
You skip your lunch and spit into a plastic cup
A hundred nineteen pounds, and Coach says, "Step on up"
The scale arm wobbles, then it settles on the line
You grin. Tonight the mat is yours, and you'll be fine
# hotel-housekeeper | AABA | sad | soul | cart,towel swans,envelope | duty,resentment | third | present
Marisol pushes her cart down the fourteenth floor
She knocks and calls out "Housekeeping" at every door
She folds the towels into swans on every bed
The envelope says "Thank you," and there's nothing more
# reunion | ABAB | nostalgic | rock | name tag,gym,old classmates | nostalgia,amusement | first | future
Next month I'll wear a name tag in the gym
And lie about the things I've done since then
I'll look for Tommy Ray and see what's left of him
And maybe I'll be seventeen again
# karate-belt | ABCB | empowered | electronic | yellow belt,front row,board | courage,strength | third | present
At forty-three she ties her yellow belt
Between two ten-year-olds in the front row
She bows and breaks the board on the second try
And feels a strength she never got to know
# flower-shop | AABB | romantic | soul | roses,buckets,tulip | loneliness,tenderness | third | present
It's Valentine's, and Rosa's been here since four
Red roses stacked in buckets on the cooler floor
She ties a hundred bows for people she won't meet
And keeps one tulip back to carry down the street
# shoe-shine | AAAA | nostalgic | jazz | shoes,rag,bank | fondness,gratitude | first | past
Willie shined my shoes outside the bank on Main
He'd pop the rag in rhythm like a passing train
He said a man should walk like he can stand the rain
I shine my own each morning and hear him again
# parking-booth | ABAB | chill | jazz | booth,gate arm,radio | solitude,calm | first | present
I run the booth on level one from six to two
The gate arm lifts, I make their change and wave goodbye
The radio plays Coltrane while the hours slip through
I know the regulars by headlights passing by
# snowman | AA | happy | pop | snowman,Dad's hat,carrot nose | joy,amusement | first | present
Our snowman's got Dad's hat and a carrot nose
He's leaning to the left, but man, he strikes a pose
# junkyard | AABB | rebellious | punk | junkyard fence,mirrors,sneaker | thrill,freedom | first | past
We hopped the junkyard fence the summer I was twelve
We ripped the mirrors off a Caddy for ourselves
The old dog barked, the owner hollered from his chair
We ran so hard we left a sneaker hanging there
# one-year-chip | ABCB | uplifting | soul | bronze coin,folding chairs,cup | pride,gratitude | first | present
They hand me a bronze coin with a one on the front
And twenty folding chairs begin to clap
A year ago I couldn't hold a cup
Now my daughter's sleeping on my lap
# ice-fishing | AABA | peaceful | country | auger,shanty,bobber | patience,serenity | second | present
You drill a hole with Grandpa's auger through the ice
Inside the shanty, he tells you all the rules twice
The bobber sits as still as the sleeping lake
And silence is the best of all his old advice
# sushi-counter | ABAB | calm | classical | knife,rice,salmon | patience,pride | third | present
He sharpens his knife before the doors unlock
And wets his hands to shape the warm white rice
He's worked this counter forty years around the clock
And never cuts the salmon the same way twice
# dirty-dishes | AABB | angry | rock | dishes,sink,sticky note | frustration,spite | second | present
Your dishes have been soaking in the sink since May
You say you'll get to them tomorrow, every day
I left a sticky note that said, "Please wash your pan"
You wrote "OK" and stuck it on the garbage can
# first-vote | AA | empowered | soul | ballot,booth | pride,hope | first | future
I'll take my ballot to the booth alone
And make a choice that's finally all my own
# fireworks | ABCB | nostalgic | country | blanket,ballfield,sparks | nostalgia,longing | first | past
We spread a blanket on the ballfield grass
And waited for the first one to go boom
My little brother wrote his name in sparks
I swear it's still up there above the moon
# sprinkler | AAAA | happy | reggae | sprinkler,grape popsicles,footprints | joy,freedom | third | present
The kids run through the sprinkler on a Saturday
Grape popsicles are dripping down their chins all day
Mom's in a lawn chair, and the laundry's put away
Wet footprints on the driveway slowly drying gray
# minigolf | AABB | romantic | pop | windmill,scorecard,pencil | attraction,joy | first | past
You beat me at the windmill on the seventh hole
And did your victory dance around the flagpole
I kept the scorecard with the tiny pencil, too
It's in my wallet with the first picture of you
# pager | ABCB | powerful | country | pager,boots,helmet | duty,adrenaline | third | present
His pager goes off in the middle of grace
He's out the door before the amen
Boots by the truck and his helmet on the seat
The Carter barn is burning down again
# shoe-tying | ABCB | uplifting | folk | laces,step,bunny ears | pride,patience | third | present
She sits down on the step, her laces loose
Her tongue pressed in her cheek, she tries again
Two bunny ears, around, and pull them through
She ties them fifty times before it's half past ten
# trash-day | ABCB/AABB/ABCB/AABB | confident,energetic | hip-hop | truck,orange gloves,soda | pride,joy | first | present
Five a.m., I'm hanging off the back of the truck
Orange gloves and a radio up loud
I lift a can on Maple with a single arm
And the kids wave from the windows, and I feel proud

Roll it to the curb, I got it, don't you worry
Tuesday morning, I'm the man in a hurry
You don't have to see me, you don't have to wave
I'm the reason that your street looks clean and safe

My daddy drove this route for thirty years
He knew the dogs that bark and the dogs that bite
Now I know that Mrs. Chen leaves out a cold soda
On top of her green bin, and it tastes just right

Roll it to the curb, I got it, don't you worry
Tuesday morning, I'm the man in a hurry
You don't have to see me, you don't have to wave
I'm the reason that your street looks clean and safe
# drive-in | ABAB/ABAB | romantic | r&b | speaker,windshield,Walmart | love,nostalgia | first | past
We hooked the speaker on your window glass
The monster movie started up at nine
I'd spent my last five dollars on the gas
And you were screaming, and your hand was holding mine

The windshield fogged before the second reel
They built a Walmart where we used to park
But every time I smell that butter, I can feel
Your head against my shoulder in the dark
# farm-auction | AABA/AABA | melancholic | country | auctioneer,tractor,jar of dirt | grief,regret | first | present
The auctioneer is talking faster than the wind
Dad's tractor sells to a stranger with a grin
The barn is empty, and the gate is open wide
Mama doesn't cry, she holds it all within

A hundred years of Hansens worked this piece of ground
Now strangers in their pickups slowly drive around
I fill a jar with dirt beside the kitchen door
And drive away the long way, past the edge of town
# headset | AABB/ABCB | angry,rebellious | punk | headset,cubicle,script | frustration,defiance | first | present
I'm in a headset in a cubicle all day
Reading from a script that tells me what to say
A man from Ohio screams about his bill
I'm supposed to thank him, and I'm thanking him still

At five o'clock I throw the headset in the drawer
And walk out to the parking lot and scream
Tomorrow I'll say, "Thank you for your patience"
Tonight I'm hitting drums and chasing down my dream
# zamboni | ABCB/ABCB | chill | electronic | zamboni,scoreboard,red mitten | calm,solitude | third | present
When the last game ends and the lights go low
Walt drives the Zamboni round and round
He lays a sheet of water, smooth as glass
His engine is the only sound

The scoreboard's dark, the penalty box is bare
He finds a kid's red mitten by the door
He hangs it on the hook with all the rest
There's forty mittens waiting there, or more
# citizenship-oath | AABB/ABAB/AABB/ABAB | uplifting | soul | tiny flag,golden seal,Sunday dress | pride,gratitude | third | past
Twenty years of paperwork and waiting rooms
She wore her Sunday dress and her good perfume
A hundred strangers in their best shirts and gowns
Raised their right hands when the judge sat down

And she said the words out loud
With a tiny flag in her hand
Her grandkids cheering in the crowd
Home at last in her brand-new land

She thought about the bus from Monterrey
The double shifts, the diner, and the rent to pay
They handed her a paper with a golden seal
She held it like a baby, like it wasn't real

And she said the words out loud
With a tiny flag in her hand
Her grandkids cheering in the crowd
Home at last in her brand-new land
# quinceanera | AABB/AABB | happy,energetic | pop | pink gown,waltz,heels | joy,excitement | first | future
On Saturday my sister's turning fifteen
In a pink gown like a storybook queen
She's been practicing the waltz with Dad for weeks
He'll step on her new heels and she'll kiss his cheek

Our tía's cooking for two hundred guests
And cousins flying in from way out west
When the band starts up, the whole hall's gonna shake
She'll dance till three, and there's nothing left of the cake
`;
