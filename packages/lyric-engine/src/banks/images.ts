/**
 * Concrete nouns a writer might mention, so chat can pull their images out of a message. Plain
 * objects and places sing; abstractions don't, so they are not here.
 */
export const CONCRETE_NOUNS = new Set(
  `porch light truck car kitchen radio letter letters ring coat jacket window train station river highway road
street bridge bottle glass whiskey wine coffee cup table chair bed pillow sheets blanket door doorway hallway
stairs attic basement garage yard garden fence gate field farm barn church chapel bar diner motel hotel
city town sky moon sun star stars rain snow storm wind fog cloud clouds ocean sea shore beach lake pond harbor
boat ship dock pier mountain hill valley forest tree trees leaves flower flowers rose roses photo photograph
picture polaroid camera phone guitar piano song record vinyl cassette jukebox mirror candle lamp fire
fireplace smoke ashtray cigarette keys key wallet suitcase ticket map airport bus subway taxi bicycle bike
dress shirt boots shoes hat scarf sweater hoodie necklace locket watch clock calendar notebook diary
book books pages headlights dashboard tailgate stereo neon sign billboard skyline rooftop balcony alley
corner sidewalk parking lot crowd stage microphone dancefloor club party kiss hands eyes hair lips voice
tattoo scar blood tears bones heart dog cat bird birds crow horse hospital grave cemetery funeral flowers
hometown house home apartment room ceiling floor wall walls curtains blinds couch sofa television tv
summer winter autumn sunrise driveway kitchen table sunset midnight morning evening dawn dusk
lighthouse tide waves sand dust gravel mud puddle fountain park bench swing playground school classroom
locker yearbook prom graduation uniform badge trophy medal flag hay money cash tractor orchard creek`.split(
    /\s+/,
  ),
);

/** Words that can modify an image noun: "old guitar", "yellow kitchen", "broken phone". */
export const IMAGE_MODIFIERS = new Set(
  `old new broken empty yellow red blue green black white gray grey golden silver little small big tiny
cold warm dusty rusty faded torn open closed lonely quiet late early wet frozen burning
lit dark bright long short narrow secret favorite favourite only same front back kitchen porch car
summer winter morning midnight neon paper wooden glass stone brick velvet leather`.split(/\s+/),
);
