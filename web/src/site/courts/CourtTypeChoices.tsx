import { COURT_TYPES, type CourtType } from './courtQuery.ts';

/** The Court Finder's "Court type" boxes, each sending `type=<name>`; `ticked` lists those checked at first. */
export function CourtTypeChoices({ ticked }: { ticked: readonly CourtType[] }) {
  return (
    <fieldset>
      <legend>Court type</legend>
      {COURT_TYPES.map(([label, name]) => (
        <label key={name} className="checkbox">
          <input type="checkbox" name="type" value={name} defaultChecked={ticked.includes(name)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
