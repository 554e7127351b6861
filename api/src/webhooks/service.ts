import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { WEBHOOK_HEADERS, WEBHOOK_LOG_KEPT, WEBHOOK_MESSAGES, type WebhookEvent } from '../../../common/webhooks.ts';
import type { PageQuery } from '../db/listPage.ts';
import { HttpProblem, notFound, validationProblem } from '../http/problem.ts';
import { found } from '../http/recordService.ts';
import type { Logger } from '../logger.ts';
import { allowedAddress, RefusedAddress, sendDelivery, systemResolve, type Resolve, type SendOutcome, type SendRequest } from './send.ts';
import { newSecret, signatureOf } from './signature.ts';
import type { DeliveryRecord, WebhookFields, WebhookRecord, WebhookRepository, WebhookSortField } from './repository/webhookRepository.ts';

/** A hook as answered: never its secret. */
export type Webhook = Omit<WebhookRecord, 'secret'> & { lastDelivery?: { at: Date; ok: boolean; status?: number } };

/** What the owner sends to add or change a hook. */
export interface WebhookInput {
  url: string;
  events: WebhookEvent[];
  enabled?: boolean;
  allowPrivateAddresses?: boolean;
}

/** What happened, as a delivery's body carries it. */
export interface WebhookNotice {
  event: WebhookEvent;
  /** The record it happened to. */
  data: Record<string, unknown>;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; each later one waits four times the one before. */
  baseMs: number;
  /** How long one attempt waits for an answer. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseMs: 10_000, timeoutMs: 10_000 };

export interface WebhookServiceDeps {
  repository: WebhookRepository;
  retry?: RetryPolicy;
  resolve?: Resolve;
  send?: (request: SendRequest, resolve: Resolve) => Promise<SendOutcome>;
  now?: () => Date;
  logger?: Pick<Logger, 'warn'>;
}

const missing = () => notFound(WEBHOOK_MESSAGES.notFound);

/** A save waits this long for the URL's host name to resolve. */
const RESOLVE_TIMEOUT_MS = 5_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('lookup took too long')), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
const refuseUrl = (message: string) => validationProblem({ url: message });

/** The answer's status retries: no answer, a server error or "too many requests". A 3xx or 4xx will not change by itself. */
const worthRetrying = (outcome: SendOutcome) => ('error' in outcome ? !outcome.refused : outcome.status >= 500 || outcome.status === 429);

/** The wait before attempt `n` (2, 3...): base, then four times longer each time. */
export const backoffMs = (retry: RetryPolicy, attempt: number) => retry.baseMs * 4 ** (attempt - 2);

/**
 * Outgoing webhooks: the hooks' rules (a URL the server may reach, a secret shown once) and their
 * deliveries, sent in the background after the write that caused them, retried with backoff and
 * logged per hook.
 */
