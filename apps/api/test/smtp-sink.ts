import { SMTPServer } from 'smtp-server';

/** One message as the sink acknowledged it. */
export interface SunkMessage {
  to: string;
  messageId: string;
  data: string;
}

/**
 * A local SMTP server for tests: it accepts every message and keeps it. `onMessage` runs after each
 * acknowledgement (a crash test kills the sender there).
 */
export async function startSmtpSink() {
  const received: SunkMessage[] = [];
  const sink = {
    received,
    port: 0,
    onMessage: (_count: number): void => {},
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? '',
          data,
        });
        cb();
        sink.onMessage(received.length);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  sink.port = (smtp.server.address() as { port: number }).port;
  return sink;
}
