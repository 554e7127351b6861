import { AnchorLink } from '../scroll/AnchorLink.tsx';
import { Section } from './Section.tsx';

const BENEFITS = [
  'Gear advice from real players, never from sponsors',
  'Local open play, clinics and leagues in one place',
  'Stories and event guides from clubs across the country',
  'A weekly newsletter with one skill, one gear tip and one event',
] as const;

/** #equipment: the community pitch that opens the gear guides. */
export function EquipmentSection() {
  return (
    <Section
      id="equipment"
      title="Gear Up With a Community Behind You"
      tone="dark"
      lead="Good equipment makes the game more fun, but you do not need the most expensive paddle to start. Thousands of players use our guides to buy once, buy right, and spend the savings on court time."
    >
      <ul className="check-list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <AnchorLink to="learn" className="button button--accent">
        Learn How to Play Pickleball
      </AnchorLink>
    </Section>
  );
}
