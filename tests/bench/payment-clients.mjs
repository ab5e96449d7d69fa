// Counters posting payments, run in a worker thread so that the load they generate does not
// share the event loop of the server it measures (as real clients would not).
/* global fetch */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { base, headers, first, last, clients, amountUsd, amountCdf, today } = workerData;

let next = first;
const latencies = [];
const errors = [];
let ok = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (next <= last) {
      const n = next++;
      const inFrancs = n % 2 === 0;
      const t0 = performance.now();
      const response = await fetch(`${base}/api/payment/payments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          noteKey: `paybench-${n}`,
          method: 'cash',
          paidCurrency: inFrancs ? 'CDF' : 'USD',
          paidAmount: inFrancs ? amountCdf : amountUsd,
          cashierName: 'Caissier du banc',
          paymentDate: today,
        }),
      });
      const body = await response.text();
      latencies.push(performance.now() - t0);
      if (response.status === 200) ok++;
      else if (errors.length < 5) errors.push(`${response.status} ${body.slice(0, 200)}`);
      else errors.push('');
    }
  }),
);
parentPort.postMessage({ ok, bad: errors.length, errors: errors.filter(Boolean), latencies, seconds: (performance.now() - started) / 1000 });
