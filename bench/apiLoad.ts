import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors, timeouts and answers other than the expected status. */
  bad: number;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  expectStatus: number;
  requests?: autocannon.Request[];
  method?: 'GET' | 'POST';
}

/** One bounded autocannon run against a loopback URL. */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  if (!new URL(options.url).hostname.startsWith('127.')) throw new Error(`load runs target loopback only, not ${options.url}`);
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers,
    requests: options.requests,
  });
  const expected = result.statusCodeStats?.[`${options.expectStatus}`]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + (s.count ?? 0), 0);
  return {
    rps: Math.round(answered / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: answered,
    bad: result.errors + result.timeouts + (answered - expected),
  };
}

/** Fetches a GET answer as the bare server should repeat it. */
export async function snapshot(url: string): Promise<{ contentType: string; etag: string; body: string }> {
  // As the load runs ask (no Accept-Encoding): the plain body and its ETag (each coding has its own).
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`GET ${url} sent no ETag`);
  return { contentType: response.headers.get('content-type') ?? 'application/json', etag, body: Buffer.from(await response.arrayBuffer()).toString('base64') };
}
