/**
 * The editor's own calls on one post, one at a time as an admin makes them: open it
 * (`GET /api/blog/posts/{id}`) and save it back (`PUT`, with its version). At 10,000 posts this
 * is where a database that reads every document for a lookup shows.
 */
export interface OnePostFigures {
  openP50: number;
  openMax: number;
  saveP50: number;
  saveMax: number;
  bad: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function openAndSave(url: string, cookie: string, ids: number[]): Promise<OnePostFigures> {
  const opens: number[] = [];
  const saves: number[] = [];
  let bad = 0;
  for (const id of ids) {
    let started = performance.now();
    const opened = await fetch(`${url}/api/blog/posts/${id}`, { headers: { Cookie: cookie } });
    const post = (await opened.json()) as Record<string, unknown> & { tags: { id: number }[]; categories: { id: number }[] };
    opens.push(performance.now() - started);
    if (opened.status !== 200) {
      bad += 1;
      continue;
    }
    const { id: _id, createdAt: _c, updatedAt: _u, tags, categories, ...fields } = post;
    const body = { ...fields, title: `${String(fields.title)} (edited)`, tagIds: tags.map((t) => t.id), categoryIds: categories.map((c) => c.id) };
    started = performance.now();
    const saved = await fetch(`${url}/api/blog/posts/${id}`, { method: 'PUT', headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: url }, body: JSON.stringify(body) });
    await saved.arrayBuffer();
    saves.push(performance.now() - started);
    if (saved.status !== 200) bad += 1;
  }
  return { openP50: median(opens), openMax: Math.max(...opens), saveP50: median(saves), saveMax: Math.max(...saves), bad };
}

/** `count` post ids spread over the whole list (by id), read from the admin list itself. */
export async function spreadIds(url: string, cookie: string, total: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = Math.floor(((i + 0.5) * total) / count);
    const query = new URLSearchParams({ range: JSON.stringify([at, at]), sort: JSON.stringify(['id', 'ASC']) });
    const response = await fetch(`${url}/api/blog/posts?${query}`, { headers: { Cookie: cookie } });
    const [row] = (await response.json()) as { id: number }[];
    if (row) ids.push(row.id);
  }
  return ids;
}
