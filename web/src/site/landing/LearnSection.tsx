import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { Section } from './Section.tsx';

const DIFFERENCES = [
  [
    'Unbiased gear reviews',
    'We buy what we test and take no paid endorsements, so a recommendation means we would play with it.',
  ],
  ['Written for beginners', 'Rules, scoring and strategy explained in plain words, with no jargon left undefined.'],
  ['Courts near you', 'The court finder points you to indoor and outdoor places to play, from open play to leagues.'],
  ['A real community', 'Player stories, event guides and a weekly newsletter keep you connected between games.'],
] as const;

const CARDS = [
  [
    'New to the Game?',
    'Start with our beginner’s guide: the court, the serve, the two-bounce rule and how to keep score.',
    'beginner-guides',
    'Read the beginner’s guide',
  ],
  [
    'Need a Better Paddle?',
    'See our top picks by material, weight and budget, and learn what actually changes how a paddle plays.',
    'paddles',
    'See our top paddle picks',
  ],
  [
    'Want to Meet Players?',
    'Find open play, clinics and leagues near you, and join a community that loves welcoming newcomers.',
    'courts',
    'Meet the community',
  ],
] as const;

/** #learn: the page headline, what sets the hub apart, and three ways in. */
export function LearnSection() {
  return (
    <Section
      id="learn"
      title="How to Play Pickleball: Your Ultimate Hub for Learning, Gear, and Community"
      tone="intro"
      level={1}
      lead="Pickleball mixes tennis, badminton and table tennis on a small court with a solid paddle and a plastic ball with holes. It is easy to start and hard to put down. Whether you are holding a paddle for the first time or chasing your next rating, this is where to learn, gear up and find a game."
    >
      <h2>What Makes Us Different</h2>
      <ul className="feature-list">
        {DIFFERENCES.map(([title, text]) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ul>
      <div className="card-grid">
        {CARDS.map(([title, text, anchor, cta]) => (
          <article key={title} className="card">
            <h3>{title}</h3>
            <p>{text}</p>
            <AnchorLink to={anchor} className="card__link">
              {cta}
            </AnchorLink>
          </article>
        ))}
      </div>
    </Section>
  );
}
