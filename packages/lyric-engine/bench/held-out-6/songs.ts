/**
 * The sixth held-out set (issue 32, the language model in the co-writer): songs written for this set
 * alone by a writer who never read the engine's output. Read README.md here before touching this file.
 * Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const HELD_OUT_6_TEXT = `
# fern | AABB | chill | indie | fern,watering can,new leaf | loneliness,patience | first | present
My sister left her fern when she moved to Japan
Now I talk to it and tip the watering can
It's got a brand-new leaf unrolling by the heat
That's one of us, at least, still growing on this street
# tow-truck | AA | confident | country | tow truck,ditch,bumper | pride,duty | third | present
Ray backs the tow truck down into the ditch at three
He hooks the bumper, grins, and says, "The first one's free"
# pumpkin-patch | ABAB | happy | pop | pumpkin patch,red wagon,jacket | joy,affection | first | past
We dragged a red wagon through the pumpkin patch
My brother stopped to pat and name each one
He picked a lumpy green one that he swore would hatch
And wrapped it in his jacket in the setting sun
# watch-repair | ABCB | nostalgic | jazz | loupe,Timex,radio | nostalgia,affection | third | past
Mister Adler wore his loupe up on his brow
And hummed with Ella on the radio
He'd fix a kid's cheap Timex for a dime
And never charge them. That was years ago
# hoa-letter | AABB | angry | punk | purple door,fine,pink flamingos | defiance,frustration | first | present
The HOA just fined me for my purple door
Sixty bucks a week until it's beige once more
So I've got forty pink flamingos on the lawn
And I blast the Ramones from my porch at dawn
# kite-day | AA | uplifting | folk | kite,string,hill | hope,joy | second | present
You run down the hill till the string pulls tight
And your father's kite goes climbing out of sight
# museum-guard | ABAB | calm | jazz | lily pond,bench,painting | stillness,devotion | third | present
Luis guards the painting of the lily pond
He's stood beside it years on end from nine to five
Most folks just snap a picture and move on
But he still finds some corner of it more alive
# swim-lessons | AABB | excited | pop | deep end,whistle,chlorine | fear,pride | third | present
At the deep end, Maya's knees begin to knock
She's chickened out all week, Mom's watching the clock
The whistle blows, she holds her nose, she flies
And comes up laughing, chlorine in her eyes
# grandpas-ford | ABCB | nostalgic | folk | Ford,bench seat,gravel lane | nostalgia,loss | first | past
Grandpa's Ford had a bench seat and no air
He'd let me steer it down the gravel lane
He'd sing along to Patsy Cline, off-key
It's rusting in his field now, in the rain
# flash-cards | AAAA | powerful | hip-hop | night bus,flash cards,law books | determination,pride | first | present
Night bus at four, I got my flash cards out
Law books in my lap and not a second of doubt
Mama mopped their floors, I know what it's about
Next year they'll call my name, and Mama's gonna shout
# tamale-night | AABB | happy | soul | corn husks,masa,Selena | joy,belonging | first | present
My aunts spread masa on the husks in rows
And the gossip gets louder as the pile grows
Tía slaps my hand for stealing one too soon
Then sneaks me two and hums a Selena tune
# ugly-sweater | AA | energetic | electronic | ugly sweater,reindeer,bass | fun,excitement | second | present
Your sweater's blinking reindeer on the floor tonight
The bass kicks in, you're the brightest thing in sight
# divorce-papers | ABAB | melancholic | country | lawyer's office,ring,pale line | grief,resignation | first | past
We signed the papers at the lawyer's in July
Your ring already gone, a pale line on your hand
You didn't cry, and so I didn't cry
And that went easier than either of us planned
# parakeet | ABCB | sad | indie | kitchen window,birdcage,seed | loss,guilt | first | past
I left the kitchen window open just an inch
And Pickles found the gap, and he was gone
I hung his cage out on the porch with seed
I still check it every morning, just past dawn
# crane-operator | AAAA | confident | rock | crane,hard hat,steel beam | pride,exhilaration | third | present
Rosa climbs the crane at five, before the light
Three hundred rungs, her hard hat buckled tight
She swings a ton of steel as easy as a kite
And half the skyline's standing 'cause she set it right
# dating-app | AABB | chill | r&b | dating app,burnt pie,three dots | hope,nervousness | second | present
You're swiping through the faces on your couch at two
A girl holds up a burnt pie, and she's laughing too
You type out "hey," delete it, type it out once more
Three dots appear, and you're grinning at the floor
# marching-band | AABB/AABB | energetic,excited | pop | tuba,plume,fifty-yard line | pride,joy | first | future
I'll march the tuba out on Friday night
My plume on straight, my buttons shining bright
We'll hit the fifty-yard line at the half
And not a soul up in the stands is gonna laugh

My grandpa's coming with his camera and cane
He marched this horn in sixty-eight, in pouring rain
When the drums roll in, I'll find him in the crowd
And play the fight song twice as brassy and as loud
# late-night-dj | AABB/ABCB/AABB/ABCB | dreamy,chill | electronic | microphone,call-in line,empty highway | solitude,comfort | third | present
Nina spins the records while the city sleeps
Her coffee's cold, the call-in line's a row of beeps
A trucker out past Amarillo wants a song
For a wife he hasn't talked to in too long

So she turns the dial down low
And lets the music drive
Out to every empty highway
Where somebody's still awake and alive

A girl calls up from Tulsa, says she can't go home
Nina keeps her talking on the studio phone
She plays the girl a slow one, stays on till it ends
Two strangers in the dark like they're old friends

So she turns the dial down low
And lets the music drive
Out to every empty highway
Where somebody's still awake and alive
# school-picture-day | AABA | happy | indie | cowlick,collared shirt,camera flash | pride,amusement | third | past
On picture day his mama spit-combed his hair
And buttoned up the shirt he swore he'd never wear
The cowlick sprang back up before the flash
He's bald at forty now. It's framed beside her chair
# oil-rig | AA | melancholic | blues | oil rig,phone,three weeks | loneliness,longing | first | present
Three weeks out on the rig and three weeks home
My little girl learned "Daddy" on the phone
# headstone-ballgame | ABCB | peaceful | country | lawn chair,radio,headstone | grief,peace | third | present
On Saturdays June hauls a lawn chair up the hill
A radio with the ballgame, turned down low
She reads the scores out to her husband's stone
They're losing, just like always. He'd want to know
# poker-night | AABB | confident | blues | card table,poker chips,pocket aces | swagger,amusement | first | past
I sat down at the card table, broke as a joke
My cousin's twenty dollars and a flat warm Coke
By midnight I had every chip in the place
And pocket aces never showed up on my face
# corn-maze | AAAA | excited,romantic | country | corn maze,dead phone,scarecrow | thrill,love | second | past
You dared me through the corn maze Halloween night
Halfway in, your phone died, and we had no light
The scarecrow moved, I swear, and you grabbed on tight
You never let go after that, and that's all right
# passport-photo | AABA | optimistic | indie | passport photo,county line,Lisbon train | hope,nervousness | first | future
Tomorrow I'll get passport photos down on Main
No smiling, so I'll look like I'm in pain
I've never left the county, never seen the sea
By August I'll be waving from a Lisbon train
# gutter-ladder | AA | angry | rock | ladder,gutters,maple | frustration,stubbornness | third | present
Dad's on the ladder, scooping gutters in the wind
He's cussing at the neighbor's maple, knuckles skinned
# spider-in-the-tub | ABAB | happy | folk | spider,bathtub,postcard | fear,tenderness | second | present
You scream, there's a spider in the bathtub again
And I'm the one who has to be brave
I trap him with a glass, a postcard, and then
I set him on the porch. I swear he gives a wave
# coat-check | ABCB | romantic | classical | coat check,symphony hall,ticket stub | love,longing | third | past
She worked the coat check at the symphony hall
He came in every Friday, always late
He never stayed to hear the second half
One night his ticket stub said, "Dinner at eight?"
# skydive | AABB | empowered,excited | rock | open door,instructor,sky | fear,exhilaration | first | present
The door slides open at thirteen thousand feet
My stomach's somewhere underneath the seat
He counts to three, but we go out on two
And I'm screaming, I'm alive, and the whole world's blue
# debate-team | AABB | empowered,confident | hip-hop | podium,blazer,note cards | confidence,defiance | first | present
I'm at the podium in my cousin's blazer
Cards shaking, but my tongue's as sharp as a razor
The kid from Westbrook smirks like he's already won
Give me three minutes, kid. I've barely begun
# mango-tree | AA | chill | reggae | mango tree,radio,noon | contentment,ease | third | present
Grandpa sits beneath the mango tree at noon
The radio is playing some old Marley tune
# childhood-bedroom | ABAB/ABAB | melancholic | alternative | twin bed,band poster,track medals | shame,nostalgia | first | present
I'm thirty-one and sleeping in my old twin bed
Under the poster of a band from long ago
Mom knocks at nine to ask if I've been fed
Like when I was twelve and had somewhere to go

My track medals hang there on a nail
I run the same old loop around the school at night
I wait for callbacks, and I check and check the mail
And tell my mother, "Any day now." She says, "Right"
# grand-opening | AABB/ABAB/AABB/ABAB | uplifting,empowered | soul | coffee cans,red ribbon,neon sign | pride,determination | third | past
Mama cooked for other people twenty years
Saved her tips in coffee cans and swallowed tears
She signed the lease on Halsted with a borrowed pen
She painted all the walls, then painted them again

And she cut the ribbon clean
Her own name in neon light
Prettiest thing the street had seen
And a line around the block that night

First one through the door was her old boss, Dale
Who told her once a girl like her was born to fail
She served him oxtail stew and didn't say a word
Then charged him double, and he paid it, so I heard

And she cut the ribbon clean
Her own name in neon light
Prettiest thing the street had seen
And a line around the block that night
# raccoon | AAAA | rebellious | punk | raccoon,bungee cords,cat food | defiance,amusement | third | present
The raccoon on Elm Street doesn't care for rules
He's chewed through bungee cords and laughed at all their tools
He struts across their car hoods like they're all fools
And the Hendersons' cat food is his crown jewels
# surprise-party | AABB | happy | pop | light switch,softball team,eggs | joy,surprise | second | future
You'll walk in Friday, hit the lights, and we'll all scream
Your sister, both your parents, half the softball team
You'll drop the eggs and say a word in front of Nan
And she'll laugh harder than anybody can
# demolition-day | AABB | powerful | metal | wrecking ball,old high school,brick dust | rage,release | first | present
They hired me to bring the old high school down
The one that kicked me out, the biggest joke in town
I pull the lever back and let that iron swing
Brick dust in my teeth, and I hear the old bell ring
# lost-wallet | ABCB | uplifting | country | wallet,envelope,note | gratitude,surprise | first | past
I lost my wallet at a bus stop in Fresno
With my rent inside, and a picture of my son
A week later it came back in an envelope
All there, with a note: "Your boy's a handsome one"
# cello-audition | AABA | dreamy | classical | cello,rosin,empty hall | nervousness,longing | first | future
I'll play my cello for the judges at three
Strangers who'll decide who I'll get to be
I'll rosin up the bow and close my eyes
And play it like the empty hall belongs to me
# borrowed-t-shirt | AA | romantic,chill | r&b | T-shirt,kitchen,spatula | love,contentment | second | present
You're wearing my old T-shirt with the faded band
Dancing in the kitchen, spatula in hand
# trestle-bridge | AAAA | rebellious | alternative | trestle,sheriff's siren,brown water | thrill,defiance | first | past
We jumped off the trestle in the August heat
Forty feet of nothing underneath our feet
We heard the sheriff's siren coming down the street
We swam off down the river, never missed a beat
# recipe-card | AABB | sad | country | recipe card,flour tin,grease stain | grief,longing | first | present
Grandma's biscuit card was in the flour tin
With a grease stain where her thumb had always been
It says "a pinch of this" and "bake until they're right"
I've burned three batches. I'll keep trying through the night
# doe-on-the-road | ABCB | peaceful,melancholic | folk | county road,headlights,doe | awe,grief | second | past
You braked hard on the county road at dusk
A doe stood in the headlights, still as stone
She looked at you the way your mother used to
Then stepped into the trees and left you there alone
# gold-hoops | AA | confident | r&b | gold hoops,lip gloss,room | confidence,joy | first | present
Big gold hoops and my lip gloss poppin'
Walk in the room and the whole room stoppin'
# iftar | AABB | peaceful | soul | window,call to prayer,date | gratitude,peace | third | present
Samir waits by the window as the sun goes down
The call to prayer is drifting softly over town
He breaks his fast the way his father did
One date, cold water, and a prayer for his own kid
# zumba-class | ABAB | energetic | pop | zumba,pink sweatband,YMCA | joy,freedom | first | present
Tuesday night it's zumba at the Y with Denise
I've got no rhythm, but I've got a pink sweatband
I shake it next to grandmas, nurses, and police
And for an hour, no one's watching where I land
# closing-the-bookstore | ABCB/AABB/ABCB/AABB | melancholic,nostalgic | folk | sign,bell above the door,paperbacks | grief,gratitude | third | present
Marjorie tapes a sign up in the window
"Everything Must Go" in marker red
Thirty years of paperbacks and coffee
And the kids who sat cross-legged while she read

So ring the little bell above the door
One last time, and then one more
Somebody take a story home
Don't let her close it up alone

A woman drives in from Ohio
She says, "You sold me Charlotte's Web when I was ten"
She buys a box of books she doesn't need
And Marjorie forgets and says, "Come back again"

So ring the little bell above the door
One last time, and then one more
Somebody take a story home
Don't let her close it up alone
# trampoline | AABA | dreamy | electronic | trampoline,sleeping bags,grass | wonder,nostalgia | third | past
Two girls in sleeping bags out on the trampoline
Planning who they'd be when they turned seventeen
The springs would creak each time that one of them would laugh
The grass there never grew back quite as green
# food-fight | AA | energetic | rock | meatball,pudding cups,tater tots | chaos,joy | third | past
Tommy lobbed a meatball at the quarterback
Then pudding cups and tater tots went flying back
# steel-pan | ABCB | happy | reggae | steel pan,street corner,coconut water | joy,belonging | first | present
My uncle plays the steel pan on the corner
Saturdays from noon until the sun goes down
The kids come running with their coconut water
For an hour, Flatbush is a Trinidad town
# english-at-night | AABA | optimistic | pop | evening news,regulars,evening flight | hope,pride | third | present
Mister Huang learns English from the news at night
He asks the regulars, "Is everything all right?"
They laugh at how he says it, but he doesn't mind
His grandson lands on Friday on the evening flight
# tractor-pull | ABAB | powerful | metal | tractor,sled,black smoke | pride,thrill | third | future
Tomorrow Big Lou hooks his tractor to the sled
And black smoke's gonna pour into the summer air
Ten tons of iron, and the gauges running red
He'll drag it past the line or leave his engine there
# day-off | AABA/AABA | calm,romantic | jazz | rain,Chet Baker record,bathrobe | ease,tenderness | first | future
Tomorrow's my day off, and it's supposed to rain
I'll turn my phone off, watch the drops run down the pane
I'll put on Chet Baker, and I won't get dressed
I'll read the same page twice and never catch my train

You'll come in soaked at six, with takeout and wet hair
And find me in my bathrobe in the same old chair
You'll shake your head and kiss me, and you'll say
"Move over," and we'll waste the whole night there
# mamas-new-house | AABB | optimistic,powerful | hip-hop | house keys,lemon tree,landlord | pride,gratitude | first | future
One day I'll hand my mama keys to her own place
And watch thirty years of rent fall off her face
A lemon tree out back, no landlord at the door
She won't have to work a double shift no more
`;
