/**
 * The second tuning set (issue 13, seventh session): songs written for this set alone, in the held-out
 * sets' format, so the engine can be tuned on lines like theirs without looking at them. Tuning on this
 * set is allowed; read README.md here. Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const TUNING_2_TEXT = `
# warehouse | AABB | angry | rock | scanner,pallets,break room | anger,defiance | first | present
They time my breaks down to the second now
The scanner beeps and tells me where and how
I stack the pallets higher than my head
For fourteen dollars and a rented bed
# two-percent | AABA | melancholic | indie | battery,night bus,message | longing,sadness | first | present
My phone is down to two percent
I read the last thing that you sent
The night bus takes the long way round the park
And I keep wondering where the evening went
# dumplings | AABB | nostalgic | folk | dumplings,flour,cardigan | nostalgia,love | third | past
She folded dumplings every New Year's Eve
With flour on the cuff of her cardigan sleeve
She never measured, never wrote it down
The best cook in the whole of Chinatown
# first-apartment | ABAB | happy | pop | pizza,fire escape,string lights | joy,excitement | first | present
We're eating pizza sitting on the floor
You string the fire escape with little lights
We tape our names in marker on the door
And never want to sleep these summer nights
# mama | AABB | confident | hip-hop | turnstile,evening news,deed | pride,gratitude | first | present
I used to hop the turnstile with holes in my shoes
Now I'm on the radio and the evening news
I paid off mama's house, she's got the deed
She reads it like a psalm, it's all she'll need
# layoff | AABB | rebellious,angry | punk | email,badge,coffee machine | anger,defiance | first | past
They sent the layoff in an email at nine
A smiley face below the signature line
I left my badge beside the coffee machine
I took the stapler and I made a scene
# pills | ABAB | melancholic | soul | pills,tray,labels | love,grief | second | present
You sort your pills out every Sunday night
Into the little boxes on the tray
You squint to get the Tuesday ones just right
And laugh at all the things the labels say
# driving-test | AABB | excited | pop | driving test,shotgun seat,cones | excitement,fear | first | present
My dad sits shotgun with his coffee cold
I check the mirrors like I have been told
I park between the cones and never hit
And when I pass he cries a little bit
# chemo | ABCB | sad | alternative | scarf,waiting room,nurses | fear,love | second | present
You tie a yellow scarf around your head
And call it your new style
The waiting room smells like burnt coffee
You make the nurses smile
# little-league | ABAB | uplifting | country | batting helmet,dugout,bleachers | pride,joy | third | present
She's batting last and scared to swing
The parents holler out her name
She shuts her eyes and swings at everything
And gets the only hit in the whole game
# marathon | AAAA | powerful | metal | mile marker,finish line,water cup | defiance,pride | first | present
Mile twenty-two and both my legs are stone
The crowd is screaming but I'm all alone
My lungs are burning down into the bone
This pain is mine and this road is my own
# tollbooth | AABA | dreamy,chill | electronic | toll booth,truckers,midnight | calm,longing | first | present
I take the tolls from midnight until two
The radio is playing something blue
The truckers say they'll see me here tomorrow
And call me honey like their mothers do
# read-receipt | ABCB | angry | r&b | read receipt,typing dots,screen | anger,heartbreak | second | past
You left me on read at a quarter to one
I watched the little dots appear
They blinked a while and disappeared again
Like everything you said this year
# leash | AAAA | sad | country | leash,water bowl,kitchen door | grief,love | first | present
I keep his leash beside the kitchen door
His water bowl is still out on the floor
I walk the route we always walked before
But no one pulls me forward anymore
# shelter-dog | AABB | happy | folk | shelter,bad ear,back seat | joy,love | first | past
He was the last one in the shelter row
The one with one bad ear and one white toe
We signed the papers and he jumped into the car
He thinks he is a lap dog and a movie star
# moving-day | ABCB/ABCB | melancholic | indie | moving van,pencil marks,realtor | nostalgia,sadness | first | present
The moving van is backing past the window
The rooms are echoing and bare
I leave the pencil lines inside the pantry
That measured every birthday there

I switch the lights off one room at a time
The realtor is waiting in the drive
I tell the house I'm sorry that we're leaving
Like it can hear me, like it is alive
# best-man | AABB | happy | rock | champagne,toast,head table | joy,love | first | present
I tap my glass and everybody turns
My brother's grinning while my whole face burns
I tell them how he tripped the day they met
She laughed at him and hasn't stopped it yet
# casseroles | ABCB | sad | soul | casseroles,masking tape,dishes | grief,gratitude | third | past
The neighbors came with casseroles all week
Each lid had masking tape and someone's name
She washed the dishes and she brought them over
And nothing in that kitchen tasted the same
# suit | AABB | melancholic | folk | suit,eulogy,bike | grief,love | first | past
I wore his suit, the sleeves too long for me
And read the words I wrote at half past three
I got as far as how he fixed my bike
And then I couldn't say what he was like
# recital | ABCB | nostalgic | classical | recital,yellow dress,pedals | pride,nostalgia | second | past
You played at the recital in your yellow dress
Your shoes could barely reach the pedals then
You missed a note and lifted up your chin
And played the whole thing through again
# school-bus | AABB | nostalgic | country | school bus,peppermints,crackers | nostalgia,gratitude | third | past
Miss Ruby drove the school bus twenty years
She had a peppermint for children's tears
She always knew which kids had skipped a meal
And kept a box of crackers by the wheel
# pickup | ABAB | energetic,confident | hip-hop | court,chain net,streetlights | excitement,pride | first | present
We run the court until the streetlights hum
I cross him over and he hits the floor
The chain net rattles like a snare drum
The benches jump and holler out the score
# heat-wave | AAAA | happy | reggae | fire hydrant,ice cream truck,asphalt | joy,excitement | first | present
It's ninety-eight degrees out on the street
The hydrant's open, water on our feet
The asphalt's melting underneath the heat
The ice cream truck is playing something sweet
# power-out | ABCB | peaceful | folk | flashlight,cards,power outage | calm,love | first | present
The power's out and the whole street's gone dark
We're playing cards by flashlight on the floor
You tell me stories from when you were younger
And no one misses the TV anymore
# hail | AABB | sad | blues | hail,wheat field,supper | grief,sadness | third | past
The hail came down like gravel on the wheat
He watched it from the porch in his bare feet
By supper time the field was flat and white
He didn't say a single word that night
# gate | ABAB | romantic | indie | departures board,backpack,gate | longing,love | first | present
The board says my flight's delayed again
I'm sleeping on my backpack by the gate
They said we'd board at nine and then at ten
You tell me that you don't mind if I'm late
# hostels | AABA | excited | alternative | hostel,bus map,bread | excitement,hope | first | future
We'll sleep in hostels, strangers overhead
With maps and bus times spinning in my head
We won't know a single word of Portuguese
But everyone will smile and share their bread
# corolla | ABCB | nostalgic | blues | car,hood,tire | nostalgia,gratitude | first | past
My old Corolla died on Highway Nine
The steam was pouring from the hood
I kicked the tire and cussed the rain
She'd carried me as far as she could
# pancakes | AA | happy | country | pancakes,smoke alarm,butter knife | joy,love | second | present
You burn the pancakes on my birthday morning
The smoke alarm goes off without a warning
# thanksgiving | AABA | chill | folk | turkey,football game,kitchen door | love,nostalgia | first | present
My uncle starts on politics by four
My mother's looking at the kitchen door
The turkey's dry, the football game is loud
And still I'd drive all night for one day more
# line-cook | AABB | energetic | punk | fryer,tickets,plates | anger,excitement | first | present
The fryer's spitting grease across my arms
The tickets pile up and the smoke sets off alarms
The chef is yelling hands at every plate
We don't get fed ourselves till half past eight
# video-call | ABAB | romantic | r&b | video call,time zones,plane tickets | longing,love | second | present
The call keeps freezing halfway through your smile
It's midnight here and over there it's noon
You tell me I should wait a little while
The flights get cheaper after June
# barbershop | ABCB | chill | soul | barbershop,clippers,chairs | joy,nostalgia | third | present
The barbershop is loud on Saturday
The old men argue over last night's game
The clippers buzz, the radio is on
And every chair knows everybody's name
# karaoke | AABA | romantic | pop | karaoke,bar,song screen | love,joy | second | present
You sing Jolene completely out of key
And point across the crowded room at me
The whole bar sings the chorus back to you
And I'm gone by verse two, maybe three
# courthouse | ABCB | romantic | folk | courthouse,boots,taco truck | love,joy | first | past
We married at the courthouse on a Tuesday
You wore your boots and something borrowed blue
Our wedding dinner came from a taco truck
And I still can't believe you said I do
# handoff | ABCB | sad | alternative | burger king,father's car,car window | longing,sadness | third | present
Every other Friday at the Burger King
She lifts him up into his father's car
He draws a heart on the foggy window
She sits there till she can't see where they are
# dorm | AABB | sad | pop | mini fridge,stairs,county line | love,pride | second | past
We hauled your mini fridge up four flights of stairs
Your roommate had a lava lamp and beanbag chairs
You hugged me in the lot and said you'd be fine
I didn't cry until the county line
# thin-walls | ABAB | chill | jazz | thin walls,trombone,upstairs couple | calm,joy | first | present
The walls are thin enough to hear the rain
Next door is practicing the same trombone
The couple overhead is fighting again
I've never been so glad to be alone
# scratch-offs | AA | optimistic | country | scratch-offs,cashier,dashboard | hope,joy | third | present
He's never won much more than twenty-five
But every Friday night he feels alive
# cab | AAAA | dreamy | electronic | cab,earbuds,yellow lights | wonder,love | first | present
The cab is gliding under yellow lights
We're sharing earbuds, counting building heights
You say this city steals away your nights
We're going to sleep right through our morning flights
# pawn | AA | sad | blues | pawn shop,ninety dollars,rent | regret,sadness | first | present
I pawn my old guitar to pay the rent
They give me ninety dollars and it's spent
# tips | ABAB | confident,empowered | r&b | tips,power bill,backpacks | pride,hope | third | present
She counts her tips out on the kitchen table
The ones and fives in crumpled little stacks
She pays the power and she cancels cable
And saves a little for the kids' backpacks
# truck-stop | ABCB | romantic | country | truck stop,diesel,baby | longing,love | second | present
I call you from a truck stop in Ohio
With diesel engines rumbling all around
You hold the phone up to the baby
So I can hear that little sound
# teacher | AA | uplifting | pop | chalkboard,classroom,names | hope,fear | first | future
Tomorrow I'll be standing at the board
With thirty faces looking kind of bored
# names | ABAB | melancholic | classical | picture frames,bus,names | love,grief | first | present
She mixes up the names of all of us
She points at strangers in the picture frames
She asks me if I'll walk her to the bus
I hold her hand and tell her all our names
# hair-dye | AA | rebellious | punk | hair dye,bathroom sink,principal | defiance,joy | first | present
I dye my hair green in the bathroom sink
The principal says I should stop and think
# sunday-league | AAAA/ABAB/AAAA | uplifting | rock | shin guards,goal posts,mud | joy,pride | first | present
We lose each Sunday on the hill
We never won and never will
We buy the beers and split the bill
And next week we'll be out there still

Our keeper wears a brace on his left knee
Our striker drives the early city bus
The other team is young and quick and free
But nobody loves this game as much as us

We lose each Sunday on the hill
We never won and never will
We buy the beers and split the bill
And next week we'll be out there still
# august | AABA/ABCB/AABA | nostalgic | pop | beach house,grill,sandbar | nostalgia,joy | first | past
Every August down the shore
We rented the same house as before
The mildew and the ceiling fan
I'd give it all for one week more

My father burned the burgers on the grill
My mother read her paperbacks in the sun
My brother dared me past the second sandbar
We stayed out till the lifeguard's day was done

Every August down the shore
We rented the same house as before
The mildew and the ceiling fan
I'd give it all for one week more
`;
