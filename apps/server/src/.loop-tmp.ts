import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs'; import { tmpdir } from 'node:os'; import path from 'node:path';
const subtle = globalThis.crypto.subtle;
async function loopDuring(label: string, work: () => Promise<unknown>) {
  const h = monitorEventLoopDelay({ resolution: 1 }); h.enable();
  const t0 = performance.now(); await work(); const t = performance.now() - t0;
  h.disable(); console.log(label, `took ${t.toFixed(0)} ms; event loop delay max ${(h.max / 1e6).toFixed(1)} ms p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms`);
}
const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, false, ['encrypt', 'decrypt']);
const ct = await subtle.encrypt({ name: 'RSA-OAEP' }, pair.publicKey, new Uint8Array(64));
await loopDuring('200 WebCrypto RSA-OAEP decrypts, 8 at a time', async () => { for (let i = 0; i < 25; i++) await Promise.all(Array.from({ length: 8 }, () => subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, ct))); });
const opts = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
await loopDuring('20 argon2id hashes, 2 at a time', async () => { for (let i = 0; i < 10; i++) await Promise.all([hash('pw-1', opts), hash('pw-2', opts)]); });
const dir = mkdtempSync(path.join(tmpdir(), 'fsync-'));
const db = new Database(path.join(dir, 'x.sqlite')); db.pragma('journal_mode = WAL'); db.pragma('synchronous = FULL');
db.exec('create table t (a text)'); const ins = db.prepare('insert into t values (?)');
const times: number[] = [];
for (let i = 0; i < 200; i++) { const t0 = performance.now(); ins.run('x'.repeat(200)); times.push(performance.now() - t0); }
times.sort((a, b) => a - b);
console.log(`SQLite FULL commit (WAL) on ${dir}: median ${times[100]!.toFixed(2)} ms, p90 ${times[180]!.toFixed(2)}, max ${times[199]!.toFixed(2)} ms`);
db.pragma('synchronous = NORMAL'); const t2: number[] = [];
for (let i = 0; i < 200; i++) { const t0 = performance.now(); ins.run('x'.repeat(200)); t2.push(performance.now() - t0); }
t2.sort((a, b) => a - b); console.log(`NORMAL: median ${t2[100]!.toFixed(3)} ms, max ${t2[199]!.toFixed(2)} ms`);
