import { APPROVAL_STATUSES, PADDLE_SHAPES } from '../../../../common/gear.ts';
import { BlogShell } from '../blog/BlogShell.tsx';
import { DelistedNote } from './GearParts.tsx';
import { ServerDrawn } from '../serverDrawn/ServerDrawn.tsx';
import { APPROVAL_LABELS, kindLabel, METHOD_PATH, priceLabel, productName, productPath, scoreLabel, SHAPE_LABELS, SORT_LABELS, specValue } from './format.ts';
import { GEAR_SORTS, gearFilterQuery, type GearFilters, type GearListSource } from './loadGear.ts';
import './gear.css';

/** A pair of number fields (least, greatest) of one filter. */
function Range({ label, unit, min, max, filters, step }: { label: string; unit: string; min: keyof GearFilters; max: keyof GearFilters; filters: GearFilters; step: string }) {
  return (
    <fieldset className="gear-filters__range">
      <legend>
        {label} ({unit})
      </legend>
      <label>
        From
        <input type="number" name={min} min="0" step={step} inputMode="decimal" defaultValue={filters[min] ?? ''} />
      </label>
      <label>
        To
        <input type="number" name={max} min="0" step={step} inputMode="decimal" defaultValue={filters[max] ?? ''} />
      </label>
    </fieldset>
  );
}

/** /gear/{kind}: the filters as a plain GET form, then the chart; rows can be ticked to compare. */
export function GearListPage({ source }: { source: GearListSource }) {
  const { gearKind, filters, items, refusal, page, totalPages, total } = source;
  const paddles = gearKind === 'paddle';
  const path = `/gear/${gearKind}`;
  return (
    <BlogShell>
      <div className="container">
        <ServerDrawn id="gear-chart-page" className="gear-page gear-page--wide">
          {() => (
            <>
              <p>
                <a href="/gear">All gear</a>
              </p>
              <h1>{kindLabel(gearKind)}: comparison chart</h1>
              <p>
                Figures marked <em>measured</em> are ours; the rest are the maker&apos;s. Prices show the day we checked them. <a href={METHOD_PATH}>How we review and earn money</a>
              </p>
              <form className="gear-filters" action={path} method="get" aria-label="Gear filters">
                <Range label="Price" unit="$" min="priceMin" max="priceMax" filters={filters} step="1" />
                {paddles && (
                  <>
                    <Range label="Weight" unit="oz" min="weightMin" max="weightMax" filters={filters} step="0.1" />
                    <Range label="Thickness" unit="mm" min="thicknessMin" max="thicknessMax" filters={filters} step="0.1" />
                    <label>
                      Shape
                      <select name="shape" defaultValue={filters.shape ?? ''}>
                        <option value="">Any shape</option>
                        {PADDLE_SHAPES.map((shape) => (
                          <option key={shape} value={shape}>
                            {SHAPE_LABELS[shape]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      Surface
                      <input type="text" name="surface" maxLength={60} placeholder="e.g. carbon" defaultValue={filters.surface ?? ''} />
                    </label>
                  </>
                )}
                <label>
                  Approval
                  <select name="approval" defaultValue={filters.approval ?? ''}>
                    <option value="">Any</option>
                    {APPROVAL_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {APPROVAL_LABELS[status]}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Sort by
                  <select name="sort" defaultValue={filters.sort ?? 'name'}>
                    {GEAR_SORTS.filter((sort) => paddles || sort !== 'weight').map((sort) => (
                      <option key={sort} value={sort}>
                        {SORT_LABELS[sort]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="button button--primary">
                  Show {kindLabel(gearKind).toLowerCase()}
                </button>
              </form>
              {refusal && <p role="alert">{refusal}</p>}
              {items && items.length === 0 && total > 0 && (
                <p className="gear-empty">
                  This page is past the last one. <a href={`${path}${gearFilterQuery(filters)}`}>Back to the first page</a>
                </p>
              )}
              {items && total === 0 && <p className="gear-empty">No {kindLabel(gearKind).toLowerCase()} match these filters. Widen the price or weight range, or clear a filter.</p>}
              {items && items.length > 0 && (
                <form action="/gear/compare" method="get" aria-label="Compare products">
                  <p className="gear-muted">
                    {total} {total === 1 ? 'product' : 'products'}
                    {totalPages > 1 && <>, page {page} of {totalPages}</>}. Tick 2 to 4 to compare them side by side.
                  </p>
                  <div className="table-scroll" role="region" aria-labelledby="gear-chart-caption" tabIndex={0}>
                    <table className="gear-chart">
                      <caption id="gear-chart-caption">{kindLabel(gearKind)}</caption>
                      <thead>
                        <tr>
                          <th scope="col">Compare</th>
                          <th scope="col">Product</th>
                          <th scope="col">Price</th>
                          {paddles && (
                            <>
                              <th scope="col">Weight</th>
                              <th scope="col">Thickness</th>
                              <th scope="col">Shape</th>
                              <th scope="col">Surface</th>
                            </>
                          )}
                          <th scope="col">Approval</th>
                          <th scope="col">Our score</th>
                        </tr>
                      </thead>
                      <tbody>
                        {items.map((item) => (
                          <tr key={item.slug} className={item.delisted ? 'gear-chart__row--delisted' : undefined}>
                            <td>
                              <input type="checkbox" name="items" value={item.slug} aria-label={`Compare ${productName(item)}`} />
                            </td>
                            <th scope="row">
                              <a href={productPath(item)}>{productName(item)}</a>
                              {item.year !== null && <span className="gear-muted"> ({item.year})</span>}
                              {item.delisted && (
                                <>
                                  <br />
                                  <DelistedNote item={item} />
                                </>
                              )}
                            </th>
                            <td>{priceLabel(item.price)}</td>
                            {paddles && (
                              <>
                                {(['weightOz', 'thicknessMm', 'shape', 'surface'] as const).map((name) => {
                                  const spec = specValue(item, name);
                                  return <td key={name}>{spec ? `${spec.text}${spec.source === 'measured' ? ' (measured)' : ''}` : '–'}</td>;
                                })}
                              </>
                            )}
                            <td>{APPROVAL_LABELS[item.approval.status]}</td>
                            <td>{item.score === undefined ? 'Not reviewed' : scoreLabel(item.score)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <button type="submit" className="button button--primary">
                    Compare ticked products
                  </button>
                </form>
              )}
              {totalPages > 1 && (
                <nav className="gear-pager" aria-label="Pages">
                  {page > 1 && (
                    <a rel="prev" href={`${path}${gearFilterQuery(filters, page - 1)}`}>
                      Previous page
                    </a>
                  )}
                  {page < totalPages && (
                    <a rel="next" href={`${path}${gearFilterQuery(filters, page + 1)}`}>
                      Next page
                    </a>
                  )}
                </nav>
              )}
            </>
          )}
        </ServerDrawn>
      </div>
    </BlogShell>
  );
}
