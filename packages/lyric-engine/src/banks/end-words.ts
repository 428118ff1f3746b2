/**
 * The words a line may end on, by how a template can use them. Curated by hand so suggestions stay
 * singable: the end words' rhyme index (vocabulary/line-ends.ts) is built from these and the common
 * nouns and adjectives (intersected with the CMU dictionary), never from the whole dictionary, which
 * is full of surnames and abbreviations.
 */

const split = (s: string) => s.trim().split(/\s+/);

/** Nouns that read well after "the" or a possessive: "by the river", "in my chest". */
export const END_NOUNS = split(`
night light fight sight flight kite height spotlight moonlight headlight daylight streetlight twilight firelight midnight
day way bay hay clay ray highway doorway hallway yesterday bouquet cafe runaway getaway parade
rain train lane chain pain plane pane crane cane grain hurricane champagne refrain
flame name frame game shame blame
fire wire choir tire desire liar spire empire campfire
heart start art part cart chart dart
love glove dove
sound ground playground underground town crown gown clown downtown hometown
sea tree key plea spree breeze knees trees seas bees
gold fold marigold threshold blindfold
stone bone phone throne tone zone telephone microphone
road code episode
snow glow show crow radio rodeo studio undertow
year tear fear pier frontier souvenir chandelier atmosphere career
door floor shore war store core score
face place space race grace lace case embrace suitcase fireplace staircase pillowcase
bed thread head bread shed
bell shell well spell hotel motel carousel
ring string spring swing wing thing king
song
line wine sign vine pine shine spine valentine borderline skyline coastline
time chime dime crime rhyme climb
tide ride side bride pride guide slide countryside riverside roadside
life knife wife
street heat seat sheet beat feet heartbeat concrete
dream stream beam seam steam scream
dust rust trust crust
hand band land sand stand wasteland
man van fan plan
moon tune noon spoon balloon afternoon honeymoon monsoon saloon lagoon
room bloom gloom perfume broom
view shoe dew glue crew canoe avenue tattoo
cloud crowd shroud house mouse
spark park mark dark
glass grass pass brass past cast mast blast
track crack shack stack
clock rock dock lock block
spot knot lot shot plot
ship lip trip grip fingertip
brick stick wick candlestick
hill sill windowsill daffodil thrill chill
drum thumb crumb sun gun
stove grove cove
dress mess chess address
chest vest nest west rest quest
neck deck wreck
friend end bend weekend
weather feather leather heather
water daughter
mother brother cover lover
heaven seven eleven
garden pardon
air chair stair prayer hair care flare fair affair nightmare despair
star car bar scar guitar jar
fool pool school rule
boat coat note throat overcoat
smile mile tile aisle style
soul hole bowl coal goal pole
shade blade lemonade serenade
gate plate fate date state weight freight
wheel steel heel meal deal
thief leaf grief belief reef
arm charm farm alarm
path bath aftermath
thorn horn corn storm
ghost coast toast post
flower hour tower shower power
truth youth booth tooth
river shiver
station nation conversation destination celebration vacation generation
ocean motion emotion devotion
story glory
window shadow meadow
silence distance
morning
ball hall wall fall call shawl waterfall nightfall proof hoof swarm uniform
world girl word bird earth dirt shirt skirt church search perch birch thirst verse universe purse nurse fern curb nerve turf birth
summer winter thunder number wonder fever river silver
hunger anger danger stranger
lie sky goodbye alibi debt regret cigarette bet threat face eyes eye
`);

/** Adjectives that can close a line after "is", "was" or "feel": "and the kitchen was cold". */
export const END_ADJECTIVES = split(`
cold old bold bright right tight white free blue true new wild young strong wrong long gone lost low slow
whole clear near real sweet deep high dry shy kind blind fine divine late great strange safe brave warm calm
numb done soft loud proud sure pure gray okay awake alive green clean broken open golden frozen stolen
lonely holy empty heavy ready steady tired quiet restless reckless hollow
`);

/** Adverbs that can close a finished clause: "I left the porch light on tonight". */
export const END_ADVERBS = split(`
tonight again away alone before today tomorrow forever now here there behind inside outside around
home back too apart ahead instead someday together somehow anyway
`);

/** Only sound right after a negation ("I don't need the map anymore"). */
export const NEGATIVE_ADVERBS = new Set(['anymore']);

/**
 * Verbs a person's clause can end on ("until you came", "and I never knew", "the night we kissed"), so
 * a rhyme that only verbs answer ("blue": knew, grew; "percent": went) ends the line the way people
 * talk instead of on a place tail bolted on for the sound. Each stands without an object.
 */
export const END_VERBS = split(`
know come go leave stay cry die try smile laugh fall grow learn wait stop pray sleep wake sing dance run
hide call care change listen sigh break kiss dream drift breathe play talk walk drive ride forget forgive
remember understand believe return fight lose win speak shake rise fly
`);
