import type { HomeSection } from '../../../codegen/hey-api/types.gen.ts';
import { NEWSLETTER_BAND } from '../../../common/homepage.ts';
import { BLOG_DESCRIPTION } from '../../../common/site.ts';

/** A section as the default lists it: shown, with only the fields it uses. */
const section = (fields: Omit<HomeSection, 'hidden'>): HomeSection => ({ hidden: false, ...fields });

/** A column of topics: each a heading (when it has one) over a paragraph. */
const topics = (anchor: string, ...items: [string | null, string][]) => ({
  anchor,
  html: items.map(([title, text]) => `${title ? `<h3>${title}</h3>` : ''}<p>${text}</p>`).join(''),
});

const HERO = section({
  kind: 'hero',
  anchor: 'hero',
  heading: 'Learn the game. Pick the right gear. Find your people.',
  image: { src: '/hero-court.jpg', alt: 'Illustrated outdoor pickleball court at dusk, a ball arcing over the net' },
  buttons: [
    { label: 'Start Learning', href: '#learn' },
    { label: 'Find a Court', href: '#courts' },
  ],
});

const LEARN = [
  section({
    kind: 'guides',
    anchor: 'learn',
    tone: 'intro',
    heading: 'How to Play Pickleball: Your Ultimate Hub for Learning, Gear, and Community',
    lead: 'Pickleball mixes tennis, badminton and table tennis on a small court with a solid paddle and a plastic ball with holes. It is easy to start and hard to put down. Whether you are holding a paddle for the first time or chasing your next rating, this is where to learn, gear up and find a game.',
  }),
  section({
    kind: 'differences',
    anchor: '',
    heading: 'What Makes Us Different',
    cards: [
      { heading: 'Unbiased gear reviews', text: 'We buy what we test and take no paid endorsements, so a recommendation means we would play with it.' },
      { heading: 'Written for beginners', text: 'Rules, scoring and strategy explained in plain words, with no jargon left undefined.' },
      { heading: 'Courts near you', text: 'The court finder points you to indoor and outdoor places to play, from open play to leagues.' },
      { heading: 'A real community', text: 'Player stories, event guides and a weekly newsletter keep you connected between games.' },
    ],
  }),
  section({
    kind: 'cards',
    anchor: '',
    cards: [
      {
        heading: 'New to the Game?',
        text: 'Start with our beginner’s guide: the court, the serve, the two-bounce rule and how to keep score.',
        link: { label: 'Read the beginner’s guide', href: '#beginner-guides' },
      },
      {
        heading: 'Need a Better Paddle?',
        text: 'See our top picks by material, weight and budget, and learn what actually changes how a paddle plays.',
        link: { label: 'See our top paddle picks', href: '#paddles' },
      },
      {
        heading: 'Want to Meet Players?',
        text: 'Find open play, clinics and leagues near you, and join a community that loves welcoming newcomers.',
        link: { label: 'Meet the community', href: '/events' },
      },
    ],
  }),
];

