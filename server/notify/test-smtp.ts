/**
 * A real SMTP server in the test process (the nodemailer project's smtp-server), reading back each
 * message with mailparser. Tests, the benchmark and `npm run mail:catch` only. Its behaviour can change while it runs:
 * a delay before it answers the message's data, a refusal of every recipient, going down and
 * coming back on the same port.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

export interface Received {
  envelope: { from: string; to: string[] };
  /** The authenticated user, if any. */
  user: string | undefined;
  mail: ParsedMail;
  raw: string;
}

export interface SmtpBehaviour {
  /** Wait this long before accepting the data (the benchmark's slow server). */
  delayMs: number;
  /** Refuse every recipient with this reply, e.g. { code: 550, message: "No such user" }. */
  refuse: { code: number; message: string } | null;
  /** Called when a message's data has arrived, before the answer (the kill test's cue). */
  onData?: (raw: string) => void;
  /** When set, the data is answered only once this resolves. */
  hold?: Promise<void>;
}

export interface TestSmtp {
  readonly port: number;
  readonly received: Received[];
  /** Messages whose data arrived, answered or not. */
  readonly dataCount: number;
  behaviour: SmtpBehaviour;
  /** INBOX_SMTP_URL for this server with these credentials. */
  url(user?: string, pass?: string): string;
  /** Stop listening and drop open connections (a mail server outage). */
  down(): Promise<void>;
  /** Listen again on the same port. */
  up(): Promise<void>;
  /** Resolves once `count` messages were received (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const SMTP_USER = "notify";
export const SMTP_PASS = "s3cret-p@ss";

export interface TestSmtpOptions {
  /** Start listening at once (default), or only on up(). */
  listen?: boolean;
  /** Called with each message once it is accepted. */
  onReceived?: (message: Received) => void;
}

export async function startTestSmtp(port: number, options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  let dataCount = 0;
  let server: SMTPServer | null = null;
  const behaviour: SmtpBehaviour = { delayMs: 0, refuse: null };
  const state = { behaviour };

  function create() {
    return new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Many slow messages at once in the benchmark.
      maxClients: 1000,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
        else callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
      },
      onRcptTo(_address, _session, callback) {
        const refuse = state.behaviour.refuse;
        if (refuse) callback(Object.assign(new Error(refuse.message), { responseCode: refuse.code }));
        else callback();
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          dataCount++;
          const { delayMs, onData, hold } = state.behaviour;
          onData?.(raw);
          void (async () => {
            if (hold) await hold;
            if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
            const mail = await simpleParser(raw);
            const message: Received = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              user: session.user,
              mail,
              raw,
            };
            received.push(message);
            options.onReceived?.(message);
            callback();
          })().catch((error: unknown) => callback(error as Error));
        });
      },
    });
  }

  async function up() {
    if (server) return;
    const s = create();
    s.on("error", () => {}); // a client cut off mid-message
    await new Promise<void>((resolve, reject) => {
      s.server.once("error", reject);
      s.listen(port, "127.0.0.1", () => resolve());
    });
    server = s;
  }

  async function down() {
    const s = server;
    server = null;
    if (!s) return;
    // smtp-server's close waits for clients to leave (closeTimeout): drop them, as a crash would.
    await new Promise<void>((resolve) => {
      s.close(() => resolve());
      for (const connection of (s as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    });
  }

  if (options.listen ?? true) await up();

  return {
    port,
    received,
    get dataCount() {
      return dataCount;
    },
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b) {
      state.behaviour = b;
    },
    url: (user = SMTP_USER, pass = SMTP_PASS) => `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    up,
    down,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, received ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: down,
  };
}
