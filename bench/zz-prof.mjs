import { startApi, signIn, DEMO_LAWYER } from '/work/main/bench/lib.mjs';
import { DEMO_NOTIFY, sampleCode } from '/work/main/bench/notifyflow.mjs';
import { load } from '/work/main/bench/same-sql.mjs';
const which = process.argv[2];
const api = await startApi({
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  name: 'bench-prof',
  env: { WORKER: 'false' },
  nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-' + which],
});
const c = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
let url = '/api/estates?pageSize=12',
  headers = { cookie: c };
if (which === 'status') {
  const n = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);
  url = `/api/notifications/status/${await sampleCode(api.base, n)}`;
  headers = {};
}
await load(api.base + url, { headers, duration: 3 });
console.log(await load(api.base + url, { headers, duration: 8 }));
await api.stop();
