import { Section } from './Section.tsx';

type Row = readonly [string, ...string[]];

const MATERIALS: Row[] = [
  ['Wood', 'Solid, heavy', 'Low', 'Low', '$15 to $30', 'Trying the game, schools'],
  ['Fiberglass', 'Lively, poppy', 'High', 'Medium', '$50 to $120', 'Beginners who want easy power'],
  ['Graphite', 'Light, crisp', 'Medium', 'High', '$60 to $150', 'Touch players at the net'],
  ['Carbon fiber', 'Stiff, consistent', 'Medium', 'Very high', '$100 to $250', 'Spin and control'],
];

const WEIGHTS: Row[] = [
  ['Lightweight', 'Under 7.3 oz', 'Fast hands at the net, less arm strain per swing', 'Less power, more vibration'],
  ['Midweight', '7.3 to 8.3 oz', 'Balance of power and control', 'Fits most players'],
  ['Heavyweight', 'Over 8.3 oz', 'Power and stability on drives', 'Slower at the net, tiring over time'],
];

/** A captioned table whose first cell of each row names the row; scrolls sideways on narrow screens. */
function Chart({ id, caption, columns, rows }: { id: string; caption: string; columns: string[]; rows: Row[] }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** #comparison-charts: paddle materials and weight classes side by side. */
export function ComparisonCharts() {
  return (
    <Section id="comparison-charts" title="Comparison Charts">
      <Chart
        id="materials-chart"
        caption="Paddle face materials"
        columns={['Face', 'Feel', 'Power', 'Control', 'Typical price', 'Best for']}
        rows={MATERIALS}
      />
      <Chart
        id="weights-chart"
        caption="Paddle weight classes"
        columns={['Class', 'Weight', 'Strengths', 'Trade-offs']}
        rows={WEIGHTS}
      />
      <p>
        <a href="/gear/paddle">Compare every paddle we list: price, weight, thickness, shape, surface and approval</a>
      </p>
    </Section>
  );
}
