import { Columns, Topic } from './Columns.tsx';
import { FaqList } from './FaqList.tsx';
import { Section } from './Section.tsx';

/** #beginner-guides, #skills-strategy and #glossary-faq: the learning material itself. */
export function LearnGuides() {
  return (
    <>
      <Section id="beginner-guides" title="Beginner Guides">
        <Columns>
          <>
            <Topic title="The court and the net">
              A pickleball court is 20 feet wide and 44 feet long, the size of a doubles badminton court. The net hangs
              36 inches high at the sidelines and 34 inches in the middle. Seven feet from the net on each side is the{' '}
              <strong>non-volley zone</strong>, better known as the <strong>kitchen</strong>.
            </Topic>
            <Topic title="The serve">
              Serves are underhand and go diagonally, landing past the kitchen line in the opposite service court. Keep
              at least one foot behind the baseline, contact the ball below your waist with an upward swing, or use the
              drop serve: let the ball bounce first, then hit it. You get one attempt.
            </Topic>
          </>
          <>
            <Topic title="The two-bounce rule">
              The return of serve must bounce, and then the serving team’s next shot must bounce too. After those two
              bounces, either side may volley (hit the ball out of the air). This rule keeps servers from rushing the
              net and makes long rallies possible.
            </Topic>
            <Topic title="The kitchen">
              You may not volley while standing in the kitchen or touching its line, and if momentum after a volley
              carries you in, it is a fault. You can step in whenever the ball has bounced there.
            </Topic>
          </>
          <>
            <Topic title="Keeping score">
              Only the serving side scores. Games usually go to 11, and you must win by 2. In doubles the score has
              three numbers: your score, their score, and which partner is serving. A call of <strong>4-2-1</strong>{' '}
              means the serving team has 4, the receivers have 2, and the first server is up. Games begin at 0-0-2 so
              the first side gets only one server.
            </Topic>
            <Topic title="Common faults">
              Hitting the ball out or into the net, volleying before both bounces, volleying from the kitchen, and
              serving into the kitchen (the line counts as in the kitchen) all end the rally.
            </Topic>
          </>
        </Columns>
      </Section>

      <Section id="skills-strategy" title="Skills & Strategy" tone="tint">
        <ol className="tips">
          <li>
            <strong>Serve and return deep.</strong> A ball landing near the baseline keeps opponents back while you move
            forward.
          </li>
          <li>
            <strong>Get to the kitchen line together.</strong> The team at the line controls the point. Move up as a
            pair and avoid stopping halfway, in the “transition zone”, where balls land at your feet.
          </li>
          <li>
            <strong>Learn the third-shot drop.</strong> After the serve and return, a soft shot that lands in the
            opponents’ kitchen buys the serving team time to come forward.
          </li>
          <li>
            <strong>Dink with patience.</strong> Short, soft shots into the kitchen force your opponents to hit up. Wait
            for a high ball before you speed it up.
          </li>
          <li>
            <strong>Keep your paddle up.</strong> In the ready position, hold the paddle in front of your chest so fast
            volleys do not catch you late.
          </li>
          <li>
            <strong>Aim low and in the middle.</strong> Shots at the feet are hard to attack, and a ball between two
            opponents can cause a moment of doubt about who takes it.
          </li>
        </ol>
      </Section>

      <Section id="glossary-faq" title="Glossary/FAQ">
        <Columns>
          <>
            <h3>Glossary</h3>
            <dl className="glossary">
              <dt>Dink</dt>
              <dd>A soft shot from near the kitchen line that lands in the opponent’s kitchen.</dd>
              <dt>Volley</dt>
              <dd>Hitting the ball before it bounces.</dd>
              <dt>Side out</dt>
              <dd>The moment the serve passes to the other team, once the serving side has lost its serve.</dd>
              <dt>Third-shot drop</dt>
              <dd>The serving team’s soft shot after the return, aimed into the kitchen.</dd>
              <dt>Erne</dt>
              <dd>A volley hit from outside the sideline after going around the kitchen, not through it.</dd>
              <dt>Poach</dt>
              <dd>Crossing over to take a ball heading to your partner.</dd>
            </dl>
          </>
          <>
            <h3>Frequently asked questions</h3>
            <FaqList />
          </>
        </Columns>
      </Section>
    </>
  );
}
