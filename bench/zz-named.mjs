import { startApi, signIn, DEMO_LAWYER } from '/work/main/bench/lib.mjs';
import { captureEnv, captureRouteSql, load, withSameSqlServer } from '/work/main/bench/same-sql.mjs';
const capture = captureEnv();
const api = await startApi({
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  name: 'bench-named',
  env: { ...capture.env, WORKER: 'false' },
  nodeArgs: capture.nodeArgs,
});
const c = await signIn(api.base, DEMO_LAWYER.email, DEMO_LAWYER.password);
const st = await captureRouteSql(api, capture, '/api/estates?pageSize=12', { cookie: c });
const named = st.map((s, i) => ({ ...s, name: s.name ?? `r${i}` }));
const res = { unnamed: [], named: [] };
for (let run = 0; run < 3; run++) {
  await withSameSqlServer({
    databaseUrl: api.databaseUrl,
    statements: st,
    measure: async (u) => res.unnamed.push((await load(u, { duration: 4 })).rps),
  });
  await withSameSqlServer({
    databaseUrl: api.databaseUrl,
    statements: named,
    measure: async (u) => res.named.push((await load(u, { duration: 4 })).rps),
  });
}
console.log(res);
await api.stop();
capture.remove();
