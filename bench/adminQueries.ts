/** The admin list's request shapes the bench replays: first pages, a sort, a filter and a deep page. */
export function adminListPaths(total: number): string[] {
  const deep = Math.floor(total / 2);
  const queries = [
    { range: [0, 9], sort: ['createdAt', 'DESC'] },
    { range: [10, 19], sort: ['createdAt', 'DESC'] },
    { range: [0, 9], sort: ['title', 'ASC'] },
    { range: [0, 9], sort: ['publishDate', 'DESC'], filter: { publishStatus: 'published' } },
    { range: [deep, deep + 9], sort: ['updatedAt', 'DESC'] },
  ];
  return queries.map(
    (q) => `/api/blog/posts?${new URLSearchParams({ range: JSON.stringify(q.range), sort: JSON.stringify(q.sort), ...(q.filter ? { filter: JSON.stringify(q.filter) } : {}) })}`,
  );
}
