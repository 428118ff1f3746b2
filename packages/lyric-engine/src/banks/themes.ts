/** Themes a conversation can be about, the words that reveal them, and what a chorus on each could say. */

export type Theme = { triggers: readonly string[]; chorus: string; turn: string };

const t = (triggers: string, chorus: string, turn: string): Theme => ({
  triggers: triggers.split(','),
  chorus,
  turn,
});

export const THEMES: Record<string, Theme> = {
  home: t(
    'home,house,kitchen,porch,hometown,town,mother,father,mom,dad,family',
    'Home is the people who kept a light on, not the place.',
    'The house is the same, but the one coming back has changed.',
  ),
  leaving: t(
    'leave,leaving,left,goodbye,moved,moving,train,station,airport,suitcase,gone',
    'Leaving was the only way to find out who I was.',
    'The door closes, and the relief is louder than the fear.',
  ),
  heartbreak: t(
    'breakup,broke up,ex,cheat,over,ended,divorce,heartbreak,left me',
    'Losing you was not the end of me.',
    'The hurt turns into the first honest look in the mirror.',
  ),
  'new love': t(
    'met,first date,falling for,crush,butterflies,kissed,spark',
    'This is the start of something I did not see coming.',
    'The guard comes down before the head can stop it.',
  ),
  loss: t(
    'died,death,funeral,grave,passed,cancer,hospital,ashes,buried,grandma,grandpa',
    'You are gone, and you are still in everything.',
    'Grief gives way to carrying them forward.',
  ),
  memory: t(
    'remember,memory,memories,used to,back then,photo,photograph,childhood,old',
    'The past is not over; it keeps singing along.',
    'A small object brings the whole year back at once.',
  ),
  freedom: t(
    'free,freedom,escape,open road,run away,break free',
    'Nothing is holding me now.',
    'The fear of the open road becomes the thrill of it.',
  ),
  'growing up': t(
    'grow,grew,young,kid,school,teenager,older,graduate,twenty,summer',
    'We were younger than we knew, and that was the gift.',
    'The kid in the story finally sees the grown-up view.',
  ),
  night: t(
    'night,midnight,party,club,city,neon,lights,late,bar,dance',
    'Tonight is the only night that counts.',
    'The party ends and the real conversation starts.',
  ),
  'self-worth': t(
    'worth,enough,myself,confidence,proud,strong,mirror,doubt,believe',
    'I was enough the whole time.',
    'The voice of doubt is answered, out loud.',
  ),
  faith: t(
    'god,pray,prayer,church,faith,heaven,grace,soul,believe',
    'Grace finds you on the ground, not on the mountain.',
    'Doubt becomes the honest start of faith.',
  ),
  friendship: t(
    'friend,friends,best friend,crew,brother,sister,we',
    'We made it because we had each other.',
    'Old friends meet again and nothing needs explaining.',
  ),
  work: t(
    'job,work,shift,boss,rent,money,paycheck,overtime,factory,hustle',
    'Every shift was a step toward something mine.',
    'Tired hands start building a life that is theirs.',
  ),
  distance: t(
    'far,miles,distance,away,call,phone,text,time zone,ocean',
    'Miles cannot undo what we are.',
    'The silence on the line turns into a promise.',
  ),
  change: t(
    'change,changed,different,new chapter,season,start over',
    'I am not who I was, and that is the point.',
    'Resistance gives way to letting the season turn.',
  ),
};

export const DEFAULT_THEME: Theme = {
  triggers: [],
  chorus: 'Say the one true thing this song is for.',
  turn: 'Something small changes how the whole story feels.',
};
