/**
 * The held-out set: songs written for this set alone, never shown to the engine while tuning it.
 * Read held-out/README.md before touching this file. Header:
 * # name | scheme per stanza (A/B letters, stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line, so the set is half each.
 */
export const HELD_OUT_TEXT = `
# hay | AABB | nostalgic | folk | hayloft,tractor,screen door | nostalgia,grief | first | past
The tractor rusted where it stood
Beside the pile of kindling wood
My mother hung the sheets to dry
Beneath a wide Kentucky sky
# payday | AABB | angry | rock | time clock,paycheck,boss | anger,defiance | first | present
I punch the clock at half past five
I work so hard to stay alive
The boss is driving a brand new car
While I can't pay my bill down at the bar
# lake | ABAB | calm | indie | lake,dock,canoe | calm,love | first | present
The water's still beneath the dock
Your feet are dangling in the cold
We never have to watch the clock
We never have to grow too old
# midnight | ABAB | romantic | soul | candlelight,record player,slow dance | love,desire | second | present
You put a record on the stand
And pull me closer to the floor
I feel the sweat upon your hand
I couldn't ask for any more
# exit | ABCB | sad | country | motel,ashtray,highway | heartbreak,regret | first | past
I left a note upon the bed
And took the keys to your old Ford
The highway hummed a lonesome tune
I couldn't take it anymore
# stars | ABCB | dreamy | electronic | satellite,skyline,static | wonder,longing | first | present
The city hums in neon blue
I'm floating over every street
The satellites are blinking slow
Like they can feel my heart beat
# river | AAAA | melancholic | blues | river,levee,boat | grief,sadness | first | past
The river took my daddy down
It took the church, it took the town
It left the levee on the ground
And not a single soul was found
# wild | AABA | rebellious | punk | spray paint,alley,siren | defiance,anger | first | present
We tag the alley walls at night
We never learned to hold on tight
The sirens scream across the square
We run until the morning light
# couplet-rain | AA | sad | pop | umbrella,bus stop,rain | sadness,longing | first | present
I'm standing at the bus stop in the rain
Just waiting for the one who won't come back again
# couplet-gold | AA | confident | hip-hop | gold chain,crown,stage | pride,joy | first | present
I came up from the bottom with a dream
Now everybody's standing on my team
# kitchen-light | AABB/AABB | peaceful | folk | kettle,kitchen table,morning light | calm,gratitude | first | present
The kettle whistles on the stove
Outside the wind is in the grove
The kids are sleeping down the hall
The light is climbing up the wall

We never had a lot of things
We had the joy that Sunday brings
My father's hands were rough and kind
He left a gentle word behind
# dance | ABAB | excited | pop | dance floor,disco ball,heels | joy,excitement | first | present
The music's pounding in my chest
The disco ball is spinning round
I'm wearing my electric best
My heels are barely on the ground
# soldier | ABCB | melancholic | folk | uniform,letter,train | grief,longing | third | past
He wore his father's uniform
He kissed his mother at the train
She kept his letters in a drawer
And read them over in the rain
# garage | AABB | energetic | rock | garage,amplifier,drum kit | excitement,joy | first | present
We plug the amps in after school
We break the neighbors' every rule
The drummer's counting one two three
And no one's ever been this free
# vegas | AABB | happy | country | slot machine,chapel,neon | joy,love | first | past
We drove to Vegas on a whim
I married you in a chapel dim
We lost our money on the wheel
But nothing ever felt so real
# winter | ABAB | sad | indie | snow,window,sweater | sadness,nostalgia | first | present
The snow is piling on the sill
I wear the sweater that you wore
The house is quiet, cold and still
You don't live here anymore
# sunday | ABCB/ABCB | uplifting | soul | choir,church steps,sunday | hope,joy | first | present
The choir is singing loud and clear
The sun is pouring through the door
I leave my troubles on the steps
I'm not afraid of them no more

The preacher says we'll all be fine
The organ rolls like thunder rain
My grandma claps her wrinkled hands
And sings away her every pain
# storm | AAAA | powerful | metal | thunder,iron,storm | anger,defiance | first | present
We rise like thunder from the earth
We know exactly what we're worth
We break the chains of our birth
We sing the iron song of mirth
# ex | AABB | angry | pop | phone,lipstick,car | anger,heartbreak | second | past
You said you loved me on the phone
But you were never there alone
I found the lipstick on your shirt
And now you want to know it hurt
# porchswing | AABA | calm | country | porch swing,lemonade,fireflies | calm,love | first | present
The fireflies are coming out
There isn't any room for doubt
The lemonade is cold and sweet
There's nothing left to think about
# trainyard | ABCB | nostalgic | blues | train yard,whistle,boxcar | nostalgia,longing | first | past
I used to ride the boxcars west
With nothing but a cardboard sign
The whistle blew a lonesome sound
And every mile of it was mine
# heartbeat | AABB | romantic | pop | heartbeat,pillow,sunrise | love,desire | first | present
I hear your heartbeat in the dark
It's glowing softly like a spark
You turn to me and say my name
And nothing ever feels the same
# chorus-home | ABCB/AABB/AABB | nostalgic | country | front porch,gravel road,mailbox | nostalgia,love | first | present
The gravel road still knows my tires
The mailbox leans the way it did
I see the porch where Daddy sat
And told me stories as a kid

Take me home, take me home
I've been too long on my own
Take me back down that old road
Help me carry this old load

Take me home, take me home
I've been too long on my own
Take me back down that old road
Help me carry this old load
# chorus-fire | AABB/AABB/AABB | empowered | pop | fire,mirror,crown | pride,defiance | first | present
I used to hide behind the door
I don't do that anymore
I used to whisper what I need
Now I'm the one who takes the lead

I'm on fire, I'm on fire
Every day I'm climbing higher
Watch me burn, watch me shine
Every single day is mine

I'm on fire, I'm on fire
Every day I'm climbing higher
Watch me burn, watch me shine
Every single day is mine
# tide | ABAB | melancholic | indie | tide,shoreline,lighthouse | longing,sadness | first | present
The tide goes out and takes the sand
The lighthouse blinks across the bay
I'm holding on to what I planned
But you are drifting far away
# hustle | AABB | confident | hip-hop | corner,sneakers,cash | pride,defiance | first | present
I grew up on the corner with my crew
We did the things we had to do
I laced my sneakers, chased the cash
And built a future from the ash
# bar | ABCB | sad | country | whiskey,jukebox,neon sign | heartbreak,regret | first | present
I'm sitting at the end of the bar
The whiskey's gone, the night is long
The jukebox knows me by my name
It plays our old familiar song
# pony | AAAA | happy | folk | pony,meadow,apple tree | joy,nostalgia | first | past
I had a pony named Nell
We rode the meadow and the dell
She'd run until the evening fell
And I would ring the supper bell
# coffee | AABB | chill | jazz | coffee cup,rain,newspaper | calm,nostalgia | first | present
The coffee's warm, the paper's wet
I haven't read the headlines yet
The rain is tapping on the glass
I watch the morning people pass
# road | AABA | uplifting | rock | open road,headlights,horizon | hope,excitement | first | future
I'm gonna drive until the dawn
And by the morning I'll be gone
I'll leave the city lights behind
And let the engine carry on
# prison | ABCB | sad | blues | cell,warden,window bars | regret,sadness | first | present
The warden walks the hall at night
His keys are jingling like a bell
I count the bars across the moon
And pray for those I did not tell
# skate | AABB | excited | punk | skateboard,parking lot,scraped knees | excitement,joy | first | present
We skate the empty parking lot
We take whatever chance we got
My knees are bloody, shirt is torn
I feel like I was just reborn
# letters | ABAB | romantic | folk | letter,ink,envelope | love,longing | first | past
I wrote you letters every week
I sealed them with a drop of wax
The words were all I had to speak
I never heard a thing come back
# sorrow | AABB | melancholic | soul | rain,window,photograph | grief,sorrow | first | present
I keep your picture by the bed
And all the things you never said
I'm waiting for a new tomorrow
To take away this heavy sorrow
# mountain | ABCB | peaceful | folk | mountain,pine,creek | calm,wonder | first | present
The pine trees whisper on the hill
The creek is running cold and clear
I lay my worries on a stone
There's nothing I can't carry here
# rebel | AABB | rebellious | rock | leather jacket,motorcycle,highway | defiance,excitement | first | present
I ride my motorcycle through the town
I never let the preacher bring me down
My leather jacket's torn along the seam
I'm chasing every reckless kind of dream
# nurse | ABAB | uplifting | pop | hospital,scrubs,night shift | hope,pride | third | present
She works the night shift on the floor
Her feet are aching in her shoes
She never asks for something more
She's got too many lives to lose
# lullaby | AABB | calm | folk | cradle,moon,blanket | love,calm | second | present
Close your eyes and go to sleep
The moon is watching over sheep
I'll pull the blanket to your chin
And hum until the dreams begin
# shadow | AAAA | dreamy | electronic | shadow,mirror,moonlight | wonder,fear | first | present
I see a shadow on the wall
I hear it whisper, hear it call
It's growing bigger, growing tall
I'm dancing in an empty hall
# ballad | ABCB | romantic | country | wedding ring,dance hall,old guitar | love,nostalgia | first | past
We met inside a dance hall
You wore a dress of faded blue
I played an old guitar that night
And every song I played was you
# blue | ABAB | sad | jazz | saxophone,smoke,piano | sadness,longing | first | past
The saxophone was crying low
The smoke was hanging in the air
I watched you get up and go
And left me sitting in my chair
# farmland | AABB | nostalgic | country | barn,cornfield,land | nostalgia,grief | first | past
My granddad worked this land for fifty years
He watered every acre with his tears
We sold it to a man from out of state
And now a stranger locks the iron gate
`;
