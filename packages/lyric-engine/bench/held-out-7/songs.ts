/**
 * The seventh held-out set (issue 36 and 32 follow-up): songs written for this set alone, before any
 * tuning, by a writer who never read the engine's output. Read README.md here before touching this file.
 * Same header as ../held-out/songs.ts:
 * # name | scheme per stanza (stanzas split by '/') | moods | genres | images | emotions | pov | tense
 * A blank line separates stanzas of one song. Even-numbered songs are judged on next lines, odd ones on
 * finishing a half-written line.
 */
export const HELD_OUT_7_TEXT = `
# jury-duty | AABB | calm,sad | folk | jury box,red socks,folded hands | duty,doubt | first | past
I sat in seat nine of the jury box
Beside a dental tech in bright red socks
The boy just watched his mother's folded hands
We let him go on Friday. I don't understand
# deer-stand | ABCB | peaceful | country | deer stand,thermos,ten-point buck | patience,tenderness | first | past
Dad shook me up at four without a word
We climbed into the deer stand before light
A buck stepped out at sunrise, ten points wide
Dad set the rifle down and said, "He's all right"
# wedding-band | AABB/ABCB/AABB/ABCB | happy,energetic | pop,soul | wedding cake,bow tie,ring bearer | joy,weariness | first | present
Every Saturday we set up by the cake
Play "September" for an uncle on the make
The bride kicks off her heels by song number nine
And our drummer's grinning, sweating through his tie

We're the band you'll never think about again
Until the night is over
And you catch yourself still humming
Driving home half sober

The ring bearer's asleep beneath table three
The groom's dad's air guitar is something you should see
At midnight we coil the cables in the rain
A hundred bucks apiece and Advil for the pain

We're the band you'll never think about again
Until the night is over
And you catch yourself still humming
Driving home half sober
# crab-season | AAAA | powerful | metal,rock | crab pots,Bering Sea,ice | fear,endurance | third | present
The Bering Sea comes over the rail like a wall
Cody's hacking ice off the pots before they haul
The deck's a skating rink, the skipper makes the call
"Hands on the line, boys, nobody's gonna fall"
# birth-mother | ABAB | melancholic | indie | two coffees,my chin,baby picture | longing,shyness | first | past
She'd ordered two coffees and let them go cold
I knew her in a second: she has my chin
She showed me a picture of me at two days old
And neither one of us knew how to begin
# tugboat | AA | confident | blues | tugboat,tanker,toothpick | pride,ease | third | present
Earl pushes forty thousand tons into the slip
With one hand on the wheel and a toothpick on his lip
# bar-mitzvah | AABB | excited,happy | pop | Torah scroll,prayer shawl,hard candy | nervousness,pride | third | present
Eli's voice keeps cracking as he reads the scroll
He's wearing Grandpa's prayer shawl with a moth hole
His little sister mouths each word from the front row
Then the whole room pelts him with candy, head to toe
# red-envelopes | ABCB | happy | pop | red envelope,firecrackers,baseball card | joy,belonging | first | past
Po Po pressed a red envelope in my hand
And told me in Cantonese to study hard
The firecrackers popped on Mott Street all night long
And spent it all on candy and a baseball card
# lineman | AABB | powerful | country | bucket truck,ice storm,nightlight | duty,exhaustion | third | past
Three days without power after the ice storm hit
Wade hung from a bucket truck and never quit
He climbed down after midnight with his fingers numb
Some baby's nightlight flickered on when he was done
# roller-rink | AABA | dreamy,romantic | electronic | roller rink,couples skate,disco ball | longing,joy | first | past
They dimmed the rink for couples skate at nine
You rolled up slow and laced your hand in mine
The disco ball threw stars across your face
And I forgot the whole world, and the time
# quarry | ABAB | rebellious | punk | chain-link fence,quarry ledge,sheriff's lights | freedom,defiance | first | past
We cut the chain-link fence behind the quarry
And dared each other off the highest ledge
The sheriff's lights came sweeping, we weren't sorry
We floated in the middle, flipping off the edge
# ham-radio | AABB | nostalgic | folk | ham radio,call sign,static | loneliness,friendship | third | past
Grandpa tapped his call sign every night at ten
To a man in Finland he called his only friend
They talked of ice and fishing, and their wives
Then one night Finland didn't answer, and he cried
# cookout | AAAA/AAAA | happy | hip-hop,r&b | grill,spades,red drink | joy,pride | first | present
Uncle Ray's on the grill with the smoke in his eyes
Auntie's talking trash over spades, no surprise
Little cousins double-dutch under Juneteenth skies
Freedom tastes like red drink and sweet potato pies

Pass a plate down, pass it down the line
Grandma said the grace, so everybody's fine
We ain't got a lot, but today we got time
And every soul out in this yard is kin of mine
# motel-desk | ABCB | melancholic | blues | motel desk,vacancy sign,quarters | loneliness,compassion | first | present
I work the desk at the Starlite on nights
The vacancy sign's been buzzing since July
A woman paid in quarters for room six
I gave her back the change and didn't ask her why
# understudy | AABB/ABCB/AABB/ABCB | excited,powerful | pop,classical | wings,wig,balcony | nerves,ambition | first | present
Six months I've stood in the wings every night
Every note she sings, every cue and every light
At half hour the stage manager knocks on my door
"She's sick tonight, you're on," and my heart hits the floor

So pin the wig and paint my face
And push me in the light
I've learned her every breath by heart
But I'm breathing mine tonight

Mom's in the balcony, she drove in from Queens
With grocery-store roses in her good blue jeans
The overture is rising, my knees are made of glass
Then the curtain flies, and I step out with the cast

So pin the wig and paint my face
And push me in the light
I've learned her every breath by heart
But I'm breathing mine tonight
# sewing-machine | ABAB | nostalgic | soul | Singer,pins,prom dress | devotion,pride | first | past
Mama hemmed rich girls' dresses by the stove
With pins between her lips so she couldn't sing
For my prom she cut their scraps and stitched them close
And I walked in like the daughter of a king
# waffle-house | AA | chill | hip-hop | Waffle House,hash browns,booth | friendship,ease | first | present
Waffle House at three, me and my whole crew
Hash browns scattered, smothered, and the night still new
# groundskeeper | ABCB | peaceful | folk,country | mower,headstones,folding chair | peace,devotion | third | present
Walt mows between the headstones in straight rows
He lifts the vases, sets them back just so
He knows which widow comes on Tuesday afternoons
And leaves a folding chair out where the lilacs grow
# payphone | ABAB | sad | country | payphone,quarters,Greyhound | regret,longing | first | past
I called you from a payphone at the Greyhound
With the last six quarters I had to my name
Your new man answered, and I didn't make a sound
I hung up and let the bus leave all the same
# cypher | AAAA | confident | hip-hop | lunch table,milk cartons,last line | pride,rivalry | first | present
Knuckles on the lunch table, tap it, that's the track
Darnell went first, came at me with a sneak attack
I caught his last line, flipped it, made the whole room crack
Milk cartons in the air, lunch lady clapping back
# evacuation | AABB/AABB | powerful | rock | highway,dog,cot | fear,resolve | first | past
Both lanes of 45 ran north in the rain
I packed the dog, the albums and Daddy's cane
In the mirror the Gulf came rolling in gray
I told the house, "Hold on," and I drove away

Three nights on a cot in a middle school gym
The dog slept on my chest, and I slept holding him
When they let us back, the porch was sitting in the yard
But the walls were standing, and the dog ran in and barked
# video-store | ABCB | nostalgic | indie,alternative | video store,late fee,staff picks | nostalgia,loss | first | present
The last video store in town shut down today
I paid my late fee from 2003
Marco handed me the staff picks sign
And said, "Be kind, rewind. This one's on me"
# fire-lookout | AABB/AABB | calm,dreamy | folk | lookout tower,ravens,lightning | solitude,vigilance | first | present
Ninety feet up in a cabin made of glass
I watch a hundred miles of pine and grass
Nobody talks but ravens and the radio
And every night the sun goes down so slow

Some nights I watch the lightning walk across the peaks
I log each strike and don't say a word for weeks
A hiker climbed up Sunday, sunburned, lost his way
I fed him beans and almost asked him if he'd stay
# pizza-run | AA | energetic | punk | pizza bag,moped,red lights | thrill,hurry | second | present
Twelve large pies strapped on your moped in the rain
Thirty minutes or it's free, so you're blowing through Main
# mortgage-party | AABB | uplifting,happy | soul,r&b | mortgage,grill,Sam Cooke | pride,relief | third | present
After thirty years, the final payment cleared
Dad lit the mortgage in the grill, and Mama cheered
They danced out on the patio to Sam Cooke, low
Owning every inch of ground beneath their toes
# dodgeball | ABAB | rebellious,angry | punk | red ball,gym,glasses | humiliation,defiance | first | present
Coach picked the teams and I was last in line
The red ball broke my glasses and the whole gym laughed
Now I'm the gym teacher, and the rules are mine
I popped every dodgeball. Nobody laughed
# lounge-piano | ABCB | romantic,chill | jazz | hotel lounge,tip jar,gin | longing,mystery | third | present
Ellis plays the Marriott lounge till two
The tip jar's mostly quarters and a key
A woman in the corner orders one more gin
And asks him, "Play the one you wrote for me"
# shuffleboard | AABB | happy,chill | reggae | shuffleboard,visors,bench | companionship,ease | third | present
Bernie and Lou play shuffleboard at ten
Then argue on the bench about who won and when
They've been down here in Boca since '89
Two widowers in visors, doing fine
# bookmobile | AABA | optimistic | country,folk | bookmobile,library cards,Greek | hope,kindness | third | present
Dolores drives the bookmobile up Beaver Creek
The Miller boys run out to meet her every week
She saves them books on tractors and on outer space
And a stack for Grandma Jean, who reads in Greek
# diwali-lamps | ABAB | peaceful,happy | pop | diyas,fire escape,chalk rangoli | belonging,homesickness | first | present
I lit my mother's diyas on the fire escape
In a Jersey City walkup where the neighbors stare
My rangoli's crooked, kind of out of shape
But Mom on video says it's perfect, she's right there
# calving-season | AA | calm | country | calving barn,heat lamp,calf | wonder,fatigue | first | present
Calving barn at two, my hands are slick and cold
She's standing up already, wobbling, ten minutes old
# umpire | ABCB | confident | rock | home plate,brush,bleachers | authority,loneliness | third | present
Gus has called balls and strikes for thirty years
He dusts the plate off with a little brush
Every mother in the stands has cursed his name
He calls it how he sees it and he doesn't blush
# ofrenda | AABB | nostalgic,peaceful | folk | glasses,Tecate,marigolds | grief,love | first | future
I'll set Abuelo's glasses on the altar shelf
A cold Tecate, like he'd set there for himself
The marigolds will trail out to the street
So he can find his way back home and rest his feet
# roadie | AABB | energetic | rock,metal | set list,gaffer tape,cables | pride,exhaustion | first | present
Load-in's at noon, I'm the first one through the door
I tape the set list down, the cables to the floor
Nobody screams my name when the lights go white
But there's no show at all if I don't wire it right
# tryouts | ABAB | excited,empowered | pop | blue mat,bow,back handspring | determination,fear | second | future
Tomorrow you'll stand on the blue mat in your bow
And throw the back handspring you've missed all week
Your mom will hold her breath up in the highest row
You'll land it, standing shaking on your own two feet
# busker | AABA | melancholic | folk | guitar case,bridge,plastic ring | loneliness,hope | first | present
I play the Charles Street bridge from eight to three
The rowers slide beneath and never look at me
A kid dropped in a penny and a plastic ring
It's on my pinky. Best thing I've made all week
# gray-hair | AA | confident | r&b | gray hair,bathroom light | pride,self-love | second | present
You found your first gray hair this morning in the bathroom light
Leave it, baby. Let it shine tonight
# chess-in-the-park | ABCB | calm | jazz | chessboard,pigeon,clock | patience,respect | third | present
Mr. Bell sets up his board in Washington Square
Five bucks a game, a pigeon on his hat
A college boy sits down and thinks he's slick
Bell mates him in eleven moves, and that is that
# window-seat | ABAB | dreamy,optimistic | pop,electronic | window seat,wing,clouds | wonder,nervousness | first | present
I'm forty-one, and I've never left the ground
I traded for the window with a boy of ten
The engines roar and Memphis shrinks without a sound
We both press to the glass and grin like friends
# bodega | AABB | chill | hip-hop | bodega,cat,chopped cheese | belonging,comfort | first | present
Papi at the corner knows my order by my face
Chopped cheese, a grape soda, cat asleep on the case
He lets me slide a tab when the first comes late
And asks about my moms in Spanish while I wait
# waitress-wish | ABAB | uplifting,empowered | pop | apron,coffee pot,morning train | longing,hope | first | future
One day I'll hang this apron on the hook
And pour the last cup for old Lou
I'll take the morning train with just a book
And the dream I've tipped myself since twenty-two
# stepdad | ABCB | uplifting | country | wedding,fiddle,welder | acceptance,gratitude | first | past
Dale never asked me once to call him Dad
He just kept showing up, and came, and stayed
At my wedding I said, "Dad, come dance with me"
And that big old welder cried until the fiddle played
# mall-santa | AABB | melancholic,sad | blues,soul | Santa suit,mall,little girl | compassion,longing | third | present
Frank plays Santa at the Northgate Mall
Fourteen months sober, and he's giving it his all
A girl asks Santa for her daddy to come home
"I'm trying too," says Frank, in a voice that's his own
# wedding-photographer | ABAB | romantic,melancholic | indie,alternative | camera,veil,sun | longing,irony | first | present
I've shot two hundred weddings, every kiss and vow
I know the angle where the veil catches the sun
I tell the grooms to lean in, "Closer... now"
And I've never stood in front of anyone
# polka-hall | AAAA | happy,energetic | folk | accordion,Polish hall,church shoes | joy,belonging | third | past
Uncle Stan squeezed the squeezebox at the Polish hall
Every Friday after fish fry, spring to fall
Grandma polkaed in her church shoes, five foot tall
The floor bounced till the Pope was crooked on the wall
# cruise-ship | ABCB | melancholic,chill | jazz,pop | cruise ship,sequins,porthole | loneliness,weariness | first | present
I sing "My Way" on Deck Eleven twice a night
In sequins, for the couples from Ohio
I've seen the Caribbean forty times this year
From a porthole in a cabin down below
# studio-time | AAAA | confident,powerful | hip-hop | rent money,booth,headphones | ambition,risk | first | present
Rent money in my sock, two hours on the clock
Engineer half sleep, I'm in the booth, I'm locked
Cans on, and I'm knocking like the landlord knocks
One take, no punch-ins, that's the rent, that's the shot
# feed-store | ABAB | nostalgic | country | feed store,seed sacks,coffee can | belonging,kindness | third | present
The old men at the feed store sit on sacks of seed
And talk about the rain that never comes
They pass a coffee can for anybody's need
And nobody says thank you, it's just how it's done
# van-in-nebraska | AABB | rebellious | rock | van,Sonic,T-shirts | freedom,stubbornness | first | past
The van died outside Ogallala in the heat
We pushed it to a Sonic down the street
We played the set for two carhops and a cook
And made gas money selling T-shirts off the hood
# tap-class | AABB | happy,excited | pop,jazz | tap shoes,kitchen floor,broom | joy,daring | third | present
Mrs. Lowenstein is seventy-two
She bought her first pair of tap shoes, patent blue
She practices shuffle-ball-change on the kitchen floor
Till Mr. Feld downstairs bangs the broom: "No more!"
# box-braids | ABAB | romantic | r&b | rattail comb,Sunday,Brandy | intimacy,trust | second | present
You sit between my knees on Sunday afternoon
I part your hair in squares with the end of the comb
Eight hours of braiding and a Brandy tune
You fall asleep on me, and it feels like home
# shift-change | AABB/ABCB/AABB/ABCB | romantic,melancholic | r&b,soul | scrubs,coffee maker,note | longing,devotion | first | present
You come home from nights as I head out the door
One kiss by the coffee maker, sometimes more
I leave a note inside your scrubs to find at two
It only says, "One more month, then it's me and you"

Meet me in the middle
Where the night shift meets the day
One kiss by the coffee
Hold me on your way

Sundays are the only days we wake up side by side
Your hair across my pillow and the blinds pulled tight
You say the day shift's opening in June
And I've circled it in pen like a honeymoon

Meet me in the middle
Where the night shift meets the day
One kiss by the coffee
Hold me on your way
# seating-chart | AAAA | energetic,angry | pop,classical | seating chart,champagne,train | frustration,humor | first | present
Aunt Rita can't sit near Aunt Lorraine
And Uncle Vic can't sit near the champagne
The best man's bringing someone, and he won't explain
And both my mothers want the seat beside my train
# night-pier | AA | chill | reggae | pier,fishing lines,bucket of ice | ease,contentment | third | present
Winston's got four lines out and a bucket full of ice
He hasn't caught a thing all week, and Winston says that's nice
# silent-disco | ABCB | excited,energetic | electronic | headphones,library lawn,blue channel | joy,connection | first | past
They handed out the headphones on the library lawn
Three channels: red, and green, and blue
I saw you mouthing words across the grass
And switched my channel till I found you
# due-date | ABCB | sad | folk,indie | calendar,onesie,drawer | grief,tenderness | first | present
The due date's still circled on the fridge in red
Neither one of us can take it down
You folded up the onesie with the ducks
And put it in the drawer without a sound
# pension | AABB | angry | rock,blues | mill,gold watch,plaque | betrayal,anger | third | past
Dad gave the mill thirty-one years and his back
They gave him a cake and a watch and a plaque
Then a Greenwich fund bought the whole mill for scrap
And the pension he'd earned fell right through the gap
`;