const GUIDES = [
  section({
    kind: 'guides',
    anchor: 'beginner-guides',
    heading: 'Beginner Guides',
    columns: [
      topics(
        '',
        ['The court and the net', 'A pickleball court is 20 feet wide and 44 feet long, the size of a doubles badminton court. The net hangs 36 inches high at the sidelines and 34 inches in the middle. Seven feet from the net on each side is the <strong>non-volley zone</strong>, better known as the <strong>kitchen</strong>.'],
        ['The serve', 'Serves are underhand and go diagonally, landing past the kitchen line in the opposite service court. Keep at least one foot behind the baseline, contact the ball below your waist with an upward swing, or use the drop serve: let the ball bounce first, then hit it. You get one attempt.'],
      ),
      topics(
        '',
        ['The two-bounce rule', 'The return of serve must bounce, and then the serving team’s next shot must bounce too. After those two bounces, either side may volley (hit the ball out of the air). This rule keeps servers from rushing the net and makes long rallies possible.'],
        ['The kitchen', 'You may not volley while standing in the kitchen or touching its line, and if momentum after a volley carries you in, it is a fault. You can step in whenever the ball has bounced there.'],
      ),
      topics(
        '',
        ['Keeping score', 'Only the serving side scores. Games usually go to 11, and you must win by 2. In doubles the score has three numbers: your score, their score, and which partner is serving. A call of <strong>4-2-1</strong> means the serving team has 4, the receivers have 2, and the first server is up. Games begin at 0-0-2 so the first side gets only one server.'],
        ['Common faults', 'Hitting the ball out or into the net, volleying before both bounces, volleying from the kitchen, and serving into the kitchen (the line counts as in the kitchen) all end the rally.'],
      ),
    ],
  }),
  section({
    kind: 'guides',
    anchor: 'skills-strategy',
    tone: 'tint',
    heading: 'Skills & Strategy',
    text: [
      '<ol class="tips">',
      '<li><strong>Serve and return deep.</strong> A ball landing near the baseline keeps opponents back while you move forward.</li>',
      '<li><strong>Get to the kitchen line together.</strong> The team at the line controls the point. Move up as a pair and avoid stopping halfway, in the “transition zone”, where balls land at your feet.</li>',
      '<li><strong>Learn the third-shot drop.</strong> After the serve and return, a soft shot that lands in the opponents’ kitchen buys the serving team time to come forward.</li>',
      '<li><strong>Dink with patience.</strong> Short, soft shots into the kitchen force your opponents to hit up. Wait for a high ball before you speed it up.</li>',
      '<li><strong>Keep your paddle up.</strong> In the ready position, hold the paddle in front of your chest so fast volleys do not catch you late.</li>',
      '<li><strong>Aim low and in the middle.</strong> Shots at the feet are hard to attack, and a ball between two opponents can cause a moment of doubt about who takes it.</li>',
      '</ol>',
    ].join(''),
  }),
  section({
    kind: 'guides',
    anchor: 'glossary-faq',
    heading: 'Glossary/FAQ',
    columns: [
      {
        anchor: '',
        html: [
          '<h3>Glossary</h3><dl class="glossary">',
          '<dt>Dink</dt><dd>A soft shot from near the kitchen line that lands in the opponent’s kitchen.</dd>',
          '<dt>Volley</dt><dd>Hitting the ball before it bounces.</dd>',
          '<dt>Side out</dt><dd>The moment the serve passes to the other team, once the serving side has lost its serve.</dd>',
          '<dt>Third-shot drop</dt><dd>The serving team’s soft shot after the return, aimed into the kitchen.</dd>',
          '<dt>Erne</dt><dd>A volley hit from outside the sideline after going around the kitchen, not through it.</dd>',
          '<dt>Poach</dt><dd>Crossing over to take a ball heading to your partner.</dd>',
          '</dl>',
        ].join(''),
      },
      {
        anchor: '',
        html: [
          '<h3>Frequently asked questions</h3><div class="faq">',
          '<details><summary>Is pickleball hard to learn?</summary><p>No. Most beginners can rally in their first session. The underhand serve and small court make the basics quick; strategy keeps it interesting for years.</p></details>',
          '<details><summary>Can I play on a tennis court?</summary><p>Yes. Temporary lines from tape or chalk and a portable net turn a tennis court into a pickleball court, and up to four pickleball courts fit on one tennis court.</p></details>',
          '<details><summary>How long does a game take?</summary><p>A game to 11 usually lasts 15 to 25 minutes, so open play sessions rotate players often.</p></details>',
          '<details><summary>Where does the name come from?</summary><p>The game was invented in 1965 on Bainbridge Island, Washington. One family story credits their dog Pickles; another, the “pickle boat” of leftover rowers in crew races.</p></details>',
          '</div>',
        ].join(''),
      },
    ],
  }),
];

