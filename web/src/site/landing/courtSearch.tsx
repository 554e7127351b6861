import { createRoot, type Root } from 'react-dom/client';
import { CourtResults, type CourtQuery } from './CourtResults.tsx';
import styles from './courtFinder.css?inline';

/** One results area under the form, created on the first search and kept for the next ones. */
let root: Root | undefined;

/**
 * What the Court Finder form asks for: the place, the distance and the ticked court types. The
 * distances are read from the form's own choices (importing the constants would tie this chunk
 * to the landing's shared chunk and cost the first load a stylesheet entry).
 */
function readForm(form: HTMLFormElement, distance: HTMLSelectElement): CourtQuery {
  const data = new FormData(form);
  const types = new Set(data.getAll('type').map(String));
  const miles = Number(distance.value);
  return {
    near: String(data.get('near') ?? '').trim(),
    miles,
    widerMiles: [...distance.options].map((option) => Number(option.value)).find((choice) => choice > miles),
    indoor: types.has('indoor'),
    outdoor: types.has('outdoor'),
    public: types.has('public'),
    private: types.has('private'),
  };
}

/** Runs the search the form describes and shows its results below the form (and on the map). */
export function run(form: HTMLFormElement): void {
  if (!root) {
    // Inlined in this chunk: a stylesheet of its own would be named in the landing's first-load code.
    const style = document.createElement('style');
    style.textContent = styles;
    document.head.append(style);
    const host = document.createElement('div');
    host.className = 'court-results';
    (form.closest('.courts') ?? form).after(host);
    root = createRoot(host);
  }
  const distance = form.elements.namedItem('miles') as HTMLSelectElement;
  const widen = (miles: number) => {
    distance.value = String(miles);
    run(form);
  };
  const query = readForm(form, distance);
  // A new key per submit: pressing Find Courts again searches again.
  root.render(<CourtResults key={Date.now()} query={query} onWiden={widen} mapPanel={form.closest('.courts')?.querySelector<HTMLElement>('.courts__map') ?? null} />);
}
