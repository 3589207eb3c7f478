import type { InProcessApi } from './in-process-api.ts';

/** The server process's CPU time so far (user and system, every thread), in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Where a render's time went, sent as a `Server-Timing` header when SERVER_TIMING is set (benches:
 * bench/ssr.bench.ts; off by default, since it tells every visitor how long the server worked):
 * - `data`: the loaders' in-process API calls (while at least one is under way; they overlap),
 * - `render`: React Router and React, from the request to the last byte of HTML, less `data`,
 * - `hash`: the page's CSP script hashes and its ETag,
 * - `total`: all of them.
 * CPU time of the server process, not wall time, so that a machine busy with other work does not
 * swell them; but a server answering other requests at the same time counts their work too: the
 * bench reads them one request at a time. Compression comes after the header is written, so it is
 * not here.
 */
export class RenderTiming {
  private readonly started = cpuMs();
  private dataMs = 0;
  private hashMs = 0;
  private callsUnderWay = 0;
  private callsSince = 0;

  /** The same calls, timed as `data`. */
  timeData(api: InProcessApi): InProcessApi {
    return (async (path: string, init?: Parameters<InProcessApi>[1]) => {
      if (this.callsUnderWay++ === 0) this.callsSince = cpuMs();
      try {
        return await api(path, init);
      } finally {
        if (--this.callsUnderWay === 0) this.dataMs += cpuMs() - this.callsSince;
      }
    }) as InProcessApi;
  }

  /** Runs `work`, timed as `hash`. */
  timeHash<T>(work: () => T): T {
    const since = cpuMs();
    try {
      return work();
    } finally {
      this.hashMs += cpuMs() - since;
    }
  }

  header(): string {
    const total = cpuMs() - this.started;
    const render = Math.max(0, total - this.dataMs - this.hashMs);
    const entry = (name: string, ms: number) => `${name};dur=${ms.toFixed(3)}`;
    return [entry('data', this.dataMs), entry('render', render), entry('hash', this.hashMs), entry('total', total)].join(', ');
  }
}
