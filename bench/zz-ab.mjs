import { startApi, signIn, DEMO_LAWYER } from '/work/main/bench/lib.mjs';
import { DEMO_NOTIFY, sampleCode } from '/work/main/bench/notifyflow.mjs';
import { load } from '/work/main/bench/same-sql.mjs';
const envs = JSON.parse(process.argv[2]);
const apis = [];
for (const env of envs)
  apis.push(
    await startApi({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      name: 'bench-ab',
      env: { WORKER: 'false', ...env },
    }),
  );
const setup = [];
for (const api of apis) {
  const c = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
  const n = await signIn(api.base, DEMO_NOTIFY.email, DEMO_NOTIFY.password);
  setup.push({ c, code: await sampleCode(api.base, n) });
}
const res = envs.map(() => ({ status: [], estates: [] }));
for (let run = 0; run < 3; run++)
  for (const [i, api] of apis.entries()) {
    res[i].status.push(
      (await load(`${api.base}/api/notifications/status/${setup[i].code}`, { duration: 4 })).rps,
    );
    res[i].estates.push(
      (await load(`${api.base}/api/estates?pageSize=12`, { headers: { cookie: setup[i].c }, duration: 4 }))
        .rps,
    );
  }
for (const [i, e] of envs.entries())
  console.log(JSON.stringify(e), 'status', res[i].status.join(' '), 'estates', res[i].estates.join(' '));
for (const api of apis) await api.stop();
