/**
 * One demo account per role. These exist only in demo mode (the embedded database by default,
 * or `--demo` / DEMO=true against a server) and are listed on the sign-in page then.
 */
export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Aroha Admin', email: 'admin@demo.estate.nz', password: 'demo-admin-kauri' },
  { role: 'lawyer', name: 'Liam Lawyer', email: 'lawyer@demo.estate.nz', password: 'demo-lawyer-rimu' },
  {
    role: 'executor',
    name: 'Emma Executor',
    email: 'executor@demo.estate.nz',
    password: 'demo-executor-totara',
  },
  {
    role: 'beneficiary',
    name: 'Ben Beneficiary',
    email: 'beneficiary@demo.estate.nz',
    password: 'demo-beneficiary-matai',
  },
  { role: 'notifyflow', name: 'Nina Notify', email: 'notify@demo.estate.nz', password: 'demo-notify-miro' },
] as const;
