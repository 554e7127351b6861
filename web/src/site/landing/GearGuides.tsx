import { ComparisonCharts } from './ComparisonCharts.tsx';
import { Columns, Topic } from './Columns.tsx';
import { Section } from './Section.tsx';

/** #paddles, #balls-nets, #shoes-apparel, #accessories and #comparison-charts. */
export function GearGuides() {
  return (
    <>
      <Section id="paddles" title="Paddles">
        <Columns>
          <Topic title="Face materials">
            <strong>Fiberglass</strong> faces flex a little and give extra pop. <strong>Carbon fiber</strong> is
            stiffer, so the ball comes off more predictably, and textured carbon helps with spin.{' '}
            <strong>Graphite</strong> is light with a crisp feel. <strong>Wood</strong> is heavy and cheap, fine for
            trying the game at a school or park.
          </Topic>
          <Topic title="Cores and thickness">
            Most paddles use a polypropylene honeycomb core: quiet and soft. Nomex cores are harder and louder with
            more power. A 16 mm core adds control and a bigger sweet spot; 13 to 14 mm adds speed.
          </Topic>
          <Topic title="Weight and grip">
            Light paddles (under 7.3 oz) are quick at the net; midweights (7.3 to 8.3 oz) suit most players; heavy
            ones (over 8.3 oz) hit harder but tire the arm. Grips run about 4 to 4.5 inches around; if in doubt,
            choose the smaller grip and add an overgrip.
          </Topic>
        </Columns>
        <p className="note">
          For sanctioned play, a paddle’s length plus width may not exceed 24 inches, its length may not exceed 17
          inches, and the model must be on USA Pickleball’s approved list.
        </p>
      </Section>

      <Section id="balls-nets" title="Balls & Nets" tone="tint">
        <Columns>
          <Topic>
            Regulation balls measure 2.87 to 2.97 inches across and weigh 0.78 to 0.935 ounces.{' '}
            <strong>Outdoor balls</strong> are harder, with about 40 smaller holes, so wind moves them less, though
            they can crack in the cold. <strong>Indoor balls</strong> are softer and lighter, with about 26 larger
            holes, for slower, easier-to-control rallies.
          </Topic>
          <Topic title="Nets for home and park">
            A portable net turns any flat 20 by 44 foot space into a court. Look for one about 22 feet wide that holds
            36 inches at the ends and 34 inches in the middle, and a frame that sets up in minutes. Mark lines 2
            inches wide with tape or chalk.
          </Topic>
        </Columns>
      </Section>

      <Section id="shoes-apparel" title="Shoes & Apparel">
        <Columns>
          <Topic>
            Wear court shoes, not running shoes. Pickleball is full of short side-to-side steps, and running shoes are
            built for forward motion with soft, raised heels that make rolled ankles more likely. Outdoors, choose a
            tough outsole with a herringbone pattern; indoors, a non-marking gum-rubber sole grips best.
          </Topic>
          <Topic title="What to wear">
            Light, moisture-wicking clothes with a pocket for a spare ball. Outdoors, add a hat or visor, sunscreen
            and sunglasses; layers help on cool mornings.
          </Topic>
        </Columns>
      </Section>

      <Section id="accessories" title="Accessories" tone="tint">
        <ul className="pill-list">
          <li>Protective eyewear: balls at the kitchen line move fast</li>
          <li>Overgrips for a drier, thicker handle</li>
          <li>Edge guard tape and a paddle cover</li>
          <li>A bag with room for water and a towel</li>
          <li>Lead tape to fine-tune paddle weight</li>
          <li>A ball retriever clip if bending is hard</li>
        </ul>
      </Section>

      <ComparisonCharts />
    </>
  );
}
