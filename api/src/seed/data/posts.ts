/** Sample posts seeded on first start: real advice a beginner can use. Dates are relative to the seeding day. */
export interface SeedPost {
  title: string;
  subtitle: string;
  slug: string;
  metaDescription: string;
  publishStatus: 'draft' | 'published' | 'scheduled';
  /** Days from the seeding day; negative is in the past. Null leaves it unset. */
  publishInDays: number | null;
  categories: string[];
  tags: string[];
  content: string;
}

export const SEED_POSTS: SeedPost[] = [
  {
    title: 'Calling the Score in Doubles Without Getting Lost',
    subtitle: 'Three numbers, one habit, and the reason the first server starts at two',
    slug: 'calling-the-score-in-doubles',
    metaDescription: 'Doubles pickleball scores have three numbers. Learn what each means, why games start at 0-0-2, and a simple habit that keeps you from losing track.',
    publishStatus: 'published',
    publishInDays: -21,
    categories: ['rules-scoring'],
    tags: ['beginners', 'serving'],
    content: `<p>New players rarely struggle with hitting the ball. They struggle with the score. In doubles the server calls three numbers before every serve, and once you know what each one means the system is simple.</p>
<h2>The three numbers</h2>
<ol><li><strong>The serving team's score</strong>, always said first.</li><li><strong>The receiving team's score.</strong></li><li><strong>The server number</strong>, 1 or 2: whether this is the first or second partner to serve in this turn.</li></ol>
<p>A call of "7-4-2" means the serving side has 7, the receivers have 4, and the second partner is serving.</p>
<h2>Why a game starts at 0-0-2</h2>
<p>The side that serves first only gets one server in its opening turn, so the game begins as if the first server had already lost the serve. That is why you hear "zero, zero, two" at the start. After the first side out, each team gets both partners before the serve passes over.</p>
<h2>Where to stand</h2>
<p>Only the serving team scores. When your team wins a rally on your serve, the server switches sides with their partner and serves again. Here is the check that saves arguments: when your team's score is even, the player who started the game on the right should be on the right. When it is odd, they should be on the left.</p>
<h2>A habit that works</h2>
<p>Call the score loudly, every time, before you serve, and ask your opponents to confirm if they look unsure. Games go to 11, and you must win by 2. Tournaments sometimes play to 15 or 21, but the calling never changes.</p>`,
  },
  {
    title: 'The Kitchen, Explained: Where You Can and Cannot Volley',
    subtitle: 'The 7-foot zone that decides more points than any smash',
    slug: 'the-kitchen-explained',
    metaDescription: 'The non-volley zone, or kitchen, is the 7-foot strip beside the net. Here is what the rule says, the faults beginners commit, and how to use it.',
    publishStatus: 'published',
    publishInDays: -14,
    categories: ['rules-scoring', 'technique'],
    tags: ['kitchen', 'beginners', 'dinking'],
    content: `<p>The non-volley zone, which everyone calls the kitchen, is the area that stretches 7 feet from the net on both sides of the court. The lines around it count as part of the zone.</p>
<h2>What the rule says</h2>
<p>You may not hit a volley, a ball that has not bounced, while any part of you is touching the kitchen or its line. The rule also covers momentum: if you volley outside the zone and your follow-through carries you into it, that is a fault, even after the ball is dead. Your paddle or hat falling into the kitchen counts too.</p>
<h2>What the rule does not say</h2>
<ul><li>You may stand in the kitchen whenever you like. There is no rule against being there.</li><li>You may hit any ball that has bounced from inside the kitchen.</li><li>You do not have to wait for a bounce to leave: just do not volley while touching it.</li></ul>
<h2>Using it well</h2>
<p>Because nobody can smash from right on top of the net, the kitchen turns the game into a contest of control. Good players get to the line, keep their toes just behind it, and hit soft shots that land in the opponents' kitchen. Those shots, called dinks, bounce low and cannot be attacked easily. Learn to get to the line and stay balanced there, and you will win more points than a harder hitter who keeps backing away.</p>
<blockquote>If you are unsure whether you are in the kitchen, look down before you volley. It is slower, and it saves points.</blockquote>`,
  },
  {
    title: 'How to Choose Your First Paddle',
    subtitle: 'Weight, core thickness and grip size matter more than the brand',
    slug: 'how-to-choose-your-first-paddle',
    metaDescription: 'Pick a first pickleball paddle by weight, core thickness and grip size. What each spec changes on court, and what to ignore until you play more.',
    publishStatus: 'published',
    publishInDays: -9,
    categories: ['equipment'],
    tags: ['paddles', 'beginners'],
    content: `<p>Walls of paddles with bold graphics make the first purchase feel harder than it is. Three numbers on the label tell you most of what you need.</p>
<h2>Weight</h2>
<p>Most paddles weigh between 7 and 8.5 ounces. <strong>Midweight (7.6 to 8.2 oz)</strong> is the safe first choice: enough mass to drive the ball without tiring your arm. Lighter paddles are quicker at the net but transmit more shock; heavier ones add power and stability but can strain an elbow that is not used to them.</p>
<h2>Core thickness</h2>
<p>Nearly all modern paddles use a polymer honeycomb core. A <strong>16 mm</strong> core feels softer and more controlled, which helps with dinks and drops. A <strong>13 to 14 mm</strong> core is firmer and pops the ball faster. Beginners usually improve faster with control.</p>
<h2>Face material</h2>
<p>Fiberglass faces are lively and forgiving; carbon fiber faces grab the ball a little more and feel crisper. Either is fine for learning. Raw carbon surfaces add spin, but your spin will come from technique first.</p>
<h2>Grip size</h2>
<p>Most grips measure between 4 and 4.5 inches around. If you are between sizes, choose the smaller one: you can build a grip up with an overgrip, but you cannot shrink it.</p>
<h2>What to ignore for now</h2>
<p>Elongated shapes, thermoformed edges and premium price tags help advanced players squeeze out reach or power. Borrow a few paddles at open play, pick the one that makes your soft shots easiest, and spend the difference on good court shoes.</p>`,
  },
  {
    title: 'The Third Shot Drop in Five Steps',
    subtitle: 'The soft shot that lets the serving team reach the net',
    slug: 'third-shot-drop-in-five-steps',
    metaDescription: 'The third shot drop lets the serving team move up to the net. A five-step way to learn it, the usual mistakes, and a drill you can do with a partner.',
    publishStatus: 'published',
    publishInDays: -5,
    categories: ['technique'],
    tags: ['third-shot-drop', 'doubles-strategy', 'dinking'],
    content: `<p>Because of the two-bounce rule, the serving team must let the return bounce, so they start the rally stuck at the baseline while the receivers are already at the net. The third shot drop is how the serving team catches up: a soft shot that lands in the opponents' kitchen and gives you time to move forward.</p>
<h2>Five steps</h2>
<ol><li><strong>Get set early.</strong> Be behind the ball and still when you hit it; a rushed drop floats.</li><li><strong>Short backswing.</strong> Think of a lift, not a swing. The paddle moves from low to high.</li><li><strong>Open face, firm wrist.</strong> Let the paddle angle do the work; do not flick.</li><li><strong>Aim for the top of the arc over your side of the net.</strong> The ball should be falling as it crosses.</li><li><strong>Move in after it.</strong> Take a few steps forward, split-step as the opponent hits, and keep going if the drop was good.</li></ol>
<h2>Common mistakes</h2>
<ul><li>Hitting too hard because the net looks far away. Trust the arc.</li><li>Standing and admiring the shot instead of moving forward.</li><li>Aiming at the middle of the kitchen. Aim a little deeper so the ball clears the net with margin.</li></ul>
<h2>A drill</h2>
<p>One player stands at the kitchen line and feeds balls to a partner at the baseline, who hits drops. Count how many of ten land in the kitchen, then switch. Once you can make six, add a step forward after every drop.</p>`,
  },
  {
    title: 'Your First Open Play Session: What to Expect',
    subtitle: 'Paddle stacks, rotation and the etiquette nobody writes down',
    slug: 'your-first-open-play-session',
    metaDescription: 'Open play is the easiest way to meet players. How paddle rotation works, what to bring, and the unwritten etiquette that makes newcomers welcome.',
    publishStatus: 'published',
    publishInDays: -2,
    categories: ['community'],
    tags: ['open-play', 'beginners'],
    content: `<p>Open play is drop-in pickleball: show up, join the queue, play with whoever is next. It is where most players learn, make friends and find out about leagues.</p>
<h2>How the queue works</h2>
<p>Many courts use a paddle stack or a rack: you place your paddle in line, and when a game ends the next four paddles go on court. Some clubs use a whiteboard or an app instead. If you are not sure, ask; regulars are almost always glad to explain.</p>
<h2>What to bring</h2>
<ul><li>A paddle (many venues have loaners, but ask first).</li><li>Court shoes with lateral support. Running shoes roll on side steps.</li><li>Water, and eye protection if you have it.</li></ul>
<h2>Etiquette that matters</h2>
<ul><li>Call the score before every serve.</li><li>Make line calls on your side only, and give the benefit of the doubt: if you did not see it clearly out, it is in.</li><li>Do not walk behind a court while a point is being played; wait for it to end.</li><li>Say if you are new. Players will pace the game and often share a tip or two.</li><li>After the game, tap paddles at the net and return to the queue.</li></ul>
<p>Many places group courts by level. Start on the beginner or mixed courts, and move up when you are winning about half your games there.</p>`,
  },
  {
    title: 'Indoor vs Outdoor Balls: Why They Play Differently',
    subtitle: 'Hole count, weight and hardness, and how to pick for your court',
    slug: 'indoor-vs-outdoor-balls',
    metaDescription: 'Indoor and outdoor pickleballs differ in holes, weight and hardness. How each plays, how long they last, and which to buy for your courts.',
    publishStatus: 'scheduled',
    publishInDays: 7,
    categories: ['equipment'],
    tags: ['beginners'],
    content: `<p>A pickleball looks like a wiffle ball, but indoor and outdoor balls are built for different surfaces, and using the wrong one changes the game.</p>
<h2>Outdoor balls</h2>
<p>Outdoor balls are harder, slightly heavier and have around 40 smaller holes. The weight and small holes help them resist wind and bounce true on rough concrete or asphalt. They play faster and can crack, especially in cold weather; a heavily used outdoor ball may last only a few sessions.</p>
<h2>Indoor balls</h2>
<p>Indoor balls are softer and lighter, with about 26 larger holes. On smooth gym floors they give more control and longer rallies, and they last much longer because the surface is gentle.</p>
<h2>Which to buy</h2>
<ul><li>Playing outside? Buy outdoor balls and keep a few spares in your bag.</li><li>Playing in a gym? Indoor balls, unless your group has agreed otherwise.</li><li>Heading to a tournament? Check which ball it uses and practise with that one for a week.</li></ul>`,
  },
  {
    title: 'Serving Basics: Legal, Reliable, Then Deep',
    subtitle: 'Draft: the order in which to build a serve',
    slug: 'serving-basics',
    metaDescription: 'Build a pickleball serve in the right order: make it legal, make it reliable, then make it deep.',
    publishStatus: 'draft',
    publishInDays: null,
    categories: ['technique', 'rules-scoring'],
    tags: ['serving', 'beginners'],
    content: `<p>The serve is the only shot you fully control, and in pickleball it is not meant to be a weapon at first. Build it in this order.</p>
<h2>Legal</h2>
<p>For the volley serve, hit the ball below your waist with an upward paddle motion, with at least one foot behind the baseline and neither foot touching the court inside it. The ball must land crosscourt, beyond the opponents' kitchen line.</p>
<h2>Reliable</h2>
<p>Aim for ten in a row into the service box before worrying about pace. A missed serve gives away your turn.</p>
<h2>Deep</h2>
<p>Once it is reliable, aim for the back third of the box. A deep serve keeps the returner behind the baseline and buys your team time.</p>`,
  },
];
