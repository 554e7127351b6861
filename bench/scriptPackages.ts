import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The npm package (or `app` for the site's own code) a source path of a build's map belongs to. */
function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inModules ? inModules[1]! : 'app';
}

/**
 * How many bytes of the given built scripts (paths like `/assets/x.js`, read from `dist` with their
 * hidden source maps) each package contributes, heaviest first: the build's bundle report.
 */
export function heaviestPackages(dist: string, scriptPaths: string[], count: number): { name: string; bytes: number }[] {
  const bytes = new Map<string, number>();
  for (const scriptPath of scriptPaths) {
    const file = path.join(dist, scriptPath);
    if (!existsSync(`${file}.map`)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const mappings: { line: number; column: number; source: string }[] = [];
    new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap).eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' }));
    mappings.sort((a, b) => a.line - b.line || a.column - b.column);
    mappings.forEach((mapping, i) => {
      const next = mappings[i + 1];
      const end = next && next.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? mapping.column);
      const name = packageOf(mapping.source);
      bytes.set(name, (bytes.get(name) ?? 0) + end - mapping.column);
    });
  }
  return [...bytes].map(([name, size]) => ({ name, bytes: size })).sort((a, b) => b.bytes - a.bytes).slice(0, count);
}
