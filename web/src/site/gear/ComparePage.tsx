import type { PublicGearProduct } from '../../../../codegen/orval/schemas/publicGearProduct.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { BuyLinks, DelistedNote } from './GearParts.tsx';
import { approvalLabel, METHOD_PATH, priceLabel, productName, productPath, scoreLabel, SOURCE_LABELS, SPEC_ROWS, specValue } from './format.ts';
import type { GearCompareSource } from './loadGear.ts';
import './gear.css';

interface Row {
  label: string;
  cells: string[];
}

/** The rows of the comparison: price, score, approval, then every spec at least one product has. */
function rowsOf(items: PublicGearProduct[]): Row[] {
  const rows: Row[] = [
    { label: 'Price', cells: items.map((item) => priceLabel(item.price)) },
    { label: 'Our score', cells: items.map((item) => (item.score === undefined ? 'Not reviewed' : scoreLabel(item.score))) },
    { label: 'Approval', cells: items.map(approvalLabel) },
  ];
  for (const [name, label] of SPEC_ROWS) {
    const values = items.map((item) => specValue(item, name));
    if (values.every((value) => value === undefined)) continue;
    rows.push({ label, cells: values.map((value) => (value ? `${value.text} (${SOURCE_LABELS[value.source]})` : '–')) });
  }
  return rows;
}

/** A row differs when its values do, ignoring where each figure comes from. */
const differs = (row: Row) => new Set(row.cells.map((cell) => cell.replace(/ \((measured by us|from the maker)\)$/, ''))).size > 1;

/** /gear/compare?items=a,b,c: 2 to 4 products side by side, the rows that differ marked, printable. */
export function ComparePage({ source }: { source: GearCompareSource }) {
  const { items, refusal } = source;
  return (
    <BlogShell>
      <div className="container">
        <div className="gear-page gear-page--wide gear-compare">
          <p className="gear-noprint">
            <a href="/gear">All gear</a>
          </p>
          <h1>Compare gear</h1>
          {refusal && (
            <p role="alert">
              {refusal} Tick them in a <a href="/gear/paddle">comparison chart</a>.
            </p>
          )}
          {items && (
            <>
              <p className="gear-muted">
                Rows marked <strong>Differs</strong> are where these products are not the same. <a href={METHOD_PATH}>How we review and earn money</a>
              </p>
              <div className="table-scroll" role="region" aria-labelledby="gear-compare-caption" tabIndex={0}>
                <table className="gear-chart">
                  <caption id="gear-compare-caption">{items.map(productName).join(' vs. ')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Specification</th>
                      {items.map((item) => (
                        <th key={item.slug} scope="col" className={item.delisted ? 'gear-chart__row--delisted' : undefined}>
                          <a href={productPath(item)}>{productName(item)}</a>
                          {item.delisted && (
                            <>
                              <br />
                              <DelistedNote item={item} />
                            </>
                          )}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rowsOf(items).map((row) => (
                      <tr key={row.label} className={differs(row) ? 'gear-compare__differs' : undefined}>
                        <th scope="row">
                          {row.label}
                          {differs(row) && <span className="gear-compare__mark"> Differs</span>}
                        </th>
                        {row.cells.map((cell, index) => (
                          <td key={items[index]!.slug}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="gear-noprint">
                <button type="button" className="button" onClick={() => window.print()}>
                  Print this comparison
                </button>
              </p>
              <h2>Where to buy</h2>
              {items.map((item) => (
                <section key={item.slug} aria-label={`Where to buy the ${productName(item)}`}>
                  <h3>{productName(item)}</h3>
                  <BuyLinks links={item.buyLinks} disclosure={item.affiliateDisclosure} />
                </section>
              ))}
            </>
          )}
        </div>
      </div>
    </BlogShell>
  );
}
