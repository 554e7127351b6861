const MATERIALS = [
  ['Wood', 'Solid, heavy', 'Low', 'Low', '$15 to $30', 'Trying the game, schools'],
  ['Fiberglass', 'Lively, poppy', 'High', 'Medium', '$50 to $120', 'Beginners who want easy power'],
  ['Graphite', 'Light, crisp', 'Medium', 'High', '$60 to $150', 'Touch players at the net'],
  ['Carbon fiber', 'Stiff, consistent', 'Medium', 'Very high', '$100 to $250', 'Spin and control'],
] as const;

const WEIGHTS = [
  ['Lightweight', 'Under 7.3 oz', 'Fast hands at the net, less arm strain per swing', 'Less power, more vibration'],
  ['Midweight', '7.3 to 8.3 oz', 'Balance of power and control', 'Fits most players'],
  ['Heavyweight', 'Over 8.3 oz', 'Power and stability on drives', 'Slower at the net, tiring over time'],
] as const;

/** #comparison-charts: paddle materials and weight classes side by side. */
export function ComparisonCharts() {
  return (
    <section id="comparison-charts" className="section" aria-labelledby="comparison-charts-title">
      <div className="container">
        <h2 id="comparison-charts-title">Comparison Charts</h2>
        <div className="table-scroll" role="region" aria-labelledby="materials-caption" tabIndex={0}>
          <table>
            <caption id="materials-caption">Paddle face materials</caption>
            <thead>
              <tr>
                <th scope="col">Face</th>
                <th scope="col">Feel</th>
                <th scope="col">Power</th>
                <th scope="col">Control</th>
                <th scope="col">Typical price</th>
                <th scope="col">Best for</th>
              </tr>
            </thead>
            <tbody>
              {MATERIALS.map(([face, ...cells]) => (
                <tr key={face}>
                  <th scope="row">{face}</th>
                  {cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="table-scroll" role="region" aria-labelledby="weights-caption" tabIndex={0}>
          <table>
            <caption id="weights-caption">Paddle weight classes</caption>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Weight</th>
                <th scope="col">Strengths</th>
                <th scope="col">Trade-offs</th>
              </tr>
            </thead>
            <tbody>
              {WEIGHTS.map(([name, ...cells]) => (
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
      </div>
    </section>
  );
}
