import { flag, numberFlag } from './lib/args';
import { createClient } from './lib/http';
import { sharedPostgres } from './lib/postgres';
import { report, say, verdict } from './lib/report';
import { startServer } from './lib/server';
import { prepareMix } from './lib/soak-mix';
import { loadAverage, median, percentile, sleep } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';

const durationMs = numberFlag('duration', 600) * 1000;
const warmupMs = Math.min(numberFlag('warmup', 60) * 1000, durationMs / 2);
const rate = numberFlag('rate', 50);
const which = flag('db') ?? 'both';
const MAX_IN_FLIGHT = 64;
const SAMPLE_MS = 5000;

type Outcome = { ok: number; errors: number; shed: number; firstError: string | null; latencies: number[] };

async function soak(db: 'pglite' | 'postgres', port: number, env: Record<string, string>): Promise<boolean> {
  const server = await startServer({ port, env });
  const client = createClient(server.base, MAX_IN_FLIGHT);
  const mix = await prepareMix(client, 10);
  say(`  ${db}: mix of ${mix.routes.join(', ')}`);
  const out: Outcome = { ok: 0, errors: 0, shed: 0, firstError: null, latencies: [] };
  const rss: { at: number; mb: number }[] = [];
  const started = Date.now();
  let inFlight = 0;
  let n = 0;
  const send = async () => {
    inFlight++;
    try {
      const res = await mix.call(n++);
      if (res.status >= 200 && res.status < 300) out.ok++;
      else {
        out.errors++;
        out.firstError ??= `${res.status} ${res.body.slice(0, 160)}`;
      }
      if (out.latencies.length < 200_000) out.latencies.push(res.ms);
    } catch (error) {
      out.errors++;
      out.firstError ??= error instanceof Error ? error.message : String(error);
    } finally {
      inFlight--;
    }
  };
  // Open loop: a steady rate whatever the answers do; when too many are pending, count them shed.
  const tick = 50;
  const pacer = setInterval(() => {
    for (let i = 0; i < (rate * tick) / 1000; i++) {
      if (inFlight >= MAX_IN_FLIGHT) out.shed++;
      else void send();
    }
  }, tick);
  const sampler = setInterval(() => rss.push({ at: Date.now() - started, mb: server.rssMb() }), SAMPLE_MS);
  await sleep(durationMs);
  clearInterval(pacer);
  clearInterval(sampler);
  while (inFlight > 0) await sleep(20);
  client.close();
  await server.stop();

  const after = rss.filter((s) => s.at >= warmupMs);
  const firstWindow = after.filter((s) => s.at < warmupMs + 30_000).map((s) => s.mb);
  const lastWindow = after.filter((s) => s.at >= durationMs - 30_000).map((s) => s.mb);
  const baseline = median(firstWindow.length ? firstWindow : after.slice(0, 1).map((s) => s.mb));
  const growth = median(lastWindow.length ? lastWindow : after.slice(-1).map((s) => s.mb)) - baseline;
  const peak = Math.max(...after.map((s) => s.mb)) - baseline;
  report(`soak ${db}: RSS after warm-up`, baseline, 'MB');
  report(`soak ${db}: RSS growth after warm-up`, growth, 'MB', '< 50');
  report(`soak ${db}: RSS peak above warm-up`, peak, 'MB');
  report(`soak ${db}: requests`, out.ok + out.errors, 'count');
  report(`soak ${db}: errors`, out.errors, 'count', '= 0');
  if (out.firstError) say(`  first error: ${out.firstError}`);
  say(`  ${db} RSS samples (MB): ${rss.map((s) => s.mb.toFixed(0)).join(' ')}`);
  return verdict(
    `soak ${db}`,
    growth < 50 && out.errors === 0,
    `${(durationMs / 60_000).toFixed(1)} min at ${rate} req/s of mixed traffic: requests ${out.ok + out.errors}, errors ${out.errors}, shed ${out.shed}; RSS ${baseline.toFixed(0)} MB after ${warmupMs / 1000} s warm-up, growth ${growth.toFixed(1)} MB (peak +${peak.toFixed(1)} MB); p50 ${percentile(out.latencies, 50).toFixed(1)} ms, p99 ${percentile(out.latencies, 99).toFixed(1)} ms`,
  ).includes('PASS');
}

say(
  `soak: ${durationMs / 1000} s, warm-up ${warmupMs / 1000} s, ${rate} req/s per server; load average ${await loadAverage()}`,
);
const runs: Promise<boolean>[] = [];
const pg = which === 'pglite' ? null : sharedPostgres(54376);
if (pg) runs.push(soak('postgres', 3399, { DATABASE_URL: pg.url }));
if (which !== 'postgres') runs.push(soak('pglite', 3400, { DATA_DIR: tempDataDir('soak') }));
const results = await Promise.all(runs);
pg?.stop();
say(`soak done; load average ${await loadAverage()}`);
process.exitCode = results.every(Boolean) ? 0 : 1;
