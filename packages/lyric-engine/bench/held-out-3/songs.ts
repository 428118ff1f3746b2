/**
 * The third held-out set (issue 13, seventh session): songs written for this set alone, before the engine
 * change they measure. Read README.md here before touching this file. Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const HELD_OUT_3_TEXT = `
# parcels | AABB | energetic | hip-hop | parcel,scanner,doorbell | pride,excitement | first | present
Two hundred stops before the sun goes down
I know the shortcut through the east side of town
I scan the parcel, ring the bell and run
Another doorstep and another one
# custody | ABCB | sad | indie | dog,couch,records | heartbreak,sadness | second | present
You got the dog and I got the couch
We split the records into two
I still pick up the treats he likes
I guess I'm saving them for you
# rideshare | ABAB | chill | electronic | rideshare,backseat,traffic signals | calm,longing | first | present
The driver hums to something slow
My phone says twelve more minutes out
I watch the traffic signals glow
And wonder what you're thinking about
# chalk | ABCB | nostalgic | folk | chalk,glue,butterscotch | nostalgia,gratitude | third | past
Miss Alvarez taught second grade
In a room that smelled of glue and chalk
She kept a jar of butterscotch
For anyone afraid to talk
# bleachers | AABB | happy | country | cleats,bleachers,home plate | joy,pride | first | present
She digs her cleats in right beside the plate
The field lights hum, it's getting late
She swings and drops one just behind first base
And I can't hide the grin that's on my face
# scarf | ABAB | melancholic | r&b | silk scarf,pill bottles,sink | love,fear | second | present
You tie the scarf before we leave the house
The pills are lined up neatly by the sink
You say you're fine and straighten out your blouse
You're braver than you'll ever let me think
# overdraft | AABB | angry | punk | overdraft,rent,landlord | anger,defiance | first | present
The bank charged thirty-five to say that I was broke
The landlord raised the rent and thinks it's all a joke
I'm working double shifts and sleeping on the floor
I don't say thank you anymore
# group-chat | AABA | happy | pop | group chat,crying cats,new job | joy,love | first | present
The group chat lights up after ten
Jess got the job out west, and then
Marie sends forty crying cats
And we are seventeen again
# mile-twenty | AA | uplifting | pop | marathon,water cup,stranger's sign | hope,pride | first | present
My legs give out around mile twenty-two
A stranger holds a sign that says I'm proud of you
# contact | AA | sad | blues | saved number,old texts,contact list | grief,love | first | present
Mama, your number's still saved in my phone
I read our last texts when I'm all alone
# layover | ABCB | dreamy | indie | departure board,moving walkway,terminal | wonder,longing | first | present
I've got six hours in Atlanta
The moving walkway hums along
The board keeps flipping through the cities
Each one a place I don't belong
# civic | AABB | nostalgic | rock | hatchback,duct tape,muffler | nostalgia,joy | first | past
My first car was a hatchback held with tape
Four hundred bucks and my great escape
The muffler dragged, the speakers crackled loud
I'd never been so broke or been so proud
# cast-iron | ABAB | happy | folk | onions,smoke alarm,dish towel | joy,love | third | present
Dad burns the onions every night
The smoke alarm goes off on cue
He flaps a dish towel at the light
And Mom says, honey, that'll do
# heat-wave | AAAA | energetic | hip-hop | fire hydrant,asphalt,car stereo | joy,excitement | first | present
A hundred and four, can't escape the heat
Somebody cracked the hydrant down the street
The kids are screaming, running on bare feet
Car trunks thumping to the beat
# merge | AA | angry | rock | brake lights,horn,traffic | anger,defiance | first | present
Brake lights for miles, I'm late again this week
I lean on the horn, it's the only way I speak
# hoodie | AA | romantic | r&b | hoodie,cologne,sleeves | love,desire | second | present
I wear your hoodie every time you go
It still smells like you and I don't want you to know
# barbershop | AABB/AABB | nostalgic | soul | barber chair,clippers,hot towel | nostalgia,love | first | past
My father ran a barbershop on Third
He knew the news before the paper heard
He'd snap the cape and spin you in the chair
And talk about the Yankees and your hair

On Saturdays I swept the hair for a dollar
He'd fold a hot towel round a man's collar
He closed the shop the spring I moved away
I still can smell the tonic to this day
# nail-salon | ABCB | melancholic | soul | nail polish,salon chair,money order | longing,pride | third | past
She painted nails on Fulton Street
For twenty years in the same chair
She wired her money home each month
And never took a trip back there
# interview | ABAB | confident | pop | elevator,blazer,interview | pride,hope | first | present
The elevator's counting up to nine
I run my answers one more time in my head
I tell myself this chair is gonna be mine
I'm done with being nervous, I'll be bold instead
# wildfire | AAAA | powerful | metal | embers,ash,canyon | fear,defiance | first | present
The canyon burns from ridge to ridge tonight
The embers climb like demons into flight
We hold the line with shovels in the light
We will not run, we fight
# clothesline | AABA | peaceful | jazz | bedsheets,clothespins,neighbor's radio | calm,gratitude | first | present
The bedsheets billow out and sway
The sun has burned the clouds away
The neighbor's radio plays low
And nothing needs me anyway
# moving-mom | ABCB | sad | country | recliner,photo albums,assisted living | grief,love | second | past
We packed your whole life in a weekend
The recliner wouldn't fit through the hall
You asked me twice where we were going
And smiled like you'd forgotten it all
# detention | ABAB | rebellious | punk | detention slip,locker,marker | defiance,joy | first | present
They wrote me up for what I said
The vice principal can't spell my name
I drew a skull in marker red
I'm never gonna play their game
# dominoes | AABB | chill | reggae | dominoes,folding table,shade tree | calm,joy | third | present
The old men slam the dominoes down
Loudest table in town
They swear that Roy has cheated twice
Then somebody's auntie brings the rice
# aquarium | AA | dreamy | electronic | jellyfish,aquarium,blue light | wonder,calm | first | present
The jellyfish are drifting through the blue
I press my hand against the tank and think of you
# reading | ABCB | uplifting | soul | library card,reading glasses,first book | pride,hope | third | present
At seventy she's learning how to read
She sounds the letters one by one
She signs her library card in blue
And grins like somebody who's won
# chorus-keys | ABCB/AABB/ABCB/AABB | uplifting | pop | air mattress,spare key,radiator | hope,joy | first | present
I've got an air mattress on the hardwood floor
A single fork, a single plate
The radiator clanks all night
I'm up and dreaming way too late

This is my place, I got the keys
I'll paint the walls whatever shade I please
I'll burn the toast and sing too loud
And no one here can tell me what's allowed

My mother calls to ask if I've been eating
I tell her yes and lie a bit
The neighbors fight in Portuguese
I'm learning all the words for it

This is my place, I got the keys
I'll paint the walls whatever shade I please
I'll burn the toast and sing too loud
And no one here can tell me what's allowed
# county-fair | AAAA | happy | country | county fair,Ferris wheel,ribbon | joy,nostalgia | first | past
Our pig took second at the county fair
My sister tied the ribbon in her hair
We rode the Ferris wheel into the air
And I could see our whole life from up there
# bowling | AABA | romantic | indie | bowling alley,rental shoes,scoreboard | love,joy | second | past
You bowled a forty in those rental shoes
And danced a little every frame you'd lose
The scoreboard flashed a cartoon bird
And I was yours, I didn't get to choose
# lanyard | ABAB | melancholic | alternative | key card,lanyard,security guard | sadness,fear | third | present
He hands the key card to the guard
The lanyard's looped around his wrist
He can't decide which part of it is hard
The job, or how he won't be missed
# festival | AABB | excited | electronic | wristband,glow stick,speakers | excitement,joy | first | future
We'll get our wristbands scanned at noon
And lose each other by the afternoon
We'll wave our glow sticks at the sky
Dance till the speakers die
# unfollow | ABCB | sad | pop | stories,party,unfollow button | heartbreak,longing | second | present
I tap through all your stories late at night
You're laughing at a party with new friends
I haven't got the heart to hit unfollow yet
I guess that's how the story ends
# backseat | ABAB | calm | folk | juice box,car seat,back roads | love,calm | second | present
You fell asleep an hour ago
Juice box tipped on your knee
I drive the long way, nice and slow
So you can dream a while with me
# food-truck | AABB | confident | hip-hop | food truck,hot plate,recipe | pride,joy | third | present
She started with a hot plate and a loan
Now she's got a truck and a line of her own
Her mama's recipe on every plate
And half the city's out there glad to wait
# pickup-game | ABCB | energetic | rock | blacktop,chain net,trash talk | excitement,pride | second | present
You call next on the blacktop court
The chain net rattles when you score
You talk a lot of trash for someone small
But no one's laughing anymore
# college | ABAB/ABAB | melancholic | folk | dorm room,paintbrushes,rest stop | love,sadness | third | past
He drove her up to college in the fall
The trunk was full of paintbrushes and clay
He hung her posters level on the wall
And couldn't find a single thing to say

He stopped for coffee somewhere after nine
Her jacket on the seat beside him still
He told the cashier everything was fine
And cried the whole way up the last long hill
# pawn | AABB | melancholic | blues | pawn shop,pocket watch,counter | regret,sadness | third | past
He pawned his daddy's watch on Tuesday noon
And swore he'd have it back by the next full moon
The clerk behind the counter gave a nod
He'd heard that promise more than God
# receipts | AAAA | angry | hip-hop | receipts,cropped photo,fake smile | anger,defiance | second | present
You only call me when you need a ride
You cropped me from the picture, now you're on my side
You talk behind my back and then you smile wide
I keep receipts, I got nothing to hide
# rv | ABCB | optimistic | country | camper,green paint,western sky | hope,joy | first | future
When the last paycheck clears, we'll sell the house
We'll buy a camper, paint it green
We'll drive out west and park it somewhere
Beneath the biggest sky we've seen
# grocery | AABB | chill | indie | grocery store,cereal aisle,checkout | calm,longing | first | present
I like the grocery store late at night
The cereal aisle hums in fluorescent light
The kid at checkout's nodding off to sleep
I buy some flowers that were marked down cheap
# gas-station | ABAB | romantic | country | gas pump,ice machine,coffee | love,joy | first | past
We met at pump eleven back in May
The ice machine was jammed up tight
I gave it one good kick and heard you say
You'd buy me coffee, and you did that night
# derby | AABA | energetic | punk | roller skates,track,bruises | excitement,defiance | first | present
I lace my skates and hit the track
Bruises all down my back
The girls all call me Hurricane in here
And I come flying from the pack
# chorus-picket | AABB/ABAB/AABB | powerful | rock | picket line,signs,coffee | defiance,pride | first | present
So hold the line and don't you let it break
We built this place, we know what it can take
They'll call it greed, they'll call it crime
We'll still be standing here at closing time

My father stood here back in eighty-one
He wore the same old jacket that I wear
He told me you don't quit until it's done
You stand up for the man who's standing there

So hold the line and don't you let it break
We built this place, we know what it can take
They'll call it greed, they'll call it crime
We'll still be standing here at closing time
# ceiling-fan | ABCB | dreamy | classical | ceiling fan,streetlamp,curtains | wonder,longing | first | present
The ceiling fan turns slow above the bed
The streetlamp paints the curtains gold
A cat goes walking on the wall outside
The hour is turning soft and old
# mascara | AABB | empowered | r&b | lip gloss,taxi,mascara | pride,defiance | second | present
You fix your lip gloss in the taxi light
You're not gonna cry for him tonight
You've got your girls, you've got your name
And he's the one who lost the game
# blackout | AABB/ABCB | romantic,chill | jazz | flashlight,board game,ice cream | love,calm | first | past
The power's been out since half past eight
We ate the ice cream off one plate
You found a flashlight and a game
With half the pieces missing, all the same

You cheated, I let you win
The storm was pacing in the yard
The lights came back a little after one
And neither of us clapped too hard
`;
