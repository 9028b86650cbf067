import { EventEmitter } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * Real receivers on loopback for notification tests: an SMTP server (the `smtp-server`
 * package, the server side of nodemailer's own tests) and an HTTP endpoint for webhooks.
 * Each records what arrived and lets a test wait for it.
 */

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  from: string;
  to: string[];
}

/** Resolves when `check()` holds, re-checking whenever `events` emits 'change'; rejects after `ms` with `what`. */
function until(events: EventEmitter, check: () => boolean, what: string, ms: number): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (!check()) return;
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`gave up waiting for ${what}`));
    }, ms);
    const cleanup = () => {
      clearTimeout(timer);
      events.off('change', onChange);
    };
    events.on('change', onChange);
  });
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  /** MAIL FROM commands seen: one per delivery attempt */
  attempts: number;
  /** the next `n` attempts are refused with a temporary error (451) */
  refuseNext: (n: number) => void;
  /** called when a client connects; the greeting waits until what it returns settles */
  onConnect: ((session: SMTPServerSession) => void | Promise<void>) | null;
  waitForMails: (n: number, ms?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}

export async function smtpReceiver(): Promise<SmtpReceiver> {
  const events = new EventEmitter();
  let refusals = 0;
  const receiver: SmtpReceiver = {
    url: '',
    mails: [],
    attempts: 0,
    refuseNext: (n) => {
      refusals = n;
    },
    onConnect: null,
    waitForMails: async (n, ms = 15_000) => {
      await until(events, () => receiver.mails.length >= n, `${n} mail(s) (got ${receiver.mails.length})`, ms);
      return receiver.mails;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No DNS from tests: the client is on loopback.
    disableReverseLookup: true,
    // `close()` waits this long for clients still connected before it drops them (smtp-server's
    // default is 30 s): a delivery the test's server left mid-way when it closed kept the receiver,
    // and so the test's cleanup, waiting past the 10 s a hook has (as the webhook receiver does,
    // it hangs up at once: nothing a test checks arrives after it closes).
    closeTimeout: 100,
    onConnect(session, callback) {
      void Promise.resolve(receiver.onConnect?.(session)).then(() => callback());
    },
    onMailFrom(_address, _session, callback) {
      receiver.attempts++;
      events.emit('change');
      if (refusals > 0) {
        refusals--;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          receiver.mails.push({
            raw,
            parsed,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
          events.emit('change');
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  return receiver;
}

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  calls: ReceivedCall[];
  /** the status of the next replies (200 by default) */
  status: number;
  waitForCalls: (n: number, ms?: number) => Promise<ReceivedCall[]>;
  close: () => Promise<void>;
}

export async function webhookReceiver(): Promise<WebhookReceiver> {
  const events = new EventEmitter();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status < 300 ? 'ok' : 'no');
      events.emit('change');
    });
  });
  const receiver: WebhookReceiver = {
    url: '',
    calls: [],
    status: 200,
    waitForCalls: async (n, ms = 15_000) => {
      await until(events, () => receiver.calls.length >= n, `${n} webhook call(s) (got ${receiver.calls.length})`, ms);
      return receiver.calls;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/nasaq`;
  return receiver;
}