const EQUIPMENT = [
  section({
    kind: 'guides',
    anchor: 'equipment',
    tone: 'dark',
    heading: 'Gear Up With a Community Behind You',
    lead: 'Good equipment makes the game more fun, but you do not need the most expensive paddle to start. Thousands of players use our guides to buy once, buy right, and spend the savings on court time.',
    text: [
      '<ul class="check-list">',
      '<li>Gear advice from real players, never from sponsors</li>',
      '<li>Local open play, clinics and leagues in one place</li>',
      '<li>Stories and event guides from clubs across the country</li>',
      '<li>A weekly newsletter with one skill, one gear tip and one event</li>',
      '</ul>',
    ].join(''),
    buttons: [{ label: 'Learn How to Play Pickleball', href: '#learn' }],
  }),
  section({
    kind: 'guides',
    anchor: 'paddles',
    heading: 'Paddles',
    columns: [
      topics('', ['Face materials', '<strong>Fiberglass</strong> faces flex a little and give extra pop. <strong>Carbon fiber</strong> is stiffer, so the ball comes off more predictably, and textured carbon helps with spin. <strong>Graphite</strong> is light with a crisp feel. <strong>Wood</strong> is heavy and cheap, fine for trying the game at a school or park.']),
      topics('', ['Cores and thickness', 'Most paddles use a polypropylene honeycomb core: quiet and soft. Nomex cores are harder and louder with more power. A 16 mm core adds control and a bigger sweet spot; 13 to 14 mm adds speed.']),
      topics('', ['Weight and grip', 'Light paddles (under 7.3 oz) are quick at the net; midweights (7.3 to 8.3 oz) suit most players; heavy ones (over 8.3 oz) hit harder but tire the arm. Grips run about 4 to 4.5 inches around; if in doubt, choose the smaller grip and add an overgrip.']),
    ],
    text: '<p class="note">For sanctioned play, a paddle’s length plus width may not exceed 24 inches, its length may not exceed 17 inches, and the model must be on USA Pickleball’s approved list.</p>',
  }),
  section({
    kind: 'guides',
    anchor: 'balls-nets',
    tone: 'tint',
    heading: 'Balls & Nets',
    columns: [
      topics('', [null, 'Regulation balls measure 2.87 to 2.97 inches across and weigh 0.78 to 0.935 ounces. <strong>Outdoor balls</strong> are harder, with about 40 smaller holes, so wind moves them less, though they can crack in the cold. <strong>Indoor balls</strong> are softer and lighter, with about 26 larger holes, for slower, easier-to-control rallies.']),
      topics('', ['Nets for home and park', 'A portable net turns any flat 20 by 44 foot space into a court. Look for one about 22 feet wide that holds 36 inches at the ends and 34 inches in the middle, and a frame that sets up in minutes. Mark lines 2 inches wide with tape or chalk.']),
    ],
  }),
  section({
    kind: 'guides',
    anchor: 'shoes-apparel',
    heading: 'Shoes & Apparel',
    columns: [
      topics('', [null, 'Wear court shoes, not running shoes. Pickleball is full of short side-to-side steps, and running shoes are built for forward motion with soft, raised heels that make rolled ankles more likely. Outdoors, choose a tough outsole with a herringbone pattern; indoors, a non-marking gum-rubber sole grips best.']),
      topics('', ['What to wear', 'Light, moisture-wicking clothes with a pocket for a spare ball. Outdoors, add a hat or visor, sunscreen and sunglasses; layers help on cool mornings.']),
    ],
  }),
  section({
    kind: 'guides',
    anchor: 'accessories',
    tone: 'tint',
    heading: 'Accessories',
    text: [
      '<ul class="pill-list">',
      '<li>Protective eyewear: balls at the kitchen line move fast</li>',
      '<li>Overgrips for a drier, thicker handle</li>',
      '<li>Edge guard tape and a paddle cover</li>',
      '<li>A bag with room for water and a towel</li>',
      '<li>Lead tape to fine-tune paddle weight</li>',
      '<li>A ball retriever clip if bending is hard</li>',
      '</ul>',
    ].join(''),
  }),
  section({ kind: 'charts', anchor: 'comparison-charts', heading: 'Comparison Charts' }),
  section({ kind: 'shop', anchor: 'shop', heading: 'Shop' }),
];

const ABOUT = section({
  kind: 'guides',
  anchor: 'about',
  heading: 'About Us',
  columns: [
    topics('our-story', ['Our Story', 'Pickleball Hub began with a handful of weekend players who kept answering the same questions for newcomers at the park: how do you score this, which paddle should I buy, where else can I play? We wrote the answers down, tested the gear ourselves and kept going. Today thousands of players across the U.S. use the hub, and we still take no money from brands for our reviews.']),
    topics('media-press', ['Media/Press', 'Writing about the fastest-growing sport in the country? We are happy to share player stories, beginner tips and photos from community events. Press requests are answered within two business days at [press-email].']),
    topics('contact-us', ['Contact Us', 'Questions, court tips, or an event to share? Write to [contact-email]. Clubs can send open play times for the court finder the same way.']),
  ],
});

/**
 * A fresh install's home page: the landing's sections as the site has always drawn them. Guides
 * are HTML; the court finder, the next sessions, the newest posts, the sign-up band, the kits and
 * the charts are drawn by the site, with their heading and lead from here.
 */
export const DEFAULT_SECTIONS: readonly HomeSection[] = [
  HERO,
  ...LEARN,
  ...GUIDES,
  ...EQUIPMENT,
  section({ kind: 'courts', anchor: 'courts', heading: 'Find a Court Near You' }),
  section({ kind: 'events', anchor: 'events', heading: 'Upcoming Events', lead: 'Open play, clinics and socials near you: come and play with us.', count: 3 }),
  section({ kind: 'posts', anchor: 'blog', tone: 'tint', heading: 'From the Blog', lead: BLOG_DESCRIPTION, buttons: [{ label: 'View All Articles', href: '/blog' }] }),
  ABOUT,
  section({ kind: 'newsletter', anchor: '', heading: NEWSLETTER_BAND.title, lead: NEWSLETTER_BAND.text }),
];
