// Loaded into the service by the bank-list profiler (NODE_OPTIONS=--import=…), never in
// production: the first SIGUSR2 starts V8's CPU profiler on the main thread, the next stops it and
// writes the profile (Chrome DevTools' .cpuprofile format) to PROFILE_FILE, then prints
// "profile-written". Starting on a signal keeps start-up (migrations, the demo seed) out of it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

let running = false;
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true;
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 100 });
    await post('Profiler.start');
    process.stderr.write('profile-started\n');
    return;
  }
  running = false;
  const { profile } = await post('Profiler.stop');
  writeFileSync(process.env.PROFILE_FILE ?? 'service.cpuprofile', JSON.stringify(profile));
  process.stderr.write('profile-written\n');
});
