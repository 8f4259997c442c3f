/**
 * Sends one message by SMTP with nodemailer, in a worker thread (smtp-thread.mjs) so that its CPU
 * work never delays an enquiry's answer: one connection per attempt, bounded timeouts, and no file
 * or URL access for message content. Errors come back classified and with the credentials of
 * INBOX_SMTP_URL removed, ready to be stored and shown.
 */
import type { Worker } from "node:worker_threads";
import type { SendMailOptions } from "nodemailer";
import type { MailSettings } from "./settings";
import { startThread } from "../worker-thread";

/** Timeouts of one attempt; nodemailer's defaults (2 min to connect, 10 min idle) would hold a slot far longer. */
const CONNECTION_TIMEOUT_MS = 20_000;
const GREETING_TIMEOUT_MS = 20_000;
const SOCKET_TIMEOUT_MS = 60_000;

export interface SendFailure {
  /** Shown to operators (CLI); credentials removed, at most 500 characters. */
  message: string;
  /** The server refused the message itself (5xx on the envelope or the data): retrying rarely helps. */
  permanent: boolean;
}

export interface Mailer {
  /** Resolves with null when the server accepted the message, else with why not. */
  send(message: SendMailOptions): Promise<SendFailure | null>;
  close(): void;
}

/** Every spelling of the URL's user name and password that could appear in an error: raw and decoded. */
function secretsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    const parts = [url.username, url.password].filter((p) => p.length > 0);
    const decoded = parts.map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
    return [smtpUrl, ...new Set([...parts, ...decoded])].filter((s) => s.length >= 1).sort((a, b) => b.length - a.length);
  } catch {
    return [smtpUrl];
  }
}

/** Removes the credentials (and the whole URL) from a text, whatever produced it. */
export function redactor(smtpUrl: string): (text: string) => string {
  const secrets = secretsOf(smtpUrl);
  return (text) => secrets.reduce((out, secret) => out.split(secret).join("***"), text);
}

interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
  command?: string;
}

export function describeFailure(error: unknown, redact: (text: string) => string): SendFailure {
  const e = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const code = typeof e.responseCode === "number" ? e.responseCode : undefined;
  // 5xx on MAIL FROM, RCPT TO or DATA: the server refuses this message. A 5xx on AUTH or at the
  // greeting is our configuration (or the server's state), not the message: retried like an outage.
  const permanent = code !== undefined && code >= 500 && e.code !== "EAUTH" && e.code !== "EPROTOCOL" && e.code !== "ECONNECTION";
  const parts = [e.code, code === undefined ? undefined : String(code), e.message].filter(Boolean);
  const message = redact(parts.join(" ").replace(/\s+/g, " ").trim()).slice(0, 500);
  return { message, permanent };
}

/** 127.0.0.0/8, ::1 and localhost: a relay on this machine, where STARTTLS cannot be required. */
function isLoopback(smtpUrl: string): boolean {
  const host = new URL(smtpUrl).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function createMailer(settings: MailSettings): Mailer {
  const transport = {
    url: settings.smtpUrl,
    // smtp:// to another machine must upgrade with STARTTLS (nodemailer would otherwise send the
    // password in clear text to a server that does not offer it); smtps:// is TLS from the start.
    requireTLS: !isLoopback(settings.smtpUrl),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  };
  const redact = redactor(settings.smtpUrl);
  const pending = new Map<number, (failure: SendFailure | null) => void>();
  let nextId = 0;
  let thread: Worker | null = null;
  // A thread that dies takes its attempts with it: each is a transient failure, retried by the outbox.
  const failAll = (error: unknown) => {
    for (const done of pending.values()) done(describeFailure(error, redact));
    pending.clear();
    thread = null;
  };
  const start = () => {
    const worker = startThread(new URL("./smtp-thread.mjs", import.meta.url), { transport });
    worker.on("message", ({ id, error }: { id: number; error: Partial<NodemailerError> | null }) => {
      const done = pending.get(id);
      pending.delete(id);
      done?.(error ? describeFailure(Object.assign(new Error(error.message), error), redact) : null);
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`mail thread stopped (exit code ${code})`)));
    return worker;
  };
  return {
    send(message) {
      const worker = (thread ??= start());
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, message });
      });
    },
    close() {
      void thread?.terminate();
      thread = null;
    },
  };
}
