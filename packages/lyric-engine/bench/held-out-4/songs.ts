/**
 * The fourth held-out set (issue 13, tenth session): songs written for this set alone, after that
 * session's engine changes and before any later one. Read README.md here before touching this file.
 * Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const HELD_OUT_4_TEXT = `
# laundromat-tuesday | AABB | chill | indie | dryers,sock,cooking show | calm,solitude | first | present
Tuesday night, the dryers spinning round
A stranger's lonely sock is on the ground
I fold my towels while the TV's on
A cooking show, the sound is almost gone
# parking-ticket | AA | angry | punk | milk,ticket,windshield | frustration,spite | first | past
I was gone four minutes, grabbing milk and bread
Came back to a ticket on my windshield, bright red
# dentist-visit | ABAB | happy | pop | dentist,radio,purple yo-yo | relief,joy | third | past
She held her mother's hand and shut her eyes
The dentist hummed along to the radio
No cavities, and then the best surprise
She picked a purple yo-yo, time to go
# piano-tuner | ABCB | nostalgic | classical | leather case,upright piano,middle C | longing,tenderness | first | present
He comes on Thursdays with a leather case
And tunes the old upright my mother played
He strikes the middle C and tilts his head
Like he can hear the music that she made
# swallow-tattoo | AABB | confident | rock | chair,needle,swallow | pride,defiance | first | past
I sat down in the chair and didn't flinch
He worked the needle slowly, inch by inch
A swallow on my forearm, wings spread wide
Now I wear what I carried deep inside
# spelling-bee | ABAB | excited | pop | microphone,judges,hands | nervousness,triumph | third | present
He steps up to the microphone, stands straight
The word is "rhythm," and his hands go cold
He spells it slow, the way he practiced late
The judges nod. He's only twelve years old
# beekeeper-ruth | ABCB | peaceful | folk | white hives,clover,veil | wonder,affection | third | past
Old Ruth kept twelve white hives out back
Beyond the fence where clover grows
She never wore the veil or gloves
The bees just knew her, heaven knows
# lighthouse-keeper | AAAA | melancholic | alternative | steps,salt,turning light | loneliness,duty | third | present
The keeper climbs a hundred steps tonight
He wipes the salt and trims the turning light
No ships come by, but still he keeps it bright
In case one boat is lost and out of sight
# thrift-coat | AABB | dreamy | indie | corduroy coat,movie stub,folded note | curiosity,wistfulness | first | present
Six dollars for a corduroy coat
A movie stub and a folded note
It says, "Meet me at the clock at eight"
I hope that someone didn't wait
# mall-guard | ABCB | chill | blues | fountain,shutters,mannequins | loneliness,humor | first | present
I walk the mall at three a.m.
The fountain's off, the shutters down
I say goodnight to mannequins
The quietest friends I've ever found
# fifth-street-waltz | AABA | nostalgic | jazz | accordion,pigeons,corner | fondness,grief | third | past
He played accordion on Fifth Street every day
The only song he ever seemed to play
The pigeons gathered round him every noon
Now the corner's quiet since he passed away
# window-washer | AABB | confident | hip-hop | rope,squeegee,suits | pride,resentment | first | present
Forty floors up on a rope and a plank
Squeegee in my hand and nothing in the bank
Suits inside don't even look my way
But I see the whole city every clear day
# seven-pounds | AA | uplifting | soul | chest,bracelet,tiny hat | awe,love | first | present
Seven pounds of brand new person on my chest
Tiny bracelet, tiny hat, and I'm so blessed
# stuck-elevator | ABAB | romantic | r&b | elevator,flickering light,door | attraction,amusement | first | past
The elevator stalled on the ninth floor
Just you and me and a flickering light
You laughed and sat down by the door
I hoped they wouldn't fix it tonight
# wrong-number | ABCB | sad | country | landline,headstone,phone | grief,compassion | first | past
A woman called the landline asking for Dale
I told her that I live here on my own
She said, "I know. His headstone's three years old
I just needed someone to pick up the phone"
# tooth-note | AA | happy | folk | tooth,note,purple crayon | innocence,amusement | third | past
She taped her tooth to a note beside her bed
In purple crayon, "Please don't wake me," it said
# high-score | AABB | excited,energetic | electronic | tokens,joystick,high score | thrill,pride | first | present
Pocket full of tokens on a Friday night
Neon on my face and the joystick tight
Three letters on the high score, that's me
Top of the screen where everyone can see
# attic-typewriter | ABCB | melancholic | alternative | typewriter,attic,page | regret,tenderness | first | past
Dad's old typewriter in the attic
Still had a page rolled halfway through
It stopped mid-sentence: "Son, I'm sorry
I never found the words for you"
# lifeguard-chair | AABB | chill | reggae | whistle,shades,sunscreen | contentment,wistfulness | first | present
I sit up in the chair with a whistle and shades
Watching cannonballs and handstand parades
Sunscreen on my nose and the concrete burning hot
It's three more weeks of summer and that's all I've got
# bull-rider | AAAA | powerful | country | bull,rope,chute | adrenaline,pride | first | present
Eight seconds on a bull named Dynamite
I wrap my hand and pull the rope in tight
The chute bangs open into blinding light
And for eight seconds everything is right
# greenhouse | ABAB | peaceful | classical | seedlings,basil,clay pot | contentment,patience | first | present
The glass is fogged, the seedlings lean
Toward the little sun they've got
I mist the basil, pinch the green
And whisper to each clay pot
# rent-hike | AABB | angry | metal | notice,sink,heater | anger,helplessness | first | present
Notice on the door, the rent's going sky-high
Three hundred more and he won't tell me why
The sink still drips and the heater's been dead
He wants more money for the cracks over my head
# paper-dragon | AA | uplifting | pop | beach,string,paper dragon | joy,anticipation | first | future
Tomorrow Dad will run the beach, the string pulled tight
And my red paper dragon will take flight
# open-mic | ABCB | optimistic | indie | mic,metal stand,aunt | nerves,hope | first | future
Next Friday I'll be standing at the mic
My hands will shake on that old metal stand
I'll tell the one about my crazy aunt
And maybe get the laugh I never planned
# sleepwalker | AABA | dreamy | electronic | hallway,bare feet,fridge | wonder,tenderness | first | present
She sleepwalks down the hall without a sound
Her bare feet barely touching on the ground
She opens up the fridge and smiles at the light
I wonder what she dreams, and where she's bound
# polaroid | AA | romantic | r&b | hood,car,Polaroid | love,fondness | first | past
We sat up on the hood of your old car
And watched the Polaroid show who we are
# retirement | ABAB | calm | blues | steel desk,sheet cake,clock | pride,bittersweetness | third | past
Forty-one years at the same steel desk
They gave him a sheet cake and a clock
He packed up his mug and made one request
To be the last one out to turn the lock
# fortune-cookie | AABB | optimistic | reggae | cookie,wallet,paper promise | hope,amusement | first | past
The cookie said, "Good news is on its way"
I laughed and tucked it in my wallet anyway
It rode with me through bad months and the rest
A little paper promise, folded, pressed
# pottery-wheel | ABCB | calm | classical | wheel,clay,bowl | patience,gratitude | first | present
The wheel is spinning and the clay is wet
My bowl keeps leaning over to one side
The teacher lays her hands on top of mine
And all at once the walls grow smooth and wide
# jigsaw | AA | peaceful | jazz | puzzle lid,piece of sky,kitten | contentment,affection | first | present
Grandma and I lean over the puzzle lid
Searching for the piece of sky the kitten hid
# tennis-serve | AABB | empowered,rebellious | rock | fence,ball,shelf | freedom,resolve | first | future
For years I played for Dad behind the fence
Every double fault a personal offense
Tomorrow I'll toss the ball up for myself
And put his voice away up on the shelf
# crossword | ABAB | romantic | jazz | crossword,pen,tea | love,contentment | second | present
You fill the crossword out in pen
I read the clues and pour the tea
"Four letters, 'partner,'" and you grin again
And spell it out while looking right at me
# hearing-aid | ABCB | uplifting | soul | hearing aid,field,blackbirds | joy,gratitude | third | past
They fit her hearing aid at noon
And drove her home the long way round
She made them stop beside a field
And cried at blackbirds, every sound
# reef | AAAA | dreamy | reggae | turtle,parrotfish,coral | wonder,serenity | first | present
Face down in the water, the noise is far away
A turtle drifts beside me, old and gray
The parrotfish are nibbling coral where they play
I'd trade the whole dry world to float like this all day
# four-twelve | AABB | melancholic | electronic | ceiling,fridge,clock | restlessness,loneliness | second | present
It's four-twelve and your ceiling's still white
You've counted every car that passed tonight
The fridge kicks on, the pipes begin to knock
You turn your phone face down and watch the clock
# birthday-magician | AABB | excited | pop | van,top hat,coin | wonder,joy | third | present
The Great Marvello pulls up in a rusty van
A dollar-store cape and a top hat in his hand
He finds a coin behind the birthday girl's ear
And every single kid believes for one more year
# jam-jars | ABCB | nostalgic | country | jars,sill,lids | warmth,longing | first | past
Mama lined the jars along the sill
Blackberry, peach, and apple butter too
I'd hear the lids go pop one by one
Like little prayers the whole night through
# wedding-dress | AABB | romantic | soul | hem,cedar,seams | tenderness,hope | third | past
She let the hem down on her mother's dress
Took in the waist a little, more or less
Forty years of cedar in the seams
Tomorrow it will carry brand-new dreams
# janitor | ABAB | calm | blues | hallways,locker,notes | amusement,tenderness | first | present
I mop the hallways after three
When the last locker slams and the buses go
I find the notes they didn't mean for me
Love and hate in pencil, row by row
# deadlift | AA | empowered,powerful | metal | plates,bar,floor | strength,defiance | first | present
Three plates a side, I rip the bar up off the floor
I'm not the one who's getting pushed around no more
# lemonade-stand | AABB | happy | country | folding table,cardboard sign,mailman | pride,excitement | third | present
Two kids, a folding table, and a jug of ice
Cardboard sign says fifty cents, a bargain price
The mailman buys two cups and pays a dollar more
They're rich enough to buy the whole candy store
# window-feeder | ABCB | sad | folk | bed,feeder,cardinal | grief,peace | first | past
We moved her bed beside the window
So she could watch the feeder fill
A cardinal came every morning
And came the day that she was still
# bike-patch | AABA | confident | indie | tube,bubbles,patch | pride,freedom | first | present
I dunk the tube and watch the bubbles rise
The leak's a hole about a pinhead's size
I scuff it, glue it, press the patch down tight
And ride off with the whole street in my eyes
# dawn-patrol | AAAA | energetic | rock | parking lot,water,bills | exhilaration,freedom | second | present
You paddle out before the parking lot fills
The water's cold enough to give you chills
The set rolls in like a line of moving hills
You drop in and forget about the bills
# first-shave | ABCB | nostalgic | folk | razor,cream,chin | pride,belonging | first | past
Dad handed me his razor and the cream
Said go with the grain and take it slow
I nicked my chin and he just laughed
Said, "Welcome, son. Now you know"
# cracked-screen | AA | chill | alternative | phone,sidewalk,text | annoyance,amusement | first | past
I dropped my phone on the sidewalk at nine
Now every text you send comes through a jagged line
# tax-refund | AABB | happy | r&b | refund,water bill,crab legs | relief,joy | first | past
The refund hit, eight hundred forty-two
I paid the water bill and bought new shoes
Took Mama out for crab legs at the coast
And felt like a king for a week at most
# treehouse | ABAB | nostalgic | indie | boards,maple tree,comic books | innocence,loyalty | first | past
We nailed the boards up in the old maple tree
A sign that said No Grown-Ups Allowed, Ever
It held just Danny, comic books, and me
We swore that we'd be living there forever
# cat-at-five | ABCB | melancholic,sad | r&b | cat,window,car | longing,loneliness | second | present
The cat sits in the window every day at five
She knows the sound your car makes on the hill
You've been gone since April, but she waits
And honestly, I'm waiting with her still
# council-mic | AABB | powerful | hip-hop | council mic,photo,bike | grief,determination | first | future
I'll take my three minutes at the council mic
Hold up my brother's photo and his bike
I'll say this corner needs a light by June
Or you'll be hearing from a lot more of us soon
# plywood-stage | ABCB/AABB/ABCB/AABB | rebellious,energetic | punk | church hall,plywood stage,tambourine | defiance,joy | first | present
We practiced in the church hall after school
The pastor's wife kept yelling, "Not so loud!"
Tonight we're on a plywood stage downtown
Four kids in eyeliner and a sweaty crowd

Turn it up, turn it up till the windows shake
We don't care how many strings we break
Nobody told us that we could, so we will
Three chords and a scream, and we're never standing still

The other bands have matching jackets on
Their singer's got a manager and a plan
We've got Ray's little sister on the tambourine
And every kid in here's our biggest fan

Turn it up, turn it up till the windows shake
We don't care how many strings we break
Nobody told us that we could, so we will
Three chords and a scream, and we're never standing still
# letting-go-of-the-wall | AABB/ABAB/AABB/ABAB | uplifting | pop | beginner lane,goggles,wall | courage,joy | first | present
Forty years of sitting on the side
Told everybody I was fine, I lied
Wednesday nights at the Y, the beginner lane
A teenage coach who says, "Okay, again"

So I let go of the wall
And I kick and I don't stop
The water holds me after all
And I'm floating at the top

My goggles fog, my nose is full of chlorine
I'm the oldest student that they've ever seen
My daughter's in the stands, she holds her phone
Recording Mom, who's finally on her own

So I let go of the wall
And I kick and I don't stop
The water holds me after all
And I'm floating at the top
# county-line-breakdown | AABA/AABA | melancholic | blues | transmission,county line sign,buzzard | frustration,regret | first | present
My transmission died at half past nine
Right past the sign that says the county line
I got twelve dollars and a half a pack of gum
The tow guy says he'll come when he has time

The asphalt's shimmering, the radio's dead
A buzzard's circling somewhere overhead
My baby said this car would never last
I should've listened to the things she said
# neon-man | ABAB/AABB | dreamy,energetic | electronic | glass,argon,martini | wonder,satisfaction | third | present
He bends the glass above a burner's flame
And fills the tube with argon, then with light
The liquor store will never look the same
When that martini flickers on tonight

Pink and green across the empty street
A buzzing like a slow electric beat
Every sign he ever fixed is glowing still
From the taco stand up to the top of the hill
# front-row | ABCB/ABCB | confident | hip-hop | backpack,flash cards,bathroom mirror | determination,pride | first | present
Dropped out at sixteen, Mama cried for a week
I told her school was never made for me
Now I'm thirty-one with a backpack on
Sitting in the front row for my GED

Algebra's a wall, but I'm climbing every brick
Flash cards taped up on the bathroom mirror
My son quizzes me on fractions after dinner
And every night the picture's getting clearer
# fifty-years | ABCB/AABB/ABCB/AABB | romantic | country | yellow rose,water glass,paper lanterns | devotion,tenderness | third | present
Fifty years this morning, he's up at six
He cuts a yellow rose beside the shed
He puts it in a water glass next to her plate
The way he did the morning they were wed

Fifty years and he still combs his hair
Before he meets her at the bottom of the stair
She still laughs at every joke he's told
Like it's new, though every one of them is old

Tonight the grandkids bring a store-bought cake
And somebody gives a toast that makes her cry
He'll hold her hand beneath the paper lanterns
Like fifty years went by in one July

Fifty years and he still combs his hair
Before he meets her at the bottom of the stair
She still laughs at every joke he's told
Like it's new, though every one of them is old
`;
