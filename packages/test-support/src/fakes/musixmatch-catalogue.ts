/**
 * Test data for the fake Musixmatch server: objects in the shapes Musixmatch's API documentation
 * shows for `artist` and `track` (most fields we ignore), so the adapter's parsing meets realistic
 * input. One song has no lyrics (an instrumental), which `f_has_lyrics=1` leaves out.
 */

type Album = { id: number; name: string; cover: 'sized' | 'nocover' | 'none'; tracks: [string, number][] };
type ArtistSeed = { id: number; name: string; rating: number; image: string | null; albums: Album[] };

const ARTISTS: ArtistSeed[] = [
  {
    id: 33491890,
    name: 'Harbour Lights',
    rating: 71,
    image: 'http://s.mxmcdn.net/images-storage/artists/33491890.jpg',
    albums: [
      {
        id: 51160101,
        name: 'Low Tide Letters',
        cover: 'sized',
        tracks: [
          ['Low Tide Letters', 64],
          ['Gull Song', 88],
          ['Rope & Anchor', 41],
        ],
      },
      { id: 51160102, name: 'Night Ferry', cover: 'nocover', tracks: [['Night Ferry', 93]] },
    ],
  },
  {
    id: 33491891,
    name: 'Mara Quinn',
    rating: 58,
    image: null,
    albums: [
      {
        id: 51160201,
        name: 'Kitchen Radio',
        cover: 'none',
        tracks: [
          ['Kitchen Radio', 77],
          ['Burnt Toast Blues', 12],
          ['Sunday Static', 50],
          ['Radio Static (Instrumental)', 30],
        ],
      },
    ],
  },
  {
    id: 33491892,
    name: 'The Quiet Arcade',
    rating: 83,
    image: null,
    albums: [{ id: 51160301, name: 'Coin Slot', cover: 'sized', tracks: [['Coin Slot Heart', 99]] }],
  },
];

const coverArt = (album: Album) => {
  if (album.cover === 'none') return {};
  const url = (size: string) =>
    album.cover === 'nocover'
      ? 'http://s.mxmcdn.net/images-storage/albums/nocover.png'
      : `http://s.mxmcdn.net/images-storage/albums/${album.id}/${size}.jpg`;
  return {
    album_coverart_100x100: url('100x100'),
    album_coverart_350x350: url('350x350'),
    album_coverart_500x500: url('500x500'),
    album_coverart_800x800: url('800x800'),
  };
};

export type FakeArtist = ReturnType<typeof toArtist>;
export type FakeTrack = ReturnType<typeof toTrack>;

function toArtist(seed: ArtistSeed) {
  return {
    artist_id: seed.id,
    artist_name: seed.name,
    artist_name_translation_list: [],
    artist_comment: '',
    artist_country: 'GB',
    artist_alias_list: [],
    artist_rating: seed.rating,
    artist_twitter_url: '',
    artist_credits: { artist_list: [] },
    restricted: 0,
    updated_time: '2024-03-02T10:11:12Z',
    ...(seed.image ? { artist_image: seed.image } : {}),
  };
}

function toTrack(seed: ArtistSeed, album: Album, [name, rating]: [string, number], index: number) {
  const trackId = album.id * 100 + index;
  return {
    track_id: trackId,
    track_name: name,
    track_name_translation_list: [],
    track_rating: rating,
    commontrack_id: trackId + 7_000_000_000,
    instrumental: name.includes('Instrumental') ? 1 : 0,
    explicit: 0,
    has_lyrics: name.includes('Instrumental') ? 0 : 1,
    has_subtitles: 1,
    has_richsync: 0,
    num_favourite: rating * 3,
    album_id: album.id,
    album_name: album.name,
    artist_id: seed.id,
    artist_name: seed.name,
    ...coverArt(album),
    track_share_url: `https://www.musixmatch.com/lyrics/x/${trackId}`,
    track_edit_url: `https://www.musixmatch.com/lyrics/x/${trackId}/edit`,
    restricted: 0,
    updated_time: '2024-03-02T10:11:12Z',
    primary_genres: { music_genre_list: [] },
  };
}

export const FAKE_ARTISTS = ARTISTS.map(toArtist);
export const FAKE_TRACKS = ARTISTS.flatMap((seed) =>
  seed.albums.flatMap((album) => album.tracks.map((track, i) => toTrack(seed, album, track, i))),
);

/** The account that signs in during the legacy-unofficial tests (every field an assumption). */
export const FAKE_USER = {
  user_id: 8_823_771,
  user_name: 'Ada Okafor',
  user_email: 'ada@example.test',
  user_profile_photo: 'https://s.mxmcdn.net/images-storage/users/8823771.jpg',
  user_country: 'ng',
};

/** A second account, with empty fields. */
export const FAKE_FAN = {
  user_id: 8_823_772,
  user_name: 'Fan Account',
  user_email: '',
  user_profile_photo: '',
  user_country: '',
};
