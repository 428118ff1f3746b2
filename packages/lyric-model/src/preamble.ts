/**
 * Two short songs written for this prompt (not from any bench set), put before every song the model
 * continues: a base model writes in the register of the page it is on, and these set it to plain,
 * concrete, singable lines. The same text starts every prompt, so llama.cpp evaluates it once per
 * process and every later call reuses it.
 */
export const PREAMBLE = `Porch Light

The porch light's on but no one's coming home
I wash two cups and put one back alone
Your jacket's hanging where you left it last
I keep the radio low and let the evenings pass

I could sell the truck and paint the kitchen white
I could learn to sleep on your side of the night
But every time the gravel pops out in the drive
I'm nineteen at the window and you're still alive

Payday

She counts her tips out on the kitchen chair
Two twenties and a ten, the rest in change
Her feet are throbbing but she doesn't care
The rent is paid, and Friday's not so strange

We'll get a pizza and we'll split the crust
We'll turn the TV up and sing along
It isn't much, but it's enough for us
A little money and an old love song`;

/** The preamble's sung lines (its titles left out), which no suggestion may copy. */
export const PREAMBLE_LINES: readonly string[] = PREAMBLE.split('\n').filter((l) => l.split(' ').length > 2);