export function createWebhookService({ repository, retry = DEFAULT_RETRY, resolve = systemResolve, send = sendDelivery, now = () => new Date(), logger }: WebhookServiceDeps) {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<Promise<void>>();

  /** An http(s) URL without credentials that, unless allowed, names no private or local address. */
  async function checkUrl(text: string, allowPrivate: boolean): Promise<string> {
    let url: URL;
    try {
      url = new URL(text.trim());
    } catch {
      throw refuseUrl(WEBHOOK_MESSAGES.urlInvalid);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuseUrl(WEBHOOK_MESSAGES.urlScheme);
    if (url.username || url.password) throw refuseUrl(WEBHOOK_MESSAGES.urlCredentials);
    if (!allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      try {
        // Every address the name has now must be public; delivery checks again on connecting.
        const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await withinTime(resolve(host), RESOLVE_TIMEOUT_MS);
        for (const { address } of addresses) await allowedAddress(address, false, resolve);
        if (addresses.length === 0) throw refuseUrl(WEBHOOK_MESSAGES.urlUnresolved);
      } catch (error) {
        if (error instanceof RefusedAddress) throw refuseUrl(WEBHOOK_MESSAGES.urlPrivate);
        if (error instanceof HttpProblem) throw error;
        throw refuseUrl(WEBHOOK_MESSAGES.urlUnresolved);
      }
    }
    return url.href;
  }

  async function fieldsOf(input: WebhookInput): Promise<WebhookFields> {
    const allowPrivateAddresses = input.allowPrivateAddresses ?? false;
    return {
      url: await checkUrl(input.url, allowPrivateAddresses),
      events: [...new Set(input.events)],
      enabled: input.enabled ?? true,
      allowPrivateAddresses,
    };
  }

  async function withLast(hook: WebhookRecord): Promise<Webhook> {
    const { secret: _secret, ...shown } = hook;
    const [last] = await repository.attempts(hook.id, 1);
    return last ? { ...shown, lastDelivery: { at: last.at, ok: last.ok, ...(last.status === undefined ? {} : { status: last.status }) } } : shown;
  }

  /** One attempt at a delivery; schedules the next when it failed in a way another try may mend. */
  async function attempt(hook: WebhookRecord, deliveryId: string, notice: WebhookNotice, body: string, number: number): Promise<void> {
    const timestamp = Math.floor(now().getTime() / 1000);
    const started = Date.now();
    const outcome = await send(
      {
        url: hook.url,
        body,
        allowPrivate: hook.allowPrivateAddresses,
        timeoutMs: retry.timeoutMs,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'PickleballHub-Webhooks/1',
          [WEBHOOK_HEADERS.id]: deliveryId,
          [WEBHOOK_HEADERS.event]: notice.event,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signatureOf(hook.secret, timestamp, body),
        },
      },
      resolve,
    );
    const ok = 'status' in outcome && outcome.status >= 200 && outcome.status < 300;
    await repository
      .logAttempt(
        {
          hookId: hook.id,
          deliveryId,
          event: notice.event,
          at: new Date(started),
          attempt: number,
          ok,
          durationMs: Date.now() - started,
          ...('status' in outcome ? { status: outcome.status, response: outcome.response } : { error: outcome.error }),
        },
        WEBHOOK_LOG_KEPT,
      )
      .catch((error: unknown) => logger?.warn({ err: error, hookId: hook.id }, 'could not log a webhook delivery'));
    if (ok || number >= retry.attempts || !worthRetrying(outcome)) return;
    const timer = setTimeout(() => {
      pending.delete(timer);
      track(retryLater(hook.id, deliveryId, notice, body, number + 1));
    }, backoffMs(retry, number + 1));
    timer.unref();
    pending.add(timer);
  }

  /** A later attempt reads the hook again: deleted, switched off or given a new secret meanwhile counts. */
  async function retryLater(hookId: number, deliveryId: string, notice: WebhookNotice, body: string, number: number) {
    const hook = await repository.get(hookId);
    if (hook?.enabled) await attempt(hook, deliveryId, notice, body, number);
  }

  function track(work: Promise<void>) {
    const guarded = work.catch((error: unknown) => logger?.warn({ err: error }, 'could not deliver a webhook'));
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
  }

  return {
    async list(query: PageQuery<WebhookSortField>) {
      const { page, total } = await repository.list(query);
      return { page: await Promise.all(page.map(withLast)), total };
    },
    get: async (id: number) => withLast(found(await repository.get(id), missing)),
    async create(input: WebhookInput): Promise<Webhook & { secret: string }> {
      const hook = await repository.create({ ...(await fieldsOf(input)), secret: newSecret(), createdAt: now() });
      return { ...(await withLast(hook)), secret: hook.secret };
    },
    async update(id: number, input: WebhookInput) {
      found(await repository.get(id), missing);
      return withLast(found(await repository.update(id, await fieldsOf(input)), missing));
    },
    remove: async (id: number) => withLast(found(await repository.remove(id), missing)),
    async rotateSecret(id: number): Promise<Webhook & { secret: string }> {
      const hook = found(await repository.update(id, { secret: newSecret() }), missing);
      return { ...(await withLast(hook)), secret: hook.secret };
    },
    async deliveries(id: number): Promise<DeliveryRecord[]> {
      found(await repository.get(id), missing);
      return repository.attempts(id, WEBHOOK_LOG_KEPT);
    },

    /** Sends the notice to every enabled hook that wants it, in the background: never throws, never waits. */
    notify(notice: WebhookNotice): void {
      track(
        (async () => {
          const hooks = await repository.wanting(notice.event);
          for (const hook of hooks) {
            const deliveryId = randomUUID();
            const body = JSON.stringify({ id: deliveryId, event: notice.event, createdAt: now().toISOString(), data: notice.data });
            track(attempt(hook, deliveryId, notice, body, 1));
          }
        })(),
      );
    },

    /** Waits for the attempts under way (tests, shutdown); scheduled retries are not waited for. */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    /** Drops the scheduled retries (shutdown). */
    stop(): void {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
