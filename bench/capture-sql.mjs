// Loaded into the API's process by the same-SQL benchmark (`node --import ./bench/capture-sql.mjs`),
// never by the product: records every statement the process sends to PostgreSQL while capture is on,
// read off the wire (the frontend protocol's Query, Parse and Bind messages on each socket to the
// database's port), so it sees what the bundled driver sends whatever the code above it. SIGUSR2
// turns capture on; the next SIGUSR2 turns it off and writes what was captured to BENCH_SQL_LOG
// (JSON): each statement's text, its parameters (text, or base64 for binary ones), its prepared
// statement's name, the connection it ran on, and when it was sent and when the server said it was
// ready again (to replay statements that overlapped side by side, and a transaction's on one
// connection).
import { writeFileSync } from 'node:fs';
import net from 'node:net';

const out = process.env.BENCH_SQL_LOG;
const port = Number(new URL(process.env.DATABASE_URL ?? 'postgres://x:5432/').port || 5432);

if (out) {
  /** @type {object[] | null} */
  let captured = null;
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  /** Per socket: its number, its prepared statements' texts, statements waiting for ReadyForQuery. */
  const sockets = new WeakMap();
  let count = 0;

  process.on('SIGUSR2', () => {
    if (captured === null) {
      captured = [];
      return;
    }
    writeFileSync(out, JSON.stringify(captured));
    captured = null;
  });

  const stateOf = (socket) => {
    let state = sockets.get(socket);
    if (!state) {
      state = { id: (count += 1), prepared: new Map(), waiting: [], pending: Buffer.alloc(0) };
      sockets.set(socket, state);
      // ReadyForQuery ('Z') ends the oldest statement still waiting on this connection.
      let inbox = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        inbox = inbox.length ? Buffer.concat([inbox, chunk]) : chunk;
        let at = 0;
        while (inbox.length - at >= 5) {
          const length = inbox.readInt32BE(at + 1);
          if (inbox.length - at < 1 + length) break;
          if (inbox[at] === 0x5a) {
            const done = state.waiting.shift();
            if (done) done.endMs = now();
          }
          at += 1 + length;
        }
        inbox = inbox.subarray(at);
      });
    }
    return state;
  };

  const cstring = (buf, at) => {
    const end = buf.indexOf(0, at);
    return [buf.toString('utf8', at, end), end + 1];
  };

  /** One frontend message: a simple Query, or Parse and Bind of the extended protocol. */
  const read = (state, type, body) => {
    if (type === 0x50) {
      // Parse: name, text, parameter types.
      const [name, next] = cstring(body, 0);
      const [text] = cstring(body, next);
      state.prepared.set(name, text);
      return;
    }
    let statement = null;
    if (type === 0x51) {
      statement = { text: cstring(body, 0)[0], name: null, values: [] };
    } else if (type === 0x42) {
      // Bind: portal, statement, parameter formats, parameters, result formats.
      let [, at] = cstring(body, 0);
      let name;
      [name, at] = cstring(body, at);
      const formatCount = body.readInt16BE(at);
      at += 2;
      const formats = [];
      for (let i = 0; i < formatCount; i++, at += 2) formats.push(body.readInt16BE(at));
      const valueCount = body.readInt16BE(at);
      at += 2;
      const values = [];
      for (let i = 0; i < valueCount; i++) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) values.push(null);
        else {
          const bytes = body.subarray(at, at + length);
          const binary = (formatCount === 1 ? formats[0] : formats[i]) === 1;
          values.push(binary ? { base64: bytes.toString('base64') } : bytes.toString('utf8'));
          at += length;
        }
      }
      statement = { text: state.prepared.get(name) ?? '', name: name || null, values };
    }
    if (!statement || captured === null) return;
    const entry = { connection: state.id, ...statement, startMs: now(), endMs: null };
    captured.push(entry);
    state.waiting.push(entry);
  };

  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function captureWrite(data, ...rest) {
    if (this.remotePort === port && Buffer.isBuffer(data)) {
      const state = stateOf(this);
      let buf = state.pending.length ? Buffer.concat([state.pending, data]) : data;
      let at = 0;
      // The startup message has no type byte; everything after it does.
      while (buf.length - at >= 5) {
        const type = buf[at];
        const length = buf.readInt32BE(at + 1);
        if (type === 0 || length < 4) {
          at = buf.length;
          break;
        }
        if (buf.length - at < 1 + length) break;
        read(state, type, buf.subarray(at + 5, at + 1 + length));
        at += 1 + length;
      }
      state.pending = Buffer.from(buf.subarray(at));
      buf = null;
    }
    return write.call(this, data, ...rest);
  };
}
