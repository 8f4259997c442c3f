/**
 * nodemailer in a worker thread (started by mailer.ts). Building a MIME message and speaking SMTP
 * cost a few milliseconds of CPU per message; on the server's event loop that delayed enquiries'
 * answers (`npm run bench:inbox`: p95 +80% with a busy outbox). Plain JavaScript, so the thread
 * starts without the TypeScript loader. One transport, one SMTP connection per message (no pool:
 * a failed attempt is one row's error and nothing is re-sent behind the outbox's back).
 */
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";

const transport = nodemailer.createTransport(workerData.transport);

parentPort.on("message", ({ id, message }) => {
  // Buffers arrive as plain Uint8Arrays (structured clone); nodemailer wants Buffers.
  for (const attachment of message.attachments ?? []) attachment.content = Buffer.from(attachment.content);
  transport.sendMail(message).then(
    () => parentPort.postMessage({ id, error: null }),
    (e) =>
      parentPort.postMessage({
        id,
        error: { message: String(e?.message ?? e), code: e?.code, responseCode: e?.responseCode, command: e?.command },
      }),
  );
});
