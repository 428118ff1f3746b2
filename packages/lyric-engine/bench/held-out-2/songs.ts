/**
 * The second held-out set (issue 13, third pass): songs written for this set alone, before the engine
 * change they measure. Read README.md here before touching this file. Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const HELD_OUT_2_TEXT = `
# ferry | AABB | nostalgic | folk | ferry,harbor,gull | nostalgia,longing | first | past
We took the ferry every June
Across the bay one afternoon
My father leaned against the rail
And told the story of the whale
# overtime | AABB | angry | rock | factory,overtime,whistle | anger,defiance | first | present
The whistle blows at seven flat
I hang my coat and grab my hat
They count the boxes in the stack
And never see my aching back
# porch-light | ABAB | calm | country | porch light,rocking chair,crickets | calm,love | first | present
The crickets sing beyond the fence
You rock beside me in your chair
We never needed to make sense
Of anything but evening air
# subway | ABCB | sad | indie | subway,platform,headphones | sadness,longing | first | present
I ride the subway after work
With headphones turned up way too loud
The window shows a tired face
I'm lonely in a moving crowd
# strobe | ABAB | energetic | electronic | strobe,bassline,club | excitement,joy | first | present
The bassline shakes the concrete floor
The strobes are cutting through the haze
We don't know what we're waiting for
We're dancing out the longest days
# orchard | AAAA | happy | folk | orchard,basket,ladder | joy,gratitude | first | past
We climbed the ladder in the fall
And picked the apples, one and all
Our basket sat against the wall
Until we heard our mother call
# rooftop | AABA | rebellious | punk | brick,sirens,rooftop | defiance,anger | first | present
We climb the rooftop after dark
We leave the city with our mark
The sirens never find us here
We light the sky up with a spark
# couplet-dust | AA | sad | country | dust,pickup,fence post | grief,sadness | first | past
The dust rolled in across the empty field
We prayed for rain, the ground would never yield
# couplet-star | AA | confident | hip-hop | crown,spotlight,microphone | pride,joy | first | present
They told me I would never get this far
Now every night I'm shining like a star
# bakery | AABB/AABB | peaceful | jazz | bakery,flour,oven | calm,gratitude | first | present
The oven warms before the light
The baker hums into the night
He dusts the flour from his hands
And shapes the bread the way he plans

The morning people form a line
They smell the loaves and feel just fine
They count the coins upon the tray
And carry warmth into the day
# mailbox | ABCB | melancholic | folk | mailbox,stamp,handwriting | longing,grief | third | past
She checked the mailbox every day
For letters from a distant town
The stamps were faded by the rain
She never put the last one down
# forge | AAAA | powerful | metal | hammer,thunder,steel | anger,defiance | first | present
I forge my name in burning steel
I make the trembling mountains kneel
I break the chains upon the wheel
The thunder answers how I feel
# screenshot | AABB | angry | pop | phone,screenshot,lipstick | anger,heartbreak | second | past
You sent a message late last night
And swore to me it wasn't right
I saw the screenshot of your lies
And all the red around your eyes
# hammock | AABA | calm | reggae | hammock,palm tree,tide | calm,joy | first | present
I'm swinging in my hammock chair
The salty wind is in my hair
The tide is rolling up the sand
And I don't have a single care
# boxer | ABAB | empowered | hip-hop | gloves,ring,bell | pride,defiance | first | present
I tape my hands before the bell
They said I'd never make the ring
I rose each time I ever fell
Now hear the way the people sing
# compass | ABCB | dreamy | alternative | lighthouse,fog,compass | wonder,longing | first | present
The fog rolls over every wave
The compass spins inside my hand
A lighthouse blinks across the bay
And calls me back to solid land
# caps | AABB | optimistic | pop | gown,diploma,confetti | hope,joy | first | future
We'll throw our caps into the sky
We'll hug our friends and say goodbye
The road ahead is long and wide
And we will take it side by side
# quarter | ABCB | sad | country | jukebox,barstool,last call | heartbreak,regret | first | present
I put a quarter in the slot
And play the song we used to know
The bartender is wiping down
And telling me it's time to go
# sunflower | AABB | happy | folk | tomatoes,watering can,sunflower | joy,gratitude | first | present
The sunflowers are taller than the gate
The tomatoes never want to wait
I fill the watering can at noon
And sing my grandma's favorite tune
# tour-bus | ABAB | excited | rock | tour bus,guitar case,stage | excitement,joy | first | present
The tour bus rumbles through the night
We sleep on guitar cases stacked
Tomorrow we'll be in the light
And every single seat is packed
# monitor | ABCB | melancholic | soul | hospital,monitor,flowers | grief,love | second | present
You're sleeping in the hospital bed
The monitor is beeping slow
I hold the flowers that I brought
I'm not ready to let you go
# drift | AAAA | dreamy | electronic | skyline,satellite,glass | wonder,longing | first | present
We drift above the city gray
The satellites have lost their way
The skyline hums at end of day
And I don't know if I can stay
# church-bells | AABB/ABAB | romantic | country | wedding dress,church bells,rice | love,joy | first | past
The church bells rang across the town
You wore your mother's wedding gown
I shook so hard I dropped the ring
And still I heard the choir sing

We danced beneath the paper lights
Your hand was resting on my chest
We stayed up talking through the nights
I knew that I had found the best
# cellar | AABB | powerful | blues | tornado,cellar,radio | fear,defiance | first | past
The radio began to scream
The sky turned green like a bad dream
We ran down to the cellar door
And listened to the twister roar
# chorus-ride | ABAB/AABB/ABAB/AABB | uplifting | rock | highway,convertible,sunset | hope,excitement | first | present
I packed a bag and left the town
The morning sun was on my face
I put the convertible top down
And found myself a better place

Ride on, ride on into the sun
We're never stopping till we're done
The wind is singing in my ears
I'm leaving all my wasted years

The diner coffee tasted burned
The waitress asked me where I'd run
I told her all the things I'd learned
And tipped her double, just for fun

Ride on, ride on into the sun
We're never stopping till we're done
The wind is singing in my ears
I'm leaving all my wasted years
# cafe | AABB | chill | jazz | espresso,record store,umbrella | calm,nostalgia | first | present
The rain is tapping on the glass
I watch the gray umbrellas pass
The record store across the way
Keeps playing jazz the whole gray day
# coal | ABCB | sad | folk | coal,lantern,mine shaft | grief,sadness | third | past
He went down in the mine at dawn
To dig the county's winter coal
The whistle blew at half past three
And took the light from every soul
# sneakers | AABB | confident | hip-hop | sneakers,corner store,bankroll | pride,defiance | first | present
Fresh sneakers squeaking on the street
I got the rhythm in my feet
I flip a dollar into ten
And then I flip it back again
# saturn | AAAA | dreamy | pop | moon,telescope,stars | wonder,love | second | present
You showed me Saturn and the moon
We lay together on the dune
You hummed a little cosmic tune
I hope the morning won't come soon
# sandbags | ABAB | melancholic | blues | levee,sandbags,water | grief,fear | first | past
We stacked the sandbags by the shore
The water rose above the sign
We couldn't hold it anymore
And lost the farm that once was mine
# candles | AABB | happy | pop | candles,cake,balloons | joy,love | second | present
You blow the candles on the cake
And make a wish for old times' sake
The red balloons are drifting high
Your laughter echoes to the sky
# gravel | AABA | nostalgic | country | gravel road,pickup truck,creek | nostalgia,love | first | past
We drove the gravel road to town
With every window rolling down
The creek was rising after rain
The hills were turning gold and brown
# alarm | ABCB | energetic | punk | alarm clock,skateboard,bus | excitement,defiance | first | present
The alarm goes off at six again
I grab my board and hit the street
The bus is pulling from the curb
I'm chasing it on rolling feet
# quilt | AABB | peaceful | folk | quilt,fireplace,snow | calm,love | first | present
The snow is piling on the sill
The house is warm, the night is still
We wrap the quilt around us tight
And watch the fire through the night
# radar | ABAB | excited | electronic | radar,lightning,windshield | excitement,fear | first | present
The radar flashes red and gold
The lightning cracks across the plain
We chase it all, we're young and bold
We're laughing through the driving rain
# boxes | ABCB | sad | pop | wedding ring,boxes,keys | heartbreak,regret | first | present
The boxes sit beside the door
Your name is fading from the wall
I left the ring beside the keys
You never even tried to call
# sailor | AABB/AABB | nostalgic | folk | sail,anchor,harbor | longing,nostalgia | third | past
He raised the sail at break of day
And left the harbor in the bay
His wife stood waving from the pier
She wouldn't see him for a year

The anchor rusted on the sand
His ring was shining on her hand
She never married anyone
She waited till her days were done
# stadium | AAAA | empowered | rock | trophy,stadium,crowd | pride,joy | first | present
We fought for every single yard
The road was long, the road was hard
We stood our ground, we stood on guard
We're champions, and we're battle-scarred
# chorus-town | AABB/ABCB/AABB | nostalgic | country | water tower,football field,diner | nostalgia,love | first | present
This little town is in my blood
The river and the Sunday mud
I left it once but I came back
To find my way down the old track

The water tower has our names
The diner serves the same old pie
The football field is overgrown
But I still hear the crowd's loud cry

This little town is in my blood
The river and the Sunday mud
I left it once but I came back
To find my way down the old track
# campfire | ABAB | calm | folk | campfire,guitar,tent | calm,joy | first | present
We sit around the campfire light
The old guitar goes round the ring
The sparks are floating into night
And everybody starts to sing
# voicemail | AABA | angry | alternative | phone,voicemail,door | anger,heartbreak | second | past
You left a voicemail on my phone
You said you'd rather be alone
I slammed the door and threw the key
You always kept a heart of stone
# market | ABCB | optimistic | reggae | market,mangoes,drum | joy,hope | first | present
The market opens with the drum
The mangoes shining in the sun
The children dancing down the road
A brand new day has just begun
`;
